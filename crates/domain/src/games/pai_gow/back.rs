//! The five-card back hand's value (pai-gow.md, "Ranking", and "Cards and the joker").
//!
//! Not the crate's shared five-card evaluator ([`crate::poker::five_card`]): that one ranks
//! A-2-3-4-5 as the lowest straight, where Pai Gow ranks it the second highest, and it knows
//! no joker. Pai Gow's ranking here, in the rules file's own terms:
//!
//! - the joker may only complete a straight, a flush or a straight flush, otherwise it counts
//!   as an ace: so it pairs only aces, and four aces with it are five aces, the top hand;
//! - in a straight the joker takes the rank that makes the highest straight **by this
//!   ranking** (so 2-3-4-5 with the joker is A-2-3-4-5, above 2-3-4-5-6); in a flush it is the
//!   highest rank missing from the hand's suited cards;
//! - tie-breaks exactly as the table says: three of a kind, full house and four of a kind by
//!   the set alone (two such hands of one rank cannot both come from one deck).

use super::card::PaiGowCard;
use crate::card::{Card, Rank};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A back hand's category, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum BackCategory {
    /// No pair, straight or flush.
    HighCard,
    /// Two cards of one rank.
    Pair,
    /// Two pairs.
    TwoPair,
    /// Three cards of one rank.
    ThreeOfAKind,
    /// Five consecutive ranks (A-K-Q-J-10 highest, A-2-3-4-5 second).
    Straight,
    /// Five cards of one suit (the joker completing one counts).
    Flush,
    /// Three of one rank and two of another.
    FullHouse,
    /// Four cards of one rank.
    FourOfAKind,
    /// A straight of one suit, the royal flush (A-K-Q-J-10) the highest, A-2-3-4-5 second.
    StraightFlush,
    /// Four aces and the joker: the top hand.
    FiveAces,
}

impl BackCategory {
    /// Every category, lowest first.
    pub const ALL: [BackCategory; 10] = [
        BackCategory::HighCard,
        BackCategory::Pair,
        BackCategory::TwoPair,
        BackCategory::ThreeOfAKind,
        BackCategory::Straight,
        BackCategory::Flush,
        BackCategory::FullHouse,
        BackCategory::FourOfAKind,
        BackCategory::StraightFlush,
        BackCategory::FiveAces,
    ];

    /// The stable name (`high_card`, `two_pair`, `five_aces`, …).
    pub fn name(self) -> &'static str {
        match self {
            BackCategory::HighCard => "high_card",
            BackCategory::Pair => "pair",
            BackCategory::TwoPair => "two_pair",
            BackCategory::ThreeOfAKind => "three_of_a_kind",
            BackCategory::Straight => "straight",
            BackCategory::Flush => "flush",
            BackCategory::FullHouse => "full_house",
            BackCategory::FourOfAKind => "four_of_a_kind",
            BackCategory::StraightFlush => "straight_flush",
            BackCategory::FiveAces => "five_aces",
        }
    }
}

/// A straight's or straight flush's height key: the top card's rank index (6-high 4 …
/// K-high 11), except A-2-3-4-5, keyed between K-high and A-high.
const WHEEL_KEY: u8 = 12;
/// A-K-Q-J-10's height key: the highest.
const BROADWAY_KEY: u8 = 13;

/// A back hand's value: the category, then the table's tie-breaks, most significant first
/// (rank indices 0 = two … 12 = ace; a straight's height key; unused slots 0). The derived
/// order is the ranking; equal values are a copy. Suits never enter it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BackValue {
    category: BackCategory,
    ties: [u8; 5],
}

impl BackValue {
    /// The value of the back `cards`, the joker playing as the rules allow it.
    pub fn of(cards: [PaiGowCard; 5]) -> BackValue {
        let mut faces = [None; 5];
        let mut jokers = 0;
        for (slot, card) in faces.iter_mut().zip(cards) {
            match card {
                PaiGowCard::Card(face) => *slot = Some(face),
                PaiGowCard::Joker => jokers += 1,
            }
        }
        let faces: Vec<Card> = faces.into_iter().flatten().collect();
        match (jokers, <[Card; 4]>::try_from(faces.as_slice())) {
            (1, Ok(naturals)) => with_joker(naturals),
            // No joker (or, in a hand no deck deals, more than one: each an ace).
            _ => concrete(cards.map(PaiGowCard::rank_as_ace), flush_of(&cards)),
        }
    }

    /// The hand's category.
    pub fn category(self) -> BackCategory {
        self.category
    }

    /// Whether this is the royal flush, A-K-Q-J-10 of one suit (the joker may complete it):
    /// the highest straight flush, a heading of its own in the house way.
    pub fn is_royal_flush(self) -> bool {
        self.category == BackCategory::StraightFlush && self.ties[0] == BROADWAY_KEY
    }

    /// The pair's rank, for a hand of one pair.
    pub fn pair_rank(self) -> Option<Rank> {
        match self.category {
            BackCategory::Pair => Rank::from_index(usize::from(self.ties[0])),
            BackCategory::HighCard
            | BackCategory::TwoPair
            | BackCategory::ThreeOfAKind
            | BackCategory::Straight
            | BackCategory::Flush
            | BackCategory::FullHouse
            | BackCategory::FourOfAKind
            | BackCategory::StraightFlush
            | BackCategory::FiveAces => None,
        }
    }

    /// The highest and the second-highest card's ranks, for a high-card hand (the joker there
    /// is an ace).
    pub fn top_two(self) -> Option<(Rank, Rank)> {
        match self.category {
            BackCategory::HighCard => Some((
                Rank::from_index(usize::from(self.ties[0]))?,
                Rank::from_index(usize::from(self.ties[1]))?,
            )),
            BackCategory::Pair
            | BackCategory::TwoPair
            | BackCategory::ThreeOfAKind
            | BackCategory::Straight
            | BackCategory::Flush
            | BackCategory::FullHouse
            | BackCategory::FourOfAKind
            | BackCategory::StraightFlush
            | BackCategory::FiveAces => None,
        }
    }
}

