//! The hands Oasis Stud's boxes pay (stud-and-triple-bet.md, "Bet-box paytables" and "Bonus
//! box"), ranked as five-card poker hands with **Ace & King** set apart: a hand without a pair,
//! straight or flush that holds an ace and a king, above every other such hand. Its tie-breaks
//! (3rd, 4th, 5th card) are those of any high-card hand, so the five-card value orders it.
//! Version C's deuces-wild hands are in [`super::deuces`].

use crate::card::{Card, Rank};
use crate::poker::five_card::{evaluate, Category, HandValue};
use crate::poker::paytable::Line;

/// The lowest Ace & King hand: A-K-4-3-2 and every high-card hand above it.
pub fn ace_king() -> HandValue {
    HandValue::lowest_with(Category::HighCard, &[Rank::Ace, Rank::King])
}

/// The lowest pair of `rank`.
pub fn pair_of(rank: Rank) -> HandValue {
    HandValue::lowest(Category::Pair, rank)
}

/// The value of five cards.
pub fn value(cards: &[Card; 5]) -> HandValue {
    evaluate(cards)
}

/// A line of the bet box's paytable (standard, A, B), lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum StudHand {
    /// Ace & King.
    AceKing,
    /// One pair (B: 8s or better).
    Pair,
    /// Two pair.
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// A straight.
    Straight,
    /// A flush.
    Flush,
    /// A full house.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush below the royal.
    StraightFlush,
    /// 10 to A of one suit.
    RoyalFlush,
}

impl StudHand {
    /// Every line, lowest first.
    pub const ALL: [StudHand; 10] = [
        StudHand::AceKing,
        StudHand::Pair,
        StudHand::TwoPair,
        StudHand::ThreeOfAKind,
        StudHand::Straight,
        StudHand::Flush,
        StudHand::FullHouse,
        StudHand::FourOfAKind,
        StudHand::StraightFlush,
        StudHand::RoyalFlush,
    ];

    /// The line a hand valued `value` meets, a pair counting from `lowest_pair` up (none below
    /// Ace & King).
    pub fn of(value: HandValue, lowest_pair: Rank) -> Option<StudHand> {
        Some(match value.category() {
            Category::HighCard if value >= ace_king() => StudHand::AceKing,
            Category::HighCard => return None,
            Category::Pair if value < pair_of(lowest_pair) => return None,
            Category::Pair => StudHand::Pair,
            Category::TwoPair => StudHand::TwoPair,
            Category::ThreeOfAKind => StudHand::ThreeOfAKind,
            Category::Straight => StudHand::Straight,
            Category::Flush => StudHand::Flush,
            Category::FullHouse => StudHand::FullHouse,
            Category::FourOfAKind => StudHand::FourOfAKind,
            Category::StraightFlush => StudHand::StraightFlush,
            Category::RoyalFlush => StudHand::RoyalFlush,
        })
    }
}

impl Line for StudHand {
    fn all() -> &'static [Self] {
        &StudHand::ALL
    }

    fn name(self) -> &'static str {
        match self {
            StudHand::AceKing => "ace_king",
            StudHand::Pair => "pair",
            StudHand::TwoPair => "two_pair",
            StudHand::ThreeOfAKind => "three_of_a_kind",
            StudHand::Straight => "straight",
            StudHand::Flush => "flush",
            StudHand::FullHouse => "full_house",
            StudHand::FourOfAKind => "four_of_a_kind",
            StudHand::StraightFlush => "straight_flush",
            StudHand::RoyalFlush => "royal_flush",
        }
    }
}

/// A line of the bonus box (standard, A, B), lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OasisBonusHand {
    /// A straight.
    Straight,
    /// A flush.
    Flush,
    /// A full house.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush below the royal.
    StraightFlush,
    /// 10 to A of one suit.
    RoyalFlush,
}

impl OasisBonusHand {
    /// Every line, lowest first.
    pub const ALL: [OasisBonusHand; 6] = [
        OasisBonusHand::Straight,
        OasisBonusHand::Flush,
        OasisBonusHand::FullHouse,
        OasisBonusHand::FourOfAKind,
        OasisBonusHand::StraightFlush,
        OasisBonusHand::RoyalFlush,
    ];

    /// The line five cards valued `value` meet, if any (below a straight, none).
    pub fn of(value: HandValue) -> Option<OasisBonusHand> {
        Some(match value.category() {
            Category::HighCard | Category::Pair | Category::TwoPair | Category::ThreeOfAKind => {
                return None
            }
            Category::Straight => OasisBonusHand::Straight,
            Category::Flush => OasisBonusHand::Flush,
            Category::FullHouse => OasisBonusHand::FullHouse,
            Category::FourOfAKind => OasisBonusHand::FourOfAKind,
            Category::StraightFlush => OasisBonusHand::StraightFlush,
            Category::RoyalFlush => OasisBonusHand::RoyalFlush,
        })
    }
}

impl Line for OasisBonusHand {
    fn all() -> &'static [Self] {
        &OasisBonusHand::ALL
    }

    fn name(self) -> &'static str {
        match self {
            OasisBonusHand::Straight => "straight",
            OasisBonusHand::Flush => "flush",
            OasisBonusHand::FullHouse => "full_house",
            OasisBonusHand::FourOfAKind => "four_of_a_kind",
            OasisBonusHand::StraightFlush => "straight_flush",
            OasisBonusHand::RoyalFlush => "royal_flush",
        }
    }
}
