//! The best play's value of the hands already valued on one dealer's table, by their cards:
//! in the betting round, the deals under one up card reach the same hands from different
//! first cards (2 5 then a 7, 5 7 then a 2), and a hand past its first cards is worth the
//! same however it began, since its cards fix its net, what it may do and the shoe it leaves.

use super::choice::Choice;
use super::counts::Drawn;
use super::memo::Memo;

/// Hands valued with the best play on one table: each one's value and choice, by the cards
/// it drew from the table's shoe (its first cards included).
#[derive(Default)]
pub struct Known(Memo<u64, (f64, Choice)>);

impl Known {
    /// The value and choice of the hand of `drawn`, if valued.
    pub fn get(&self, drawn: Drawn) -> Option<&(f64, Choice)> {
        self.0.get(&drawn.key())
    }

    /// Remembers the hand of `drawn` as worth `valued`.
    pub fn insert(&mut self, drawn: Drawn, valued: (f64, Choice)) {
        self.0.insert(drawn.key(), valued);
    }

    /// Forgets every hand, keeping the memory for the next table's.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}
