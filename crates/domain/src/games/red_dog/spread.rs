//! What the two grid cards make. Ranks count 2 to 14, the ace always high; suits play no part.

use crate::card::Rank;

/// The two grid cards' relation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spread {
    /// Both of one rank.
    Pair(Rank),
    /// Adjacent ranks (6-7, K-A): no rank between, no third card.
    Consecutive,
    /// `gap` ranks (1 to 11) strictly between `low` and `high`.
    Between {
        /// The lower card's rank.
        low: Rank,
        /// The higher card's rank.
        high: Rank,
        /// Ranks strictly between: |a − b| − 1.
        gap: u8,
    },
}

impl Spread {
    /// The relation of the grid cards of ranks `a` and `b`.
    pub fn of(a: Rank, b: Rank) -> Spread {
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        match high.index() - low.index() {
            0 => Spread::Pair(low),
            1 => Spread::Consecutive,
            difference => Spread::Between {
                low,
                high,
                gap: (difference - 1) as u8,
            },
        }
    }

    /// Whether a third card of rank `third` wins: strictly between the grid cards (for a
    /// pair, the pair's rank: three of a kind).
    pub fn wins(self, third: Rank) -> bool {
        match self {
            Spread::Pair(rank) => third == rank,
            Spread::Consecutive => false,
            Spread::Between { low, high, .. } => low < third && third < high,
        }
    }
}
