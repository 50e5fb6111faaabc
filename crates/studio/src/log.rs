//! Which event log the services share.

use livedraw_bus::Retention;
use serde::{Deserialize, Serialize};

/// `[log]`: the event log's backend.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogOptions {
    /// `embedded` (one SQLite file in `data_dir`, one process) or `kafka` (the `[kafka]`
    /// cluster, shared by any number of processes).
    #[serde(default)]
    pub backend: LogBackend,
    /// `[log.retention]`: how long the embedded log keeps odds and results (`odds_minutes`,
    /// `results_minutes`; 30 days each by default, as `[kafka]` keeps them), and the journal
    /// and the draw events (`journal_minutes`, `draw_events_minutes`; forever by default, and
    /// never what a rebuild of the tables needs, nor the audit trail's records).
    #[serde(default)]
    pub retention: Retention,
    /// The embedded log's disk must keep this many MiB free: below it the studio reports
    /// NOT_SERVING (gRPC health, `/healthz`) until space is freed.
    #[serde(default = "default_min_free_mib")]
    pub min_free_mib: u64,
}

/// 64 MiB: room for minutes of a busy studio's appends, so that health warns before they fail.
pub const DEFAULT_MIN_FREE_MIB: u64 = 64;

fn default_min_free_mib() -> u64 {
    DEFAULT_MIN_FREE_MIB
}

impl Default for LogOptions {
    fn default() -> Self {
        LogOptions {
            backend: LogBackend::default(),
            retention: Retention::default(),
            min_free_mib: DEFAULT_MIN_FREE_MIB,
        }
    }
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
