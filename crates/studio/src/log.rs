//! Which event log the services share.

use livedraw_bus::Retention;
use serde::{Deserialize, Serialize};

/// `[log]`: the event log's backend.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogOptions {
    /// `embedded` (one SQLite file in `data_dir`, one process) or `kafka` (the `[kafka]`
    /// cluster, shared by any number of processes).
    #[serde(default)]
    pub backend: LogBackend,
    /// `[log.retention]`: how long the embedded log keeps odds and results (`odds_minutes`,
    /// `results_minutes`; 30 days each by default, as `[kafka]` keeps them). The journal and the
    /// draw events are kept forever.
    #[serde(default)]
    pub retention: Retention,
}

/// The event log's backend.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogBackend {
    /// `data_dir/studio.db`, in this process only.
    #[default]
    Embedded,
    /// The Kafka cluster of `[kafka]`.
    Kafka,
}
