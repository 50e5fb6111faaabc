//! The file outlives the process: reopening finds everything, and refuses what would break it.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{db_path, event};
use futures::StreamExt;
use livedraw_bus::{
    BusError, EmbeddedConfig, EmbeddedLog, EventLog, OffsetStore, Topic, TopicsConfig,
    SCHEMA_VERSION,
};

#[tokio::test]
async fn everything_is_there_after_close_and_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    let mut written = Vec::new();
    for n in 0..100 {
        let topic = Topic::ALL[n % 4];
        let record = event(&format!("table-{}", n % 7), &format!("event {n}"));
        let appended = log.append(topic, record.clone()).await.unwrap();
        written.push((topic, appended, record));
    }
    log.commit("feed", Topic::Results, 3, 17).await.unwrap();
    log.close().await.unwrap();

    let log = EmbeddedLog::open(config).await.unwrap();
    for (topic, appended, record) in &written {
        let read = log
            .read(*topic, appended.partition, appended.offset, 1)
            .await
            .unwrap();
        assert_eq!(read[0].payload, record.payload);
        assert_eq!(read[0].headers, record.headers);
        assert_eq!(read[0].key, record.key);
    }
    assert_eq!(
        log.committed("feed", Topic::Results, 3).await.unwrap(),
        Some(17)
    );
    // Offsets continue where they stopped.
    let (topic, last, record) = written.last().unwrap();
    let next = log.append(*topic, record.clone()).await.unwrap();
    assert_eq!(
        next.offset,
        log.end_offset(*topic, last.partition).await.unwrap() - 1
    );
    assert!(next.offset > last.offset);
    log.close().await.unwrap();
}

#[tokio::test]
async fn committed_offsets_are_per_group_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let log = EmbeddedLog::open(EmbeddedConfig::at(db_path(dir.path())))
        .await
        .unwrap();
    assert_eq!(log.committed("feed", Topic::Odds, 0).await.unwrap(), None);
    log.commit("feed", Topic::Odds, 0, 5).await.unwrap();
    log.commit("feed", Topic::Odds, 0, 9).await.unwrap();
    log.commit("export", Topic::Odds, 0, 2).await.unwrap();
    assert_eq!(
        log.committed("feed", Topic::Odds, 0).await.unwrap(),
        Some(9)
    );
    assert_eq!(
        log.committed("export", Topic::Odds, 0).await.unwrap(),
        Some(2)
    );
    assert_eq!(log.committed("feed", Topic::Odds, 1).await.unwrap(), None);
    assert!(matches!(
        log.commit("feed", Topic::Odds, 8, 1).await,
        Err(BusError::UnknownPartition { .. })
    ));
    log.close().await.unwrap();
}

#[tokio::test]
async fn a_second_open_of_the_same_file_is_refused_until_the_first_closes() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    let first = EmbeddedLog::open(config.clone()).await.unwrap();
    assert!(matches!(
        EmbeddedLog::open(config.clone()).await,
        Err(BusError::AlreadyOpen { .. })
    ));
    first.close().await.unwrap();
    let second = EmbeddedLog::open(config).await.unwrap();
    second.close().await.unwrap();
}

#[tokio::test]
async fn changing_a_partition_count_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    EmbeddedLog::open(config.clone())
        .await
        .unwrap()
        .close()
        .await
        .unwrap();
    let changed = EmbeddedConfig {
        topics: TopicsConfig {
            studio_journal_partitions: 4,
            draw_events_partitions: 4,
            odds_partitions: 4,
            results_partitions: 4,
            ..TopicsConfig::default()
        },
        ..config
    };
    assert!(matches!(
        EmbeddedLog::open(changed).await,
        Err(BusError::PartitionCountChanged {
            stored: 8,
            configured: 4,
            ..
        })
    ));
}

#[tokio::test]
async fn another_prefix_is_another_set_of_topics_in_the_same_file() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    log.append(Topic::Odds, event("t", "x").to_partition(0))
        .await
        .unwrap();
    log.close().await.unwrap();
    let other = EmbeddedConfig {
        topics: TopicsConfig {
            prefix: "studio-b.".into(),
            ..TopicsConfig::default()
        },
        ..config
    };
    let log = EmbeddedLog::open(other).await.unwrap();
    assert_eq!(log.end_offset(Topic::Odds, 0).await.unwrap(), 0);
    log.close().await.unwrap();
}

#[tokio::test]
async fn a_file_from_a_newer_version_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    EmbeddedLog::open(config.clone())
        .await
        .unwrap()
        .close()
        .await
        .unwrap();
    let conn = rusqlite::Connection::open(&config.path).unwrap();
    conn.execute(
        "UPDATE schema_version SET version = ?1",
        [SCHEMA_VERSION + 1],
    )
    .unwrap();
    drop(conn);
    assert!(matches!(
        EmbeddedLog::open(config).await,
        Err(BusError::SchemaVersion { found, .. }) if found == SCHEMA_VERSION + 1
    ));
}

