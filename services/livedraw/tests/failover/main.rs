//! Fail-over between engine instances on a real Kafka-protocol broker (R10).
//!
//! Two `livedraw run --services engine` processes share one consumer group on the studio journal
//! of a tansu broker. The test process plays ingest: it journals a floor-simulated journal of 18
//! tables (every journal partition has tables) at a steady pace. Once each instance owns
//! partitions and has written steps in them, one is killed with SIGKILL: the first instance,
//! which formed the group and leads it, or the second (tansu takes a different path for each).
//! Its partitions go to the other, which rebuilds them from the log and carries on: on Apache
//! Kafka through the rebalance after the session timeout; on tansu 0.6, which leaves them without
//! an owner, through the partition leases of the Kafka backend (docs/kafka.md). When the journal
//! is all stepped, everything the two instances published is compared, record by record and
//! partition by partition, with an uninterrupted run of the same journal (the engine in this
//! process on an embedded log): no gap, nothing twice, nothing different.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod engines;
mod journal;
mod published;

use engines::EngineProcess;
use livedraw_bus::{
    EmbeddedConfig, EmbeddedLog, EventLog, KafkaLog, NewRecord, Topic, TopicsConfig,
};
use livedraw_domain::Timestamp;
use livedraw_engine::{ClockMode, Engine};
use livedraw_studio::StudioConfig;
use livedraw_test_broker::TestBroker;
use published::{caught_up, ends, everything, TOPICS};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Journal entries per table.
const PER_TABLE: usize = 1_000;
/// Entries journaled before the engines start (every table has some).
const FIRST: usize = 1_000;
/// The feed's pace: this many entries every [`FEED_EVERY`].
const CHUNK: usize = 100;
const FEED_EVERY: Duration = Duration::from_millis(125);
/// How long a silent member keeps its partitions (librdkafka's default is 45 s). Not shorter:
/// tansu, busy with the survivor's rebuild on a loaded machine, has answered heartbeats 18 s
/// late; the live member it then expires rebuilds every partition again (or, with tansu's
/// stale leader, loses the group for good: docs/kafka.md).
const SESSION_TIMEOUT_MS: u64 = 30_000;
/// The longest wait for any one stage.
const STAGE: Duration = Duration::from_secs(150);

fn studio_text(data_dir: &Path, bootstrap: &str) -> String {
    format!(
        "data_dir = \"{}\"\n\
         [listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\nfeed = \"127.0.0.1:0\"\n\
         [security]\nplaintext = true\n\
         [engine]\nsnapshot_every = 25\ndevice_silence_seconds = 10\n\
         [log]\nbackend = \"kafka\"\n\
         [topics]\nprefix = \"failover.\"\n\
         [kafka]\nbrokers = [\"{bootstrap}\"]\nengine_group = \"failover-engines\"\n\
         client_id = \"failover-test\"\nrevoke_timeout_ms = 10000\n\
         [kafka.properties]\n\"session.timeout.ms\" = \"{SESSION_TIMEOUT_MS}\"\n\
         \"heartbeat.interval.ms\" = \"1000\"\n\
         {}",
        data_dir.display(),
        journal::tables()
    )
}

/// An hour from now: the tables' deadlines stay in the future while the test runs, so the live
/// clocks of the instances tick nothing and the journal is exactly what the test wrote plus the
/// configuration the first instance journals at its start.
fn an_hour_from_now() -> Timestamp {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    Timestamp::from_millis(i64::try_from(now.as_millis()).unwrap() + 3_600_000)
}

