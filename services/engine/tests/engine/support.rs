//! What the engine tests share: a studio, a scripted journal played by the floor simulator on a
//! mirror table, the log, and reading back what the engine wrote.

use livedraw_bus::{
    EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, Record, Topic, TopicsConfig, CONTENT_TYPE,
};
use livedraw_domain::{Decision, Table, TableError, Timestamp};
use livedraw_engine::{ClockMode, Engine, EngineHandle, JOURNAL_ENTRY_CONTENT_TYPE};
use livedraw_protocol::journal::{self, JournalEntry};
use livedraw_protocol::supervisor::Note;
use livedraw_protocol::{draw_event, v1, DeviceId, TableId};
use livedraw_simulator::{apply, journal_entry, Floor, Input};
use livedraw_studio::StudioConfig;
use livedraw_testkit::serve;
pub use livedraw_testkit::serve::log_path;
use livedraw_testkit::sparse::Sparse;
use prost::Message;
use std::collections::BTreeMap;
use std::num::NonZeroU64;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// 2026-01-01T07:00:00Z.
pub const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

/// The seven games, one table each: (table id, game name).
pub const TABLES: [(&str, &str); 7] = [
    ("baccarat-1", "baccarat"),
    ("war-1", "war"),
    ("poker-1", "poker6"),
    ("wheel-1", "wheel"),
    ("dice-1", "dice5"),
    ("lotto536-1", "lotto5-36"),
    ("lotto742-1", "lotto7-42"),
];

/// A studio of `tables`, snapshotting every `snapshot_every` steps; card games' rounds last
/// `round_seconds`. Lotteries draw back to back, so that a short script sees many draws.
pub fn studio(tables: &[(&str, &str)], snapshot_every: u32, round_seconds: u64) -> StudioConfig {
    let mut text =
        format!("[engine]\nsnapshot_every = {snapshot_every}\ndevice_silence_seconds = 10\n");
    for (id, game) in tables {
        text.push_str(&format!(
            "[[tables]]\nid = \"{id}\"\ngame = \"{game}\"\nround_seconds = {round_seconds}\n"
        ));
        if game.starts_with("lotto") {
            text.push_str("scheduled = false\n");
        }
    }
    StudioConfig::parse(&text, "test").expect("a valid studio")
}

/// What the rules answered to one entry.
#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    /// Every decision, the clock's catch-up first.
    pub decisions: Vec<Decision>,
    /// The refusal's code, if the input was refused.
    pub rejection: Option<&'static str>,
}

/// A journal to write, and what a plain table answers to each entry, per table.
pub struct Script {
    /// The entries, tables interleaved, each table's in its own time order.
    pub entries: Vec<JournalEntry>,
    /// Per table, the answers in order.
    pub expected: BTreeMap<String, Vec<Expected>>,
}

/// `per_table` entries for each table of `config`, played by a seeded floor with `fault_rate`.
pub fn script(config: &StudioConfig, per_table: usize, seed: u64, fault_rate: f64) -> Script {
    let mut lanes: Vec<Vec<JournalEntry>> = Vec::new();
    let mut expected = BTreeMap::new();
    for (index, spec) in config.tables.iter().enumerate() {
        let mut table = Table::new(config.table_rules(spec).expect("valid table"));
        let kind = spec.kind().expect("known game");
        let mut floor = Floor::new(kind, seed + index as u64, START, fault_rate);
        let id = TableId::new(spec.id.as_str()).expect("valid id");
        let mut entries = Vec::new();
        let mut answers = Vec::new();
        let mut input = Input::Tick(START);
        for sequence in 1..=per_table as u64 {
            let (decisions, answer) = mirror(&mut table, &input);
            answers.push(Expected {
                decisions: decisions.clone(),
                rejection: answer.as_ref().err().map(TableError::code),
            });
            entries.push(entry(&id, &input, sequence));
            floor.answered(&input, &answer.map(|()| decisions));
            input = floor.next_input(&table);
        }
        lanes.push(entries);
        expected.insert(spec.id.clone(), answers);
    }
    Script {
        entries: interleave(lanes),
        expected,
    }
}

