//! Red Dog and Bulldog: the rank of every card dealt, the grid's and the third (Bulldog's every
//! seat's); a table sets its own shoe's size.

use super::outcome::{BulldogOutcome, Outcome};
use super::table::RedDog;
use crate::categories::{Categories, Classify, GameCategories};

/// The ranks of the table's shoe.
impl GameCategories for RedDog {
    fn categories(&self) -> Categories {
        Categories::ranks(self.config().kind(), self.config().shoe.decks)
    }
}

/// The grid cards and the third.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.grid.iter().chain(self.third.iter()))
    }
}

/// The grid cards and every seat's third.
impl Classify for BulldogOutcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(self.cards())
    }
}
