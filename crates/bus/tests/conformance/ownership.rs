//! Partition ownership, on both backends: a lone member owns every partition.

use crate::backend::Backend;
use futures::StreamExt;
use livedraw_bus::{OwnershipChange, Topic};
use std::time::Duration;
use tokio::time::timeout;

on_both_backends!(a_lone_member_owns_every_partition,);

pub async fn a_lone_member_owns_every_partition(backend: Backend) {
    let mut changes = backend
        .log
        .own_partitions("engine", Topic::StudioJournal)
        .unwrap();
    let first = timeout(Duration::from_secs(30), changes.next())
        .await
        .expect("an assignment in time")
        .unwrap()
        .unwrap();
    let every: Vec<u32> = (0..8).collect();
    assert!(
        matches!(&first, OwnershipChange::Assigned { partitions, .. } if *partitions == every),
        "{first:?}"
    );
    let later = timeout(Duration::from_millis(500), changes.next()).await;
    assert!(later.is_err(), "nothing revoked while alone: {later:?}");
    assert_eq!(backend.log.atomic_batches(), !backend.is_kafka());
    backend.close().await;
}
