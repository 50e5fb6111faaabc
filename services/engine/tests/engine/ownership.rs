//! R10 with partition ownership: a partition taken from an engine and given back (resumed from
//! its parked tables), or given to another engine sharing the log (rebuilt), goes on where its
//! last owner stopped; the draw events, odds and results are those of one engine that ran alone
//! without interruption.

use crate::split_log::{self, CrashAt, Owner, SplitLog};
use crate::support::{
    check_same, journal, log_path, open_with_partitions, published, reference, script, studio,
    Script, TABLES,
};
use livedraw_bus::{
    partition_for_key, BusError, EmbeddedLog, EventLog, Tenure, TenureKeeper, Topic,
};
use livedraw_engine::{ClockMode, Engine, EngineError, EngineHandle};
use livedraw_studio::StudioConfig;
use livedraw_testkit::tenures::SwitchedTenures;
use std::sync::Arc;
use std::time::{Duration, Instant};

const PARTITIONS: u32 = 4;

/// An engine on `log` whose partitions the test gives, through a log without atomic batches
/// crashing at `crash`.
async fn start_owned(
    config: &Arc<StudioConfig>,
    log: &Arc<EmbeddedLog>,
    crash: CrashAt,
) -> (EngineHandle, Owner, Arc<SplitLog>) {
    let (split, owner) = split_log::owned_by_test(log, crash);
    let shared: Arc<dyn EventLog> = split.clone();
    let engine = Engine::start(Arc::clone(config), shared, ClockMode::Journal)
        .await
        .expect("the engine starts");
    (engine, owner, split)
}

/// Steps stored and journal entries, per partition.
async fn progress(log: &EmbeddedLog) -> Vec<(u64, u64)> {
    let mut ends = Vec::new();
    for partition in 0..PARTITIONS {
        let steps = log
            .end_offset(Topic::DrawEvents, partition)
            .await
            .expect("end");
        let entries = log
            .end_offset(Topic::StudioJournal, partition)
            .await
            .expect("end");
        ends.push((steps, entries));
    }
    ends
}

/// The end of every topic the engine writes, in `partitions`.
async fn written(log: &EmbeddedLog, partitions: &[u32]) -> Vec<u64> {
    let mut ends = Vec::new();
    for &partition in partitions {
        for topic in [Topic::DrawEvents, Topic::Odds, Topic::Results] {
            ends.push(log.end_offset(topic, partition).await.expect("end"));
        }
    }
    ends
}

/// Waits until `partitions` have a step for every journal entry.
async fn caught_up_in(log: &EmbeddedLog, partitions: &[u32]) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let ends = progress(log).await;
        let behind = partitions.iter().any(|&partition| {
            let (steps, entries) = ends[partition as usize];
            steps < entries
        });
        if !behind {
            return;
        }
        assert!(Instant::now() < deadline, "the partitions did not catch up");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until one of `partitions` has a step.
async fn mid_way(log: &EmbeddedLog, partitions: &[u32]) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        for &partition in partitions {
            if log
                .end_offset(Topic::DrawEvents, partition)
                .await
                .expect("end")
                > 0
            {
                return;
            }
        }
        assert!(Instant::now() < deadline, "no step");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

fn check_tables_in_every_partition(log: &EmbeddedLog) {
    for partition in 0..PARTITIONS {
        let tables = TABLES
            .iter()
            .filter(|(id, _)| {
                partition_for_key(id.as_bytes(), log.partitions(Topic::StudioJournal)) == partition
            })
            .count();
        assert!(tables > 0, "partition {partition} has no table");
    }
}

