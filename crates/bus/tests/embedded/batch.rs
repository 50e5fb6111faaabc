//! append_batch on the embedded log: one transaction across topics, all or nothing. Order and
//! consecutive offsets, and batches written at once, are in `conformance/log.rs`.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::{event, temp_log};
use livedraw_bus::{partition_for_key, Appended, BusError, EventLog, NewRecord, Topic};

#[tokio::test]
async fn a_batch_across_topics_lands_whole_and_in_order() {
    let (_dir, log) = temp_log().await;
    let p = partition_for_key(b"war-1", 8);
    let batch = vec![
        (Topic::DrawEvents, event("war-1", "card dealt")),
        (
            Topic::DrawEvents,
            event("war-1", "round closed").with_header("x-input-offset", "41"),
        ),
        (Topic::Odds, event("war-1", "odds v2")),
        (Topic::Results, event("war-1", "result")),
    ];
    let placed = log.append_batch(batch).await.unwrap();
    assert_eq!(
        placed,
        vec![
            Appended {
                partition: p,
                offset: 0
            },
            Appended {
                partition: p,
                offset: 1
            },
            Appended {
                partition: p,
                offset: 0
            },
            Appended {
                partition: p,
                offset: 0
            },
        ]
    );
    let draws = log.read(Topic::DrawEvents, p, 0, 10).await.unwrap();
    assert_eq!(draws.len(), 2);
    assert_eq!(draws[1].payload, b"round closed");
    assert_eq!(draws[1].header("x-input-offset"), Some(&b"41"[..]));
    // One transaction, one append time.
    let odds = log.read(Topic::Odds, p, 0, 10).await.unwrap();
    assert_eq!(odds[0].timestamp_ms, draws[0].timestamp_ms);
    assert!(log.append_batch(Vec::new()).await.unwrap().is_empty());
    log.close().await.unwrap();
}

async fn total_records(log: &impl EventLog) -> u64 {
    let mut total = 0;
    for topic in Topic::ALL {
        for p in 0..log.partitions(topic) {
            total += log.end_offset(topic, p).await.unwrap();
        }
    }
    total
}

#[tokio::test]
async fn a_batch_with_one_invalid_record_writes_nothing() {
    let (_dir, log) = temp_log().await;
    log.append(Topic::DrawEvents, event("t1", "before"))
        .await
        .unwrap();

    let bad_partition = vec![
        (Topic::DrawEvents, event("t1", "a")),
        (Topic::Odds, event("t1", "b")),
        (Topic::Results, event("t1", "c").to_partition(99)),
    ];
    let refused = log.append_batch(bad_partition).await;
    assert!(matches!(
        refused,
        Err(BusError::UnknownPartition { partition: 99, .. })
    ));

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

    assert_eq!(total_records(&log).await, 1);
    let p = partition_for_key(b"t1", 8);
    let next = log
        .append(Topic::DrawEvents, event("t1", "after"))
        .await
        .unwrap();
    assert_eq!(
        next,
        Appended {
            partition: p,
            offset: 1
        },
        "no offset was used up"
    );
    log.close().await.unwrap();
}
