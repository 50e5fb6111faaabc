//! Accepted events: journaled once, durable before the acknowledgement, stamped with the server
//! time next to the device time (R6); re-sent events acknowledged as duplicates (R9), also
//! across a restart and under concurrent sends.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use crate::common::{baccarat, entry_of, heartbeat, manifest, scan, Studio};
use livedraw_bus::{CONTENT_TYPE, TRACEPARENT};
use livedraw_domain::{Barcode, Observation};
use livedraw_ingest::{now, JOURNAL_CONTENT_TYPE};
use livedraw_protocol::floor_event::{self, FloorInput};
use livedraw_protocol::journal::JournalInput;
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::floor_ack::AckStatus;
use std::collections::BTreeSet;
use tonic::Code;

const TRACE: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

#[tokio::test]
async fn accepted_events_are_journaled_as_sent_with_server_time_beside_device_time() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let shoe = baccarat(
        1,
        Observation::ShoeLoaded {
            manifest: manifest(6)
                .iter()
                .map(|text| text.parse::<Barcode>().unwrap())
                .collect(),
        },
    );
    let sent = [shoe, scan(2), baccarat(3, Observation::CardUnreadable)];
    let before = now();
    let mut acks = Vec::new();
    for (index, event) in sent.iter().enumerate() {
        let mut request = tonic::Request::new(event.clone());
        if index == 0 {
            request
                .metadata_mut()
                .insert(TRACEPARENT, TRACE.parse().unwrap());
        }
        acks.push(client.post(request).await.unwrap().into_inner());
    }
    let after = now();
    let records = studio.journal_of("baccarat-1").await;
    assert_eq!(records.len(), 3);
    for ((event, ack), record) in sent.iter().zip(&acks).zip(&records) {
        assert_eq!(ack.status(), AckStatus::Accepted);
        assert_eq!(ack.sequence, event.sequence);
        assert_eq!(ack.journal_offset, record.offset);
        assert_eq!(
            record.header(CONTENT_TYPE),
            Some(JOURNAL_CONTENT_TYPE.as_bytes())
        );
        let entry = entry_of(record);
        let JournalInput::Floor(journaled) = &entry.input else {
            panic!("not a floor event: {entry:?}");
        };
        assert_eq!(*journaled, floor_event::decode(event.clone()).unwrap());
        // R6: the device's time as sent (compared above), the server's receive time beside it.
        assert!(before <= entry.received_at && entry.received_at <= after);
        assert_eq!(ack.server_time, Some(timestamp::encode(entry.received_at)));
    }
    assert_eq!(records[0].header(TRACEPARENT), Some(TRACE.as_bytes()));
    assert_eq!(records[1].header(TRACEPARENT), None);
    let offsets: Vec<u64> = acks.iter().map(|ack| ack.journal_offset).collect();
    assert_eq!(offsets, [0, 1, 2]);
}

#[tokio::test]
async fn a_re_sent_event_is_a_duplicate_pointing_at_its_first_copy() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    client.post(scan(1)).await.unwrap();
    let first = client.post(scan(2)).await.unwrap().into_inner();
    for _ in 0..3 {
        let again = client.post(scan(2)).await.unwrap().into_inner();
        assert_eq!(again.status(), AckStatus::Duplicate);
        assert_eq!(again.journal_offset, first.journal_offset);
        let older = client.post(scan(1)).await.unwrap().into_inner();
        assert_eq!(
            (older.status(), older.journal_offset),
            (AckStatus::Duplicate, 0)
        );
    }
    assert_eq!(studio.journal_size().await, 2);
}

