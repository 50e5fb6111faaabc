//! The decision windows of a Triple Bet Poker table.

use serde::{Deserialize, Serialize};

/// When a Triple Bet Poker table's players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    /// Decision 1, on the three own cards: let bet 1 ride or withdraw it.
    FirstBet,
    /// Decision 2, with the first community card turned: let bet 2 ride or withdraw it.
    SecondBet,
}

impl Window {
    /// The step's stable name on the wire (`bet_1`, `bet_2`).
    pub fn name(self) -> &'static str {
        match self {
            Window::FirstBet => "bet_1",
            Window::SecondBet => "bet_2",
        }
    }

    /// The options a player has in the window (`ride`, `withdraw`).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Window::FirstBet | Window::SecondBet => &["ride", "withdraw"],
        }
    }
}
