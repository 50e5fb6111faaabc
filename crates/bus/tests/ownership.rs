//! own_partitions on the embedded log: the only process owns every partition, for good.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod common;

use common::temp_log;
use futures::StreamExt;
use livedraw_bus::{EventLog, OwnershipChange, Topic};
use std::time::Duration;
use tokio::time::timeout;

#[tokio::test]
async fn the_embedded_log_assigns_every_partition_and_never_revokes() {
    let (_dir, log) = temp_log().await;
    let mut changes = log.own_partitions("engine", Topic::StudioJournal).unwrap();
    let first = changes.next().await.unwrap().unwrap();
    let every: Vec<u32> = (0..log.partitions(Topic::StudioJournal)).collect();
    assert!(matches!(first, OwnershipChange::Assigned(partitions) if partitions == every));
    let later = timeout(Duration::from_millis(200), changes.next()).await;
    assert!(later.is_err(), "no revocation on a single-process log");
    assert!(log.atomic_batches());
}
