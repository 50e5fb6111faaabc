//! A hold'em table's statistics: the rank of every card dealt (the common hand's, the board's
//! and the dealer's), each with its chance in one deck.

use super::outcome::Outcome;
use super::table::HoldemTable;
use crate::categories::{Categories, Classify, GameCategories};

/// The ranks of one deck.
impl GameCategories for HoldemTable {
    fn categories(&self) -> Categories {
        Categories::ranks(self.config().kind(), 1)
    }
}

/// Every card of the round.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.player.iter().chain(&self.board).chain(&self.dealer))
    }
}
