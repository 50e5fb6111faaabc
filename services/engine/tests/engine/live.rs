//! Live mode: the engine's clock journals a tick when a round's time is up, then applies it.

use crate::support::{decisions, journal_entries, log_path, open, start, steps, studio};
use livedraw_bus::{partition_for_key, EmbeddedLog, EventLog, Topic};
use livedraw_domain::table::LATE_TICK;
use livedraw_domain::{Decision, DrawNumber, Timestamp};
use livedraw_engine::ClockMode;
use livedraw_protocol::journal::{self, JournalInput};
use livedraw_protocol::v1;
use livedraw_studio::StudioConfig;
use livedraw_testkit::wait::{self, GENEROUS};
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

/// Runs the engine until it has stepped the first tick of `partition`, then stops it and
/// closes the log.
async fn first_tick_then_stop(config: &Arc<StudioConfig>, log: Arc<EmbeddedLog>, partition: u32) {
    let engine = start(config, &log, ClockMode::Live).await;
    wait::until("the first tick stepped", GENEROUS, || async {
        (!steps(&log, partition).await.is_empty()).then_some(())
    })
    .await;
    engine.shutdown().await.expect("a clean stop");
    log.close().await.expect("closed");
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
    journal_entries(log, partition)
        .await
        .into_iter()
        .map(|entry| {
            assert!(written(&entry).is_some(), "{entry:?}");
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
    first_tick_then_stop(&config, log, partition).await;

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

/// operations.md, "A device that stops talking": a studio stopped for longer than a device's
/// limit (a restart, a journal out of reach) is no device's silence; the clock's first tick
/// after the return is written late, and the device gets its whole limit again from then. A
/// device still silent a limit after the return suspends the table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_studio_stopped_longer_than_a_device_s_limit_suspends_no_table_for_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = log_path(dir.path());
    let text = "[engine]\nsnapshot_every = 200\ndevice_silence_seconds = 3\n\
                [[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\nround_seconds = 60\n\
                [[devices]]\nid = \"sensor-1\"\ntables = [\"wheel-1\"]\n";
    let config = Arc::new(StudioConfig::parse(text, "test").expect("a valid studio"));
    let log = open(&path).await;
    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    first_tick_then_stop(&config, log, partition).await;

    // Down for longer than the sensor's limit and the late-tick margin together.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let back = now();
    let log = open(&path).await;
    let engine = start(&config, &log, ClockMode::Live).await;
    let stored = wait::until("the table suspended after the return", GENEROUS, || async {
        let stored = steps(&log, partition).await;
        stored
            .iter()
            .any(|step| decisions(step).iter().any(suspends))
            .then_some(stored)
    })
    .await;
    engine.shutdown().await.expect("a clean stop");
    let entries = journal_entries(&log, partition).await;
    let suspending = stored
        .iter()
        .position(|step| decisions(step).iter().any(suspends))
        .expect("a suspension");
    let late = &entries[1];
    let Some(late_written) = written(late) else {
        panic!("the first tick after the return records when it was written: {late:?}");
    };
    assert!(
        late_written > late.received_at.after(LATE_TICK),
        "the silence's first deadline was ticked late: {late:?}"
    );
    assert!(suspending > 1, "the late tick suspended the table");
    let judged = &entries[suspending];
    assert!(
        judged.received_at >= back.after(Duration::from_secs(3)),
        "judged a whole limit after the return: {judged:?}"
    );
    let on_time = written(judged).expect("a tick of the clock");
    assert!(on_time <= judged.received_at.after(LATE_TICK), "{judged:?}");
}

fn suspends(decision: &Decision) -> bool {
    matches!(decision, Decision::TableSuspended { .. })
}

/// When a tick entry was written, if it is a tick that says.
fn written(entry: &journal::JournalEntry) -> Option<Timestamp> {
    match entry.input {
        JournalInput::Tick { written } => written,
        _ => None,
    }
}
