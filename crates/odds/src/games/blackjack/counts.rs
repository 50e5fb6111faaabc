//! A blackjack shoe as the odds see it: how many cards of each value remain (the ace, 2 to 9,
//! and the ten-valued cards together), since suits and pictures change no total.

use livedraw_domain::card::Rank;
use livedraw_domain::games::blackjack::hand::value;
use livedraw_domain::Composition;

/// The ten values a card can have, the ace first (index 0), then 2 to 9, then ten (index 9).
pub const VALUES: usize = 10;

/// Cards remaining per value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counts {
    counts: [u16; VALUES],
    total: u16,
}

/// The value index of a rank: 0 for the ace, 1–8 for 2–9, 9 for ten-valued cards.
pub fn index(rank: Rank) -> usize {
    usize::from(value(rank)) - 1
}

/// The card value of an index (the ace as 1).
pub fn card_value(index: usize) -> u8 {
    // Indices are below VALUES (10).
    u8::try_from(index + 1).unwrap_or(u8::MAX)
}

impl Counts {
    /// Counts per value, the ace first.
    pub fn new(counts: [u16; VALUES]) -> Counts {
        Counts {
            counts,
            total: counts.iter().sum(),
        }
    }

    /// The unseen cards of a composition, by value.
    pub fn of(composition: &Composition) -> Counts {
        let mut counts = [0; VALUES];
        for rank in Rank::ALL {
            counts[index(rank)] += composition.rank_count(rank);
        }
        Counts::new(counts)
    }

    /// `decks` full decks.
    pub fn decks(decks: u16) -> Counts {
        let mut counts = [4 * decks; VALUES];
        counts[9] = 16 * decks;
        Counts::new(counts)
    }

    /// How many of value index `index` remain.
    pub fn count(&self, index: usize) -> u16 {
        self.counts[index]
    }

    /// Every card remaining.
    pub fn total(&self) -> u16 {
        self.total
    }

    /// The chance the next card has value index `index`.
    pub fn chance(&self, index: usize) -> f64 {
        f64::from(self.counts[index]) / f64::from(self.total)
    }

    /// The shoe without one card of value index `index`; `None` if there is none.
    pub fn without(&self, index: usize) -> Option<Counts> {
        let mut next = *self;
        next.counts[index] = next.counts[index].checked_sub(1)?;
        next.total -= 1;
        Some(next)
    }

    /// The shoe without the cards `ranks`; `None` if one is not there.
    pub fn without_all(&self, ranks: &[Rank]) -> Option<Counts> {
        ranks
            .iter()
            .try_fold(*self, |counts, &rank| counts.without(index(rank)))
    }
}
