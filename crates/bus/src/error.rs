//! Why the log refused or failed an operation.

use crate::topic::Topic;
use std::path::PathBuf;
use std::sync::Arc;
use thiserror::Error;

/// An operation on the log failed. A failed append wrote nothing and acknowledged nothing.
///
/// Cloneable because one failed group commit answers every append that was part of it.
#[derive(Clone, Debug, Error)]
pub enum BusError {
    /// The underlying store failed (I/O error, corruption reported by the store, ...).
    #[error("storage error: {0}")]
    Storage(#[source] Arc<rusqlite::Error>),
    /// The store is out of space (disk full, or the configured size cap reached).
    #[error("storage full: {0}")]
    StorageFull(#[source] Arc<rusqlite::Error>),
    /// A file-system operation around the store failed (creating its directory).
    #[error("i/o error on {path}: {source}")]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The cause.
        #[source]
        source: Arc<std::io::Error>,
    },
    /// The log has been closed (or its writer has stopped).
    #[error("the event log is closed")]
    Closed,
    /// The partition does not exist in this topic.
    #[error("topic {topic} has {partitions} partitions, there is no partition {partition}")]
    UnknownPartition {
        /// The topic.
        topic: Topic,
        /// The partition asked for.
        partition: u32,
        /// How many partitions the topic has.
        partitions: u32,
    },
    /// The record (key + headers + payload) is over the configured cap.
    #[error("record of {size} bytes is over the {max} byte cap")]
    RecordTooLarge {
        /// The record's size in bytes.
        size: usize,
        /// The cap.
        max: usize,
    },
    /// A stored record could not be decoded.
    #[error("corrupt record {topic}/{partition}@{offset}: {reason}")]
    Corrupt {
        /// The topic.
        topic: Topic,
        /// The partition.
        partition: u32,
        /// The offset.
        offset: u64,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Another process (or another [`crate::EmbeddedLog`] in this one) has the file open.
    #[error("the event log {path} is already open elsewhere")]
    AlreadyOpen {
        /// The log file.
        path: PathBuf,
    },
    /// The configured partition count differs from the one the log (the embedded file, or the
    /// topic on the Kafka cluster) was created with; changing it would move tables to other
    /// partitions and break their ordering.
    #[error(
        "topic {topic} was created with {stored} partitions, the configuration says {configured}"
    )]
    PartitionCountChanged {
        /// The topic.
        topic: String,
        /// The count in the existing log.
        stored: u32,
        /// The count in the configuration.
        configured: u32,
    },
    /// The file was written by a newer (or unknown) version of this crate.
    #[error("the event log has schema version {found}, this build supports {supported}")]
    SchemaVersion {
        /// The version found in the file.
        found: i64,
        /// The version this build writes.
        supported: i64,
    },
    /// The configuration is not usable.
    #[error("invalid event log configuration: {0}")]
    InvalidConfig(String),
    /// The broker cannot be reached, or did not acknowledge in time (`produce_timeout_ms`):
    /// retry later. Services answer it with gRPC `UNAVAILABLE`. An append that failed this way
    /// may still have been written (as any unacknowledged Kafka produce).
    #[error("the broker is unavailable: {0}")]
    Unavailable(String),
    /// The broker refused an operation for a reason other than unavailability (authorization,
    /// an unsupported request, a topic that does not exist, ...).
    #[error("the broker refused: {0}")]
    Broker(String),
    /// Records a reader asked for were deleted before it read them: it started (or fell)
    /// below the partition's log-start offset, the first record retention left. A gap in the
    /// offsets above the log start is not a loss (Kafka does not promise dense offsets); this
    /// is. The reader may go on from `start`, knowing what it missed.
    #[error(
        "{topic}/{partition}: the records from offset {from} up to {start} were deleted (by \
         retention) before they were read; the partition now starts at {start}"
    )]
    Lost {
        /// The topic.
        topic: Topic,
        /// The partition.
        partition: u32,
        /// The first offset the reader wanted.
        from: u64,
        /// The partition's log-start offset: where it can go on from.
        start: u64,
    },
    /// The backend broke one of its own invariants: a bug, reported rather than hidden.
    #[error("internal error in the event log: {0}")]
    Internal(String),
}

impl From<rusqlite::Error> for BusError {
    fn from(error: rusqlite::Error) -> Self {
        let full = matches!(
            error.sqlite_error_code(),
            Some(rusqlite::ErrorCode::DiskFull)
        );
        if full {
            BusError::StorageFull(Arc::new(error))
        } else {
            BusError::Storage(Arc::new(error))
        }
    }
}
