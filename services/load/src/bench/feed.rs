//! The bench's frontend: one feed subscription to every floor table, timing each round opened and
//! counting what the tables did.

use crate::bench::samples::Samples;
use livedraw_feed::Position;
use livedraw_gate::Bearer;
use livedraw_protocol::v1::draw_result::End;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::feed_event::Event;
use livedraw_protocol::v1::{FeedEvent, SubscribeRequest};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// What the feed showed.
#[derive(Debug, Default)]
pub struct Seen {
    /// Rounds opened.
    pub rounds: AtomicU64,
    /// Draws settled.
    pub settled: AtomicU64,
    /// Draws cancelled.
    pub cancelled: AtomicU64,
    /// Draws held (none expected from a floor without faults).
    pub held: AtomicU64,
}

/// Subscribes to `tables` and records until the stream ends or the task is aborted.
pub async fn watch(
    address: SocketAddr,
    token: String,
    tables: Vec<String>,
    samples: Arc<Samples>,
    seen: Arc<Seen>,
) {
    if let Err(error) = follow(address, &token, tables, &samples, &seen).await {
        tracing::error!(%error, "the bench's feed subscription ended");
    }
}

async fn follow(
    address: SocketAddr,
    token: &str,
    tables: Vec<String>,
    samples: &Samples,
    seen: &Seen,
) -> anyhow::Result<()> {
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{address}"))?
        .connect()
        .await?;
    let mut client = FeedClient::with_interceptor(channel, Bearer::new(token)?);
    let request = SubscribeRequest {
        table_ids: tables,
        ..SubscribeRequest::default()
    };
    let mut stream = client.subscribe(request).await?.into_inner();
    while let Some(event) = stream.message().await? {
        record(&event, Instant::now(), samples, seen);
    }
    Ok(())
}

fn record(event: &FeedEvent, at: Instant, samples: &Samples, seen: &Seen) {
    let counter = match &event.event {
        Some(Event::RoundOpened(_)) => {
            let position = Position::unpack(event.position);
            samples.delivered((position.partition, position.offset), at);
            &seen.rounds
        }
        Some(Event::Result(result)) => match result.end {
            Some(End::Cancelled(_)) => &seen.cancelled,
            _ => &seen.settled,
        },
        Some(Event::Held(_)) => &seen.held,
        _ => return,
    };
    counter.fetch_add(1, Ordering::Relaxed);
}
