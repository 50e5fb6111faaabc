//! A storage fault fails the append: no acknowledgement, nothing half-written, and the log goes
//! on where it stopped once there is room again.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{db_path, event};
use livedraw_bus::{BusError, EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, Topic};

/// A file capped at 64 pages of 4 KiB: a few dozen 8 KiB records fill it.
fn capped(dir: &std::path::Path) -> EmbeddedConfig {
    EmbeddedConfig {
        max_page_count: Some(64),
        ..EmbeddedConfig::at(db_path(dir))
    }
}

fn big(n: usize) -> NewRecord {
    NewRecord::new("lotto-1", vec![n as u8; 8 * 1024]).to_partition(0)
}

#[tokio::test]
async fn a_full_store_fails_the_append_and_keeps_what_was_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let log = EmbeddedLog::open(capped(dir.path())).await.unwrap();
    let mut acked = 0u64;
    let failure = loop {
        match log.append(Topic::DrawEvents, big(acked as usize)).await {
            Ok(appended) => {
                assert_eq!(appended.offset, acked);
                acked += 1;
            }
            Err(error) => break error,
        }
        assert!(acked < 1000, "the cap was never reached");
    };
    assert!(matches!(failure, BusError::StorageFull(_)), "{failure:?}");
    assert!(acked > 0);

    // Nothing of the failed append (or of a failed batch across topics) is visible.
    let batch = vec![
        (Topic::Odds, event("lotto-1", "odds")),
        (Topic::DrawEvents, big(0)),
    ];
    assert!(log.append_batch(batch).await.is_err());
    assert_eq!(log.end_offset(Topic::DrawEvents, 0).await.unwrap(), acked);
    let records = log.read(Topic::DrawEvents, 0, 0, 10_000).await.unwrap();
    assert_eq!(records.len() as u64, acked);
    for (n, record) in records.iter().enumerate() {
        assert_eq!(record.payload, big(n).payload);
    }
    for p in 0..8 {
        assert_eq!(log.end_offset(Topic::Odds, p).await.unwrap(), 0);
    }
    log.close().await.unwrap();

    // With room again (no cap), the offsets go on densely after the acknowledged ones.
    let log = EmbeddedLog::open(EmbeddedConfig::at(db_path(dir.path())))
        .await
        .unwrap();
    assert_eq!(
        log.read(Topic::DrawEvents, 0, 0, 10_000)
            .await
            .unwrap()
            .len() as u64,
        acked
    );
    let next = log.append(Topic::DrawEvents, big(1)).await.unwrap();
    assert_eq!(next.offset, acked);
    log.close().await.unwrap();
}

#[tokio::test]
async fn an_unopenable_path_is_a_storage_error() {
    let dir = tempfile::tempdir().unwrap();
    // A directory where the file should be: SQLite cannot open it.
    let path = db_path(dir.path());
    std::fs::create_dir(&path).unwrap();
    let opened = EmbeddedLog::open(EmbeddedConfig::at(&path)).await;
    assert!(
        matches!(opened, Err(BusError::Storage(_))),
        "{:?}",
        opened.err()
    );
}