impl fmt::Display for BackValue {
    /// The category and its tie-break ranks: `two_pair K-9-4`, `straight 5-high` (A-2-3-4-5),
    /// `five_aces`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.category.name())?;
        let ranks = |n: usize| {
            let symbols: Vec<String> = self.ties[..n]
                .iter()
                .map(|&index| {
                    Rank::from_index(usize::from(index))
                        .map_or('?', Rank::symbol)
                        .to_string()
                })
                .collect();
            symbols.join("-")
        };
        match self.category {
            BackCategory::FiveAces => Ok(()),
            BackCategory::Straight | BackCategory::StraightFlush => {
                let top = match self.ties[0] {
                    WHEEL_KEY => '5',
                    BROADWAY_KEY => 'A',
                    index => Rank::from_index(usize::from(index)).map_or('?', Rank::symbol),
                };
                write!(f, " {top}-high")
            }
            BackCategory::ThreeOfAKind | BackCategory::FullHouse | BackCategory::FourOfAKind => {
                write!(f, " {}", ranks(1))
            }
            BackCategory::TwoPair => write!(f, " {}", ranks(3)),
            BackCategory::Pair => write!(f, " {}", ranks(4)),
            BackCategory::HighCard | BackCategory::Flush => write!(f, " {}", ranks(5)),
        }
    }
}

/// Whether five cards, none of them the joker, share one suit.
fn flush_of(cards: &[PaiGowCard; 5]) -> bool {
    let suits: Vec<_> = cards
        .iter()
        .filter_map(|card| card.face())
        .map(Card::suit)
        .collect();
    suits.len() == 5 && suits.iter().all(|&suit| suit == suits[0])
}

/// The value of four faces and the joker: the best of the joker as an ace, as the rank that
/// completes the highest straight (or straight flush), and, when the four share a suit, as
/// the highest rank missing from them (a flush). Only a straight, flush or straight flush may
/// take the joker as anything but an ace: the other categories come from the ace alone.
fn with_joker(naturals: [Card; 4]) -> BackValue {
    let ranks = naturals.map(Card::rank);
    let suited = naturals
        .iter()
        .all(|card| card.suit() == naturals[0].suit());
    let five = |joker: Rank| [ranks[0], ranks[1], ranks[2], ranks[3], joker];
    let mut best = concrete(five(Rank::Ace), false);
    for joker in Rank::ALL {
        if ranks.contains(&joker) {
            continue;
        }
        let value = concrete(five(joker), suited);
        if matches!(
            value.category,
            BackCategory::Straight | BackCategory::StraightFlush
        ) {
            best = best.max(value);
        }
    }
    if suited {
        if let Some(&missing) = Rank::ALL.iter().rev().find(|rank| !ranks.contains(rank)) {
            best = best.max(concrete(five(missing), true));
        }
    }
    best
}

/// The value of five ranks, all one suit when `flush`.
fn concrete(ranks: [Rank; 5], flush: bool) -> BackValue {
    let mut counts = [0u8; 13];
    for rank in ranks {
        counts[rank.index()] += 1;
    }
    // Groups as (count, rank index), largest group first, then the highest rank.
    let mut groups: Vec<(u8, u8)> = (0u8..13)
        .rev()
        .filter(|&index| counts[usize::from(index)] > 0)
        .map(|index| (counts[usize::from(index)], index))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let shape: Vec<u8> = groups.iter().map(|group| group.0).collect();
    let lead = |n: usize| {
        let mut ties = [0u8; 5];
        for (slot, group) in ties.iter_mut().zip(groups.iter()).take(n) {
            *slot = group.1;
        }
        ties
    };
    let value = |category, ties| BackValue { category, ties };
    let straight = straight_key(&counts);
    match (straight, flush, shape.as_slice()) {
        (_, _, [5]) => value(BackCategory::FiveAces, [0; 5]),
        (Some(key), true, _) => value(BackCategory::StraightFlush, [key, 0, 0, 0, 0]),
        (_, _, [4, 1]) => value(BackCategory::FourOfAKind, lead(1)),
        (_, _, [3, 2]) => value(BackCategory::FullHouse, lead(1)),
        (None, true, _) => value(BackCategory::Flush, lead(5)),
        (Some(key), false, _) => value(BackCategory::Straight, [key, 0, 0, 0, 0]),
        (None, false, [3, 1, 1]) => value(BackCategory::ThreeOfAKind, lead(1)),
        (None, false, [2, 2, 1]) => value(BackCategory::TwoPair, lead(3)),
        (None, false, [2, 1, 1, 1]) => value(BackCategory::Pair, lead(4)),
        (None, false, _) => value(BackCategory::HighCard, lead(5)),
    }
}

/// The height key of the straight five distinct ranks make, if they make one.
fn straight_key(counts: &[u8; 13]) -> Option<u8> {
    let mask = counts
        .iter()
        .enumerate()
        .filter(|(_, &count)| count == 1)
        .fold(0u16, |mask, (index, _)| mask | 1 << index);
    if mask.count_ones() != 5 {
        return None;
    }
    let wheel = 0b1_0000_0000_1111u16;
    if mask == wheel {
        return Some(WHEEL_KEY);
    }
    let low = mask.trailing_zeros();
    let top = 15 - mask.leading_zeros();
    match (top - low == 4, top) {
        (false, _) => None,
        (true, 12) => Some(BROADWAY_KEY),
        // Below 12: a rank index, fits a byte.
        (true, top) => Some(top as u8),
    }
}
