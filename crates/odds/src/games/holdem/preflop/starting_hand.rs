//! The 169 kinds of starting hand: a pair, or two ranks suited or offsuit. Every two hole cards
//! of one kind are worth the same before the flop (the deck is symmetric in the suits), so the
//! table holds one row per kind, valued on one representative.

use livedraw_domain::{Card, Rank, Suit};
use std::fmt;

/// A kind of starting hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StartingHand {
    high: Rank,
    low: Rank,
    suited: bool,
}

impl StartingHand {
    /// How many kinds there are.
    pub const COUNT: usize = 169;

    /// The kind of `cards`.
    pub fn of(cards: [Card; 2]) -> StartingHand {
        let [a, b] = cards;
        let (high, low) = if a.rank() >= b.rank() {
            (a.rank(), b.rank())
        } else {
            (b.rank(), a.rank())
        };
        StartingHand {
            high,
            low,
            suited: high != low && a.suit() == b.suit(),
        }
    }

    /// Its place in the table: `high × 13 + low` for a suited hand and a pair, `low × 13 +
    /// high` for an offsuit one (a 13 × 13 square, pairs on its diagonal).
    pub fn index(self) -> usize {
        let (high, low) = (self.high.index(), self.low.index());
        if self.suited || high == low {
            high * 13 + low
        } else {
            low * 13 + high
        }
    }

    /// The kind at `index` (below [`StartingHand::COUNT`]).
    pub fn at(index: usize) -> Option<StartingHand> {
        let (row, column) = (Rank::from_index(index / 13)?, Rank::from_index(index % 13)?);
        Some(StartingHand {
            high: row.max(column),
            low: row.min(column),
            suited: row > column,
        })
    }

    /// Every kind, in table order.
    pub fn all() -> impl Iterator<Item = StartingHand> {
        (0..StartingHand::COUNT).filter_map(StartingHand::at)
    }

    /// Two cards of this kind: the high card a club, the low card a club if suited, else a
    /// diamond.
    pub fn representative(self) -> [Card; 2] {
        let low_suit = if self.suited {
            Suit::Clubs
        } else {
            Suit::Diamonds
        };
        [
            Card::new(self.high, Suit::Clubs),
            Card::new(self.low, low_suit),
        ]
    }

    /// How many of the deck's 1,326 hole-card pairs are of this kind: 6 for a pair, 4 suited,
    /// 12 offsuit.
    pub fn combinations(self) -> u32 {
        match (self.high == self.low, self.suited) {
            (true, _) => 6,
            (false, true) => 4,
            (false, false) => 12,
        }
    }
}

impl fmt::Display for StartingHand {
    /// `AKs`, `AKo`, `TT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (high, low) = (self.high.symbol(), self.low.symbol());
        match (self.high == self.low, self.suited) {
            (true, _) => write!(f, "{high}{low}"),
            (false, true) => write!(f, "{high}{low}s"),
            (false, false) => write!(f, "{high}{low}o"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_169_kinds_cover_the_1326_hole_card_pairs_once_each() {
        let kinds: Vec<StartingHand> = StartingHand::all().collect();
        assert_eq!(kinds.len(), StartingHand::COUNT);
        let mut seen = [0u32; StartingHand::COUNT];
        let cards: Vec<Card> = Card::all().collect();
        for (at, &a) in cards.iter().enumerate() {
            for &b in &cards[at + 1..] {
                seen[StartingHand::of([a, b]).index()] += 1;
            }
        }
        for kind in kinds {
            assert_eq!(seen[kind.index()], kind.combinations(), "{kind}");
            assert_eq!(StartingHand::of(kind.representative()), kind);
            assert_eq!(StartingHand::at(kind.index()), Some(kind));
        }
        assert_eq!(seen.iter().sum::<u32>(), 1326);
    }
}
