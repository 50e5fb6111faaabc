//! The input: a studio of fast tables over every journal partition, and a journal played by the
//! floor simulator, written to Kafka the way ingest, the supervisor and the clock write it.

use livedraw_bus::{EventLog, NewRecord, Topic, CONTENT_TYPE};
use livedraw_domain::{GameKind, Table, Timestamp};
use livedraw_engine::JOURNAL_ENTRY_CONTENT_TYPE;
use livedraw_protocol::journal::{self, JournalEntry};
use livedraw_protocol::supervisor::Note;
use livedraw_protocol::{DeviceId, TableId};
use livedraw_simulator::{journal_entry, mirror, Floor, Input};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::num::NonZeroU64;

/// Faults the floor injects (holds, corrections, cancellations, pauses included).
const FAULT_RATE: f64 = 0.06;

/// Tables of each game.
pub const TABLES_PER_GAME: usize = 3;

/// The tables (`[[tables]]` of the studio file): three of each live-odds game but lotto 7/42,
/// 2-second rounds, lotteries back to back; 18 tables spread over the 8 partitions. Fail-over
/// does not depend on the game (a partition moves whole), and more tables would only lengthen
/// the slowest tests of the suite: the fixed-payout games are in the end-to-end and kill -9
/// tests instead.
pub fn tables() -> String {
    let mut text = String::new();
    for game in GameKind::ALL
        .into_iter()
        .filter(|g| *g != GameKind::Lotto7Of42 && !g.is_fixed_payout())
    {
        for n in 1..=TABLES_PER_GAME {
            text.push_str(&format!(
                "[[tables]]\nid = \"{}-{n}\"\ngame = \"{}\"\nround_seconds = 2\n",
                game.name(),
                game.name()
            ));
            if game.is_lottery() {
                text.push_str("scheduled = false\n");
            }
        }
    }
    text
}

/// `per_table` entries for each table from `start` on, played by a seeded floor on a mirror of
/// the table, the tables interleaved; the floor's waits for a deadline become clock ticks at it.
pub fn entries(config: &StudioConfig, per_table: usize, start: Timestamp) -> Vec<JournalEntry> {
    let lanes: Vec<Vec<JournalEntry>> = config
        .tables
        .iter()
        .zip(7..)
        .map(|(spec, seed)| {
            let rules = config.table_rules(spec).expect("a valid table");
            let floor = Floor::for_table(&rules.game, seed, start, FAULT_RATE);
            let table = Table::new(rules);
            let id = TableId::new(spec.id.as_str()).expect("a valid id");
            lane(&id, table, floor, per_table, start)
        })
        .collect();
    let longest = lanes.iter().map(Vec::len).max().unwrap_or(0);
    (0..longest)
        .flat_map(|index| {
            lanes
                .iter()
                .filter_map(move |lane| lane.get(index).cloned())
        })
        .collect()
}

fn lane(
    id: &TableId,
    mut table: Table,
    mut floor: Floor,
    count: usize,
    start: Timestamp,
) -> Vec<JournalEntry> {
    let mut input = Input::Tick(start);
    (1..=count as u64)
        .map(|sequence| {
            let answer = mirror(&mut table, &input);
            let entry = entry(id, &input, sequence);
            floor.answered(&input, &answer);
            input = floor.next_input(&table);
            entry
        })
        .collect()
}

fn entry(table: &TableId, input: &Input, sequence: u64) -> JournalEntry {
    let device = DeviceId::new(format!("device-{table}")).expect("a valid id");
    let note = Note::new("as the floor asked").expect("a note");
    let sequence = NonZeroU64::new(sequence).expect("from 1");
    journal_entry(table, &device, sequence, input, &note)
}

/// Appends `entries` to the journal of `log` as ingest would (keyed by table, with the content
/// type), in one batch.
pub async fn append(log: &dyn EventLog, entries: &[JournalEntry]) {
    let records = entries
        .iter()
        .map(|entry| {
            let payload = journal::encode(entry).encode_to_vec();
            let record = NewRecord::new(entry.table.as_str(), payload)
                .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE);
            (Topic::StudioJournal, record)
        })
        .collect();
    log.append_batch(records).await.expect("journaled");
}
