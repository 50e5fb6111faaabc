//! R10: an engine stopped anywhere and started again publishes exactly what an uninterrupted
//! engine publishes: no gap, no duplicate.

use crate::support::{
    caught_up, everything, journal, log_path, open, script, start, start_seeing, studio, Offsets,
    Script, Stored, TABLES,
};
use livedraw_bus::{BusError, EmbeddedConfig, EmbeddedLog, EventLog, OffsetStore, Topic};
use livedraw_engine::{ClockMode, EngineError, SOURCE_HEADER};
use livedraw_protocol::journal::JournalEntry;
use livedraw_protocol::v1::draw_event::Decision as Payload;
use livedraw_studio::StudioConfig;
use livedraw_testkit::wait::GENEROUS;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// How an engine run ends before the next.
#[derive(Clone, Copy, Debug)]
enum Stop {
    /// Once every entry journaled so far has its step, by `shutdown`.
    CaughtUp,
    /// After this many milliseconds, wherever it is, by dropping the handle and closing the log
    /// under it.
    Crash(u64),
}

/// The three topics the engine writes.
type Published = [Vec<Stored>; 3];

async fn published(path: &Path) -> Published {
    let log = open(path).await;
    let all = [
        everything(&log, Topic::DrawEvents).await,
        everything(&log, Topic::Odds).await,
        everything(&log, Topic::Results).await,
    ];
    log.close().await.expect("closed");
    all
}

/// Journals `script` in pieces ending at `cuts`, running the engine over each piece and stopping
/// it as `stops` says, then once more to the end; returns what was published, and how many
/// crashes came while entries were still waiting for their steps.
async fn run(
    config: &Arc<StudioConfig>,
    script: &Script,
    cuts: &[(usize, Stop)],
) -> (Published, usize) {
    run_seeing(config, script, cuts, Offsets::Dense).await
}

/// [`run`], the engine seeing the log's offsets as `offsets`.
async fn run_seeing(
    config: &Arc<StudioConfig>,
    script: &Script,
    cuts: &[(usize, Stop)],
    offsets: Offsets,
) -> (Published, usize) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = log_path(dir.path());
    let mut written = 0;
    let mut interrupted = 0;
    for &(cut, stop) in cuts {
        let log = open(&path).await;
        journal(&log, &script.entries[written..cut]).await;
        written = cut;
        let engine = start_seeing(config, &log, ClockMode::Journal, offsets).await;
        match stop {
            Stop::CaughtUp => {
                caught_up(&log).await;
                engine.shutdown().await.expect("a clean stop");
            }
            Stop::Crash(after) => {
                tokio::time::sleep(Duration::from_millis(after)).await;
                drop(engine);
            }
        }
        if let Stop::Crash(_) = stop {
            let (steps, entries) = progress(&log).await;
            interrupted += usize::from(steps > 0 && steps < entries);
        }
        log.close().await.expect("closed");
    }
    let log = open(&path).await;
    journal(&log, &script.entries[written..]).await;
    let engine = start_seeing(config, &log, ClockMode::Journal, offsets).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");
    log.close().await.expect("closed");
    (published(&path).await, interrupted)
}

/// Steps and journal entries in the log, over every partition.
async fn progress(log: &EmbeddedLog) -> (u64, u64) {
    let mut steps = 0;
    let mut entries = 0;
    for partition in 0..log.partitions(Topic::StudioJournal) {
        steps += log
            .end_offset(Topic::DrawEvents, partition)
            .await
            .expect("end");
        entries += log
            .end_offset(Topic::StudioJournal, partition)
            .await
            .expect("end");
    }
    (steps, entries)
}

/// The records without the header naming the step they came from.
fn without_source(records: &[Stored]) -> Vec<Stored> {
    let mut records = records.to_vec();
    for record in &mut records {
        record.headers.retain(|(name, _)| name != SOURCE_HEADER);
    }
    records
}

