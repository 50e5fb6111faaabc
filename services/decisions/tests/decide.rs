//! Players' decisions on a blackjack table, against the engine on the embedded log: accepted
//! and journaled before the reply (R4: with the frontend that sent it), idempotent on the
//! request id, the rules' refusals as verdicts, and the service's own refusals as statuses
//! with nothing journaled.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

mod common;

use common::{as_frontend, bet, bet_on, hit, Studio, BLACKJACK, BULLDOG};
use livedraw_decisions::TIMEOUT;
use livedraw_protocol::v1::decide_reply::Verdict;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::{DecideReply, DecideRequest, DecisionAccepted};
use std::time::{Duration, Instant};
use tonic::{Code, Request, Status};

fn accepted(reply: &DecideReply) -> bool {
    reply.verdict == Some(Verdict::Accepted(DecisionAccepted {}))
}

fn refused(reply: &DecideReply) -> (&str, &str) {
    match &reply.verdict {
        Some(Verdict::Refused(refused)) => (refused.code.as_str(), refused.message.as_str()),
        other => panic!("not refused: {other:?}"),
    }
}

async fn decide(studio: &Studio, request: Request<DecideRequest>) -> Result<DecideReply, Status> {
    let mut client = studio.client().await;
    client
        .decide(request)
        .await
        .map(tonic::Response::into_inner)
}

/// Sends `request` as frontend-1 and expects the service to refuse it with `code` and a message
/// holding `fragment`, journaling nothing.
async fn refused_before_journaling(
    studio: &Studio,
    request: Request<DecideRequest>,
    code: Code,
    fragment: &str,
) {
    let before = studio.journal_size().await;
    let status = match decide(studio, request).await {
        Err(status) => status,
        Ok(reply) => panic!("answered {reply:?}"),
    };
    assert_eq!(status.code(), code, "{}", status.message());
    assert!(
        status.message().contains(fragment),
        "`{}` lacks `{fragment}`",
        status.message()
    );
    assert_eq!(studio.journal_size().await, before, "journaled");
}

#[tokio::test]
async fn r4_a_bet_while_betting_is_open_is_journaled_with_its_frontend_before_it_is_accepted() {
    let studio = Studio::start().await;
    let reply = decide(&studio, as_frontend(bet(3, "bet-3"))).await.unwrap();
    assert!(accepted(&reply), "{reply:?}");
    assert_eq!(reply.request_id, "bet-3");
    // The journal holds the decision at the offset answered, with the caller's verified
    // identity (R4); the engine's step for that entry is what answered.
    let journal = studio.journal_of(BLACKJACK).await;
    let (offset, entry) = journal.last().expect("journaled");
    assert_eq!(*offset, reply.journal_offset);
    let Some(Entry::PlayerDecision(decision)) = &entry.entry else {
        panic!("not a player's decision: {entry:?}");
    };
    assert_eq!(decision.subject, "frontend-1");
    assert_eq!(decision.request, Some(bet(3, "bet-3")));
    let steps = studio.steps_of(BLACKJACK).await;
    let step = steps
        .iter()
        .find(|step| step.journal_offset == reply.journal_offset)
        .expect("the engine's step for the decision");
    assert_eq!(step.request_id, "bet-3");
    assert_eq!(studio.seat_bets(BLACKJACK).await, [3]);
}

#[tokio::test]
async fn the_same_request_id_sent_again_is_accepted_without_a_second_seat_bet() {
    let studio = Studio::start().await;
    let first = decide(&studio, as_frontend(bet(3, "bet-3"))).await.unwrap();
    let again = decide(&studio, as_frontend(bet(3, "bet-3"))).await.unwrap();
    assert!(accepted(&first) && accepted(&again), "{first:?} {again:?}");
    assert!(
        again.journal_offset > first.journal_offset,
        "journaled again"
    );
    assert_eq!(studio.seat_bets(BLACKJACK).await, [3], "one bet on seat 3");
}

#[tokio::test]
async fn the_same_request_id_with_another_seat_is_refused_request_id_reused() {
    let studio = Studio::start().await;
    let first = decide(&studio, as_frontend(bet(3, "bet-1"))).await.unwrap();
    assert!(accepted(&first), "{first:?}");
    let reused = decide(&studio, as_frontend(bet(5, "bet-1"))).await.unwrap();
    assert_eq!(refused(&reused).0, "request_id_reused");
    assert_eq!(reused.request_id, "bet-1");
    assert_eq!(studio.seat_bets(BLACKJACK).await, [3], "seat 5 is not bet");
}

