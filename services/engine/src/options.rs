//! How an engine instance runs: its clock, and the consumer group it shares the tables with.

use crate::engine::ClockMode;

/// The consumer group engines join by default to share the journal's partitions.
pub const DEFAULT_ENGINE_GROUP: &str = "livedraw-engine";

/// How [`crate::Engine::start`] runs the engine. A [`ClockMode`] converts into the options with
/// the default group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    /// Where the clock comes from.
    pub clock: ClockMode,
    /// The consumer group whose members share the journal's partitions, each partition (and
    /// so each table) owned by one member at a time.
    pub group: String,
}

impl EngineOptions {
    /// `clock`, in the group [`DEFAULT_ENGINE_GROUP`].
    pub fn new(clock: ClockMode) -> EngineOptions {
        EngineOptions {
            clock,
            group: DEFAULT_ENGINE_GROUP.to_string(),
        }
    }

    /// The same options in the consumer group `group`.
    pub fn in_group(self, group: impl Into<String>) -> EngineOptions {
        EngineOptions {
            group: group.into(),
            ..self
        }
    }
}

impl From<ClockMode> for EngineOptions {
    fn from(clock: ClockMode) -> EngineOptions {
        EngineOptions::new(clock)
    }
}
