//! Where the time goes: when each engine step becomes visible in the log, read in-process
//! (no gRPC), splitting scan-to-odds into "ack → step stored" and "step stored → feed".

use crate::bench::samples::Samples;
use livedraw_bus::{EventLog, Topic};
use std::sync::Arc;
use std::time::Instant;
use tokio::task::JoinSet;
use tokio_stream::StreamExt;

/// Follows every draw-events partition from its current end until the tasks are dropped.
pub async fn follow(log: Arc<dyn EventLog>, samples: Arc<Samples>) -> anyhow::Result<JoinSet<()>> {
    let mut followers = JoinSet::new();
    for partition in 0..log.partitions(Topic::DrawEvents) {
        let end = log.end_offset(Topic::DrawEvents, partition).await?;
        let mut steps = log.subscribe(Topic::DrawEvents, partition, end)?;
        let samples = samples.clone();
        followers.spawn(async move {
            while let Some(Ok(step)) = steps.next().await {
                samples.stepped((partition, step.offset), Instant::now());
            }
        });
    }
    Ok(followers)
}
