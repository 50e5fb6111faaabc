//! Face-down player cards (blackjack versions N, O, R, S; operations.md): a hand's decision
//! values tell its cards, so at such a table the feed gives them to the frontend that bet on
//! the seat and to no other subscriber, live and in the draw in progress a late subscriber
//! gets. A face-up table's values go to everyone.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::*;
use livedraw_domain::games::blackjack::Window;
use livedraw_domain::{Decision, DecisionWindow, DrawNumber, Timestamp};
use livedraw_protocol::v1::{self, feed_event::Event};
use livedraw_testkit::wait::GENEROUS;

/// Seat 1 is `frontend-1`'s, seat 2 `frontend-2`'s; then seat 1's first hand's window opens
/// with its values.
async fn deal_seat_1(studio: &Studio, table: &str) {
    let now = now_ms();
    studio.open_draw(table, 1, now - 2_000, now + 60_000).await;
    for (seat, frontend) in [(1, "frontend-1"), (2, "frontend-2")] {
        let bet = Decision::SeatBet {
            draw: DrawNumber(1),
            seat,
        };
        studio
            .player_step(table, now - 1_000, vec![bet], Vec::new(), frontend)
            .await;
    }
    let opened = Decision::DecisionWindowOpened {
        draw: DrawNumber(1),
        window: DecisionWindow::Blackjack(Window::Hand { seat: 1, hand: 1 }),
        closes_at: Timestamp::from_millis(now + 10_000),
    };
    let Some(v1::draw_event::Decision::DecisionWindowOpened(wire)) =
        wire(table, now, std::slice::from_ref(&opened))[0]
            .decision
            .clone()
    else {
        unreachable!("a window's draw event")
    };
    let values = v1::DecisionValues {
        table_id: table.into(),
        draw_number: 1,
        seat: 1,
        hand: 1,
        window: wire.window,
        actions: vec![v1::ActionValue {
            action: v1::BlackjackActionKind::Stand.into(),
            value: -0.154,
        }],
        ..Default::default()
    };
    studio
        .player_step(table, now, vec![opened], vec![values], "")
        .await;
}

/// `frontend`'s stream of `table`.
async fn subscribed(
    studio: &Studio,
    table: &str,
    frontend: &str,
) -> tonic::Streaming<v1::FeedEvent> {
    let request = v1::SubscribeRequest {
        table_ids: vec![table.into()],
        ..Default::default()
    };
    client(studio.address, frontend)
        .await
        .subscribe(request)
        .await
        .unwrap()
        .into_inner()
}

/// The values of the window seat 1's hand opened, as `frontend` receives them.
async fn values_for(studio: &Studio, table: &str, frontend: &str) -> usize {
    let mut stream = subscribed(studio, table, frontend).await;
    values_in(&mut stream).await
}

/// The values of the first window opened on `stream`.
async fn values_in(stream: &mut tonic::Streaming<v1::FeedEvent>) -> usize {
    loop {
        let event = tokio::time::timeout(GENEROUS, stream.message())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        if let Some(Event::DecisionWindowOpened(opened)) = event.event {
            return opened.values.len();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_face_down_hand_s_values_go_to_its_seat_s_frontend_only() {
    let studio = Studio::start().await;
    deal_seat_1(&studio, "blackjack-n").await;
    assert_eq!(values_for(&studio, "blackjack-n", "frontend-1").await, 1);
    assert_eq!(
        values_for(&studio, "blackjack-n", "frontend-2").await,
        0,
        "another seat's frontend"
    );
    assert_eq!(
        values_for(&studio, "blackjack-n", "frontend-3").await,
        0,
        "a frontend with no seat"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_face_up_hand_s_values_go_to_every_subscriber() {
    let studio = Studio::start().await;
    deal_seat_1(&studio, "blackjack-h").await;
    for frontend in ["frontend-1", "frontend-2", "frontend-3"] {
        assert_eq!(values_for(&studio, "blackjack-h", frontend).await, 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_face_down_hand_s_values_go_live_to_its_seat_s_frontend_only() {
    let studio = Studio::start().await;
    let mut holder = subscribed(&studio, "blackjack-n", "frontend-1").await;
    let mut other = subscribed(&studio, "blackjack-n", "frontend-2").await;
    deal_seat_1(&studio, "blackjack-n").await;
    assert_eq!(values_in(&mut holder).await, 1);
    assert_eq!(values_in(&mut other).await, 0);
}