/// The rules as the engine must apply an entry: tick to its time (never backwards), then the
/// input. Written against the plain table, independently of the engine.
fn mirror(table: &mut Table, input: &Input) -> (Vec<Decision>, Result<(), TableError>) {
    let at = table.now().map_or(input.at(), |now| now.max(input.at()));
    let mut decisions = table.tick(at);
    let answer = match input {
        Input::Tick(_) => Ok(Vec::new()),
        timed => apply(table, &timed.arriving_at(at)),
    };
    match answer {
        Ok(more) => {
            decisions.extend(more);
            (decisions, Ok(()))
        }
        Err(error) => (decisions, Err(error)),
    }
}

fn entry(table: &TableId, input: &Input, sequence: u64) -> JournalEntry {
    let device = DeviceId::new("device-1").expect("a valid id");
    let note = Note::new("as the floor asked").expect("a note");
    let sequence = NonZeroU64::new(sequence).expect("from 1");
    journal_entry(table, &device, sequence, input, &note)
}

fn interleave(lanes: Vec<Vec<JournalEntry>>) -> Vec<JournalEntry> {
    let longest = lanes.iter().map(Vec::len).max().unwrap_or(0);
    (0..longest)
        .flat_map(|index| {
            lanes
                .iter()
                .filter_map(move |lane| lane.get(index).cloned())
        })
        .collect()
}

/// Opens the log at `path`.
pub async fn open(path: &Path) -> Arc<EmbeddedLog> {
    serve::open_log(EmbeddedConfig::at(path)).await
}

/// Opens the log at `path` with `partitions` partitions in every topic.
pub async fn open_with_partitions(path: &Path, partitions: u32) -> Arc<EmbeddedLog> {
    let topics = TopicsConfig {
        studio_journal_partitions: partitions,
        draw_events_partitions: partitions,
        odds_partitions: partitions,
        results_partitions: partitions,
        ..TopicsConfig::default()
    };
    let config = EmbeddedConfig {
        topics,
        ..EmbeddedConfig::at(path)
    };
    serve::open_log(config).await
}

/// How the engine sees the log's offsets.
#[derive(Clone, Copy, Debug)]
pub enum Offsets {
    /// As the embedded log numbers them, one after the other.
    Dense,
    /// With a gap after every record, as Kafka may leave them ([`Sparse`]).
    Gapped,
}

/// Starts the engine on `log`.
pub async fn start(
    config: &Arc<StudioConfig>,
    log: &Arc<EmbeddedLog>,
    clock: ClockMode,
) -> EngineHandle {
    start_seeing(config, log, clock, Offsets::Dense).await
}

/// Starts the engine on `log`, seen with `offsets`.
pub async fn start_seeing(
    config: &Arc<StudioConfig>,
    log: &Arc<EmbeddedLog>,
    clock: ClockMode,
    offsets: Offsets,
) -> EngineHandle {
    let log: Arc<dyn EventLog> = match offsets {
        Offsets::Dense => log.clone(),
        Offsets::Gapped => Arc::new(Sparse::new(log.clone())),
    };
    Engine::start(Arc::clone(config), log, clock)
        .await
        .expect("the engine starts")
}

/// Journals `entries` as ingest would, keyed by table.
pub async fn journal(log: &EmbeddedLog, entries: &[JournalEntry]) {
    if entries.is_empty() {
        return;
    }
    let records = entries
        .iter()
        .map(|entry| {
            let record =
                NewRecord::new(entry.table.as_str(), journal::encode(entry).encode_to_vec())
                    .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE);
            (Topic::StudioJournal, record)
        })
        .collect();
    log.append_batch(records).await.expect("journaled");
}

/// Waits until every journal entry has its step.
pub async fn caught_up(log: &EmbeddedLog) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let mut behind = false;
        for partition in 0..log.partitions(Topic::StudioJournal) {
            let journal = log
                .end_offset(Topic::StudioJournal, partition)
                .await
                .expect("end");
            let steps = log
                .end_offset(Topic::DrawEvents, partition)
                .await
                .expect("end");
            assert!(
                steps <= journal,
                "more steps than entries in partition {partition}"
            );
            behind |= steps < journal;
        }
        if !behind {
            return;
        }
        assert!(Instant::now() < deadline, "the engine did not catch up");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// One record as stored, without its offset and append time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Partition.
    pub partition: u32,
    /// Key.
    pub key: Vec<u8>,
    /// Headers, in order.
    pub headers: Vec<(String, Vec<u8>)>,
    /// Payload.
    pub payload: Vec<u8>,
}