#[tokio::test]
async fn a_damaged_record_is_reported_not_returned() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    let appended = log
        .append(Topic::DrawEvents, event("t", "x"))
        .await
        .unwrap();
    log.close().await.unwrap();
    let conn = rusqlite::Connection::open(&config.path).unwrap();
    conn.execute("UPDATE records SET headers = x'ffffff'", [])
        .unwrap();
    drop(conn);
    let log = EmbeddedLog::open(config).await.unwrap();
    let read = log.read(Topic::DrawEvents, appended.partition, 0, 1).await;
    assert!(
        matches!(read, Err(BusError::Corrupt { offset: 0, .. })),
        "{read:?}"
    );
    log.close().await.unwrap();
}

#[tokio::test]
async fn invalid_configurations_are_refused_before_touching_disk() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig {
        topics: TopicsConfig {
            draw_events_partitions: 3,
            ..TopicsConfig::default()
        },
        ..EmbeddedConfig::at(db_path(dir.path()))
    };
    assert!(matches!(
        EmbeddedLog::open(config.clone()).await,
        Err(BusError::InvalidConfig(_))
    ));
    assert!(!config.path.exists());
    let zero_cap = EmbeddedConfig {
        max_record_bytes: 0,
        ..EmbeddedConfig::at(db_path(dir.path()))
    };
    assert!(matches!(
        EmbeddedLog::open(zero_cap).await,
        Err(BusError::InvalidConfig(_))
    ));
}

#[tokio::test]
async fn a_file_of_version_1_is_brought_to_the_current_version_with_its_records() {
    let dir = tempfile::tempdir().unwrap();
    let config = EmbeddedConfig::at(db_path(dir.path()));
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    log.append(Topic::StudioJournal, event("t", "before").to_partition(0))
        .await
        .unwrap();
    log.close().await.unwrap();
    // What a build of version 1 left: no `kept` column, no floors.
    let conn = rusqlite::Connection::open(&config.path).unwrap();
    conn.execute_batch(
        "ALTER TABLE records DROP COLUMN kept; DROP TABLE floors;
         UPDATE schema_version SET version = 1;",
    )
    .unwrap();
    drop(conn);
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    log.append(
        Topic::StudioJournal,
        event("t", "after").kept().to_partition(0),
    )
    .await
    .unwrap();
    let records = log.read(Topic::StudioJournal, 0, 0, 10).await.unwrap();
    assert_eq!(records.len(), 2);
    log.close().await.unwrap();
    let conn = rusqlite::Connection::open(&config.path).unwrap();
    let version: i64 = conn
        .query_row("SELECT version FROM schema_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
}

/// Draw events of one table, `count` of them, those at `kept` marked kept; all on partition 0.
async fn draw_events(log: &EmbeddedLog, count: u64, kept: &[u64]) {
    for n in 0..count {
        let record = event("t", &format!("step {n}")).to_partition(0);
        let record = if kept.contains(&n) {
            record.kept()
        } else {
            record
        };
        log.append(Topic::DrawEvents, record).await.unwrap();
    }
}

/// The offsets a subscription from the partition's log start delivers, up to its end; `Lost`
/// when the writer pruned below that start after it was read.
async fn subscribed(log: &EmbeddedLog) -> Result<Vec<u64>, BusError> {
    let end = log.end_offset(Topic::DrawEvents, 0).await.unwrap();
    let start = log.start_offset(Topic::DrawEvents, 0).await.unwrap();
    let mut stream = log.subscribe(Topic::DrawEvents, 0, start).unwrap();
    let mut offsets = Vec::new();
    while offsets.last().is_none_or(|last| last + 1 < end) {
        let record = stream.next().await.unwrap()?;
        offsets.push(record.offset);
    }
    Ok(offsets)
}

#[tokio::test]
async fn draw_events_below_their_floor_are_pruned_but_the_kept_and_a_subscription_steps_over_the_gaps(
) {
    let dir = tempfile::tempdir().unwrap();
    let mut config = EmbeddedConfig::at(db_path(dir.path()));
    config.retention.draw_events_minutes = Some(1);
    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    draw_events(&log, 10, &[2, 5]).await;
    log.close().await.unwrap();
    // Written long ago, as far as the retention can tell.
    let conn = rusqlite::Connection::open(&config.path).unwrap();
    conn.execute("UPDATE records SET timestamp_ms = 0", [])
        .unwrap();
    drop(conn);

    let log = EmbeddedLog::open(config.clone()).await.unwrap();
    log.release_below(Topic::DrawEvents, 0, 8);
    // The writer looks for expired records after its first commit, then every 10 s.
    draw_events(&log, 1, &[]).await;
    let pruned = [2, 5, 8, 9, 10];
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    // The writer prunes while the test reads: a read that started below the new start is
    // told `Lost`, and the next one starts above it.
    while subscribed(&log).await.ok() != Some(pruned.to_vec()) {
        assert!(std::time::Instant::now() < deadline, "never pruned");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    log.close().await.unwrap();

    // After a restart the floor is known before any owner names it again.
    let log = EmbeddedLog::open(config).await.unwrap();
    assert_eq!(subscribed(&log).await.unwrap(), pruned);
    // From below the log start, what was pruned is lost to the reader, and it is told so.
    let mut from_zero = log.subscribe(Topic::DrawEvents, 0, 0).unwrap();
    let lost = from_zero.next().await.unwrap();
    assert!(
        matches!(
            lost,
            Err(BusError::Lost {
                from: 0,
                start: 2,
                ..
            })
        ),
        "{lost:?}"
    );
    log.close().await.unwrap();
}
