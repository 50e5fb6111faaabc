//! The decision window of an Oasis Stud Poker table in common-hand mode.

use serde::{Deserialize, Serialize};

/// When an Oasis Stud Poker table's players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    /// The player hand and the dealer's up card are out: every player continues (a bet of
    /// twice the ante) or folds, each for their own stake.
    ContinueOrFold,
}

impl Window {
    /// The step's stable name on the wire (`continue_or_fold`).
    pub fn name(self) -> &'static str {
        match self {
            Window::ContinueOrFold => "continue_or_fold",
        }
    }

    /// The options a player has in the window (`continue`, `fold`).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Window::ContinueOrFold => &["continue", "fold"],
        }
    }
}