/// Waits until `done` holds, checking every 50 ms, at most [`STAGE`].
async fn until(what: &str, mut done: impl AsyncFnMut() -> bool) -> Duration {
    let began = Instant::now();
    while !done().await {
        assert!(began.elapsed() < STAGE, "waited {STAGE:?} for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    began.elapsed()
}

/// The two tests take turns: each runs a broker, two engine processes and a reference run, and
/// a loaded broker answers heartbeats late.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Which instance the test kills.
#[derive(Clone, Copy, Debug)]
enum Victim {
    /// The instance started first: it formed the group and is its leader.
    First,
    /// The instance started second, a follower.
    Second,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_the_killed_group_leader_s_partitions_move_to_the_other_instance_without_gap_or_duplicate(
) {
    fail_over(Victim::First).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r10_a_killed_follower_s_partitions_move_to_the_other_instance_without_gap_or_duplicate() {
    fail_over(Victim::Second).await;
}

/// Starts two instances, kills `victim` mid-draw, and checks the survivor's take-over and
/// everything published against an uninterrupted run.
async fn fail_over(victim: Victim) {
    let _turn = ONE_AT_A_TIME.lock().await;
    let broker = TestBroker::start().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("studio.toml");
    let text = studio_text(dir.path(), &broker.bootstrap());
    std::fs::write(&path, &text).unwrap();
    let config = StudioConfig::parse(&text, "failover").unwrap();
    let partitions = config.topics.studio_journal_partitions;
    let every: BTreeSet<u32> = (0..partitions).collect();
    let covered: BTreeSet<u32> = config
        .tables
        .iter()
        .map(|t| livedraw_bus::partition_for_key(t.id.as_bytes(), partitions))
        .collect();
    assert_eq!(covered, every, "every partition has tables");

    let log = Arc::new(
        KafkaLog::open(config.kafka.clone(), config.topics.clone())
            .await
            .unwrap(),
    );
    let entries = Arc::new(journal::entries(&config, PER_TABLE, an_hour_from_now()));
    for chunk in entries[..FIRST].chunks(500) {
        journal::append(log.as_ref(), chunk).await;
    }

    // The first instance owns everything until the second joins and the group splits them.
    let began = Instant::now();
    let first = EngineProcess::start("first", &path, dir.path());
    until("the first instance's partitions", async || {
        first.owned() == every
    })
    .await;
    let second = EngineProcess::start("second", &path, dir.path());

    let fed = Arc::new(AtomicUsize::new(FIRST));
    let feeder = tokio::spawn(feed(log.clone(), entries.clone(), fed.clone()));

    let split = until("the group to split the partitions", async || {
        let (a, b) = (first.owned(), second.owned());
        !a.is_empty() && !b.is_empty() && a.is_disjoint(&b) && &a | &b == every
    })
    .await;
    let owned = (first.owned(), second.owned());
    let at_split = ends(log.as_ref(), Topic::DrawEvents).await;
    until("both instances to write steps", async || {
        let now = ends(log.as_ref(), Topic::DrawEvents).await;
        let moved = |owned: &BTreeSet<u32>| {
            owned
                .iter()
                .any(|&p| now[p as usize] > at_split[p as usize])
        };
        moved(&owned.0) && moved(&owned.1)
    })
    .await;
    let (mut survivor, mut killed, owned_by_survivor, owned_by_killed) = match victim {
        Victim::First => (second, first, owned.1, owned.0),
        Victim::Second => (first, second, owned.0, owned.1),
    };

    // Mid-draw: the feed goes on, both write.
    let at_kill = ends(log.as_ref(), Topic::DrawEvents).await;
    let journal_at_kill = ends(log.as_ref(), Topic::StudioJournal).await;
    let left = entries.len() - fed.load(Ordering::SeqCst);
    assert!(left > 0, "the feed ended before the kill");
    assert!(survivor.running() && killed.running());
    killed.kill();

    let handed_over = Instant::now();
    while survivor.owned() != every {
        assert!(
            handed_over.elapsed() < STAGE,
            "the survivor owns {:?} {STAGE:?} after the kill:\n{}",
            survivor.owned(),
            survivor.log_text()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let handed_over = handed_over.elapsed();
    let resumed = until("a step in a partition of the killed instance", async || {
        let now = ends(log.as_ref(), Topic::DrawEvents).await;
        owned_by_killed
            .iter()
            .any(|&p| now[p as usize] > at_kill[p as usize])
    })
    .await;
    let resumed = resumed + handed_over;
    feeder.await.unwrap();
    until("the survivor to step the whole journal", async || {
        caught_up(log.as_ref()).await
    })
    .await;
    assert!(
        survivor.running(),
        "the survivor failed:\n{}",
        survivor.log_text()
    );
    survivor.kill();
    let took = began.elapsed();

    let journal_ends = ends(log.as_ref(), Topic::StudioJournal).await;
    let mut got = Vec::new();
    for (topic, _) in TOPICS {
        got.push(everything(log.as_ref(), topic).await);
    }
    let referenced = Instant::now();
    let expected = reference(&config, log.as_ref(), dir.path()).await;
    let referenced = referenced.elapsed();
    log.close().await.unwrap();

    println!(
        "{} journal entries ({} from the test); group split after {split:?}: survivor \
         {owned_by_survivor:?}, {victim:?} {owned_by_killed:?}; killed the {victim:?} with {left} \
         entries still to journal (steps \
         {at_kill:?} of journal {journal_at_kill:?}); the survivor owned every partition \
         {handed_over:?} after the kill and stepped a taken-over partition after {resumed:?}; \
         whole run {took:?} (the uninterrupted run then took {referenced:?}); {} draw events, {} odds sets, {} results",
        journal_ends.iter().sum::<u64>(),
        entries.len(),
        got[0].len(),
        got[1].len(),
        got[2].len(),
    );
    published::check_steps_follow_the_journal(&got[0], &journal_ends);
    for ((got, want), (_, name)) in got.iter().zip(&expected).zip(TOPICS) {
        published::check_same(got, want, name);
    }
    assert!(got[2].len() > 100, "too few results to show anything");
}

/// Journals the rest of `entries` at the feed's pace, counting what is journaled in `fed`.
async fn feed(
    log: Arc<KafkaLog>,
    entries: Arc<Vec<livedraw_protocol::journal::JournalEntry>>,
    fed: Arc<AtomicUsize>,
) {
    for chunk in entries[FIRST..].chunks(CHUNK) {
        journal::append(log.as_ref(), chunk).await;
        fed.fetch_add(chunk.len(), Ordering::SeqCst);
        tokio::time::sleep(FEED_EVERY).await;
    }
}

/// The uninterrupted run: the final Kafka journal copied record for record (same partitions,
/// same offsets) to an embedded log, stepped by the engine in this process on the journal
/// clock; what it published, topic by topic.
async fn reference(
    config: &StudioConfig,
    kafka: &KafkaLog,
    dir: &Path,
) -> Vec<Vec<published::Stored>> {
    let embedded = Arc::new(
        EmbeddedLog::open(EmbeddedConfig {
            topics: TopicsConfig::default(),
            ..EmbeddedConfig::at(dir.join("reference.db"))
        })
        .await
        .unwrap(),
    );
    for partition in 0..kafka.partitions(Topic::StudioJournal) {
        let end = kafka
            .end_offset(Topic::StudioJournal, partition)
            .await
            .unwrap();
        let mut next = 0;
        while next < end {
            let records = kafka
                .read(Topic::StudioJournal, partition, next, 2_048)
                .await
                .unwrap();
            next = records.last().unwrap().offset + 1;
            let copies = records
                .into_iter()
                .map(|record| {
                    let mut copy = NewRecord::new(record.key, record.payload);
                    copy.partition = Some(partition);
                    for header in record.headers {
                        copy = copy.with_header(&header.name, header.value);
                    }
                    (Topic::StudioJournal, copy)
                })
                .collect();
            embedded.append_batch(copies).await.unwrap();
        }
    }
    let shared: Arc<dyn EventLog> = embedded.clone();
    let engine = Engine::start(Arc::new(config.clone()), shared, ClockMode::Journal)
        .await
        .unwrap();
    until("the reference run", async || {
        caught_up(embedded.as_ref()).await
    })
    .await;
    engine.shutdown().await.unwrap();
    let mut all = Vec::new();
    for (topic, _) in TOPICS {
        all.push(everything(embedded.as_ref(), topic).await);
    }
    embedded.close().await.unwrap();
    all
}