fn check_same(interrupted: &Published, reference: &Published) {
    for (topic, (got, want)) in ["draw events", "odds", "results"]
        .iter()
        .zip(interrupted.iter().zip(reference))
    {
        assert_eq!(got.len(), want.len(), "{topic}: as many records");
        for (index, (got, want)) in got.iter().zip(want).enumerate() {
            assert_eq!(got, want, "{topic}: record {index} differs");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restarts_between_entries_publish_what_an_uninterrupted_run_does() {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 90, 23, 0.08);
    let (reference, _) = run(&config, &script, &[]).await;
    let total = script.entries.len();
    let cuts = [
        (1, Stop::CaughtUp),
        (8, Stop::CaughtUp),
        (9, Stop::CaughtUp),
        (total / 3, Stop::CaughtUp),
        (total / 3 + 2, Stop::CaughtUp),
        (total - 1, Stop::CaughtUp),
    ];
    check_same(&run(&config, &script, &cuts).await.0, &reference);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crashes_anywhere_publish_what_an_uninterrupted_run_does() {
    let config = Arc::new(studio(&TABLES, 3, 15));
    let script = script(&config, 90, 29, 0.08);
    let (reference, _) = run(&config, &script, &[]).await;
    let total = script.entries.len();
    let mut interrupted = 0;
    for round in 0..3u64 {
        let cuts = [
            (total / 4, Stop::Crash(round * 3)),
            (total / 2, Stop::Crash(1 + round * 7)),
            (total / 2, Stop::Crash(round * 2)),
            (total, Stop::Crash(5 + round * 11)),
            (total, Stop::Crash(round)),
        ];
        let (published, mid_way) = run(&config, &script, &cuts).await;
        check_same(&published, &reference);
        interrupted += mid_way;
    }
    assert!(interrupted > 0, "no crash came in the middle of the work");
}

/// Kafka's offsets need not be dense: an engine that reads the journal and its own steps
/// across a gap after every record, and restarts from them, publishes what it publishes on a
/// dense log (its steps record the journal offsets it saw, and its odds and results the steps'
/// offsets, so those differ, and only those).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_log_with_gaps_in_its_offsets_restarts_and_crashes_publish_what_an_uninterrupted_run_does(
) {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 90, 37, 0.08);
    let (dense, _) = run(&config, &script, &[]).await;
    let (reference, _) = run_seeing(&config, &script, &[], Offsets::Gapped).await;
    assert_eq!(reference[0].len(), dense[0].len(), "as many steps");
    for topic in 1..3 {
        let same = without_source(&reference[topic]) == without_source(&dense[topic]);
        assert!(
            same,
            "the same odds and results, but for where they came from"
        );
    }
    let total = script.entries.len();
    let cuts = [
        (1, Stop::CaughtUp),
        (9, Stop::CaughtUp),
        (total / 3, Stop::Crash(3)),
        (total / 2, Stop::CaughtUp),
        (total - 1, Stop::Crash(7)),
    ];
    let (restarted, _) = run_seeing(&config, &script, &cuts, Offsets::Gapped).await;
    check_same(&restarted, &reference);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engine_with_nothing_new_to_do_publishes_nothing_on_restart() {
    let config = Arc::new(studio(&TABLES, 200, 15));
    let script = script(&config, 40, 31, 0.05);
    let total = script.entries.len();
    let (once, _) = run(&config, &script, &[(total, Stop::CaughtUp)]).await;
    let (many, _) = run(
        &config,
        &script,
        &[
            (total, Stop::CaughtUp),
            (total, Stop::CaughtUp),
            (total, Stop::CaughtUp),
        ],
    )
    .await;
    check_same(&many, &once);
}

/// The progress once steps have been stored and then none for [`QUIET`]: the store is full
/// (the engine retries its appends meanwhile). Waited for, not slept: a busy machine may take
/// seconds for the first steps.
async fn filled(log: &EmbeddedLog) -> (u64, u64) {
    const QUIET: Duration = Duration::from_secs(2);
    let began = tokio::time::Instant::now();
    let mut last = progress(log).await;
    let mut since = began;
    loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = progress(log).await;
        if now != last {
            (last, since) = (now, tokio::time::Instant::now());
        } else if last.0 > 0 && since.elapsed() >= QUIET {
            return last;
        }
        assert!(
            began.elapsed() < GENEROUS,
            "waited {GENEROUS:?} for the store to fill: {last:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_store_publishes_nothing_unrecorded_and_the_engine_goes_on_once_there_is_room() {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 90, 37, 0.08);
    let (reference, _) = run(&config, &script, &[]).await;

    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = log_path(dir.path());
    let log = open(&path).await;
    journal(&log, &script.entries).await;
    log.close().await.expect("closed");
    // Room for a few steps more than the journal, not for all of them.
    let pages = std::fs::metadata(&path).expect("the log file").len() / 4096 + 16;
    let capped = EmbeddedConfig {
        max_page_count: Some(pages),
        ..EmbeddedConfig::at(&path)
    };
    let log = Arc::new(EmbeddedLog::open(capped).await.expect("the log opens"));
    let engine = start(&config, &log, ClockMode::Journal).await;
    let (steps, entries) = filled(&log).await;
    assert!(steps > 0, "no room for any step");
    assert!(steps < entries, "the store never filled up");
    let stopped = engine.shutdown().await;
    assert!(
        matches!(stopped, Err(EngineError::Bus(BusError::StorageFull(_)))),
        "{stopped:?}"
    );
    check_only_recorded_steps_published(&log).await;
    log.close().await.expect("closed");

    let log = open(&path).await;
    let engine = start(&config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");
    log.close().await.expect("closed");
    check_same(&published(&path).await, &reference);
}

/// R1: every odds set and result published belongs to a step recorded in the draw events.
async fn check_only_recorded_steps_published(log: &EmbeddedLog) {
    let mut odds = 0;
    let mut ended = 0;
    for partition in 0..log.partitions(Topic::DrawEvents) {
        for step in crate::support::steps(log, partition).await {
            odds += step.odds.len();
            ended += step
                .decisions
                .iter()
                .filter(|event| {
                    matches!(
                        event.decision,
                        Some(Payload::DrawSettled(_)) | Some(Payload::DrawCancelled(_))
                    )
                })
                .count();
        }
    }
    assert_eq!(everything(log, Topic::Odds).await.len(), odds);
    assert_eq!(everything(log, Topic::Results).await.len(), ended);
}

/// The log at `path` keeping the journal and the draw events one minute below their floors.
async fn open_pruning(path: &Path) -> Arc<EmbeddedLog> {
    let mut config = EmbeddedConfig::at(path);
    config.retention.journal_minutes = Some(1);
    config.retention.draw_events_minutes = Some(1);
    Arc::new(EmbeddedLog::open(config).await.expect("the log opens"))
}

/// Makes every journal entry and step in the (closed) log at `path` look a day old.
fn age_system_of_record(path: &Path) {
    let topics = livedraw_bus::TopicsConfig::default();
    let conn = rusqlite::Connection::open(path).expect("the log file");
    conn.execute(
        "UPDATE records SET timestamp_ms = timestamp_ms - 86400000 WHERE topic IN (?1, ?2)",
        [
            topics.name(Topic::StudioJournal),
            topics.name(Topic::DrawEvents),
        ],
    )
    .expect("aged");
}

/// The payloads of the draw events of each partition, as far as they are kept.
async fn draw_events_kept(log: &EmbeddedLog) -> Vec<Vec<Vec<u8>>> {
    let mut kept = Vec::new();
    for partition in 0..log.partitions(Topic::DrawEvents) {
        let end = log
            .end_offset(Topic::DrawEvents, partition)
            .await
            .expect("end");
        let records = log
            .read(
                Topic::DrawEvents,
                partition,
                0,
                usize::try_from(end).expect("fits"),
            )
            .await
            .expect("read");
        kept.push(records.into_iter().map(|record| record.payload).collect());
    }
    kept
}

/// Runs the engine on the log at `path` over `entries` until it has caught up.
async fn run_pruning(
    config: &Arc<StudioConfig>,
    path: &Path,
    entries: &[JournalEntry],
) -> Arc<EmbeddedLog> {
    let log = open_pruning(path).await;
    journal(&log, entries).await;
    let engine = start(config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");
    log
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_tables_whose_old_journal_and_draw_events_were_pruned_below_their_floor_resume_where_they_were(
) {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 90, 41, 0.08);
    let (reference, _) = run(&config, &script, &[]).await;
    let [_, odds, results] = &reference;
    let (first, second) = (script.entries.len() / 3, 2 * script.entries.len() / 3);

    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = log_path(dir.path());
    run_pruning(&config, &path, &script.entries[..first])
        .await
        .close()
        .await
        .expect("closed");
    age_system_of_record(&path);
    // The engine names its floors as it commits. The writer prunes below them when it next
    // writes 10 s after its last look: a consumer's position stored is such a write.
    let log = run_pruning(&config, &path, &script.entries[first..second]).await;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while draw_events_kept(&log)
        .await
        .iter()
        .map(Vec::len)
        .sum::<usize>()
        == second
    {
        assert!(std::time::Instant::now() < deadline, "nothing was pruned");
        log.commit("waker", Topic::DrawEvents, 0, 0)
            .await
            .expect("stored");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    log.close().await.expect("closed");

    // Rebuilt from what is left, the tables go on exactly as an unpruned engine's did.
    let log = run_pruning(&config, &path, &script.entries[second..]).await;
    let kept = draw_events_kept(&log).await;
    for (partition, kept) in kept.iter().enumerate() {
        let all: Vec<&Vec<u8>> = reference[0]
            .iter()
            .filter(|stored| stored.partition as usize == partition)
            .map(|stored| &stored.payload)
            .collect();
        let tail = &all[all.len() - kept.len()..];
        assert!(
            kept.iter().eq(tail.iter().copied()),
            "partition {partition}: the steps kept are not the unpruned run's last steps"
        );
    }
    let pruned: usize = reference[0].len() - kept.iter().map(Vec::len).sum::<usize>();
    assert!(pruned > 0, "nothing was pruned");
    let mut entries_kept = 0;
    for partition in 0..log.partitions(Topic::StudioJournal) {
        entries_kept += log
            .read(Topic::StudioJournal, partition, 0, script.entries.len())
            .await
            .expect("read")
            .len();
    }
    assert!(
        entries_kept < script.entries.len(),
        "no journal entry was pruned"
    );
    println!(
        "pruned {pruned} of {} steps, {} of {} entries",
        reference[0].len(),
        script.entries.len() - entries_kept,
        script.entries.len()
    );
    assert_eq!(&everything(&log, Topic::Odds).await, odds);
    assert_eq!(&everything(&log, Topic::Results).await, results);
    log.close().await.expect("closed");
}
