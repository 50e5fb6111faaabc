//! Bet on Baccarat: the rank of the Player's and the Banker's cards, also those of every game
//! dealt from baccarat's shoe, whose outcome is baccarat's.

use super::{Baccarat, Outcome};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The ranks of the shoe.
impl GameCategories for Baccarat {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::Baccarat, self.shoe().rule().decks)
    }
}

/// Every card of both hands.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.player.iter().chain(&self.banker))
    }
}
