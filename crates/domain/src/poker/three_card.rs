//! Three-card poker hand values (three-card-and-holdem.md, "Three-card hands"): high card,
//! pair, flush, straight, three of a kind, straight flush, lowest first. **A straight beats a
//! flush**; A-2-3 is the lowest straight (its top card the 3), Q-K-A the highest, and nothing
//! wraps. Suits never rank, so equal values tie.

use crate::card::{Card, Rank};
use crate::poker::paytable::Line;
use serde::{Deserialize, Serialize};

/// A three-card hand's category, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ThreeCardCategory {
    /// No pair, not three of one suit, not consecutive.
    HighCard,
    /// Two cards of one rank.
    Pair,
    /// Three cards of one suit, not consecutive.
    Flush,
    /// Three consecutive ranks, not of one suit.
    Straight,
    /// Three cards of one rank.
    ThreeOfAKind,
    /// Three consecutive ranks of one suit.
    StraightFlush,
}

impl ThreeCardCategory {
    /// Every category, lowest first.
    pub const ALL: [ThreeCardCategory; 6] = [
        ThreeCardCategory::HighCard,
        ThreeCardCategory::Pair,
        ThreeCardCategory::Flush,
        ThreeCardCategory::Straight,
        ThreeCardCategory::ThreeOfAKind,
        ThreeCardCategory::StraightFlush,
    ];

    /// The stable name (`high_card`, `straight_flush`, …).
    pub fn name(self) -> &'static str {
        match self {
            ThreeCardCategory::HighCard => "high_card",
            ThreeCardCategory::Pair => "pair",
            ThreeCardCategory::Flush => "flush",
            ThreeCardCategory::Straight => "straight",
            ThreeCardCategory::ThreeOfAKind => "three_of_a_kind",
            ThreeCardCategory::StraightFlush => "straight_flush",
        }
    }
}

impl Line for ThreeCardCategory {
    fn all() -> &'static [Self] {
        &ThreeCardCategory::ALL
    }

    fn name(self) -> &'static str {
        ThreeCardCategory::name(self)
    }
}

/// The value of a three-card hand: its category, then its tie-break ranks (most significant
/// first: a pair's rank then the third card; a straight's top card; otherwise the cards from
/// the highest), packed so that the integer order is the hands' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ThreeCardValue(u16);

/// Bits above the three 4-bit tie-break ranks.
const CATEGORY_SHIFT: u16 = 12;

impl ThreeCardValue {
    fn new(category: ThreeCardCategory, ranks: [u16; 3]) -> ThreeCardValue {
        let ties = ranks
            .iter()
            .fold(0, |packed, rank| (packed << 4) | (rank & 0xf));
        ThreeCardValue(((category as u16) << CATEGORY_SHIFT) | ties)
    }

    /// The hand's category.
    pub fn category(self) -> ThreeCardCategory {
        let index = usize::from(self.0 >> CATEGORY_SHIFT);
        ThreeCardCategory::ALL
            .get(index)
            .copied()
            .unwrap_or(ThreeCardCategory::StraightFlush)
    }

    /// Whether the hand is queen-high or better (the dealer's qualification in Three Card
    /// Poker and Fast Poker): a pair or better, or a high card hand whose highest card is a
    /// queen, king or ace.
    pub fn is_queen_high_or_better(self) -> bool {
        const QUEEN: u16 = Rank::Queen.index() as u16;
        let highest = (self.0 >> 8) & 0xf;
        self.category() > ThreeCardCategory::HighCard || highest >= QUEEN
    }
}

/// The value of the three cards `cards`.
pub fn evaluate(cards: [Card; 3]) -> ThreeCardValue {
    // Rank indices 0 (two) … 12 (ace), highest first.
    let mut ranks = cards.map(|card| rank_of(card.rank()));
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let [high, middle, low] = ranks;
    let suited = cards[0].suit() == cards[1].suit() && cards[1].suit() == cards[2].suit();
    if high == middle && middle == low {
        return ThreeCardValue::new(ThreeCardCategory::ThreeOfAKind, [high, 0, 0]);
    }
    if high == middle || middle == low {
        let (pair, kicker) = if high == middle {
            (high, low)
        } else {
            (middle, high)
        };
        return ThreeCardValue::new(ThreeCardCategory::Pair, [pair, kicker, 0]);
    }
    match (straight_top(ranks), suited) {
        (Some(top), true) => ThreeCardValue::new(ThreeCardCategory::StraightFlush, [top, 0, 0]),
        (Some(top), false) => ThreeCardValue::new(ThreeCardCategory::Straight, [top, 0, 0]),
        (None, true) => ThreeCardValue::new(ThreeCardCategory::Flush, ranks),
        (None, false) => ThreeCardValue::new(ThreeCardCategory::HighCard, ranks),
    }
}

fn rank_of(rank: Rank) -> u16 {
    // Thirteen ranks.
    u16::try_from(rank.index()).unwrap_or(0)
}

/// The top card of three distinct ranks (highest first) that are consecutive, the ace low in
/// A-2-3 (whose top card is the three).
fn straight_top([high, middle, low]: [u16; 3]) -> Option<u16> {
    const ACE: u16 = 12;
    if high == middle + 1 && middle == low + 1 {
        return Some(high);
    }
    // A-3-2: the three (index 1) is the top card.
    (high == ACE && middle == 1 && low == 0).then_some(1)
}

#[cfg(test)]
mod tests;
