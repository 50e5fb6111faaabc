//! `ResultsHistory`: a table's results from the results topic, by time range, most recent
//! first, in pages.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::*;
use livedraw_bus::{NewRecord, Topic};
use livedraw_feed::MAX_LIMIT;
use livedraw_protocol::v1;
use prost::Message;
use tonic::Code;

const T0: i64 = 1_700_000_000_000;
const MINUTE: i64 = 60_000;

/// Draws 1..=10 of wheel-1 ending a minute apart (every third cancelled), and another
/// table's results in between, in the same results partition.
async fn ten_draws() -> Studio {
    let studio = Studio::start().await;
    let partition = studio.partition("wheel-1");
    for draw in 1..=10u64 {
        let at_ms = T0 + i64::try_from(draw).unwrap() * MINUTE;
        let end = if draw % 3 == 0 {
            cancelled(draw)
        } else {
            settled(draw, 1)
        };
        studio
            .step("wheel-1", at_ms, vec![round_closed(draw, 1), end], vec![])
            .await;
        let other = v1::DrawResult {
            table_id: "dice-1".into(),
            draw_number: draw,
            settled_at: at(at_ms),
            ..Default::default()
        };
        let record = NewRecord::new("dice-1", other.encode_to_vec()).to_partition(partition);
        studio.log.append(Topic::Results, record).await.unwrap();
    }
    studio
}

async fn history(
    studio: &Studio,
    table: &str,
    range: (Option<i64>, Option<i64>),
    limit: u32,
    page_token: String,
) -> Result<v1::ResultsHistoryReply, tonic::Status> {
    let request = v1::ResultsHistoryRequest {
        table_id: table.into(),
        from: range.0.and_then(at),
        to: range.1.and_then(at),
        limit,
        page_token,
    };
    studio
        .client
        .clone()
        .results_history(request)
        .await
        .map(tonic::Response::into_inner)
}

fn draws(reply: &v1::ResultsHistoryReply) -> Vec<u64> {
    reply
        .results
        .iter()
        .map(|result| result.draw_number)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_whole_history_is_the_tables_results_most_recent_first() {
    let studio = ten_draws().await;
    let reply = history(&studio, "wheel-1", (None, None), 0, String::new())
        .await
        .unwrap();
    assert_eq!(draws(&reply), (1..=10).rev().collect::<Vec<_>>());
    assert!(reply.next_page_token.is_empty());
    assert!(reply
        .results
        .iter()
        .all(|result| result.table_id == "wheel-1"));
    let cancelled = reply
        .results
        .iter()
        .filter(|result| matches!(result.end, Some(v1::draw_result::End::Cancelled(_))))
        .count();
    assert_eq!(cancelled, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_range_includes_its_start_and_excludes_its_end() {
    let studio = ten_draws().await;
    let range = (Some(T0 + 3 * MINUTE), Some(T0 + 7 * MINUTE));
    let reply = history(&studio, "wheel-1", range, 0, String::new())
        .await
        .unwrap();
    assert_eq!(draws(&reply), [6, 5, 4, 3]);
    let open_start = (None, Some(T0 + 2 * MINUTE + 1));
    let reply = history(&studio, "wheel-1", open_start, 0, String::new())
        .await
        .unwrap();
    assert_eq!(draws(&reply), [2, 1]);
    let open_end = (Some(T0 + 9 * MINUTE), None);
    let reply = history(&studio, "wheel-1", open_end, 0, String::new())
        .await
        .unwrap();
    assert_eq!(draws(&reply), [10, 9]);
    let empty = (Some(T0 + 20 * MINUTE), None);
    let reply = history(&studio, "wheel-1", empty, 0, String::new())
        .await
        .unwrap();
    assert!(reply.results.is_empty() && reply.next_page_token.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_follow_one_another_without_gap_or_repeat() {
    let studio = ten_draws().await;
    let range = (Some(T0 + 2 * MINUTE), None);
    let mut seen = Vec::new();
    let mut token = String::new();
    loop {
        let reply = history(&studio, "wheel-1", range, 4, token).await.unwrap();
        assert!(reply.results.len() <= 4);
        seen.extend(draws(&reply));
        if reply.next_page_token.is_empty() {
            break;
        }
        token = reply.next_page_token;
    }
    assert_eq!(seen, (2..=10).rev().collect::<Vec<_>>());
    let capped = history(&studio, "wheel-1", (None, None), u32::MAX, String::new()).await;
    assert!(capped.unwrap().results.len() <= MAX_LIMIT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_history_requests_are_refused() {
    let studio = ten_draws().await;
    let unknown = history(&studio, "nope", (None, None), 0, String::new()).await;
    assert_eq!(unknown.unwrap_err().code(), Code::NotFound);
    let backwards = history(
        &studio,
        "wheel-1",
        (Some(T0 + MINUTE), Some(T0)),
        0,
        String::new(),
    );
    assert_eq!(backwards.await.unwrap_err().code(), Code::InvalidArgument);
    let token = history(&studio, "wheel-1", (None, None), 0, "x".into()).await;
    assert_eq!(token.unwrap_err().code(), Code::InvalidArgument);
}
