//! The bench's odds-topic consumer: a frontend reading the odds topic straight from the log (on
//! Kafka, a Kafka consumer per partition), timing when each round's odds set arrives. The
//! record's `livedraw-source` header names the journal entry whose step priced the round.

use crate::bench::samples::{Place, Samples};
use livedraw_bus::{EventLog, Record, Topic};
use livedraw_engine::SOURCE_HEADER;
use std::sync::Arc;
use std::time::Instant;
use tokio::task::JoinSet;
use tokio_stream::StreamExt;

/// Follows every odds partition from its current end until the tasks are dropped.
pub async fn follow(log: Arc<dyn EventLog>, samples: Arc<Samples>) -> anyhow::Result<JoinSet<()>> {
    let mut consumers = JoinSet::new();
    for partition in 0..log.partitions(Topic::Odds) {
        let end = log.end_offset(Topic::Odds, partition).await?;
        let mut odds = log.subscribe(Topic::Odds, partition, end)?;
        let samples = samples.clone();
        consumers.spawn(async move {
            while let Some(Ok(record)) = odds.next().await {
                if let Some(place) = source(&record) {
                    samples.consumed(place, Instant::now());
                }
            }
        });
    }
    Ok(consumers)
}

/// The journal entry an odds record answers, from its `livedraw-source` header
/// (`<journal partition>/<journal offset>`).
fn source(record: &Record) -> Option<Place> {
    let value = std::str::from_utf8(record.header(SOURCE_HEADER)?).ok()?;
    let (partition, offset) = value.split_once('/')?;
    Some((partition.parse().ok()?, offset.parse().ok()?))
}
