//! subscribe: replay from an offset, then tail live appends in order, no gap, no repeat.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod common;

use common::{event, temp_log};
use futures::StreamExt;
use livedraw_bus::{BusError, EventLog, Record, RecordStream, Topic};
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::timeout;

async fn take(stream: &mut RecordStream, n: usize) -> Vec<Record> {
    let mut records = Vec::with_capacity(n);
    while records.len() < n {
        let next = timeout(Duration::from_secs(20), stream.next()).await;
        let record = next
            .expect("a record in time")
            .expect("the stream goes on")
            .unwrap();
        records.push(record);
    }
    records
}

fn offsets(records: &[Record]) -> Vec<u64> {
    records.iter().map(|r| r.offset).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_then_tails_live_appends() {
    let (_dir, log) = temp_log().await;
    for n in 0..1000 {
        log.append(
            Topic::StudioJournal,
            event("t", &n.to_string()).to_partition(1),
        )
        .await
        .unwrap();
    }
    let mut stream = log.subscribe(Topic::StudioJournal, 1, 0).unwrap();
    let replayed = take(&mut stream, 1000).await;
    assert_eq!(offsets(&replayed), (0..1000).collect::<Vec<_>>());

    let writer = {
        let log = log.clone();
        tokio::spawn(async move {
            for n in 1000..1100 {
                log.append(
                    Topic::StudioJournal,
                    event("t", &n.to_string()).to_partition(1),
                )
                .await
                .unwrap();
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        })
    };
    let live = take(&mut stream, 100).await;
    writer.await.unwrap();
    assert_eq!(offsets(&live), (1000..1100).collect::<Vec<_>>());
    let payloads: Vec<String> = live
        .iter()
        .map(|r| String::from_utf8(r.payload.clone()).unwrap())
        .collect();
    assert_eq!(
        payloads,
        (1000..1100).map(|n| n.to_string()).collect::<Vec<_>>()
    );
    log.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writers_are_seen_once_each_in_offset_order() {
    let (_dir, log) = temp_log().await;
    const WRITERS: usize = 8;
    const EACH: usize = 250;
    let mut from_start = log.subscribe(Topic::DrawEvents, 0, 0).unwrap();
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let log = log.clone();
            tokio::spawn(async move {
                for n in 0..EACH {
                    let record = event("t", &format!("{w}:{n}")).to_partition(0);
                    if n.is_multiple_of(10) {
                        let pair = vec![(Topic::DrawEvents, record.clone()), (Topic::Odds, record)];
                        log.append_batch(pair).await.unwrap();
                    } else {
                        log.append(Topic::DrawEvents, record).await.unwrap();
                    }
                }
            })
        })
        .collect();
    let total = WRITERS * EACH;
    let mut midway = None;
    let mut seen = Vec::with_capacity(total);
    while seen.len() < total {
        seen.extend(take(&mut from_start, 1).await);
        if seen.len() == total / 2 {
            midway = Some(log.subscribe(Topic::DrawEvents, 0, 700).unwrap());
        }
    }
    for writer in writers {
        writer.await.unwrap();
    }
    assert_eq!(offsets(&seen), (0..total as u64).collect::<Vec<_>>());
    // Each writer's records in the order it wrote them, none twice, none missing.
    let mut next_of: HashMap<String, usize> = HashMap::new();
    for record in &seen {
        let text = String::from_utf8(record.payload.clone()).unwrap();
        let (writer, n) = text.split_once(':').unwrap();
        let expected = next_of.entry(writer.to_owned()).or_default();
        assert_eq!(n.parse::<usize>().unwrap(), *expected, "writer {writer}");
        *expected += 1;
    }
    assert!(next_of.values().all(|n| *n == EACH));

    let mut midway = midway.unwrap();
    let late = take(&mut midway, total - 700).await;
    assert_eq!(offsets(&late), (700..total as u64).collect::<Vec<_>>());
    assert_eq!(late, seen[700..]);
    log.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscription_past_the_end_waits_for_the_partition_to_get_there() {
    let (_dir, log) = temp_log().await;
    let mut stream = log.subscribe(Topic::Results, 4, 3).unwrap();
    let early = timeout(Duration::from_millis(100), stream.next()).await;
    assert!(early.is_err(), "nothing to deliver yet");
    for n in 0..5 {
        log.append(Topic::Results, event("t", &n.to_string()).to_partition(4))
            .await
            .unwrap();
    }
    let records = take(&mut stream, 2).await;
    assert_eq!(offsets(&records), vec![3, 4]);
    log.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_append_reaches_a_waiting_subscriber_without_polling_delay() {
    let (_dir, log) = temp_log().await;
    let mut stream = log.subscribe(Topic::Odds, 0, 0).unwrap();
    let waiting = tokio::spawn(async move { stream.next().await });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let started = std::time::Instant::now();
    log.append(Topic::Odds, event("t", "odds").to_partition(0))
        .await
        .unwrap();
    let record = timeout(Duration::from_secs(5), waiting)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(record.unwrap().unwrap().offset, 0);
    // Generous for a loaded 2-core machine; a polling tail would need its poll interval.
    assert!(
        started.elapsed() < Duration::from_millis(500),
        "{:?}",
        started.elapsed()
    );
    log.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_the_log_ends_its_subscriptions() {
    let (_dir, log) = temp_log().await;
    log.append(Topic::Odds, event("t", "x").to_partition(0))
        .await
        .unwrap();
    let mut stream = log.subscribe(Topic::Odds, 0, 0).unwrap();
    assert_eq!(take(&mut stream, 1).await[0].offset, 0);
    let waiting = tokio::spawn(async move {
        let end = stream.next().await;
        (end, stream.next().await)
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    log.close().await.unwrap();
    let (end, after) = timeout(Duration::from_secs(5), waiting)
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(end, Some(Err(BusError::Closed))), "{end:?}");
    assert!(after.is_none(), "the stream ends after its error");
}

/// A tail that keeps up takes its records from the writer's window of recent records, a late one
/// from the file: both must hand out exactly what a read of the file returns (key, headers,
/// payload, offset, timestamp), across batches and with the window outrun by large records.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_tail_gets_the_records_a_read_of_the_file_returns() {
    let (_dir, log) = temp_log().await;
    const RECORDS: usize = 40 * 3;
    let mut live = log.subscribe(Topic::Odds, 3, 0).unwrap();
    let tailing = tokio::spawn(async move { take(&mut live, RECORDS).await });
    let mut appended = 0;
    for round in 0..40 {
        // Every tenth batch is larger than the whole window (256 KiB).
        let size = if round % 10 == 9 { 100_000 } else { 100 };
        let batch = (0..3)
            .map(|n| {
                let payload = format!("{round}-{n}-{}", "x".repeat(size));
                (Topic::Odds, event("t", &payload).to_partition(3))
            })
            .collect();
        appended += log.append_batch(batch).await.unwrap().len();
    }
    assert_eq!(appended, RECORDS);
    let tailed = tailing.await.unwrap();
    let late = take(&mut log.subscribe(Topic::Odds, 3, 0).unwrap(), appended).await;
    let stored = log.read(Topic::Odds, 3, 0, appended + 1).await.unwrap();
    assert_eq!(stored.len(), appended);
    assert_eq!(tailed, stored);
    assert_eq!(late, stored);
    log.close().await.unwrap();
}
