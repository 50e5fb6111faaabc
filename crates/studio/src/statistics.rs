//! The `[statistics]` section: when a table's outcome statistics raise a drift alert (R8).

use serde::{Deserialize, Serialize};

/// Outcome statistics options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct StatisticsOptions {
    /// Alert when the chi-square test's p-value falls below this (0 < significance < 1).
    pub significance: f64,
    /// Test a table only once its window holds at least this many observations (sectors,
    /// dice, balls or cards).
    pub min_samples: u64,
    /// The window, in settled draws, the test looks at (0: every draw since the log began).
    pub window_draws: u64,
}

impl Default for StatisticsOptions {
    fn default() -> StatisticsOptions {
        StatisticsOptions {
            significance: 0.001,
            min_samples: 200,
            window_draws: 10_000,
        }
    }
}
