//! The studio's topics (how many partitions each has: [`crate::topics_config`]).

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the studio's topics. Its full name is the configured prefix plus [`Topic::base_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// Every input: floor events and supervisor commands, keyed by table id.
    StudioJournal,
    /// Every decision of the engine: the system of record.
    DrawEvents,
    /// Each round's versioned odds set.
    Odds,
    /// Results, settlements and cancellations.
    Results,
    /// Revocations of tokens and device certificates, studio-wide: one partition, kept
    /// forever, read from its start by every service instance.
    Access,
}

impl Topic {
    /// Every topic, in a fixed order.
    pub const ALL: [Topic; 5] = [
        Topic::StudioJournal,
        Topic::DrawEvents,
        Topic::Odds,
        Topic::Results,
        Topic::Access,
    ];

    /// The topics partitioned by table, which share one partition count.
    pub const BY_TABLE: [Topic; 4] = [
        Topic::StudioJournal,
        Topic::DrawEvents,
        Topic::Odds,
        Topic::Results,
    ];

    /// The name without prefix, as on Kafka: `studio-journal`, `draw-events`, `odds`, `results`,
    /// `access`.
    pub fn base_name(self) -> &'static str {
        match self {
            Topic::StudioJournal => "studio-journal",
            Topic::DrawEvents => "draw-events",
            Topic::Odds => "odds",
            Topic::Results => "results",
            Topic::Access => "access",
        }
    }

    /// Its place in [`Topic::ALL`], for per-topic tables.
    pub(crate) fn index(self) -> usize {
        match self {
            Topic::StudioJournal => 0,
            Topic::DrawEvents => 1,
            Topic::Odds => 2,
            Topic::Results => 3,
            Topic::Access => 4,
        }
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.base_name())
    }
}
