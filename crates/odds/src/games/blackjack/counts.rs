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

/// Cards drawn from the unseen shoe, as counts per value packed six bits each (no value is
/// drawn 64 times): a memo key that fixes both the cards drawn and the shoe they leave.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Drawn(u64);

/// Bits per value in [`Drawn`].
const BITS: usize = 6;

impl Drawn {
    /// How many of value index `index` were drawn.
    pub fn count(self, index: usize) -> u16 {
        // Six bits hold it.
        u16::try_from((self.0 >> (BITS * index)) & 0x3f).unwrap_or(0)
    }

    /// These cards and one more of value index `index`.
    pub fn plus(self, index: usize) -> Drawn {
        self.plus_many(index, 1)
    }

    /// These cards and `many` more of value index `index`.
    pub fn plus_many(self, index: usize, many: u16) -> Drawn {
        Drawn(self.0 + (u64::from(many) << (BITS * index)))
    }

    /// These cards and `more`.
    pub fn and(self, more: Drawn) -> Drawn {
        Drawn(self.0 + more.0)
    }

    /// These cards less every card of value index `index`.
    pub fn without_value(self, index: usize) -> Drawn {
        Drawn(self.0 & !(0x3f << (BITS * index)))
    }

    /// How many cards were drawn.
    pub fn cards(self) -> u16 {
        (0..VALUES).map(|index| self.count(index)).sum()
    }

    /// The packed counts, as a memo key.
    pub fn key(self) -> u64 {
        self.0
    }
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

    /// The shoe with one more card of value index `index` (a card taken back).
    pub fn with(&self, index: usize) -> Counts {
        let mut next = *self;
        next.counts[index] = next.counts[index].saturating_add(1);
        next.total = next.total.saturating_add(1);
        next
    }

    /// The shoe without the cards `drawn`; `None` if one is not there.
    pub fn after(&self, drawn: Drawn) -> Option<Counts> {
        // Without a branch per value: the trees ask this of every hand they value.
        let (mut counts, mut packed, mut taken, mut held) = (self.counts, drawn.0, 0, true);
        for count in &mut counts {
            // Six bits.
            let out = (packed & 0x3f) as u16;
            packed >>= BITS;
            held &= *count >= out;
            *count = count.wrapping_sub(out);
            taken += out;
        }
        held.then(|| Counts {
            counts,
            total: self.total.wrapping_sub(taken),
        })
    }

    /// The shoe without the cards `ranks`; `None` if one is not there.
    pub fn without_all(&self, ranks: &[Rank]) -> Option<Counts> {
        ranks
            .iter()
            .try_fold(*self, |counts, &rank| counts.without(index(rank)))
    }
}
