//! Offsets that are not dense: every reader passes over a gap, and a reader that starts below a
//! partition's log start is told what it lost (`BusError::Lost`), on both backends.

use crate::backend::Backend;
use crate::log::event;
use crate::subscribe::take;
use futures::StreamExt;
use livedraw_bus::{read_end, subscribe_past_losses, BusError, Record, Topic};
use std::time::Duration;
use tokio::time::timeout;

// tansu cannot hold every gap Kafka may leave: its SQLite store numbers a batch's records
// from the batch's base, leaving the offsets it claims past them outside any batch, and its
// memory store answers a fetch that starts inside a batch with the batches after it only. On
// Kafka the gap is a batch's last offset, on the memory store, read through from before it;
// a start inside a gap is tested on the embedded log.
mod with_gap {
    use super::*;
    on_both_backends!(kafka = in_memory; every_reader_passes_over_a_gap_in_the_offsets);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscription_from_inside_a_gap_starts_at_the_next_record_embedded() {
    a_subscription_from_inside_a_gap_starts_at_the_next_record(Backend::embedded().await).await;
}

// tansu's retention pass runs on its SQLite store.
on_both_backends!(a_reader_that_starts_below_the_log_start_is_told_what_it_lost);

const PARTITION: u32 = 3;

fn payloads(records: &[Record]) -> Vec<String> {
    records
        .iter()
        .map(|r| String::from_utf8(r.payload.clone()).unwrap())
        .collect()
}

fn offsets(records: &[Record]) -> Vec<u64> {
    records.iter().map(|r| r.offset).collect()
}

async fn append(backend: &Backend, payload: &str) {
    let record = event("t", payload).to_partition(PARTITION);
    backend.log.append(Topic::DrawEvents, record).await.unwrap();
}

/// n0 n1 g0 with an empty offset among their four: on Kafka after g0, as a batch that claims
/// one offset more than it holds; on the embedded log before it, where a record was deleted.
async fn gapped(backend: &mut Backend) {
    append(backend, "n0").await;
    append(backend, "n1").await;
    backend
        .append_with_gap(Topic::DrawEvents, PARTITION, "g0")
        .await;
}

pub async fn every_reader_passes_over_a_gap_in_the_offsets(mut backend: Backend) {
    gapped(&mut backend).await;
    append(&backend, "n2").await;
    let log = backend.log.clone();
    // The end offset counts the empty offset: it is no count of records.
    let end = log.end_offset(Topic::DrawEvents, PARTITION).await.unwrap();
    assert_eq!(end, 5, "four records and one empty offset");
    let read = log
        .read(Topic::DrawEvents, PARTITION, 0, 100)
        .await
        .unwrap();
    assert_eq!(payloads(&read), ["n0", "n1", "g0", "n2"]);
    let held = offsets(&read);
    assert!(held.windows(2).all(|pair| pair[0] < pair[1]), "{held:?}");
    assert_eq!(held.last(), Some(&4));
    let reader_end = read_end(log.as_ref(), Topic::DrawEvents, PARTITION);
    assert_eq!(reader_end.await.unwrap(), 5);
    // A replay, then live records past it.
    let mut subscription = log.subscribe(Topic::DrawEvents, PARTITION, 0).unwrap();
    assert_eq!(offsets(&take(&mut subscription, 4).await), held);
    append(&backend, "n3").await;
    let live = take(&mut subscription, 1).await;
    assert_eq!(
        (payloads(&live), offsets(&live)),
        (vec!["n3".into()], vec![5])
    );
    // Reads in pages of two, each from one past the record before.
    let mut paged = Vec::new();
    let mut next = 0;
    loop {
        let page = log
            .read(Topic::DrawEvents, PARTITION, next, 2)
            .await
            .unwrap();
        let Some(last) = page.last() else {
            break;
        };
        next = last.offset + 1;
        paged.extend(page);
    }
    assert_eq!(payloads(&paged), ["n0", "n1", "g0", "n2", "n3"]);
    // A late subscription catches up across the gap on its own, then goes on live.
    let mut late = log.subscribe(Topic::DrawEvents, PARTITION, 0).unwrap();
    assert_eq!(offsets(&take(&mut late, 5).await), offsets(&paged));
    append(&backend, "n4").await;
    assert_eq!(payloads(&take(&mut late, 1).await), ["n4"]);
    backend.close().await;
}

pub async fn a_subscription_from_inside_a_gap_starts_at_the_next_record(mut backend: Backend) {
    gapped(&mut backend).await;
    let log = backend.log.clone();
    let held = offsets(&log.read(Topic::DrawEvents, PARTITION, 0, 10).await.unwrap());
    let empty = (0..4).find(|offset| !held.contains(offset)).unwrap();
    append(&backend, "n2").await;
    let mut from_gap = log.subscribe(Topic::DrawEvents, PARTITION, empty).unwrap();
    let first = take(&mut from_gap, 1).await.remove(0);
    let next = held
        .iter()
        .copied()
        .find(|offset| *offset > empty)
        .unwrap_or(4);
    assert_eq!(first.offset, next);
    backend.close().await;
}

pub async fn a_reader_that_starts_below_the_log_start_is_told_what_it_lost(mut backend: Backend) {
    backend.expire(Topic::Odds, PARTITION, 3).await;
    let log = backend.log.clone();
    let start = log.start_offset(Topic::Odds, PARTITION).await.unwrap();
    assert_eq!(start, 3);
    let mut subscription = log.subscribe(Topic::Odds, PARTITION, 1).unwrap();
    let lost = timeout(Duration::from_secs(20), subscription.next())
        .await
        .expect("an answer in time")
        .expect("an item");
    assert!(
        matches!(
            lost,
            Err(BusError::Lost {
                topic: Topic::Odds,
                partition: PARTITION,
                from: 1,
                start: 3,
            })
        ),
        "{lost:?}"
    );
    assert!(
        subscription.next().await.is_none(),
        "a loss ends the stream"
    );
    // From the log start nothing is lost; a read is a scan and starts there.
    let mut from_start = log.subscribe(Topic::Odds, PARTITION, start).unwrap();
    assert_eq!(offsets(&take(&mut from_start, 1).await), [3]);
    let read = log.read(Topic::Odds, PARTITION, 0, 10).await.unwrap();
    assert_eq!(offsets(&read), [3]);
    // A reader that folds the partition into a view goes on from the start past the loss.
    let mut folding = subscribe_past_losses(log.clone(), Topic::Odds, PARTITION, 0).unwrap();
    assert_eq!(offsets(&take(&mut folding, 1).await), [3]);
    backend.close().await;
}
