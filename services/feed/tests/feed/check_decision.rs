//! `CheckDecision` over gRPC against steps in a real log: a common hand's decision in its
//! window, and each refusal a frontend meets.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::*;
use livedraw_domain::games::three_card::window::Window;
use livedraw_domain::{Decision, DecisionWindow, DrawNumber, Timestamp};
use livedraw_protocol::v1::{self, check_decision_reply::Verdict, DecisionRejection};

const TABLE: &str = "three-card-poker-1";

/// The verdict on `option` at `step` of `table`'s draw `draw`: the window's close in Unix
/// milliseconds when accepted, the reason when refused.
async fn verdict(
    studio: &Studio,
    table: &str,
    draw: u64,
    step: &str,
    option: &str,
) -> Result<i64, DecisionRejection> {
    let request = v1::CheckDecisionRequest {
        table_id: table.into(),
        draw_number: draw,
        step: step.into(),
        option: option.into(),
    };
    let reply = studio
        .client
        .clone()
        .check_decision(request)
        .await
        .unwrap()
        .into_inner();
    assert!(reply.checked_at.is_some());
    match reply.verdict.unwrap() {
        Verdict::Accepted(accepted) => {
            let closes_at = accepted.closes_at.unwrap();
            Ok(closes_at.seconds * 1000 + i64::from(closes_at.nanos / 1_000_000))
        }
        Verdict::Rejected(rejected) => {
            assert!(!rejected.message.is_empty());
            Err(rejected.reason())
        }
    }
}

/// Draw 1 of the three-card table with its play-or-fold window closing at `closes_ms`.
async fn window_open(closes_ms: i64) -> Studio {
    let studio = Studio::start().await;
    let now = now_ms();
    studio.open_draw(TABLE, 1, now - 20_000, now - 10_000).await;
    let opened = Decision::DecisionWindowOpened {
        draw: DrawNumber(1),
        window: DecisionWindow::ThreeCard(Window::PlayOrFold),
        closes_at: Timestamp::from_millis(closes_ms),
    };
    studio
        .step(TABLE, now - 5_000, vec![opened], Vec::new())
        .await;
    studio
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decision_in_the_open_window_is_accepted_until_its_close() {
    let closes = now_ms() + 60_000;
    let studio = window_open(closes).await;
    for option in ["play", "fold"] {
        assert_eq!(
            verdict(&studio, TABLE, 1, "play_or_fold", option).await,
            Ok(closes)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_option_the_step_lacks_a_closed_window_and_another_step_are_refused() {
    let studio = window_open(now_ms() + 60_000).await;
    assert_eq!(
        verdict(&studio, TABLE, 1, "play_or_fold", "bet_4x").await,
        Err(DecisionRejection::OptionNotOffered)
    );
    assert_eq!(
        verdict(&studio, TABLE, 1, "flop", "check").await,
        Err(DecisionRejection::StepNotOpen)
    );
    let closed = window_open(now_ms() - 1).await;
    assert_eq!(
        verdict(&closed, TABLE, 1, "play_or_fold", "play").await,
        Err(DecisionRejection::WindowClosed)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_tables_other_games_other_draws_and_malformed_requests_are_named() {
    let studio = window_open(now_ms() + 60_000).await;
    assert_eq!(
        verdict(&studio, "nowhere-1", 1, "play_or_fold", "play").await,
        Err(DecisionRejection::UnknownTable)
    );
    assert_eq!(
        verdict(&studio, "blackjack-h", 1, "play_or_fold", "play").await,
        Err(DecisionRejection::NotACommonHand)
    );
    assert_eq!(
        verdict(&studio, TABLE, 2, "play_or_fold", "play").await,
        Err(DecisionRejection::NotTheCurrentDraw)
    );
    assert_eq!(
        verdict(&studio, TABLE, 1, "play_or_fold", "").await,
        Err(DecisionRejection::InvalidRequest)
    );
    studio
        .step(TABLE, now_ms(), vec![held(1)], Vec::new())
        .await;
    assert_eq!(
        verdict(&studio, TABLE, 1, "play_or_fold", "play").await,
        Err(DecisionRejection::DrawHeld)
    );
}
