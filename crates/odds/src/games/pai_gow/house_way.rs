//! The dealer's house-way hands for millions of hands: the domain's
//! [`house_way`](livedraw_domain::games::pai_gow::house_way) itself, remembered by what
//! decides its two hands' values, so that each such class is worked out once.
//!
//! The domain values all 21 settings, with allocations (some 10 µs a hand); the odds need
//! only the house-way setting's front and back values, for every dealer hand. Those values
//! are decided by less than the seven cards:
//!
//! - when no five of the seven make a straight or a flush (the joker completing one
//!   included), every back is valued with the joker as an ace and every rule of the house
//!   way reads ranks only: the values are a function of the ranks (the joker an ace). Most
//!   hands are such, and there are some 50,000 multisets of seven ranks;
//! - otherwise suits matter, but not which suit is which: the values are a function of the
//!   four suits' sets of ranks, in any order, and whether the joker is there.
//!
//! So the memo keys a hand by its ranks when no straight or flush can be made (the check may
//! say "can" too often, never too seldom), else by its suits' rank sets sorted; a miss asks
//! the domain. Equal to the domain by construction, and checked against it on hundreds of
//! thousands of random hands and every hand of the domain's tests.

use super::showdown::SetHands;
use livedraw_domain::games::pai_gow::{house_way, PaiGowCard, SevenCards};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Straight windows as 13-bit rank masks (bit 0 the two, bit 12 the ace): 6-high to
/// A-K-Q-J-10, and A-2-3-4-5.
const WINDOWS: [u16; 10] = {
    let mut windows = [0u16; 10];
    let mut low = 0;
    while low < 9 {
        windows[low] = 0b1_1111 << low;
        low += 1;
    }
    windows[9] = 0b1_0000_0000_1111;
    windows
};

/// Entries kept by the suits' key at most: an enumeration's straights and flushes could
/// otherwise hold millions; past this, the domain is asked again.
const SUITS_KEPT: usize = 2_000_000;

/// The dealer's house-way hands, remembered by the class that decides them. Each distinct
/// pair of values found gets a number ([`HouseWayMemo::outcome`]), so that an enumeration
/// can count dealer hands by it and settle each pair once.
#[derive(Default)]
pub struct HouseWayMemo {
    by_ranks: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
    by_suits: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
    /// The distinct values found, by number.
    outcomes: Vec<SetHands>,
    numbers: HashMap<SetHands, u32>,
    asked: u64,
}

impl HouseWayMemo {
    /// An empty memo.
    pub fn new() -> HouseWayMemo {
        HouseWayMemo::default()
    }

    /// The house-way setting's front and back values for `hand`: as the domain's
    /// `house_way(hand).setting`.
    pub fn hands(&mut self, hand: &SevenCards) -> SetHands {
        let number = self.number(hand);
        self.outcomes[number as usize]
    }

    /// The number of `hand`'s house-way values: equal numbers, equal values.
    pub fn number(&mut self, hand: &SevenCards) -> u32 {
        let shape = Shape::of(hand);
        if !shape.can_make_straight_or_flush() {
            let key = shape.ranks;
            if let Some(&number) = self.by_ranks.get(&key) {
                return number;
            }
            let number = self.ask(hand);
            self.by_ranks.insert(key, number);
            return number;
        }
        let key = shape.suits_key();
        if let Some(&number) = self.by_suits.get(&key) {
            return number;
        }
        let number = self.ask(hand);
        if self.by_suits.len() < SUITS_KEPT {
            self.by_suits.insert(key, number);
        }
        number
    }

    /// The values numbered `number`, if found yet.
    pub fn outcome(&self, number: u32) -> Option<SetHands> {
        self.outcomes.get(number as usize).copied()
    }

    /// Every distinct pair of values found, by number.
    pub fn outcomes(&self) -> &[SetHands] {
        &self.outcomes
    }

    /// How many hands were worked out by the domain (the memo's misses).
    pub fn asked(&self) -> u64 {
        self.asked
    }

    /// Asks the domain, and numbers the values if new.
    fn ask(&mut self, hand: &SevenCards) -> u32 {
        self.asked += 1;
        let hands = SetHands::of(&house_way(hand).setting);
        let next = self.outcomes.len() as u32;
        let number = *self.numbers.entry(hands).or_insert(next);
        if number == next {
            self.outcomes.push(hands);
        }
        number
    }
}

/// What decides a hand's house-way values, read off its cards once.
struct Shape {
    /// Three bits per rank (the joker an ace): the count of each.
    ranks: u64,
    /// Each suit's ranks, a 13-bit mask.
    suits: [u16; 4],
    joker: bool,
}

impl Shape {
    fn of(hand: &SevenCards) -> Shape {
        let mut shape = Shape {
            ranks: 0,
            suits: [0; 4],
            joker: false,
        };
        for card in hand.cards() {
            match card {
                PaiGowCard::Card(face) => {
                    let rank = face.rank().index();
                    shape.ranks += 1 << (3 * rank);
                    shape.suits[face.suit().index()] |= 1 << rank;
                }
                PaiGowCard::Joker => {
                    shape.ranks += 1 << (3 * 12);
                    shape.joker = true;
                }
            }
        }
        shape
    }

    /// Whether five of the seven could make a straight or a flush, the joker completing one:
    /// five of a suit, or four and the joker; five ranks of a window, or four and the joker.
    fn can_make_straight_or_flush(&self) -> bool {
        let needed = 5 - u32::from(self.joker);
        let flush = self.suits.iter().any(|suit| suit.count_ones() >= needed);
        let ranks = self.suits.iter().fold(0u16, |all, suit| all | suit);
        flush
            || WINDOWS
                .iter()
                .any(|window| (ranks & window).count_ones() >= needed)
    }

    /// The four suits' rank sets, largest mask first, and the joker: equal for hands that
    /// differ by a renaming of the suits.
    fn suits_key(&self) -> u64 {
        let mut suits = self.suits;
        suits.sort_unstable_by(|a, b| b.cmp(a));
        suits.iter().fold(u64::from(self.joker), |key, &suit| {
            key << 13 | u64::from(suit)
        })
    }
}

/// A multiply-shift hasher for the memo's integer keys: the std hasher's DoS resistance is
/// not needed for keys made from cards, and costs more than the lookup.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        let mixed = self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        mixed ^ (mixed >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8)) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 ^= value;
    }
}
