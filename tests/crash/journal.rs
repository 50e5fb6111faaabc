//! The input of both runs: a studio of fast tables and a journal played by the floor simulator,
//! written to a log the way ingest, the supervisor and the clock would write it.

use crate::log::LogPlace;
use livedraw_bus::{NewRecord, Topic, CONTENT_TYPE};
use livedraw_domain::{SupervisorCommand, Table, Timestamp};
use livedraw_engine::JOURNAL_ENTRY_CONTENT_TYPE;
use livedraw_protocol::journal::{self, JournalEntry, JournalInput};
use livedraw_protocol::supervisor::Note;
use livedraw_protocol::{DeviceId, TableId};
use livedraw_simulator::{journal_entry, mirror, Floor, Input};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::num::NonZeroU64;

/// 2026-01-01T07:00:00Z.
const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

/// Faults the floor injects (holds, corrections, cancellations, pauses included).
const FAULT_RATE: f64 = 0.06;

/// The studio: one table of each live-odds game but lotto 7/42, blackjack, Bulldog and Three
/// Card Poker in seats (their seat holders' decisions journaled like the floor's events), and
/// the common-hand games (Three Card Poker, Red Dog, Triple Bet Poker, Oasis Stud, the four
/// hold'em games: their windows' values published with the odds), 2-second rounds and
/// windows, lotteries back to back, small snapshot intervals so that restarts rebuild from
/// snapshots and replay a few entries.
/// Blackjack's betting round is not priced: its 200-odd rounds in 3,000 entries, each step
/// waiting a fifth of a second or more for its prices in the test build, would make the
/// engine's catch-up a measure of that pricing's speed rather than of what a kill loses.
pub const STUDIO: &str = r#"
[engine]
snapshot_every = 25
device_silence_seconds = 10

[pricing]
margin = 0.05
floor = 0.001
blackjack_rounds = false

[[tables]]
id = "baccarat-1"
game = "baccarat"
round_seconds = 2

[[tables]]
id = "war-1"
game = "war"
round_seconds = 2

[[tables]]
id = "poker-1"
game = "poker6"
round_seconds = 2

[[tables]]
id = "wheel-1"
game = "wheel"
round_seconds = 2

[[tables]]
id = "dice-1"
game = "dice5"
round_seconds = 2

[[tables]]
id = "lotto-1"
game = "lotto5-36"
round_seconds = 2
scheduled = false

[[tables]]
id = "blackjack-1"
game = "blackjack"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "three-card-poker-1"
game = "three-card-poker"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "three-card-poker-2"
game = "three-card-poker"
seating = "seats"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "red-dog-1"
game = "red-dog"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "bulldog-1"
game = "bulldog"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "triple-bet-poker-1"
game = "triple-bet-poker"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "oasis-stud-1"
game = "oasis-stud"
version = "a"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "ultimate-holdem-1"
game = "ultimate-holdem"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "holdem-bonus-1"
game = "holdem-bonus"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "dynamic-poker-1"
game = "dynamic-poker"
round_seconds = 2
decision_window_seconds = 2

[[tables]]
id = "riverside-poker-1"
game = "riverside-poker"
round_seconds = 2
decision_window_seconds = 2
"#;

/// The studio configuration.
pub fn studio() -> StudioConfig {
    StudioConfig::parse(STUDIO, "crash test").expect("a valid studio")
}

/// `per_table` entries for each table, played by a seeded floor on a mirror of the table, the
/// tables interleaved; the floor's waits for a deadline become clock ticks at that deadline.
pub fn entries(config: &StudioConfig, per_table: usize, seed: u64) -> Vec<JournalEntry> {
    let lanes: Vec<Vec<JournalEntry>> = config
        .tables
        .iter()
        .zip(seed..)
        .map(|(spec, seed)| {
            let rules = config.table_rules(spec).expect("a valid table");
            let floor = Floor::for_table(&rules.game, seed, START, FAULT_RATE);
            let table = Table::new(rules);
            let id = TableId::new(spec.id.as_str()).expect("a valid id");
            lane(&id, table, floor, per_table)
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

fn lane(id: &TableId, mut table: Table, mut floor: Floor, count: usize) -> Vec<JournalEntry> {
    let mut input = Input::Tick(START);
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
    let device = DeviceId::new("device-1").expect("a valid id");
    let note = Note::new("as the floor asked").expect("a note");
    let sequence = NonZeroU64::new(sequence).expect("from 1");
    journal_entry(table, &device, sequence, input, &note)
}

/// How many of `entries` are supervisors' corrections of settled draws.
pub fn corrections(entries: &[JournalEntry]) -> usize {
    entries
        .iter()
        .filter(|entry| {
            matches!(&entry.input, JournalInput::Supervisor(action)
                if matches!(action.request.command, SupervisorCommand::CorrectResult { .. }))
        })
        .count()
}

/// Writes `entries` to a new log at `place`, as ingest would (keyed by table, with the content
/// type), in batches.
pub async fn write(place: &LogPlace, entries: &[JournalEntry]) {
    let opened = place.open().await;
    let log = opened.shared();
    for chunk in entries.chunks(500) {
        let records = chunk
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
    opened.close().await;
}