async fn fresh(script: &Script) -> (tempfile::TempDir, Arc<EmbeddedLog>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let log = open_with_partitions(&log_path(dir.path()), PARTITIONS).await;
    check_tables_in_every_partition(&log);
    journal(&log, &script.entries).await;
    (dir, log)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_partitions_revoked_mid_run_and_assigned_again_go_on_without_gap_or_duplicate() {
    let config = Arc::new(studio(&TABLES, 5, 15));
    // Long enough that the revocation lands mid-run: with 120 entries per table an idle
    // machine stepped whole partitions (64 steps a commit) before the revocation reached the
    // engine (seen in CI).
    let script = script(&config, 600, 59, 0.08);
    let expected = reference(&config, &script, PARTITIONS).await;
    let (_dir, log) = fresh(&script).await;

    let (engine, owner, _split) = start_owned(&config, &log, CrashAt::Never).await;
    owner.assign(&[0, 1, 2, 3]);
    mid_way(&log, &[2, 3]).await;
    owner.revoke(&[2, 3]).await;
    let at_release = written(&log, &[2, 3]).await;
    caught_up_in(&log, &[0, 1]).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        written(&log, &[2, 3]).await,
        at_release,
        "nothing written for revoked partitions after their release"
    );
    let ends = progress(&log).await;
    assert!(
        ends[2].0 < ends[2].1 || ends[3].0 < ends[3].1,
        "the revocation came after the work: {ends:?}"
    );

    owner.assign(&[2, 3]);
    caught_up_in(&log, &[0, 1, 2, 3]).await;
    engine.shutdown().await.expect("a clean stop");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");
}

/// A partition whose tenure ended (on Kafka: another engine renewed its lease, or this one's
/// renewals lapsed) is written for no more, though the group still assigns it; once the tenure
/// begins again it is rebuilt from the log and goes on without gap or duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_a_partition_whose_tenure_ended_is_written_no_more_until_it_begins_again() {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 600, 83, 0.08);
    let expected = reference(&config, &script, PARTITIONS).await;
    let (_dir, log) = fresh(&script).await;

    let (engine, owner, _split) = start_owned(&config, &log, CrashAt::Never).await;
    let tenures = Arc::new(SwitchedTenures::default());
    owner.assign_with(
        &[0, 1, 2, 3],
        Tenure::kept_by(Arc::clone(&tenures) as Arc<dyn TenureKeeper>),
    );
    mid_way(&log, &[2, 3]).await;
    tenures.end(&[2, 3]);
    // An append checked just before the end may still land.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let at_end = written(&log, &[2, 3]).await;
    caught_up_in(&log, &[0, 1]).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        written(&log, &[2, 3]).await,
        at_end,
        "nothing written for partitions whose tenure ended"
    );
    let ends = progress(&log).await;
    assert!(
        ends[2].0 < ends[2].1 || ends[3].0 < ends[3].1,
        "the tenure ended after the work: {ends:?}"
    );

    tenures.begin_again(&[2, 3]);
    caught_up_in(&log, &[0, 1, 2, 3]).await;
    engine.shutdown().await.expect("a clean stop");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");
}

