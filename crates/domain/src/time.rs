//! Time as the rules see it: passed in by the caller, never read from a clock.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::Duration;

/// A UTC instant, in milliseconds since the Unix epoch.
///
/// The domain never reads a clock: the engine passes the server-receive time of each event and
/// the current time on each tick, so that replaying the same inputs gives the same decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// The instant `millis` milliseconds after the Unix epoch.
    pub const fn from_millis(millis: i64) -> Self {
        Self(millis)
    }

    /// Milliseconds since the Unix epoch.
    pub const fn millis(self) -> i64 {
        self.0
    }

    /// This instant moved forward by `duration` (saturating, never wrapping).
    pub fn after(self, duration: Duration) -> Self {
        let millis = i64::try_from(duration.as_millis()).unwrap_or(i64::MAX);
        Self(self.0.saturating_add(millis))
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}ms", self.0)
    }
}
