//! The decision window of a three-card table.

use serde::{Deserialize, Serialize};

/// When a three-card table's players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    /// Common-hand mode: every player betting on the common hand plays or folds, each for
    /// their own stake, after the deal.
    PlayOrFold,
}

impl Window {
    /// The step's stable name on the wire (`play_or_fold`).
    pub fn name(self) -> &'static str {
        match self {
            Window::PlayOrFold => "play_or_fold",
        }
    }

    /// The options a player has in the window, by name (`play`, `fold`).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Window::PlayOrFold => &["play", "fold"],
        }
    }
}