/// A revoked partition's tables are parked, and resumed when it comes back unstepped (the test
/// above); but one that another engine stepped meanwhile is rebuilt from the log: the parked
/// tables are out of date, and resuming them would repeat or contradict the other's steps.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_a_partition_given_back_after_another_engine_stepped_it_is_rebuilt_not_resumed_as_parked(
) {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 600, 71, 0.08);
    let expected = reference(&config, &script, PARTITIONS).await;
    let (_dir, log) = fresh(&script).await;
    let (first, first_owner, _) = start_owned(&config, &log, CrashAt::Never).await;
    let (second, second_owner, _) = start_owned(&config, &log, CrashAt::Never).await;
    first_owner.assign(&[0, 1, 2, 3]);
    mid_way(&log, &[2, 3]).await;
    first_owner.revoke(&[2, 3]).await;
    let at_release = written(&log, &[2, 3]).await;
    second_owner.assign(&[2, 3]);
    let deadline = Instant::now() + Duration::from_secs(120);
    while written(&log, &[2, 3]).await == at_release {
        assert!(
            Instant::now() < deadline,
            "the second engine stepped nothing"
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    second_owner.revoke(&[2, 3]).await;
    first_owner.assign(&[2, 3]);
    caught_up_in(&log, &[0, 1, 2, 3]).await;
    first.shutdown().await.expect("a clean stop");
    second.shutdown().await.expect("a clean stop");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_two_engines_share_the_tables_and_one_takes_over_the_partitions_of_the_other_when_it_dies(
) {
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 120, 61, 0.08);
    let expected = reference(&config, &script, PARTITIONS).await;

    // Together, without a hand-over.
    let (_dir, log) = fresh(&script).await;
    let (first, first_owner, _) = start_owned(&config, &log, CrashAt::Never).await;
    let (second, second_owner, _) = start_owned(&config, &log, CrashAt::Never).await;
    first_owner.assign(&[0, 1]);
    second_owner.assign(&[2, 3]);
    caught_up_in(&log, &[0, 1, 2, 3]).await;
    first.shutdown().await.expect("a clean stop");
    second.shutdown().await.expect("a clean stop");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");

    // The second dies mid-run (wherever its crash point falls: between steps, between a
    // commit's steps and its outputs, among its outputs); the first takes its partitions.
    let mut handed_over_mid_way = 0;
    for crash_at in [3, 40, 101, 257] {
        let (_dir, log) = fresh(&script).await;
        let (first, first_owner, _) = start_owned(&config, &log, CrashAt::Never).await;
        let (mut second, second_owner, split) =
            start_owned(&config, &log, CrashAt::Record(crash_at)).await;
        first_owner.assign(&[0, 1]);
        second_owner.assign(&[2, 3]);
        let stopped = tokio::time::timeout(Duration::from_secs(120), second.stopped())
            .await
            .expect("the second engine crashed");
        assert!(split.hooks().crashed());
        assert!(
            matches!(stopped, Err(EngineError::Bus(BusError::Closed))),
            "{stopped:?}"
        );
        let rest = second.shutdown().await;
        assert!(
            matches!(rest, Ok(()) | Err(EngineError::Bus(BusError::Closed))),
            "{rest:?}"
        );
        let ends = progress(&log).await;
        handed_over_mid_way += usize::from(ends[2].0 < ends[2].1 || ends[3].0 < ends[3].1);

        first_owner.assign(&[2, 3]);
        caught_up_in(&log, &[0, 1, 2, 3]).await;
        first.shutdown().await.expect("a clean stop");
        check_same(&published(&log).await, &expected);
        log.close().await.expect("closed");
    }
    assert!(handed_over_mid_way > 0, "every crash came after the work");
}

/// A broker outage on Kafka: the engine's commits and reads are refused, the group's session
/// expires and revokes every partition, and the group gives them back while the log still
/// refuses. Nothing stops the engine: the revoked partitions are released with their commit
/// unstored, the assigned ones wait to be rebuilt, and once the log answers they go on where
/// the stored steps end, as one engine running without interruption.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_partitions_revoked_and_assigned_again_during_a_log_outage_go_on_once_it_ends() {
    const ALL: [u32; 4] = [0, 1, 2, 3];
    let config = Arc::new(studio(&TABLES, 5, 15));
    let script = script(&config, 120, 67, 0.08);
    let expected = reference(&config, &script, PARTITIONS).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let log = open_with_partitions(&log_path(dir.path()), PARTITIONS).await;
    let (before, during) = script.entries.split_at(script.entries.len() / 2);
    journal(&log, before).await;

    let (mut engine, owner, split) = start_owned(&config, &log, CrashAt::Never).await;
    owner.assign(&ALL);
    caught_up_in(&log, &ALL).await;
    split.hooks().set_down(true);
    // An append handed to the log just before it went down still lands: count from when the
    // records stop moving.
    let at_outage = settled(&log, &ALL).await;
    // Entries the engine's subscriptions had fetched before the outage: it applies them and
    // cannot store their steps.
    journal(&log, during).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    owner.revoke(&ALL).await;
    owner.assign(&ALL);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        tokio::time::timeout(Duration::from_millis(100), engine.stopped())
            .await
            .is_err(),
        "the engine stopped during the outage"
    );
    assert_eq!(
        written(&log, &ALL).await,
        at_outage,
        "nothing written while the log is down"
    );

    split.hooks().set_down(false);
    caught_up_in(&log, &ALL).await;
    engine.shutdown().await.expect("a clean stop");
    check_same(&published(&log).await, &expected);
    log.close().await.expect("closed");
}

/// What [`written`] counts once two counts 100 ms apart agree (within 5 s: a log that went on
/// taking records for longer fails the test's next check).
async fn settled(log: &EmbeddedLog, partitions: &[u32]) -> Vec<u64> {
    let mut last = written(log, partitions).await;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = written(log, partitions).await;
        if now == last {
            break;
        }
        last = now;
    }
    last
}
