//! What can stop the engine from starting or from running.

use livedraw_bus::BusError;
use livedraw_odds::OddsError;
use livedraw_studio::ConfigError;
use thiserror::Error;

/// Why the engine cannot start, or why one of its tasks stopped.
#[derive(Debug, Error)]
pub enum EngineError {
    /// A table of the studio configuration has no valid rules configuration.
    #[error("table {table}: {source}")]
    Table {
        /// The table id.
        table: String,
        /// What is wrong with it.
        #[source]
        source: ConfigError,
    },
    /// The studio's pricing cannot be turned into the odds crate's configuration.
    #[error("pricing configuration: {0}")]
    Pricing(#[from] OddsError),
    /// The event log failed in a way retrying cannot fix.
    #[error("event log: {0}")]
    Bus(#[from] BusError),
    /// The journal and the draw events do not have the same partition count, so a step cannot
    /// name the journal partition it came from by its own partition.
    #[error("the studio journal has {journal} partitions, the draw events {draw_events}")]
    PartitionMismatch {
        /// Journal partitions.
        journal: u32,
        /// Draw-events partitions.
        draw_events: u32,
    },
    /// A draw-events record is not an engine step: the system of record cannot be trusted.
    #[error("draw-events record {partition}@{offset} is not an engine step: {source}")]
    CorruptStep {
        /// Its partition.
        partition: u32,
        /// Its offset.
        offset: u64,
        /// Why it does not decode.
        #[source]
        source: prost::DecodeError,
    },
    /// A table snapshot in the draw events cannot be read back.
    #[error("the snapshot of table {table} in draw-events {partition}@{offset} cannot be read: {source}")]
    CorruptSnapshot {
        /// The table.
        table: String,
        /// Its partition.
        partition: u32,
        /// Its offset.
        offset: u64,
        /// Why.
        #[source]
        source: serde_json::Error,
    },
    /// Re-applying a journal entry on restart gave another step than the one stored: the rules
    /// are not the ones that wrote the log, and going on would publish a different history.
    #[error(
        "replaying studio-journal {partition}@{offset} gave a different step than the one stored"
    )]
    Diverged {
        /// The journal partition.
        partition: u32,
        /// The entry's offset.
        offset: u64,
    },
    /// The stored steps name a journal offset that the journal does not have.
    #[error("the draw events of partition {partition} go up to journal offset {offset}, past the journal's end")]
    JournalBehind {
        /// The partition.
        partition: u32,
        /// The last offset a step names.
        offset: u64,
    },
    /// The log answered against its own promises (a partition's records missing on read).
    #[error("internal error: {0}")]
    Internal(String),
    /// An engine task ended abnormally (it panicked or was cancelled).
    #[error("an engine task ended abnormally: {0}")]
    Task(String),
}
