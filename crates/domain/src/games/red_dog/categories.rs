//! Red Dog: the rank of every card dealt, the grid's and the third; a table sets its own
//! shoe's size.

use super::outcome::Outcome;
use super::table::RedDog;
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The ranks of the table's shoe.
impl GameCategories for RedDog {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::RedDog, self.config().shoe.decks)
    }
}

/// The grid cards and the third.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.grid.iter().chain(self.third.iter()))
    }
}
