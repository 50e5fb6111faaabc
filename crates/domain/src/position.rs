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
    /// A blackjack seat's hand: seat 1–7 from the dealer's left, hand from 1 (splits add
    /// hands).
    Seat {
        /// The seat.
        seat: u8,
        /// The hand on it.
        hand: u8,
    },
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Player => write!(f, "player"),
            Position::Banker => write!(f, "banker"),
            Position::Dealer => write!(f, "dealer"),
            Position::Hand(n) => write!(f, "hand {n}"),
            Position::Board => write!(f, "board"),
            Position::Seat { seat, hand } => write!(f, "seat {seat} hand {hand}"),
        }
    }
}
