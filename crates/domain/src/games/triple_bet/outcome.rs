//! A Triple Bet Poker round's outcome: the game, the three own cards and the two community
//! cards, each in dealing order. This file imports no rules.

use super::kind::TripleBetGame;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// What a Triple Bet Poker round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Triple Bet Poker, or Oasis Stud Poker's version D.
    #[serde(default)]
    pub game: TripleBetGame,
    /// The common hand's three cards, dealt face up.
    pub own: [Card; 3],
    /// The two community cards, scanned as each was turned.
    pub community: [Card; 2],
}

impl Outcome {
    /// The five cards every bet is settled on.
    pub fn five(&self) -> [Card; 5] {
        let [a, b, c] = self.own;
        let [d, e] = self.community;
        [a, b, c, d, e]
    }
}
