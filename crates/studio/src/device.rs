//! One floor device (a scanner, a wheel sensor, a dice camera, a ball machine, a host console).

use serde::{Deserialize, Serialize};

/// A device and what it may post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeviceSpec {
    /// The device id it sends in every event.
    pub id: String,
    /// The tables it is bound to; an event for another table is refused.
    pub tables: Vec<String>,
    /// The event kinds it may post (`card_scanned`, `dice_settled`, …; see
    /// `Observation::kind`); empty means every kind of its tables' games.
    #[serde(default)]
    pub kinds: Vec<String>,
}

impl DeviceSpec {
    /// Whether this device may post an event of `kind` for `table`.
    pub fn may_post(&self, table: &str, kind: &str) -> bool {
        self.tables.iter().any(|t| t == table)
            && (self.kinds.is_empty() || self.kinds.iter().any(|k| k == kind))
    }
}
