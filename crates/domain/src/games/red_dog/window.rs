//! The decision window of a Red Dog table.

use serde::{Deserialize, Serialize};

/// When a Red Dog table's players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    /// A spread is on the grid: every player raises by up to their bet, or not.
    Raise,
}

impl Window {
    /// The step's stable name on the wire (`raise`).
    pub fn name(self) -> &'static str {
        match self {
            Window::Raise => "raise",
        }
    }

    /// The options a player has in the window (`raise`, `no_raise`).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Window::Raise => &["raise", "no_raise"],
        }
    }
}
