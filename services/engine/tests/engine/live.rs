//! Live mode: the engine's clock journals a tick when a round's time is up, then applies it.

use crate::support::{decisions, log_path, open, start, steps, studio};
use livedraw_bus::{partition_for_key, EmbeddedLog, EventLog, Topic};
use livedraw_domain::{Decision, DrawNumber, Timestamp};
use livedraw_engine::ClockMode;
use livedraw_protocol::journal::{self, JournalInput};
use livedraw_protocol::v1;
use livedraw_testkit::wait::{self, GENEROUS};
use prost::Message;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

fn now() -> Timestamp {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970");
    Timestamp::from_millis(i64::try_from(since.as_millis()).expect("fits"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_table_starts_by_itself_and_its_betting_round_closes_on_its_own() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 1));
    let log = open(&log_path(dir.path())).await;
    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    let before = now();
    let engine = start(&config, &log, ClockMode::Live).await;

    let stored = two_steps(&log, partition, "two ticks stepped").await;
    engine.shutdown().await.expect("a clean stop");

    let ticks = ticks(&log, partition).await;
    assert!(ticks[0] >= before, "the first tick is journaled at start");
    let closes_at = decisions(&stored[0])
        .into_iter()
        .find_map(|decision| match decision {
            Decision::BettingRoundOpened { closes_at, .. } => Some(closes_at),
            _ => None,
        })
        .expect("the first tick opens a draw and its round");
    assert_eq!(
        ticks[1], closes_at,
        "the second tick is journaled at the deadline"
    );
    assert_eq!(stored[1].journal_offset, 1);
    assert_eq!(
        decisions(&stored[1]),
        vec![Decision::BettingRoundClosed {
            draw: DrawNumber(1),
            round: 1
        }]
    );
}

/// The steps of `partition` once it has two, waited for as `what`.
async fn two_steps(log: &EmbeddedLog, partition: u32, what: &str) -> Vec<v1::EngineStep> {
    wait::until(what, GENEROUS, || async {
        let stored = steps(log, partition).await;
        (stored.len() >= 2).then_some(stored)
    })
    .await
}

/// The times of the clock ticks journaled in `partition`, in order.
async fn ticks(log: &EmbeddedLog, partition: u32) -> Vec<Timestamp> {
    let end = log
        .end_offset(Topic::StudioJournal, partition)
        .await
        .expect("end");
    log.read(
        Topic::StudioJournal,
        partition,
        0,
        usize::try_from(end).expect("fits"),
    )
    .await
    .expect("read")
    .iter()
    .map(|record| {
        let wire = v1::JournalEntry::decode(record.payload.as_slice()).expect("an entry");
        let entry = journal::decode(wire).expect("a valid entry");
        assert_eq!(entry.input, JournalInput::Tick);
        entry.received_at
    })
    .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_that_passed_while_the_engine_was_down_is_ticked_at_its_time() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = log_path(dir.path());
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 1));
    let log = open(&path).await;
    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    let engine = start(&config, &log, ClockMode::Live).await;
    wait::until("the first tick stepped", GENEROUS, || async {
        (!steps(&log, partition).await.is_empty()).then_some(())
    })
    .await;
    engine.shutdown().await.expect("a clean stop");
    log.close().await.expect("closed");

    // The round closes while no engine runs.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let log = open(&path).await;
    let engine = start(&config, &log, ClockMode::Live).await;
    let stored = two_steps(&log, partition, "two ticks stepped after the restart").await;
    engine.shutdown().await.expect("a clean stop");
    let ticks = ticks(&log, partition).await;
    assert_eq!(ticks.len(), 2, "one tick per deadline");
    let opened = decisions(&stored[0]);
    assert!(opened.contains(&Decision::BettingRoundOpened {
        draw: DrawNumber(1),
        round: 1,
        closes_at: ticks[1],
        last_hand: false,
    }));
    assert_eq!(
        decisions(&stored[1]),
        vec![Decision::BettingRoundClosed {
            draw: DrawNumber(1),
            round: 1
        }]
    );
}
