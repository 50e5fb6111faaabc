//! Every `CheckBet` rejection reason, and the accept path, against steps in a real log.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::*;
use livedraw_auth::Role;
use livedraw_domain::{Decision, DeviceName, DrawNumber};
use livedraw_gate::Authorized;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::{self, check_bet_reply::Verdict, BetRejection};
use livedraw_testkit::{raw, serve, tokens};
use tonic::Code;

/// A bet's verdict: the odds when accepted, the reason when refused. Its stake is 10.00.
async fn verdict(
    studio: &Studio,
    table: &str,
    (draw, round): (u64, u32),
    market: &str,
    version: u64,
    placed_ms: Option<i64>,
) -> Result<u32, BetRejection> {
    let request = v1::CheckBetRequest {
        table_id: table.into(),
        draw_number: draw,
        round,
        market: market.into(),
        odds_version: version,
        placed_at: placed_ms.and_then(at),
        stake_hundredths: 1_000,
    };
    answer(studio.client.clone(), request).await
}

/// A bet of `stake_hundredths` on wheel-1's `market` in its open round, by `client`.
async fn staked(
    client: FeedClient<Authorized>,
    market: &str,
    stake_hundredths: u64,
    now: i64,
) -> Result<u32, BetRejection> {
    let request = v1::CheckBetRequest {
        table_id: "wheel-1".into(),
        draw_number: 1,
        round: 1,
        market: market.into(),
        odds_version: 11,
        placed_at: at(now),
        stake_hundredths,
    };
    answer(client, request).await
}

async fn answer(
    mut client: FeedClient<Authorized>,
    request: v1::CheckBetRequest,
) -> Result<u32, BetRejection> {
    let reply = client.check_bet(request).await.unwrap().into_inner();
    assert!(reply.checked_at.is_some());
    match reply.verdict.unwrap() {
        Verdict::Accepted(accepted) => Ok(accepted.odds_hundredths),
        Verdict::Rejected(rejected) => {
            assert!(!rejected.message.is_empty());
            Err(rejected.reason())
        }
    }
}

