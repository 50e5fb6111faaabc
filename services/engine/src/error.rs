//! What can stop the engine from starting or from running.

use livedraw_bus::{BusError, Topic};
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
    /// A topic the engine writes does not have the journal's partition count: the outputs of
    /// journal partition `p` go to partition `p` of every topic, where a restarted or
    /// failed-over engine looks for them.
    #[error("the studio journal has {journal} partitions, the {topic} topic {partitions}")]
    PartitionMismatch {
        /// The topic.
        topic: Topic,
        /// Its partitions.
        partitions: u32,
        /// Journal partitions.
        journal: u32,
    },
    /// The consumer group's ownership of the journal's partitions failed (the log's
    /// [`livedraw_bus::EventLog::own_partitions`] stream ended with an error, or ended).
    #[error("partition ownership: {0}")]
    Ownership(#[source] BusError),
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
    /// An odds or results record names a source that the stored steps of its partition cannot
    /// have caused (another journal partition, a step not stored, or more outputs than the step
    /// has): something else writes the engine's topics.
    #[error("the {topic} topic's partition {partition} has an output of journal entry {journal_offset} that its steps do not explain")]
    UnexpectedOutput {
        /// The topic.
        topic: Topic,
        /// The partition.
        partition: u32,
        /// The journal offset its last records name.
        journal_offset: u64,
    },
    /// The log answered against its own promises (a partition's records missing on read).
    #[error("internal error: {0}")]
    Internal(String),
    /// An engine task ended abnormally (it panicked or was cancelled).
    #[error("an engine task ended abnormally: {0}")]
    Task(String),
}
