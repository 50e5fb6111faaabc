//! What can go wrong in the feed.

use livedraw_bus::BusError;
use livedraw_protocol::DecodeError;
use thiserror::Error;

/// A feed operation failed.
#[derive(Debug, Error)]
pub enum FeedError {
    /// The event log failed.
    #[error("event log: {0}")]
    Bus(#[from] BusError),
    /// A draw-events record is not an engine step the feed can read.
    #[error("draw-events {partition}@{offset}: {reason}")]
    BadStep {
        /// The partition.
        partition: u32,
        /// The offset.
        offset: u64,
        /// What is wrong.
        reason: String,
    },
    /// A step's decision does not decode.
    #[error("draw-events {partition}@{offset}: {source}")]
    BadDecision {
        /// The partition.
        partition: u32,
        /// The offset.
        offset: u64,
        /// Why.
        #[source]
        source: DecodeError,
    },
    /// A results record is not a `DrawResult`.
    #[error("results {partition}@{offset}: {reason}")]
    BadResult {
        /// The partition.
        partition: u32,
        /// The offset.
        offset: u64,
        /// What is wrong.
        reason: String,
    },
    /// A step's position does not fit a feed position (a partition or offset too large, or
    /// more than 256 feed events in one step).
    #[error("draw-events {partition}@{offset} does not fit a feed position")]
    PositionOverflow {
        /// The partition.
        partition: u32,
        /// The offset.
        offset: u64,
    },
    /// A table of the configuration has an unknown game.
    #[error("configuration: {0}")]
    Config(#[from] livedraw_studio::ConfigError),
    /// The service was built outside a tokio runtime, where it cannot start its tasks.
    #[error("the feed must be started inside a tokio runtime")]
    NoRuntime,
}
