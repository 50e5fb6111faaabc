//! The studio's event log: one Kafka-shaped trait, [`EventLog`], and its two backends:
//! [`EmbeddedLog`], a durable log in one SQLite file per studio, and [`KafkaLog`], the same on a
//! Kafka cluster (rdkafka).
//!
//! A log holds four [`Topic`]s (studio journal, draw events, odds, results), each split into
//! partitions; a record's partition comes from its key (the table id) through Kafka's murmur2
//! partitioner ([`partition_for_key`]), so every table's records stay in order in one
//! partition, whichever backend runs. Offsets increase per partition from 0 but need not be
//! dense: readers pass over gaps, and a reader that starts below a partition's log start is
//! told that it lost records ([`BusError::Lost`]; see [`EventLog`] and [`Retention`]).
//!
//! An append is acknowledged only once it is durable; [`EventLog::append_batch`] is
//! all-or-nothing across topics, so the engine can write its decisions together with the
//! journal offset they came from. [`EventLog::subscribe`] replays from an offset and then tails
//! live appends. [`OffsetStore`] keeps committed positions per consumer group for readers that
//! do not record their position in their own output.

pub mod embedded;
pub mod error;
pub mod kafka;
pub mod log;
pub mod offsets;
pub mod partitioner;
pub mod past_losses;
pub mod read_end;
pub mod record;
pub mod tenure;
pub mod topic;
pub mod topics_config;

pub use embedded::{
    EmbeddedConfig, EmbeddedLog, Retention, DEFAULT_MAX_RECORD_BYTES, SCHEMA_VERSION,
};
pub use error::BusError;
pub use kafka::{KafkaConfig, KafkaLog};
pub use log::{EventLog, OwnershipChange, OwnershipStream, RecordStream};
pub use offsets::OffsetStore;
pub use partitioner::{murmur2, partition_for_key};
pub use past_losses::subscribe_past_losses;
pub use read_end::read_end;
pub use record::{Appended, Header, NewRecord, Record, CONTENT_TYPE, KEEP, TRACEPARENT};
pub use tenure::{Tenure, TenureKeeper};
pub use topic::Topic;
pub use topics_config::TopicsConfig;
