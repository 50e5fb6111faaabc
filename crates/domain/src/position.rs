//! The marked places on a table where a card is dealt.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Where a card is placed. Which positions exist depends on the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Position {
    /// Baccarat's and war's Player box.
    Player,
    /// Baccarat's Banker box.
    Banker,
    /// War's Dealer box.
    Dealer,
    /// Poker hand 1–6 (pocket cards).
    Hand(u8),
    /// Poker's board (flop, turn, river).
    Board,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Player => write!(f, "player"),
            Position::Banker => write!(f, "banker"),
            Position::Dealer => write!(f, "dealer"),
            Position::Hand(n) => write!(f, "hand {n}"),
            Position::Board => write!(f, "board"),
        }
    }
}
