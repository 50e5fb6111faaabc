//! Appends and reads: round trips, dense offsets, key partitioning, limits.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod common;

use common::{event, temp_log};
use livedraw_bus::{
    partition_for_key, BusError, EventLog, Header, NewRecord, Topic, CONTENT_TYPE, TRACEPARENT,
};

#[tokio::test]
async fn a_record_round_trips_with_its_headers_in_order() {
    let (_dir, log) = temp_log().await;
    let record = event("baccarat-1", "scan 7H")
        .with_header("x-dup", "1")
        .with_header("x-dup", [0u8, 255]);
    let appended = log
        .append(Topic::StudioJournal, record.clone())
        .await
        .unwrap();
    assert_eq!(appended.offset, 0);
    assert_eq!(appended.partition, partition_for_key(b"baccarat-1", 8));

    let read = log
        .read(Topic::StudioJournal, appended.partition, 0, 10)
        .await
        .unwrap();
    assert_eq!(read.len(), 1);
    let got = &read[0];
    assert_eq!(got.topic, Topic::StudioJournal);
    assert_eq!((got.partition, got.offset), (appended.partition, 0));
    assert_eq!(got.key, b"baccarat-1");
    assert_eq!(got.payload, b"scan 7H");
    assert_eq!(got.headers, record.headers);
    assert_eq!(got.header(TRACEPARENT), Some(&record.headers[0].value[..]));
    assert!(got.header(CONTENT_TYPE).is_some());
    assert!(
        got.timestamp_ms > 1_600_000_000_000,
        "append time in ms: {}",
        got.timestamp_ms
    );
    log.close().await.unwrap();
}

#[tokio::test]
async fn offsets_are_dense_per_partition_from_zero() {
    let (_dir, log) = temp_log().await;
    let mut next = [0u64; 8];
    for n in 0..200 {
        let table = format!("table-{}", n % 13);
        let appended = log
            .append(Topic::DrawEvents, event(&table, &n.to_string()))
            .await
            .unwrap();
        let p = appended.partition as usize;
        assert_eq!(appended.offset, next[p], "partition {p}");
        next[p] += 1;
    }
    for p in 0..8u32 {
        assert_eq!(
            log.end_offset(Topic::DrawEvents, p).await.unwrap(),
            next[p as usize]
        );
        let records = log.read(Topic::DrawEvents, p, 0, 1000).await.unwrap();
        let offsets: Vec<u64> = records.iter().map(|r| r.offset).collect();
        assert_eq!(offsets, (0..next[p as usize]).collect::<Vec<_>>());
    }
    // Other topics are untouched.
    assert_eq!(log.end_offset(Topic::StudioJournal, 0).await.unwrap(), 0);
    log.close().await.unwrap();
}

#[tokio::test]
async fn the_same_key_always_lands_in_the_same_partition_in_order() {
    let (_dir, log) = temp_log().await;
    let expected = partition_for_key(b"wheel-3", 8);
    for n in 0..50 {
        let appended = log
            .append(Topic::Odds, event("wheel-3", &n.to_string()))
            .await
            .unwrap();
        assert_eq!(appended.partition, expected);
    }
    let records = log.read(Topic::Odds, expected, 0, 100).await.unwrap();
    let payloads: Vec<String> = records
        .iter()
        .map(|r| String::from_utf8(r.payload.clone()).unwrap())
        .collect();
    assert_eq!(payloads, (0..50).map(|n| n.to_string()).collect::<Vec<_>>());
    log.close().await.unwrap();
}

#[tokio::test]
async fn reads_page_from_an_offset_and_end_empty() {
    let (_dir, log) = temp_log().await;
    for n in 0..10 {
        log.append(
            Topic::Results,
            event("dice-1", &n.to_string()).to_partition(2),
        )
        .await
        .unwrap();
    }
    let page = log.read(Topic::Results, 2, 4, 3).await.unwrap();
    assert_eq!(
        page.iter().map(|r| r.offset).collect::<Vec<_>>(),
        vec![4, 5, 6]
    );
    assert!(log.read(Topic::Results, 2, 10, 5).await.unwrap().is_empty());
    assert!(log.read(Topic::Results, 2, 0, 0).await.unwrap().is_empty());
    log.close().await.unwrap();
}

#[tokio::test]
async fn unknown_partitions_are_refused_everywhere() {
    let (_dir, log) = temp_log().await;
    let unknown =
        |r: Result<_, BusError>| matches!(r, Err(BusError::UnknownPartition { partition: 8, .. }));
    assert!(unknown(
        log.append(Topic::Odds, event("t", "x").to_partition(8))
            .await
            .map(|_| ())
    ));
    assert!(unknown(log.read(Topic::Odds, 8, 0, 1).await.map(|_| ())));
    assert!(unknown(log.end_offset(Topic::Odds, 8).await.map(|_| ())));
    assert!(unknown(log.subscribe(Topic::Odds, 8, 0).map(|_| ())));
    assert_eq!(log.partitions(Topic::Odds), 8);
    log.close().await.unwrap();
}

#[tokio::test]
async fn records_over_the_cap_are_refused_and_the_cap_itself_is_accepted() {
    let (_dir, log) = temp_log().await;
    let cap = 1024 * 1024;
    let header = Header {
        name: "h".into(),
        value: vec![1; 9],
    };
    let mut at_cap = NewRecord::new("t1", vec![7u8; cap - 12]);
    at_cap.headers.push(header);
    assert_eq!(at_cap.size(), cap);
    let appended = log.append(Topic::DrawEvents, at_cap.clone()).await.unwrap();
    let read = log
        .read(Topic::DrawEvents, appended.partition, 0, 1)
        .await
        .unwrap();
    assert_eq!(read[0].payload, at_cap.payload);

    let mut over = at_cap;
    over.payload.push(0);
    let refused = log.append(Topic::DrawEvents, over).await;
    assert!(
        matches!(refused, Err(BusError::RecordTooLarge { size, max }) if size == cap + 1 && max == cap)
    );
    assert_eq!(
        log.end_offset(Topic::DrawEvents, appended.partition)
            .await
            .unwrap(),
        1
    );
    log.close().await.unwrap();
}

#[tokio::test]
async fn a_closed_log_refuses_work() {
    let (_dir, log) = temp_log().await;
    log.append(Topic::Odds, event("t", "x")).await.unwrap();
    log.close().await.unwrap();
    assert!(matches!(
        log.append(Topic::Odds, event("t", "y")).await,
        Err(BusError::Closed)
    ));
    assert!(matches!(
        log.read(Topic::Odds, 0, 0, 1).await,
        Err(BusError::Closed)
    ));
    assert!(matches!(
        log.end_offset(Topic::Odds, 0).await,
        Err(BusError::Closed)
    ));
    assert!(log.subscribe(Topic::Odds, 0, 0).is_err());
    // Closing twice is harmless.
    log.close().await.unwrap();
}

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
    let db = common::db_path(dir.path());
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