/// Every record of `topic`, partition by partition, in offset order.
pub async fn everything(log: &EmbeddedLog, topic: Topic) -> Vec<Stored> {
    let mut stored = Vec::new();
    for partition in 0..log.partitions(topic) {
        let end = log.end_offset(topic, partition).await.expect("end");
        let records = log
            .read(topic, partition, 0, usize::try_from(end).expect("fits"))
            .await
            .expect("read");
        assert_eq!(records.len() as u64, end, "a dense partition");
        stored.extend(records.into_iter().map(|record| {
            Stored {
                partition,
                key: record.key,
                headers: record
                    .headers
                    .into_iter()
                    .map(|header| (header.name, header.value))
                    .collect(),
                payload: record.payload,
            }
        }));
    }
    stored
}

/// Every step of partition `partition`, in order.
pub async fn steps(log: &EmbeddedLog, partition: u32) -> Vec<v1::EngineStep> {
    every_record(log, Topic::DrawEvents, partition)
        .await
        .iter()
        .map(|record| v1::EngineStep::decode(record.payload.as_slice()).expect("a step"))
        .collect()
}

/// Every journal entry of partition `partition`, in order.
pub async fn journal_entries(log: &EmbeddedLog, partition: u32) -> Vec<JournalEntry> {
    every_record(log, Topic::StudioJournal, partition)
        .await
        .iter()
        .map(|record| {
            let wire = v1::JournalEntry::decode(record.payload.as_slice()).expect("an entry");
            journal::decode(wire).expect("a valid entry")
        })
        .collect()
}

/// Every record of `partition` of `topic`, in order.
async fn every_record(log: &EmbeddedLog, topic: Topic, partition: u32) -> Vec<Record> {
    let end = log.end_offset(topic, partition).await.expect("end");
    log.read(topic, partition, 0, usize::try_from(end).expect("fits"))
        .await
        .expect("read")
}

/// The domain decisions of a step.
pub fn decisions(step: &v1::EngineStep) -> Vec<Decision> {
    step.decisions
        .iter()
        .map(|event| {
            draw_event::decode(event.clone())
                .expect("a draw event")
                .decision
        })
        .collect()
}

/// The three topics the engine writes: draw events, odds, results.
pub type Published = [Vec<Stored>; 3];

/// Every record of the three topics the engine writes.
pub async fn published(log: &EmbeddedLog) -> Published {
    [
        everything(log, Topic::DrawEvents).await,
        everything(log, Topic::Odds).await,
        everything(log, Topic::Results).await,
    ]
}

/// The same records in the same partitions, in the same order, with the same headers.
pub fn check_same(got: &Published, reference: &Published) {
    for (topic, (got, want)) in ["draw events", "odds", "results"]
        .iter()
        .zip(got.iter().zip(reference))
    {
        assert_eq!(got.len(), want.len(), "{topic}: as many records");
        for (index, (got, want)) in got.iter().zip(want).enumerate() {
            assert_eq!(got, want, "{topic}: record {index} differs");
        }
    }
}

/// What an engine on the embedded log (atomic batches) publishes for `script`, run without
/// interruption on a log with `partitions` partitions.
pub async fn reference(config: &Arc<StudioConfig>, script: &Script, partitions: u32) -> Published {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let log = open_with_partitions(&log_path(dir.path()), partitions).await;
    journal(&log, &script.entries).await;
    let engine = start(config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");
    let published = published(&log).await;
    log.close().await.expect("closed");
    published
}

/// Odds sets and results (each draw's end and each correction) the stored steps caused, over
/// every partition.
pub async fn outputs_of_steps(log: &EmbeddedLog) -> (usize, usize) {
    let mut odds = 0;
    let mut ended = 0;
    for partition in 0..log.partitions(Topic::DrawEvents) {
        for step in steps(log, partition).await {
            odds += step.odds.len();
            ended += decisions(&step)
                .iter()
                .filter(|decision| {
                    matches!(
                        decision,
                        Decision::DrawSettled { .. }
                            | Decision::DrawCancelled { .. }
                            | Decision::DrawCorrected { .. }
                    )
                })
                .count();
        }
    }
    (odds, ended)
}
