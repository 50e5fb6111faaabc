//! How many cards of each face are still unseen: what the odds engines price from.

use crate::card::{Card, Rank};
use serde::{Deserialize, Serialize};

/// The count of every card face still in a shoe or deck (0..=decks for each of the 52 faces).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Composition {
    counts: Vec<u8>,
    total: u16,
}

impl Composition {
    /// `decks` complete decks.
    pub fn full(decks: u8) -> Composition {
        Composition {
            counts: vec![decks; 52],
            total: u16::from(decks) * 52,
        }
    }

    /// A composition from explicit counts per face (indexed by [`Card::index`]).
    pub fn from_counts(counts: [u8; 52]) -> Composition {
        Composition {
            total: counts.iter().map(|&c| u16::from(c)).sum(),
            counts: counts.to_vec(),
        }
    }

    /// How many of `card` remain.
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// How many cards of `rank` remain, any suit.
    pub fn rank_count(&self, rank: Rank) -> u16 {
        self.counts[rank.index() * 4..rank.index() * 4 + 4]
            .iter()
            .map(|&c| u16::from(c))
            .sum()
    }

    /// Every card remaining.
    pub fn total(&self) -> u16 {
        self.total
    }

    /// Takes one `card` out; false (and no change) when none is left.
    pub fn remove(&mut self, card: Card) -> bool {
        let count = &mut self.counts[card.index()];
        if *count == 0 {
            return false;
        }
        *count -= 1;
        self.total -= 1;
        true
    }

    /// Puts one `card` back (a corrected misread: that card never left).
    pub fn add(&mut self, card: Card) {
        self.counts[card.index()] = self.counts[card.index()].saturating_add(1);
        self.total = self.total.saturating_add(1);
    }

    /// Counts per face, indexed by [`Card::index`].
    pub fn counts(&self) -> &[u8] {
        &self.counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_six_deck_shoe_has_312_cards_24_of_each_rank() {
        let shoe = Composition::full(6);
        assert_eq!(shoe.total(), 312);
        for rank in Rank::ALL {
            assert_eq!(shoe.rank_count(rank), 24);
        }
    }

    #[test]
    fn removing_a_card_that_is_gone_changes_nothing() {
        let mut deck = Composition::full(1);
        let ace: Card = "As".parse().expect("card");
        assert!(deck.remove(ace));
        assert!(!deck.remove(ace));
        assert_eq!(deck.count(ace), 0);
        assert_eq!(deck.total(), 51);
    }
}
