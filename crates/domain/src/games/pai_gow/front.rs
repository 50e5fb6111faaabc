//! The two-card front hand's value (pai-gow.md, "Ranking": "a pair beats any two unpaired
//! cards; pairs by rank; unpaired fronts by the higher card, then the lower"). The joker in
//! the front is always an ace ("Cards and the joker", our choice), so it pairs only an ace.

use super::card::PaiGowCard;
use crate::card::Rank;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A front hand's value; the derived order is the ranking: every unpaired front below every
/// pair (variant order), unpaired fronts by the higher card then the lower, pairs by rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum FrontValue {
    /// Two cards of different ranks.
    HighCards {
        /// The higher card's rank.
        high: Rank,
        /// The lower card's rank.
        low: Rank,
    },
    /// Two cards of one rank (an ace and the joker are a pair of aces).
    Pair(Rank),
}

impl FrontValue {
    /// The value of the front `cards`.
    pub fn of(cards: [PaiGowCard; 2]) -> FrontValue {
        FrontValue::of_ranks(cards[0].rank_as_ace(), cards[1].rank_as_ace())
    }

    /// The value of a front of ranks `a` and `b`, in either order.
    pub fn of_ranks(a: Rank, b: Rank) -> FrontValue {
        if a == b {
            return FrontValue::Pair(a);
        }
        FrontValue::HighCards {
            high: a.max(b),
            low: a.min(b),
        }
    }

    /// The lowest front that is "at least king-high" (K-2; any pair is above it): the straight
    /// and flush row's and the royal flush row's floor.
    pub const KING_HIGH: FrontValue = FrontValue::HighCards {
        high: Rank::King,
        low: Rank::Two,
    };

    /// The lowest front that is "at least ace + face card" (A-J; any pair is above it,
    /// "How to apply it" rule 5).
    pub const ACE_FACE: FrontValue = FrontValue::HighCards {
        high: Rank::Ace,
        low: Rank::Jack,
    };
}

impl fmt::Display for FrontValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrontValue::HighCards { high, low } => {
                write!(f, "{}-{} high", high.symbol(), low.symbol())
            }
            FrontValue::Pair(rank) => write!(f, "pair of {}", rank.symbol()),
        }
    }
}