#[tokio::test]
async fn sequences_survive_a_restart() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    for sequence in 1..=5 {
        client.post(scan(sequence)).await.unwrap();
    }
    let dir = studio.stop().await;
    let studio = Studio::start_in(dir).await;
    let mut client = studio.client().await;
    let again = client.post(scan(5)).await.unwrap().into_inner();
    assert_eq!(
        (again.status(), again.journal_offset),
        (AckStatus::Duplicate, 4)
    );
    let gap = client.post(scan(7)).await.unwrap_err();
    assert_eq!(gap.code(), Code::FailedPrecondition);
    assert!(gap.message().contains("expected 6, got 7"));
    let next = client.post(scan(6)).await.unwrap().into_inner();
    assert_eq!(
        (next.status(), next.journal_offset),
        (AckStatus::Accepted, 5)
    );
    assert_eq!(studio.journal_size().await, 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_senders_of_one_device_journal_each_sequence_once() {
    const EVENTS: u64 = 40;
    const SENDERS: usize = 8;
    let studio = Studio::start().await;
    let mut tasks = Vec::new();
    for _ in 0..SENDERS {
        let mut client = studio.client().await;
        tasks.push(tokio::spawn(async move {
            let mut accepted = 0;
            for sequence in 1..=EVENTS {
                let ack = client.post(scan(sequence)).await.unwrap().into_inner();
                if ack.status() == AckStatus::Accepted {
                    accepted += 1;
                }
            }
            accepted
        }));
    }
    let mut accepted = 0;
    for task in tasks {
        accepted += task.await.unwrap();
    }
    assert_eq!(accepted, EVENTS);
    let records = studio.journal_of("baccarat-1").await;
    let sequences: Vec<u64> = records
        .iter()
        .map(|record| match entry_of(record).input {
            JournalInput::Floor(event) => event.sequence.get(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(sequences, (1..=EVENTS).collect::<Vec<_>>());
}

#[tokio::test]
async fn concurrent_streams_of_one_device_journal_each_sequence_once() {
    let studio = Studio::start().await;
    let mut streams = Vec::new();
    for _ in 0..4 {
        let mut client = studio.client().await;
        streams.push(tokio::spawn(async move {
            let events = futures::stream::iter((1..=30).map(scan));
            let mut acks = client.stream(events).await.unwrap().into_inner();
            let mut statuses = Vec::new();
            while let Some(ack) = acks.message().await.unwrap() {
                statuses.push(ack.status());
            }
            statuses
        }));
    }
    let mut accepted = 0;
    for stream in streams {
        let statuses = stream.await.unwrap();
        assert_eq!(statuses.len(), 30);
        accepted += statuses
            .iter()
            .filter(|status| **status == AckStatus::Accepted)
            .count();
    }
    // A stream may run ahead of the journal (a gap, REJECTED): what counts is that no
    // sequence is journaled twice and none is skipped.
    let sequences: BTreeSet<u64> = studio
        .journal_of("baccarat-1")
        .await
        .iter()
        .map(|record| match entry_of(record).input {
            JournalInput::Floor(event) => event.sequence.get(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(sequences.len(), accepted);
    assert_eq!(sequences, (1..=accepted as u64).collect());
}

/// operations.md, "A device that stops talking": the table's silence is judged on the
/// journaled clock, so a heartbeat is journaled as the device's sign of life; it carries the
/// device's next number without using it up.
#[tokio::test]
async fn heartbeats_are_journaled_as_signs_of_life_without_using_up_a_sequence_number() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let mut offsets = Vec::new();
    for _ in 0..3 {
        let ack = client
            .post(heartbeat("wheel-1", "sensor-wheel-1", 1))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(ack.status(), AckStatus::Accepted);
        offsets.push(ack.journal_offset);
    }
    let spin = crate::common::event(
        "wheel-1",
        "sensor-wheel-1",
        1,
        FloorInput::Observation(Observation::WheelSpinStarted { clockwise: true }),
    );
    let ack = client.post(spin).await.unwrap().into_inner();
    assert_eq!(ack.status(), AckStatus::Accepted);
    let stale = client
        .post(heartbeat("wheel-1", "sensor-wheel-1", 1))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(stale.status(), AckStatus::Duplicate);
    let in_sync = client
        .post(heartbeat("wheel-1", "sensor-wheel-1", 2))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(in_sync.status(), AckStatus::Accepted);
    let journal: Vec<JournalInput> = studio
        .journal_of("wheel-1")
        .await
        .iter()
        .map(|record| entry_of(record).input)
        .collect();
    let heard = |input: &JournalInput| matches!(input, JournalInput::Heartbeat(device) if device.as_str() == "sensor-wheel-1");
    assert_eq!(journal.len(), 5, "{journal:?}");
    assert!(journal[..3].iter().all(heard), "{journal:?}");
    assert!(matches!(&journal[3], JournalInput::Floor(event) if event.sequence.get() == 1));
    assert!(heard(&journal[4]));
    assert!(
        offsets.windows(2).all(|pair| pair[0] < pair[1]),
        "each heartbeat has its own journal record: {offsets:?}"
    );
}

#[tokio::test]
async fn a_journal_failure_is_unavailable_and_acknowledges_nothing() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    client.post(scan(1)).await.unwrap();
    studio.log.close().await.unwrap();
    let status = client.post(scan(2)).await.unwrap_err();
    assert_eq!(status.code(), Code::Unavailable, "{}", status.message());
    assert!(status.message().contains("nothing was acknowledged, retry"));
    let mut acks = client
        .stream(futures::stream::iter(vec![scan(2), scan(3)]))
        .await
        .unwrap()
        .into_inner();
    let status = acks.message().await.unwrap_err();
    assert_eq!(status.code(), Code::Unavailable);
    // The number was not used up: a re-send is judged the next event again, not a duplicate.
    let again = client.post(scan(2)).await.unwrap_err();
    assert_eq!(again.code(), Code::Unavailable);
}
