//! Appends, reads and batches.

use crate::backend::Backend;
use livedraw_bus::{
    partition_for_key, Appended, BusError, NewRecord, Topic, CONTENT_TYPE, TRACEPARENT,
};

on_both_backends!(
    a_record_round_trips_with_its_headers_in_order,
    offsets_are_dense_per_partition_from_zero,
    keys_land_in_their_murmur2_partition_in_order,
    reads_page_from_an_offset_and_end_empty,
    unknown_partitions_and_oversized_records_are_refused,
    a_batch_lands_in_order_with_consecutive_offsets_per_partition,
    concurrent_batches_never_interleave_inside_a_batch,
    a_closed_log_refuses_work,
    the_largest_record_the_log_takes_is_delivered_and_one_byte_more_is_refused,
);

/// A record as ingest would journal it: table key, trace context, content type.
pub fn event(table: &str, payload: &str) -> NewRecord {
    NewRecord::new(table, payload)
        .with_header(
            TRACEPARENT,
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        )
        .with_header(
            CONTENT_TYPE,
            "application/x-protobuf; messageType=livedraw.v1.JournalEntry",
        )
}

fn text(payload: &[u8]) -> String {
    String::from_utf8(payload.to_vec()).unwrap()
}

pub async fn a_record_round_trips_with_its_headers_in_order(backend: Backend) {
    let log = &backend.log;
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
    assert!(got.timestamp_ms > 1_600_000_000_000, "{}", got.timestamp_ms);
    backend.close().await;
}

pub async fn offsets_are_dense_per_partition_from_zero(backend: Backend) {
    let log = &backend.log;
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
        let end = log.end_offset(Topic::DrawEvents, p).await.unwrap();
        assert_eq!(end, next[p as usize]);
        let records = log.read(Topic::DrawEvents, p, 0, 1000).await.unwrap();
        let offsets: Vec<u64> = records.iter().map(|r| r.offset).collect();
        assert_eq!(offsets, (0..next[p as usize]).collect::<Vec<_>>());
    }
    assert_eq!(log.end_offset(Topic::StudioJournal, 0).await.unwrap(), 0);
    backend.close().await;
}

pub async fn keys_land_in_their_murmur2_partition_in_order(backend: Backend) {
    let log = &backend.log;
    // The example studio's tables: the same partition on both backends and on Java clients.
    let tables = [
        "baccarat-1",
        "war-1",
        "poker-1",
        "wheel-1",
        "dice-1",
        "lotto-5-36",
        "lotto-7-42",
    ];
    for round in 0..5 {
        for table in tables {
            let appended = log
                .append(Topic::Odds, event(table, &format!("{table} {round}")))
                .await
                .unwrap();
            assert_eq!(appended.partition, partition_for_key(table.as_bytes(), 8));
        }
    }
    for table in tables {
        let p = partition_for_key(table.as_bytes(), 8);
        let mine: Vec<String> = log
            .read(Topic::Odds, p, 0, 100)
            .await
            .unwrap()
            .iter()
            .filter(|r| r.key == table.as_bytes())
            .map(|r| text(&r.payload))
            .collect();
        let expected: Vec<String> = (0..5).map(|n| format!("{table} {n}")).collect();
        assert_eq!(mine, expected);
    }
    backend.close().await;
}

pub async fn reads_page_from_an_offset_and_end_empty(backend: Backend) {
    let log = &backend.log;
    let batch = (0..10)
        .map(|n| {
            (
                Topic::Results,
                event("dice-1", &n.to_string()).to_partition(2),
            )
        })
        .collect();
    log.append_batch(batch).await.unwrap();
    let page = log.read(Topic::Results, 2, 4, 3).await.unwrap();
    let offsets: Vec<u64> = page.iter().map(|r| r.offset).collect();
    assert_eq!(offsets, vec![4, 5, 6]);
    assert_eq!(text(&page[0].payload), "4");
    assert!(log.read(Topic::Results, 2, 10, 5).await.unwrap().is_empty());
    assert!(log.read(Topic::Results, 2, 0, 0).await.unwrap().is_empty());
    assert!(log.read(Topic::Results, 3, 0, 5).await.unwrap().is_empty());
    backend.close().await;
}

pub async fn unknown_partitions_and_oversized_records_are_refused(backend: Backend) {
    let log = &backend.log;
    let unknown =
        |r: Result<(), BusError>| matches!(r, Err(BusError::UnknownPartition { partition: 8, .. }));
    let append = log
        .append(Topic::Odds, event("t", "x").to_partition(8))
        .await;
    assert!(unknown(append.map(|_| ())));
    assert!(unknown(log.read(Topic::Odds, 8, 0, 1).await.map(|_| ())));
    assert!(unknown(log.end_offset(Topic::Odds, 8).await.map(|_| ())));
    assert!(unknown(log.subscribe(Topic::Odds, 8, 0).map(|_| ())));
    assert_eq!(log.partitions(Topic::Odds), 8);
    let too_large = vec![
        (Topic::DrawEvents, event("t1", "a")),
        (
            Topic::Results,
            NewRecord::new("t1", vec![0u8; 2 * 1024 * 1024]),
        ),
    ];
    assert!(matches!(
        log.append_batch(too_large).await,
        Err(BusError::RecordTooLarge { .. })
    ));
    // Refused before anything was sent: no offset was used up.
    let p = partition_for_key(b"t1", 8);
    assert_eq!(log.end_offset(Topic::DrawEvents, p).await.unwrap(), 0);
    backend.close().await;
}