#[tokio::test]
async fn a_hit_while_betting_is_open_is_refused_window_closed() {
    let studio = Studio::start().await;
    let bet = decide(&studio, as_frontend(bet(3, "bet-3"))).await.unwrap();
    assert!(accepted(&bet), "{bet:?}");
    let reply = decide(&studio, as_frontend(hit(3, "hit-3"))).await.unwrap();
    let (code, message) = refused(&reply);
    assert_eq!(code, "window_closed", "{message}");
    // Refused by the rules, so judged by the engine: journaled all the same.
    let journal = studio.journal_of(BLACKJACK).await;
    assert_eq!(
        journal.last().map(|(offset, _)| *offset),
        Some(reply.journal_offset)
    );
}

#[tokio::test]
async fn a_bet_on_seat_9_is_invalid_argument_and_journals_nothing() {
    let studio = Studio::start().await;
    refused_before_journaling(
        &studio,
        as_frontend(bet(9, "bet-9")),
        Code::InvalidArgument,
        "`seat`: seat 9 is not 1 to 7",
    )
    .await;
}

#[tokio::test]
async fn an_unknown_table_is_not_found_and_journals_nothing() {
    let studio = Studio::start().await;
    refused_before_journaling(
        &studio,
        as_frontend(bet_on("blackjack-9", 3, "bet-3")),
        Code::NotFound,
        "unknown table `blackjack-9`",
    )
    .await;
}

#[tokio::test]
async fn a_table_whose_seat_holders_do_not_decide_is_failed_precondition_naming_its_game() {
    let studio = Studio::start().await;
    refused_before_journaling(
        &studio,
        as_frontend(bet_on("baccarat-1", 3, "bet-3")),
        Code::FailedPrecondition,
        "table `baccarat-1` runs baccarat: its seat holders cannot decide a bet on a seat",
    )
    .await;
}

#[tokio::test]
async fn a_bulldog_seat_bet_is_journaled_and_deals_the_seat_in() {
    let studio = Studio::start().await;
    let reply = decide(&studio, as_frontend(bet_on(BULLDOG, 4, "bet-4")))
        .await
        .unwrap();
    assert!(accepted(&reply), "{reply:?}");
    assert_eq!(studio.seat_bets(BULLDOG).await, [4]);
    let again = decide(&studio, as_frontend(bet_on(BULLDOG, 4, "bet-4b")))
        .await
        .unwrap();
    assert_eq!(refused(&again).0, "already_bet");
    let no_seat = decide(&studio, as_frontend(bet_on(BULLDOG, 6, "bet-6")))
        .await
        .unwrap();
    assert_eq!(refused(&no_seat).0, "no_such_seat", "a five-seat table");
}

#[tokio::test]
async fn a_blackjack_action_at_a_bulldog_table_is_failed_precondition() {
    let studio = Studio::start().await;
    refused_before_journaling(
        &studio,
        as_frontend(DecideRequest {
            table_id: BULLDOG.into(),
            ..hit(3, "hit-3")
        }),
        Code::FailedPrecondition,
        "table `bulldog-1` runs bulldog: its seat holders cannot decide a blackjack action",
    )
    .await;
}

/// The gate's refusals (no token, a supervisor's token) are in the studio's
/// `tests/studio/security.rs`, with every other service's.
#[tokio::test]
async fn r4_the_service_served_without_its_gate_refuses_a_caller_it_cannot_verify() {
    // The service served without its gate has no caller to journal: refused.
    let ungated = Studio::ungated().await;
    refused_before_journaling(
        &ungated,
        as_frontend(bet(3, "bet-3")),
        Code::Unauthenticated,
        "no verified caller",
    )
    .await;
}

#[tokio::test]
async fn with_no_verdict_in_time_the_reply_is_refused_timeout_and_the_decision_stays_journaled() {
    let deadline = Duration::from_millis(300);
    let studio = Studio::without_engine(deadline).await;
    let started = Instant::now();
    let reply = decide(&studio, as_frontend(bet(3, "bet-3"))).await.unwrap();
    assert!(started.elapsed() >= deadline);
    let (code, message) = refused(&reply);
    assert_eq!(code, TIMEOUT);
    assert!(message.contains("is journaled"), "{message}");
    assert!(message.contains("same request id"), "{message}");
    let journal = studio.journal_of(BLACKJACK).await;
    assert_eq!(journal.len(), 1, "the decision is journaled all the same");
    assert_eq!(journal[0].0, reply.journal_offset);
}
