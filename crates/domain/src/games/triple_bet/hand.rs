//! The kinds of five-card hands Triple Bet Poker's paytable and bonus pay. Ranking as the
//! five-card hands (the ace high, or low in A-2-3-4-5). Triple Bet's paytable pays a royal
//! flush as a straight flush; Oasis Stud's version D, which plays by these rules, has a line of
//! its own for it ([`TripleBetHand::RoyalFlush`]).

use crate::card::{Card, Rank};
use crate::poker::five_card::{evaluate, Category, HandValue};
use crate::poker::paytable::Line;

/// A line of the paytable, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TripleBetHand {
    /// A pair of tens or better.
    TensOrBetter,
    /// Two pair.
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// A five-card straight.
    Straight,
    /// A five-card flush.
    Flush,
    /// A full house.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush below the royal flush (the royal too where the paytable has no line
    /// for it: [`TripleBetHand::below`]).
    StraightFlush,
    /// 10 to A of one suit.
    RoyalFlush,
}

impl TripleBetHand {
    /// Every line, lowest first.
    pub const ALL: [TripleBetHand; 9] = [
        TripleBetHand::TensOrBetter,
        TripleBetHand::TwoPair,
        TripleBetHand::ThreeOfAKind,
        TripleBetHand::Straight,
        TripleBetHand::Flush,
        TripleBetHand::FullHouse,
        TripleBetHand::FourOfAKind,
        TripleBetHand::StraightFlush,
        TripleBetHand::RoyalFlush,
    ];

    /// The line a hand valued `value` meets, if any (a pair below tens and high cards meet none).
    pub fn of(value: HandValue) -> Option<TripleBetHand> {
        Some(match value.category() {
            Category::HighCard => return None,
            Category::Pair if value < HandValue::lowest(Category::Pair, Rank::Ten) => return None,
            Category::Pair => TripleBetHand::TensOrBetter,
            Category::TwoPair => TripleBetHand::TwoPair,
            Category::ThreeOfAKind => TripleBetHand::ThreeOfAKind,
            Category::Straight => TripleBetHand::Straight,
            Category::Flush => TripleBetHand::Flush,
            Category::FullHouse => TripleBetHand::FullHouse,
            Category::FourOfAKind => TripleBetHand::FourOfAKind,
            Category::StraightFlush => TripleBetHand::StraightFlush,
            Category::RoyalFlush => TripleBetHand::RoyalFlush,
        })
    }

    /// The line a hand of this line is paid by where the paytable has none for it: a royal
    /// flush is a straight flush.
    pub fn below(self) -> Option<TripleBetHand> {
        match self {
            TripleBetHand::RoyalFlush => Some(TripleBetHand::StraightFlush),
            TripleBetHand::TensOrBetter
            | TripleBetHand::TwoPair
            | TripleBetHand::ThreeOfAKind
            | TripleBetHand::Straight
            | TripleBetHand::Flush
            | TripleBetHand::FullHouse
            | TripleBetHand::FourOfAKind
            | TripleBetHand::StraightFlush => None,
        }
    }
}

impl Line for TripleBetHand {
    fn all() -> &'static [Self] {
        &TripleBetHand::ALL
    }

    fn name(self) -> &'static str {
        match self {
            TripleBetHand::TensOrBetter => "tens_or_better",
            TripleBetHand::TwoPair => "two_pair",
            TripleBetHand::ThreeOfAKind => "three_of_a_kind",
            TripleBetHand::Straight => "straight",
            TripleBetHand::Flush => "flush",
            TripleBetHand::FullHouse => "full_house",
            TripleBetHand::FourOfAKind => "four_of_a_kind",
            TripleBetHand::StraightFlush => "straight_flush",
            TripleBetHand::RoyalFlush => "royal_flush",
        }
    }
}

/// A line of the bonus, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BonusHand {
    /// Two pair.
    TwoPair,
    /// Four of the five cards of one suit.
    FourCardFlush,
    /// Four of the five cards of four consecutive ranks (A-2-3-4 and J-Q-K-A included).
    FourCardStraight,
    /// Three of a kind.
    ThreeOfAKind,
    /// A five-card straight.
    Straight,
    /// A five-card flush.
    Flush,
    /// A full house.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush.
    StraightFlush,
}

impl BonusHand {
    /// Every line, lowest first.
    pub const ALL: [BonusHand; 9] = [
        BonusHand::TwoPair,
        BonusHand::FourCardFlush,
        BonusHand::FourCardStraight,
        BonusHand::ThreeOfAKind,
        BonusHand::Straight,
        BonusHand::Flush,
        BonusHand::FullHouse,
        BonusHand::FourOfAKind,
        BonusHand::StraightFlush,
    ];

    /// The lines the five `cards` meet, highest first (the bonus pays the first it has).
    pub fn met(cards: [Card; 5]) -> Vec<BonusHand> {
        let mut met = Vec::new();
        let category = evaluate(&cards).category();
        match category {
            Category::StraightFlush | Category::RoyalFlush => met.push(BonusHand::StraightFlush),
            Category::FourOfAKind => met.push(BonusHand::FourOfAKind),
            Category::FullHouse => met.push(BonusHand::FullHouse),
            Category::Flush => met.push(BonusHand::Flush),
            Category::Straight => met.push(BonusHand::Straight),
            Category::ThreeOfAKind => met.push(BonusHand::ThreeOfAKind),
            Category::TwoPair | Category::Pair | Category::HighCard => {}
        }
        if four_card_straight(&cards) {
            met.push(BonusHand::FourCardStraight);
        }
        if four_card_flush(&cards) {
            met.push(BonusHand::FourCardFlush);
        }
        if category == Category::TwoPair {
            met.push(BonusHand::TwoPair);
        }
        met
    }
}

impl Line for BonusHand {
    fn all() -> &'static [Self] {
        &BonusHand::ALL
    }

    fn name(self) -> &'static str {
        match self {
            BonusHand::TwoPair => "two_pair",
            BonusHand::FourCardFlush => "four_card_flush",
            BonusHand::FourCardStraight => "four_card_straight",
            BonusHand::ThreeOfAKind => "three_of_a_kind",
            BonusHand::Straight => "straight",
            BonusHand::Flush => "flush",
            BonusHand::FullHouse => "full_house",
            BonusHand::FourOfAKind => "four_of_a_kind",
            BonusHand::StraightFlush => "straight_flush",
        }
    }
}

/// Whether four of `cards` have four consecutive ranks, the ace high or low.
fn four_card_straight(cards: &[Card; 5]) -> bool {
    let ranks = cards
        .iter()
        .fold(0u32, |mask, card| mask | 1 << (card.rank().index() + 1));
    // Bit 0: the ace played low.
    let ranks = ranks | (ranks >> 13 & 1);
    (ranks & ranks >> 1 & ranks >> 2 & ranks >> 3) != 0
}

/// Whether four of `cards` share a suit.
fn four_card_flush(cards: &[Card; 5]) -> bool {
    let mut suits = [0u8; 4];
    for card in cards {
        suits[card.suit().index()] += 1;
    }
    suits.iter().any(|&count| count >= 4)
}
