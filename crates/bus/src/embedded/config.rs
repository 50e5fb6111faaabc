//! Configuration of the embedded log.

use super::retention::Retention;
use crate::error::BusError;
use crate::record::DEFAULT_MAX_RECORD_BYTES;
use crate::topics_config::TopicsConfig;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Where the embedded log lives and its limits. Every field has a default, so a TOML table
/// with only `path` is enough.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EmbeddedConfig {
    /// The SQLite file of the studio (created with its directory if missing). SQLite keeps
    /// `-wal` and `-shm` files beside it, and the log a `.lock` file.
    pub path: PathBuf,
    /// Topic names and partition counts; fixed once the file exists.
    pub topics: TopicsConfig,
    /// Largest record accepted (key + headers + payload), in bytes.
    pub max_record_bytes: usize,
    /// Caps the file at this many pages (4 KiB each); appends past it fail with
    /// [`BusError::StorageFull`]. `None`: no cap but the disk's.
    pub max_page_count: Option<u64>,
    /// Most append requests committed in one transaction (one fsync) by the writer.
    pub max_group_requests: usize,
    /// Append requests that may wait for the writer before appenders wait too.
    pub queue_depth: usize,
    /// How long the odds and results keep their records.
    pub retention: Retention,
}

impl Default for EmbeddedConfig {
    fn default() -> Self {
        EmbeddedConfig {
            path: PathBuf::from("data/studio.db"),
            topics: TopicsConfig::default(),
            max_record_bytes: DEFAULT_MAX_RECORD_BYTES,
            max_page_count: None,
            max_group_requests: 2048,
            queue_depth: 8192,
            retention: Retention::default(),
        }
    }
}

impl EmbeddedConfig {
    /// The defaults, with the log at `path`.
    pub fn at(path: impl Into<PathBuf>) -> Self {
        EmbeddedConfig {
            path: path.into(),
            ..EmbeddedConfig::default()
        }
    }

    /// Checks the topics and that every limit is above zero.
    pub fn validate(&self) -> Result<(), BusError> {
        self.topics.validate()?;
        self.retention.validate()?;
        let zero = [
            ("max_record_bytes", self.max_record_bytes),
            ("max_group_requests", self.max_group_requests),
            ("queue_depth", self.queue_depth),
        ]
        .into_iter()
        .find(|(_, value)| *value == 0);
        match zero {
            Some((name, _)) => Err(BusError::InvalidConfig(format!("{name} must be above 0"))),
            None => Ok(()),
        }
    }
}
