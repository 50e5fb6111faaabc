//! The embedded log as services hold it, and its WAL checkpoint. Round trips, dense offsets,
//! key partitioning and limits are in the conformance suite (`conformance/log.rs`), on both
//! backends.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{event, temp_log};
use livedraw_bus::{EventLog, Topic};

#[tokio::test]
async fn services_can_hold_the_log_as_a_trait_object() {
    let (_dir, log) = temp_log().await;
    let shared: std::sync::Arc<dyn EventLog> = std::sync::Arc::new(log.clone());
    let offsets: std::sync::Arc<dyn livedraw_bus::OffsetStore> = std::sync::Arc::new(log.clone());
    let appended = shared.append(Topic::Odds, event("t", "x")).await.unwrap();
    offsets
        .commit("tool", Topic::Odds, appended.partition, 1)
        .await
        .unwrap();
    assert_eq!(
        shared
            .end_offset(Topic::Odds, appended.partition)
            .await
            .unwrap(),
        1
    );
    log.close().await.unwrap();
}

/// The WAL is copied back into the database file by the log's own checkpoint thread while
/// appends go on, long before the writer's backstop (64 MiB of WAL) would do it inside a commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wal_is_checkpointed_off_the_writer_while_appends_go_on() {
    let (dir, log) = temp_log().await;
    let db = crate::common::db_path(dir.path());
    let payload = "x".repeat(4_000);
    for _ in 0..250 {
        let batch = (0..10)
            .map(|_| (Topic::StudioJournal, event("lotto5-36-1", &payload)))
            .collect();
        log.append_batch(batch).await.unwrap();
    }
    // 10 MB appended; the checkpoint thread runs every 100 ms.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let copied_back = loop {
        let size = std::fs::metadata(&db).unwrap().len();
        if size > 8_000_000 || std::time::Instant::now() > deadline {
            break size;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(copied_back > 8_000_000, "database file {copied_back} bytes");
    log.close().await.unwrap();
}
