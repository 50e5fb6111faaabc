//! How an engine instance runs: its clock, and the consumer group it shares the tables with.

use crate::clock_mode::ClockMode;
use livedraw_telemetry::metrics::Metrics;

/// The consumer group engines join by default to share the journal's partitions.
pub const DEFAULT_ENGINE_GROUP: &str = "livedraw-engine";

/// How [`crate::Engine::start`] runs the engine. A [`ClockMode`] converts into the options with
/// the default group.
#[derive(Clone, Debug)]
pub struct EngineOptions {
    /// Where the clock comes from.
    pub clock: ClockMode,
    /// The consumer group whose members share the journal's partitions, each partition (and
    /// so each table) owned by one member at a time.
    pub group: String,
    /// Where the engine counts its steps, decisions and pricing times (its studio instance's
    /// registry; a fresh one of its own by default).
    pub metrics: Metrics,
}

impl EngineOptions {
    /// `clock`, in the group [`DEFAULT_ENGINE_GROUP`].
    pub fn new(clock: ClockMode) -> EngineOptions {
        EngineOptions {
            clock,
            group: DEFAULT_ENGINE_GROUP.to_string(),
            metrics: Metrics::new(),
        }
    }

    /// The same options in the consumer group `group`.
    pub fn in_group(self, group: impl Into<String>) -> EngineOptions {
        EngineOptions {
            group: group.into(),
            ..self
        }
    }

    /// The same options, counting into `metrics`.
    pub fn with_metrics(self, metrics: Metrics) -> EngineOptions {
        EngineOptions { metrics, ..self }
    }
}

impl From<ClockMode> for EngineOptions {
    fn from(clock: ClockMode) -> EngineOptions {
        EngineOptions::new(clock)
    }
}
