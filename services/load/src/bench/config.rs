//! The bench's studio: `tables` floor tables of the chosen games with 1-second rounds, and
//! tables for the ingest burst, each with its own device.

use livedraw_studio::{ConfigError, StudioConfig};
use std::fmt::Write;
use std::path::PathBuf;

/// How long each betting round of a floor table stays open.
pub const ROUND_SECONDS: u64 = 1;

/// One floor table: its id, game and device.
#[derive(Clone, Debug)]
pub struct BenchTable {
    /// The table id.
    pub id: String,
    /// The game's configuration name.
    pub game: String,
    /// The one device that posts for it.
    pub device: String,
}

/// Where the bench's studio keeps its log.
#[derive(Clone, Debug)]
pub enum BenchLog {
    /// The embedded log, in this (temporary) data directory.
    Embedded(PathBuf),
    /// A Kafka cluster; the run's topics and engine group are named with `prefix`, so that
    /// every run starts on empty topics.
    Kafka {
        /// Bootstrap brokers.
        brokers: Vec<String>,
        /// `[topics] prefix`, unique to the run.
        prefix: String,
        /// `[kafka] tail_fetch_wait_ms`, when not the default.
        tail_fetch_wait_ms: Option<u64>,
        /// `[kafka.properties]`.
        properties: Vec<(String, String)>,
    },
}

impl BenchLog {
    /// The studio file's lines for this log.
    fn text(&self) -> String {
        match self {
            BenchLog::Embedded(dir) => format!("data_dir = {:?}\n", dir.display().to_string()),
            BenchLog::Kafka {
                brokers,
                prefix,
                tail_fetch_wait_ms,
                properties,
            } => {
                let mut text = format!(
                    "[log]\nbackend = \"kafka\"\n[kafka]\nbrokers = {brokers:?}\n\
                     engine_group = \"{prefix}engine\"\n"
                );
                if let Some(wait) = tail_fetch_wait_ms {
                    let _ = writeln!(text, "tail_fetch_wait_ms = {wait}");
                }
                let _ = write!(
                    text,
                    "[topics]\nprefix = \"{prefix}\"\n[kafka.properties]\n"
                );
                for (name, value) in properties {
                    // Writing to a String cannot fail.
                    let _ = writeln!(text, "{name:?} = {value:?}");
                }
                text
            }
        }
    }
}

/// `count` floor tables, the games taken in turn.
pub fn floor_tables(count: usize, games: &[String]) -> Vec<BenchTable> {
    (0..count)
        .zip(games.iter().cycle())
        .map(|(index, game)| BenchTable {
            id: format!("{game}-{index:04}"),
            game: game.clone(),
            device: format!("floor-{index:04}"),
        })
        .collect()
}

/// The burst's tables: lotteries with long rounds, whose host presents the balls over and
/// over; each event is journaled and then refused by the rules, changing nothing.
pub fn burst_tables(count: usize) -> Vec<BenchTable> {
    (0..count)
        .map(|index| BenchTable {
            id: format!("burst-{index:04}"),
            game: "lotto5-36".into(),
            device: format!("burst-{index:04}"),
        })
        .collect()
}

/// The studio configuration of `floor` and `burst` tables on `log`.
pub fn studio(
    floor: &[BenchTable],
    burst: &[BenchTable],
    log: &BenchLog,
) -> Result<StudioConfig, ConfigError> {
    let mut text = log.text();
    // Devices never fall silent for the length of a bench; snapshots as in production.
    text.push_str("[engine]\nsnapshot_every = 200\ndevice_silence_seconds = 3600\n");
    for table in floor {
        table_text(&mut text, table, Some(ROUND_SECONDS));
    }
    for table in burst {
        table_text(&mut text, table, None);
    }
    StudioConfig::parse(&text, "livedraw bench")
}

fn table_text(text: &mut String, table: &BenchTable, round_seconds: Option<u64>) {
    let BenchTable { id, game, device } = table;
    // Writing to a String cannot fail.
    let _ = write!(text, "[[tables]]\nid = \"{id}\"\ngame = \"{game}\"\n");
    if let Some(seconds) = round_seconds {
        let _ = writeln!(text, "round_seconds = {seconds}");
    }
    if game.starts_with("lotto") {
        text.push_str("scheduled = false\n");
    }
    let _ = write!(
        text,
        "[[devices]]\nid = \"{device}\"\ntables = [\"{id}\"]\n"
    );
}
