//! Subscriptions: replay from an offset, then tail live appends, no gap, no repeat.

use crate::backend::Backend;
use crate::log::event;
use futures::StreamExt;
use livedraw_bus::{BusError, Record, RecordStream, Topic};
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::timeout;

on_both_backends!(
    replays_then_tails_live_appends,
    a_subscription_past_the_end_waits_for_the_partition_to_get_there,
    concurrent_writers_are_seen_once_each_in_offset_order,
    a_subscription_from_the_middle_sees_the_rest_once,
    closing_the_log_ends_its_subscriptions,
    a_subscription_that_falls_far_behind_live_appends_still_sees_each_record_once,
    subscriptions_started_while_appends_go_on_each_see_every_record_once,
);

pub async fn take(stream: &mut RecordStream, n: usize) -> Vec<Record> {
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

fn payloads(records: &[Record]) -> Vec<String> {
    records
        .iter()
        .map(|r| String::from_utf8(r.payload.clone()).unwrap())
        .collect()
}

async fn append_numbered(
    backend: &Backend,
    topic: Topic,
    partition: u32,
    numbers: std::ops::Range<u32>,
) {
    let batch = numbers
        .map(|n| (topic, event("t", &n.to_string()).to_partition(partition)))
        .collect();
    backend.log.append_batch(batch).await.unwrap();
}

pub async fn replays_then_tails_live_appends(backend: Backend) {
    append_numbered(&backend, Topic::StudioJournal, 1, 0..1000).await;
    let mut stream = backend.log.subscribe(Topic::StudioJournal, 1, 0).unwrap();
    let replayed = take(&mut stream, 1000).await;
    assert_eq!(offsets(&replayed), (0..1000).collect::<Vec<_>>());
    let writer = {
        let log = std::sync::Arc::clone(&backend.log);
        tokio::spawn(async move {
            for n in 1000..1100 {
                let record = event("t", &n.to_string()).to_partition(1);
                log.append(Topic::StudioJournal, record).await.unwrap();
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        })
    };
    let live = take(&mut stream, 100).await;
    writer.await.unwrap();
    assert_eq!(offsets(&live), (1000..1100).collect::<Vec<_>>());
    let expected: Vec<String> = (1000..1100).map(|n| n.to_string()).collect();
    assert_eq!(payloads(&live), expected);
    backend.close().await;
}

pub async fn a_subscription_past_the_end_waits_for_the_partition_to_get_there(backend: Backend) {
    let mut stream = backend.log.subscribe(Topic::Results, 4, 3).unwrap();
    let early = timeout(Duration::from_millis(300), stream.next()).await;
    assert!(early.is_err(), "nothing to deliver yet");
    for n in 0..5 {
        let record = event("t", &n.to_string()).to_partition(4);
        backend.log.append(Topic::Results, record).await.unwrap();
    }
    let records = take(&mut stream, 2).await;
    assert_eq!(offsets(&records), vec![3, 4]);
    assert_eq!(payloads(&records), ["3", "4"]);
    backend.close().await;
}

/// Eight writers append to one partition at once, one append in ten a batch that also writes
/// to another topic: a subscription from the start sees every record once in offset order, each
/// writer's in the order it wrote them; one started midway from offset 700 sees the same rest.
pub async fn concurrent_writers_are_seen_once_each_in_offset_order(backend: Backend) {
    const WRITERS: usize = 8;
    const EACH: usize = 250;
    let mut from_start = backend.log.subscribe(Topic::DrawEvents, 0, 0).unwrap();
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let log = std::sync::Arc::clone(&backend.log);
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
            midway = Some(backend.log.subscribe(Topic::DrawEvents, 0, 700).unwrap());
        }
    }
    for writer in writers {
        writer.await.unwrap();
    }
    assert_eq!(offsets(&seen), (0..total as u64).collect::<Vec<_>>());
    // Each writer's records in the order it wrote them, none twice, none missing.
    let mut next_of: HashMap<String, usize> = HashMap::new();
    for text in payloads(&seen) {
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
    backend.close().await;
}

pub async fn a_subscription_from_the_middle_sees_the_rest_once(backend: Backend) {
    append_numbered(&backend, Topic::DrawEvents, 0, 0..40).await;
    let mut stream = backend.log.subscribe(Topic::DrawEvents, 0, 25).unwrap();
    append_numbered(&backend, Topic::DrawEvents, 0, 40..60).await;
    let records = take(&mut stream, 35).await;
    assert_eq!(offsets(&records), (25..60).collect::<Vec<_>>());
    let after = timeout(Duration::from_millis(300), stream.next()).await;
    assert!(after.is_err(), "no repeats");
    backend.close().await;
}

pub async fn closing_the_log_ends_its_subscriptions(backend: Backend) {
    backend
        .log
        .append(Topic::Odds, event("t", "x").to_partition(0))
        .await
        .unwrap();
    let mut stream = backend.log.subscribe(Topic::Odds, 0, 0).unwrap();
    assert_eq!(take(&mut stream, 1).await[0].offset, 0);
    let waiting = tokio::spawn(async move {
        let end = stream.next().await;
        (end, stream.next().await)
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    backend.close().await;
    let (end, after) = timeout(Duration::from_secs(5), waiting)
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(end, Some(Err(BusError::Closed))), "{end:?}");
    assert!(after.is_none(), "the stream ends after its error");
}

/// Live subscriptions share one consumer per topic on Kafka (the hub, with room for 1,024
/// records per subscription); one that stops reading while 3,000 records arrive falls behind it
/// and must catch up on its own, while another keeps up: both see every record once, in order.
pub async fn a_subscription_that_falls_far_behind_live_appends_still_sees_each_record_once(
    backend: Backend,
) {
    append_numbered(&backend, Topic::Odds, 2, 0..10).await;
    let mut idle = backend.log.subscribe(Topic::Odds, 2, 0).unwrap();
    assert_eq!(
        offsets(&take(&mut idle, 10).await),
        (0..10).collect::<Vec<_>>()
    );
    let mut reading = backend.log.subscribe(Topic::Odds, 2, 10).unwrap();
    let reader = tokio::spawn(async move { take(&mut reading, 3_000).await });
    for chunk in 0..30 {
        append_numbered(
            &backend,
            Topic::Odds,
            2,
            10 + chunk * 100..10 + (chunk + 1) * 100,
        )
        .await;
    }
    let read = reader.await.unwrap();
    let late = take(&mut idle, 3_000).await;
    let expected: Vec<u64> = (10..3_010).collect();
    assert_eq!(offsets(&read), expected);
    assert_eq!(offsets(&late), expected);
    assert_eq!(
        payloads(&late),
        (10..3_010).map(|n| n.to_string()).collect::<Vec<_>>()
    );
}

/// On Kafka a subscription joins its topic's hub and then reads where the partition ends; the
/// records in between come from a catch-up consumer. Subscriptions started one after another
/// while a writer appends must each get the partition whole, whatever moment they joined at.
pub async fn subscriptions_started_while_appends_go_on_each_see_every_record_once(
    backend: Backend,
) {
    const RECORDS: u32 = 600;
    let writer = {
        let log = std::sync::Arc::clone(&backend.log);
        tokio::spawn(async move {
            for n in 0..RECORDS {
                let record = event("t", &n.to_string()).to_partition(3);
                log.append(Topic::Results, record).await.unwrap();
            }
        })
    };
    let mut readers = Vec::new();
    for _ in 0..6 {
        let mut stream = backend.log.subscribe(Topic::Results, 3, 0).unwrap();
        readers.push(tokio::spawn(async move {
            take(&mut stream, RECORDS as usize).await
        }));
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    writer.await.unwrap();
    let expected: Vec<String> = (0..RECORDS).map(|n| n.to_string()).collect();
    for reader in readers {
        let records = reader.await.unwrap();
        assert_eq!(
            offsets(&records),
            (0..u64::from(RECORDS)).collect::<Vec<_>>()
        );
        assert_eq!(payloads(&records), expected);
    }
}