/// A table with draw 1's first round open for a minute.
async fn open_wheel() -> (Studio, i64) {
    let studio = Studio::start().await;
    let now = now_ms();
    studio
        .open_draw("wheel-1", 1, now - 10_000, now + 60_000)
        .await;
    (studio, now)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_market_at_the_current_version_is_accepted_at_its_odds() {
    let (studio, now) = open_wheel().await;
    let bet = verdict(&studio, "wheel-1", (1, 1), "red", 11, Some(now)).await;
    assert_eq!(bet, Ok(195));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_progressive_box_open_without_odds_is_accepted_with_none() {
    let (studio, now) = open_wheel().await;
    let bet = verdict(&studio, "wheel-1", (1, 1), PROGRESSIVE, 11, Some(now)).await;
    assert_eq!(bet, Ok(0), "its prizes come from the platform's pot");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn markets_are_refused_for_what_their_odds_set_says() {
    let (studio, now) = open_wheel().await;
    let bet = |market, version| verdict(&studio, "wheel-1", (1, 1), market, version, Some(now));
    assert_eq!(bet("red", 12).await, Err(BetRejection::OddsSuperseded));
    assert_eq!(bet("red", 1).await, Err(BetRejection::OddsSuperseded));
    assert_eq!(bet("sector_99", 11).await, Err(BetRejection::UnknownMarket));
    assert_eq!(bet("sector_5", 11).await, Err(BetRejection::MarketDecided));
    assert_eq!(bet("sector_6", 11).await, Err(BetRejection::MarketDecided));
    assert_eq!(bet("symbol", 11).await, Err(BetRejection::MarketSuspended));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_tables_draws_and_rounds_are_named() {
    let (studio, now) = open_wheel().await;
    let bet = |table, draw_round| verdict(&studio, table, draw_round, "red", 11, Some(now));
    assert_eq!(
        bet("no-such-table", (1, 1)).await,
        Err(BetRejection::UnknownTable)
    );
    assert_eq!(bet("dice-1", (1, 1)).await, Err(BetRejection::UnknownRound));
    assert_eq!(
        bet("wheel-1", (2, 1)).await,
        Err(BetRejection::UnknownRound)
    );
    // A round of the draw that has not opened yet is not open for bets.
    assert_eq!(bet("wheel-1", (1, 2)).await, Err(BetRejection::RoundClosed));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_requests_are_refused_as_such() {
    let (studio, now) = open_wheel().await;
    let invalid = Err(BetRejection::InvalidRequest);
    assert_eq!(
        verdict(&studio, "wheel-1", (1, 1), "red", 11, None).await,
        invalid
    );
    assert_eq!(
        verdict(&studio, "wheel-1", (0, 1), "red", 11, Some(now)).await,
        invalid
    );
    assert_eq!(
        verdict(&studio, "wheel-1", (1, 0), "red", 11, Some(now)).await,
        invalid
    );
    assert_eq!(
        verdict(&studio, "wheel-1", (1, 1), "", 11, Some(now)).await,
        invalid
    );
    assert_eq!(
        verdict(&studio, "", (1, 1), "red", 11, Some(now)).await,
        invalid
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bet_placed_after_the_close_is_refused_even_before_the_engine_closes() {
    let (studio, now) = open_wheel().await;
    let late = verdict(&studio, "wheel-1", (1, 1), "red", 11, Some(now + 60_000)).await;
    assert_eq!(late, Err(BetRejection::RoundClosed));
    // Past its closing time, a round takes no bet even when the engine's close is not in yet.
    studio.open_draw("dice-1", 1, now - 20_000, now - 1).await;
    let overdue = verdict(&studio, "dice-1", (1, 1), "red", 11, Some(now - 5_000)).await;
    assert_eq!(overdue, Err(BetRejection::RoundClosed));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_draws_life_is_followed_hold_resume_close_settle() {
    let (studio, now) = open_wheel().await;
    let red = || verdict(&studio, "wheel-1", (1, 1), "red", 11, Some(now));
    studio
        .step("wheel-1", now - 9_000, vec![held(1)], vec![])
        .await;
    assert_eq!(red().await, Err(BetRejection::DrawHeld));
    studio
        .step("wheel-1", now - 8_000, vec![resumed(1)], vec![])
        .await;
    assert_eq!(red().await, Ok(195));
    studio
        .step("wheel-1", now - 7_000, vec![round_closed(1, 1)], vec![])
        .await;
    assert_eq!(red().await, Err(BetRejection::RoundClosed));
    studio
        .step("wheel-1", now - 6_000, vec![settled(1, 5)], vec![])
        .await;
    assert_eq!(red().await, Err(BetRejection::DrawSettled));
    // The next draw; its cancellation, and the settled one still known as settled.
    studio
        .open_draw("wheel-1", 2, now - 5_000, now + 60_000)
        .await;
    let second = || verdict(&studio, "wheel-1", (2, 1), "red", 21, Some(now));
    assert_eq!(second().await, Ok(195));
    studio
        .step("wheel-1", now - 4_000, vec![cancelled(2)], vec![])
        .await;
    assert_eq!(second().await, Err(BetRejection::DrawCancelled));
    assert_eq!(red().await, Err(BetRejection::DrawSettled));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_table_takes_no_bet_on_a_draw_it_has_not_opened() {
    let (studio, now) = open_wheel().await;
    studio
        .step(
            "wheel-1",
            now - 9_000,
            vec![paused(), round_closed(1, 1), settled(1, 7)],
            vec![],
        )
        .await;
    let next = verdict(&studio, "wheel-1", (2, 1), "red", 21, Some(now)).await;
    assert_eq!(next, Err(BetRejection::TablePaused));
}

/// operations.md, "A device that stops talking": `CheckBet` refuses with the table's
/// suspension, naming the device, until a supervisor lifts it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_suspended_by_a_silent_device_takes_no_bet_and_says_which_device() {
    let (studio, now) = open_wheel().await;
    let device = DeviceName::new("sensor-wheel-1").expect("valid name");
    studio
        .step(
            "wheel-1",
            now - 9_000,
            vec![Decision::TableSuspended { device }, round_closed(1, 1)],
            vec![],
        )
        .await;
    let request = v1::CheckBetRequest {
        table_id: "wheel-1".into(),
        draw_number: 1,
        round: 1,
        market: "red".into(),
        odds_version: 21,
        placed_at: at(now),
        stake_hundredths: 1_000,
    };
    let reply = studio
        .client
        .clone()
        .check_bet(request)
        .await
        .unwrap()
        .into_inner();
    let Some(Verdict::Rejected(rejected)) = reply.verdict else {
        panic!("a bet was accepted at a suspended table: {reply:?}");
    };
    assert_eq!(rejected.reason(), BetRejection::TableSuspended);
    assert_eq!(rejected.message, "table suspended: sensor-wheel-1 silent");
    studio
        .step(
            "wheel-1",
            now - 8_000,
            vec![Decision::SuspensionLifted],
            vec![],
        )
        .await;
    let lifted = verdict(&studio, "wheel-1", (1, 1), "red", 21, Some(now)).await;
    assert_eq!(lifted, Err(BetRejection::RoundClosed));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn state_is_rebuilt_from_the_log_when_the_feed_starts_after_the_engine() {
    let studio = Studio::start().await;
    let now = now_ms();
    studio
        .open_draw("wheel-1", 1, now - 10_000, now + 60_000)
        .await;
    studio
        .step(
            "wheel-1",
            now - 9_000,
            vec![round_closed(1, 1), settled(1, 3)],
            vec![],
        )
        .await;
    studio
        .open_draw("wheel-1", 2, now - 8_000, now + 60_000)
        .await;
    let restarted = studio.restart_feed().await;
    let bet =
        |draw_round, version| verdict(&restarted, "wheel-1", draw_round, "red", version, Some(now));
    assert_eq!(bet((1, 1), 11).await, Err(BetRejection::DrawSettled));
    assert_eq!(bet((2, 1), 21).await, Ok(195));
}

/// Issue 29, finding 6: a `CheckBet` whose bytes are no protobuf message (the outside probe's
/// `ff ff ff ff 0f 12`) is INVALID_ARGUMENT, not INTERNAL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_6_an_undecodable_check_bet_is_invalid_argument() {
    let (studio, _) = open_wheel().await;
    let request = tokens::with_token(
        raw::UNDECODABLE.to_vec(),
        &tokens::token("frontend-1", &[Role::Frontend]),
    );
    let channel = serve::channel(studio.address).await;
    let status = raw::unary(channel, "/livedraw.v1.Feed/CheckBet", request)
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument, "{}", status.message());
    assert!(
        status.message().contains("does not decode"),
        "{}",
        status.message()
    );
}

/// Issue 29, finding 4: a bet `placed_at` 1970 (the outside probe's), or a millisecond before
/// its round opened, is refused as placed outside the round, naming when it opened; one placed
/// as it opened is accepted, and one placed at its close still refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_4_a_bet_placed_before_its_round_opened_is_refused() {
    let (studio, now) = open_wheel().await;
    let opened = now - 10_000;
    let bet = |placed_ms| verdict(&studio, "wheel-1", (1, 1), "red", 11, Some(placed_ms));
    assert_eq!(bet(0).await, Err(BetRejection::RoundClosed));
    assert_eq!(bet(opened - 1).await, Err(BetRejection::RoundClosed));
    assert_eq!(bet(opened).await, Ok(195));
    assert_eq!(bet(now + 60_000).await, Err(BetRejection::RoundClosed));
    let request = v1::CheckBetRequest {
        table_id: "wheel-1".into(),
        draw_number: 1,
        round: 1,
        market: "red".into(),
        odds_version: 11,
        placed_at: at(0),
        stake_hundredths: 1_000,
    };
    let reply = studio.client.clone().check_bet(request).await.unwrap();
    let Some(Verdict::Rejected(rejected)) = reply.into_inner().verdict else {
        panic!("a bet of 1970 accepted");
    };
    assert_eq!(
        rejected.message,
        format!("round 1 of draw 1 opened at {opened} ms; bet placed at 0 ms, before it opened")
    );
}

/// operations.md, stake limits: a stake below the table's minimum, above the market's
/// maximum, or whose win at the offered odds is above the largest win, is refused with its
/// reason; within them it is accepted. A missing stake is a malformed request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stake_outside_the_table_s_limits_is_refused_with_its_reason() {
    let (studio, now) = open_wheel().await;
    let bet = |market, stake| staked(studio.client.clone(), market, stake, now);
    assert_eq!(bet("red", 99).await, Err(BetRejection::StakeBelowMinimum));
    assert_eq!(bet("red", 100).await, Ok(195));
    // Red's own maximum is 100.00, below the table's 200.00.
    assert_eq!(
        bet("red", 10_001).await,
        Err(BetRejection::StakeAboveMaximum)
    );
    // 100.00 at 1.95 wins 95.00; the largest win is 150.00.
    assert_eq!(bet("red", 10_000).await, Ok(195));
    assert_eq!(bet("red", 0).await, Err(BetRejection::InvalidRequest));
}

/// operations.md, stake limits: an operator's limit profile, keyed by its frontend token's
/// subject, replaces the table's limits where it gives them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_operator_s_limit_profile_applies_to_its_bets() {
    let (studio, now) = open_wheel().await;
    let other = client(studio.address, "frontend-2").await;
    // The profile's 1,000.00 replaces red's 100.00 for this operator, not for the others.
    assert_eq!(staked(other.clone(), "red", 50_000, now).await, Ok(195));
    assert_eq!(
        staked(studio.client.clone(), "red", 50_000, now).await,
        Err(BetRejection::StakeAboveMaximum)
    );
    // 1,000.00 at 1.95 wins 950.00, within the profile's 5,000.00.
    assert_eq!(staked(other, "red", 100_000, now).await, Ok(195));
}

/// operations.md, stake limits: the limits the round's odds set carries are the table's own,
/// and a bet's largest win is counted at the odds or payout the set offers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_odds_set_s_limits_are_the_table_s_own() {
    let studio = Studio::start().await;
    let now = now_ms();
    let mut set = odds_set("wheel-1", 1, 1, now + 60_000, &standard_prices());
    set.max_win_hundredths = 20_000;
    for price in &mut set.prices {
        price.min_stake_hundredths = 500;
        price.max_stake_hundredths = 30_000;
    }
    studio
        .step(
            "wheel-1",
            now - 10_000,
            vec![
                Decision::DrawOpened {
                    draw: DrawNumber(1),
                },
                round_opened(1, 1, now + 60_000),
            ],
            vec![set],
        )
        .await;
    let bet = |stake| staked(studio.client.clone(), "red", stake, now);
    assert_eq!(bet(499).await, Err(BetRejection::StakeBelowMinimum));
    // 210.53 at 1.95 wins 200.00; a hundredth more wins more.
    assert_eq!(bet(21_052).await, Ok(195));
    assert_eq!(bet(21_053).await, Err(BetRejection::WinAboveMaximum));
    assert_eq!(bet(30_001).await, Err(BetRejection::StakeAboveMaximum));
}