pub async fn a_batch_lands_in_order_with_consecutive_offsets_per_partition(backend: Backend) {
    let log = &backend.log;
    let p = partition_for_key(b"war-1", 8);
    let batch = vec![
        (Topic::DrawEvents, event("war-1", "card dealt")),
        (
            Topic::DrawEvents,
            event("war-1", "round closed").with_header("x-input-offset", "41"),
        ),
        (Topic::Odds, event("war-1", "odds v2")),
        (Topic::DrawEvents, event("war-1", "result")),
        (Topic::Results, event("war-1", "result")),
    ];
    let placed = log.append_batch(batch).await.unwrap();
    let at = |offset| Appended {
        partition: p,
        offset,
    };
    assert_eq!(placed, vec![at(0), at(1), at(0), at(2), at(0)]);
    let draws = log.read(Topic::DrawEvents, p, 0, 10).await.unwrap();
    let payloads: Vec<String> = draws.iter().map(|r| text(&r.payload)).collect();
    assert_eq!(payloads, ["card dealt", "round closed", "result"]);
    assert_eq!(draws[1].header("x-input-offset"), Some(&b"41"[..]));
    assert!(log.append_batch(Vec::new()).await.unwrap().is_empty());
    backend.close().await;
}

pub async fn concurrent_batches_never_interleave_inside_a_batch(backend: Backend) {
    let writers: Vec<_> = (0..8)
        .map(|w| {
            let log = std::sync::Arc::clone(&backend.log);
            tokio::spawn(async move {
                for n in 0..25 {
                    let batch = (0..4)
                        .map(|i| {
                            (
                                Topic::DrawEvents,
                                event("same-table", &format!("{w}-{n}-{i}")),
                            )
                        })
                        .collect();
                    let placed = log.append_batch(batch).await.unwrap();
                    let first = placed[0].offset;
                    let offsets: Vec<u64> = placed.iter().map(|a| a.offset).collect();
                    assert_eq!(offsets, (first..first + 4).collect::<Vec<_>>());
                }
            })
        })
        .collect();
    for writer in writers {
        writer.await.unwrap();
    }
    let p = partition_for_key(b"same-table", 8);
    let records = backend
        .log
        .read(Topic::DrawEvents, p, 0, 10_000)
        .await
        .unwrap();
    assert_eq!(records.len(), 8 * 25 * 4);
    for chunk in records.chunks(4) {
        let batch_of =
            |r: &livedraw_bus::Record| text(&r.payload).rsplit_once('-').unwrap().0.to_owned();
        assert!(chunk.iter().all(|r| batch_of(r) == batch_of(&chunk[0])));
    }
    backend.close().await;
}

pub async fn a_closed_log_refuses_work(backend: Backend) {
    let log = &backend.log;
    log.append(Topic::Odds, event("t", "x")).await.unwrap();
    backend.close().await;
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
    backend.close().await;
}

/// On Kafka the cap is also what one fetch carries: tansu never hands out a record larger than
/// the consumers' fetch size, so a subscription would wait at it for ever. A record at the cap
/// reaches a subscription and a read, and the records after it follow; one byte more is refused
/// before anything is sent.
pub async fn the_largest_record_the_log_takes_is_delivered_and_one_byte_more_is_refused(
    backend: Backend,
) {
    let log = &backend.log;
    let largest = backend.largest_record_bytes();
    let sized = |bytes: usize| {
        let framing = event("t", "").size();
        event("t", &"x".repeat(bytes - framing)).to_partition(1)
    };
    let mut stream = log.subscribe(Topic::Results, 1, 0).unwrap();
    log.append(Topic::Results, sized(largest)).await.unwrap();
    log.append(Topic::Results, event("t", "after"))
        .await
        .unwrap();
    let delivered = crate::subscribe::take(&mut stream, 2).await;
    assert_eq!(delivered[0].size(), largest);
    assert_eq!(text(&delivered[1].payload), "after");
    let read = log.read(Topic::Results, 1, 0, 10).await.unwrap();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].payload, delivered[0].payload);
    let refused = log.append(Topic::Results, sized(largest + 1)).await;
    assert!(
        matches!(refused, Err(BusError::RecordTooLarge { size, max }) if size == largest + 1 && max == largest),
        "{refused:?}"
    );
    assert_eq!(log.end_offset(Topic::Results, 1).await.unwrap(), 2);
    backend.close().await;
}
