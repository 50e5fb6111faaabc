//! The live board as server-sent events: each table's status from `Supervisor.WatchTables`
//! (console only) and every feed event from `Feed.Subscribe`, pushed as they come, with a
//! `ping` every two seconds so that the page can tell a live board from a stale one.
//!
//! Events: `status` ([`super::view::StatusView`]), `feed` ([`super::view::FeedView`], with the
//! latency from publication to the console), `ping` (`{"now_ms"}`), `signed-out` when the
//! token expires or the studio ends a stream because it no longer accepts the token (revoked),
//! and `problem` when the studio's stream ends otherwise; then the stream closes and the
//! browser's `EventSource` reconnects by itself (after `retry`, two seconds), which gets a
//! fresh status of every table.

use super::problem::Problem;
use super::session::{Page, Session};
use super::upstream::Upstream;
use super::view;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures::Stream;
use livedraw_protocol::v1::{self, SubscribeRequest, WatchTablesRequest};
use serde::Serialize;
use std::convert::Infallible;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_stream::wrappers::ReceiverStream;
use tokio_stream::StreamExt;
use tonic::Streaming;

/// How often the page hears from a quiet board.
const PING: Duration = Duration::from_secs(2);
/// How long the browser waits before reconnecting.
const RETRY: Duration = Duration::from_secs(2);
/// Events this soon after subscribing are the feed's catch-up (each table's current round),
/// not counted as latency.
const CATCH_UP: Duration = Duration::from_secs(1);
/// Events buffered per page.
const BUFFER: usize = 256;

/// The live stream of `tables` for `session` on `page`. The studio's streams are opened
/// before this answers, so a refused token or table is an HTTP error, not a silent stream.
pub(super) async fn board(
    upstream: &Upstream,
    session: Session,
    page: Page,
    tables: Vec<String>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, Problem> {
    let statuses = match page {
        Page::Console => {
            let request = WatchTablesRequest {
                table_ids: tables.clone(),
            };
            let statuses = upstream.supervisor(&session)?.watch_tables(request).await?;
            Some(statuses.into_inner())
        }
        Page::Betting => None,
    };
    let request = SubscribeRequest {
        table_ids: tables,
        from_position: None,
        from_positions: Vec::new(),
    };
    let feed = upstream
        .feed(&session)?
        .subscribe(request)
        .await?
        .into_inner();
    let (sender, receiver) = mpsc::channel(BUFFER);
    tokio::spawn(forward(statuses, feed, session.expires_at, sender));
    let events = ReceiverStream::new(receiver).map(Ok);
    Ok(Sse::new(events).keep_alive(KeepAlive::default()))
}

/// Forwards the studio's streams until the page goes, the token expires or a stream ends.
async fn forward(
    mut statuses: Option<Streaming<v1::TableStatus>>,
    mut feed: Streaming<v1::FeedEvent>,
    expires_at: u64,
    sender: mpsc::Sender<Event>,
) {
    let expiry = tokio::time::sleep(Duration::from_secs(
        expires_at.saturating_sub(livedraw_client::pki::now()),
    ));
    tokio::pin!(expiry);
    let mut ping = tokio::time::interval(PING);
    let live_after = Instant::now() + CATCH_UP;
    let last = loop {
        let event = tokio::select! {
            status = next_status(&mut statuses) => match status {
                Ok(Some(status)) => json_event("status", &view::status(&status)),
                Ok(None) => break problem("the supervisor ended the table stream"),
                Err(status) => break ended("table stream", &status),
            },
            event = feed.message() => match event {
                Ok(Some(event)) => {
                    let received = (Instant::now() >= live_after).then(now_ms);
                    json_event("feed", &view::feed(&event, received))
                }
                Ok(None) => break problem("the feed ended the stream"),
                Err(status) => break ended("feed stream", &status),
            },
            _ = ping.tick() => json_event("ping", &serde_json::json!({ "now_ms": now_ms() })),
            () = &mut expiry => break signed_out("your token has expired: sign in with a new one"),
        };
        if sender.send(event).await.is_err() {
            return;
        }
    };
    let _ = sender.send(last).await;
}

async fn next_status(
    statuses: &mut Option<Streaming<v1::TableStatus>>,
) -> Result<Option<v1::TableStatus>, tonic::Status> {
    match statuses {
        Some(stream) => stream.message().await,
        None => std::future::pending().await,
    }
}

fn json_event(name: &str, data: &impl Serialize) -> Event {
    match serde_json::to_string(data) {
        Ok(json) => Event::default().event(name).data(json).retry(RETRY),
        Err(error) => problem(&format!("encoding a {name} event: {error}")),
    }
}

/// The last event when a studio stream ends with `status`: a token the studio no longer
/// accepts (revoked, expired) signs the page out; anything else is a problem to reconnect from.
fn ended(stream: &str, status: &tonic::Status) -> Event {
    if status.code() == tonic::Code::Unauthenticated {
        signed_out(&format!(
            "the studio refuses your token ({}): sign in again",
            status.message()
        ))
    } else {
        problem(&format!("{stream}: {}", status.message()))
    }
}

fn signed_out(message: &str) -> Event {
    tracing::info!(reason = message, "console live stream signs the page out");
    Event::default().event("signed-out").data(message)
}

fn problem(message: &str) -> Event {
    tracing::warn!(reason = message, "console live stream ends");
    Event::default()
        .event("problem")
        .data(serde_json::json!({ "error": message }).to_string())
}

/// Now, in Unix milliseconds.
pub(super) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
        })
}
