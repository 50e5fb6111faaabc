//! Bet on Poker: the rank of the six hands' cards and the board's.

use super::{Outcome, Poker6, DECKS};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The ranks of the deck.
impl GameCategories for Poker6 {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::Poker6, DECKS)
    }
}

/// Every card of the hands and the board.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.hands.iter().flatten().chain(self.board.iter()))
    }
}
