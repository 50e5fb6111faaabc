//! R1, R10 on a log without atomic batches (Kafka on a broker without transactions): the steps
//! are stored before their outputs, so a crash can come between them; after the restart every
//! odds set and result is published exactly once, as an uninterrupted run publishes it.

use crate::split_log::{self, CrashAt, SplitLog};
use crate::support::{
    caught_up, check_same, everything, journal, log_path, open, outputs_of_steps, published,
    reference, script, studio, Published, Script, TABLES,
};
use livedraw_bus::{BusError, EmbeddedLog, EventLog, Topic};
use livedraw_engine::{ClockMode, Engine, EngineError, EngineHandle};
use livedraw_simulator::Rng;
use livedraw_studio::StudioConfig;
use std::sync::Arc;
use std::time::Duration;

/// Starts the engine on `log` through a [`SplitLog`] crashing at `crash`.
async fn start_split(
    config: &Arc<StudioConfig>,
    log: &Arc<EmbeddedLog>,
    crash: CrashAt,
) -> (EngineHandle, Arc<SplitLog>) {
    let split = split_log::new(log, crash);
    let shared: Arc<dyn EventLog> = split.clone();
    let engine = Engine::start(Arc::clone(config), shared, ClockMode::Journal)
        .await
        .expect("the engine starts");
    (engine, split)
}

/// Waits until every journal entry has its step and every stored step its outputs. Steps
/// alone are not enough: a run started after a crash finds every step stored and must still
/// publish the outputs its predecessor lacked; stopped before its partitions' rebuild (a
/// loaded machine), it would look clean with outputs missing, which the next start publishes.
async fn settled(log: &EmbeddedLog) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    loop {
        caught_up(log).await;
        let (odds, ended) = outputs_of_steps(log).await;
        let published_odds = everything(log, Topic::Odds).await.len();
        let published_results = everything(log, Topic::Results).await.len();
        if published_odds == odds && published_results == ended {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the outputs of the stored steps were not published"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Runs an engine through a log crashing at `crash` until it has caught up, published every
/// output and stopped cleanly (`true`) or crashed (`false`).
async fn run_once(config: &Arc<StudioConfig>, log: &Arc<EmbeddedLog>, crash: CrashAt) -> bool {
    let (mut engine, split) = start_split(config, log, crash).await;
    let ended = tokio::select! {
        stopped = engine.stopped() => Some(stopped),
        () = settled(log) => None,
    };
    let rest = engine.shutdown().await;
    if split.hooks().crashed() {
        for result in ended.into_iter().chain([rest]) {
            assert!(
                matches!(result, Ok(()) | Err(EngineError::Bus(BusError::Closed))),
                "{result:?}"
            );
        }
        return false;
    }
    assert!(ended.is_none(), "the engine stopped by itself: {ended:?}");
    rest.expect("a clean stop");
    true
}

async fn fresh(script: &Script) -> (tempfile::TempDir, Arc<EmbeddedLog>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let log = open(&log_path(dir.path())).await;
    journal(&log, &script.entries).await;
    (dir, log)
}

async fn finish(config: &Arc<StudioConfig>, log: &Arc<EmbeddedLog>) -> Published {
    assert!(run_once(config, log, CrashAt::Never).await, "a clean run");
    published(log).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r1_a_crash_between_steps_and_their_outputs_publishes_each_output_once_after_restart() {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 80, 43, 0.08);
    let expected = reference(&config, &script, 8).await;
    for after_steps in [0, 7, 60, 250] {
        let (_dir, log) = fresh(&script).await;
        assert!(
            !run_once(&config, &log, CrashAt::OutputAfterSteps(after_steps)).await,
            "the engine crashed"
        );
        let (odds, ended) = outputs_of_steps(&log).await;
        let published_odds = everything(&log, Topic::Odds).await.len();
        let published_results = everything(&log, Topic::Results).await.len();
        assert!(
            published_odds + published_results < odds + ended,
            "the crash left outputs of stored steps unpublished"
        );
        check_same(&finish(&config, &log).await, &expected);
        log.close().await.expect("closed");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_crashes_at_random_records_of_a_log_without_atomic_batches_publish_what_an_uninterrupted_run_does(
) {
    let config = Arc::new(studio(&TABLES, 3, 15));
    let script = script(&config, 60, 47, 0.08);
    let expected = reference(&config, &script, 8).await;
    let (_dir, log) = fresh(&script).await;
    let mut rng = Rng::new(53);
    let mut crashes = 0;
    // A run ends clean once it has caught up with nothing left to write before its crash point.
    loop {
        let crash = CrashAt::Record(rng.next_u64() % 30);
        let run = run_once(&config, &log, crash);
        let clean = tokio::time::timeout(Duration::from_secs(120), run)
            .await
            .expect("a run ends");
        if clean {
            break;
        }
        crashes += 1;
    }
    println!("{crashes} crashes before a clean run");
    assert!(crashes >= 24, "only {crashes} crashes");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");
}
