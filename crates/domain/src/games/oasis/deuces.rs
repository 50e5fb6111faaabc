//! Version C's deuces-wild hands (stud-and-triple-bet.md, "Version C"): every 2 is wild and
//! takes whatever rank and suit makes the best hand. Ranking, following the paytable (our
//! choice): natural royal flush > wild royal flush > five of a kind > straight flush > four of
//! a kind > full house > flush > straight > three of a kind > two pair > one pair > no pair;
//! within a category the usual tie-breaks, a natural hand tying an equal wild one.
//!
//! Where the tie-breaks need the wild cards' ranks (our choice, as the joker of pai-gow.md): in
//! a flush each deuce is the highest rank the flush does not hold; in a straight it completes
//! the highest straight; in a pair, three or four of a kind it joins the highest rank it can.

use crate::card::{Card, Rank};
use crate::poker::five_card::{evaluate, Category};
use crate::poker::paytable::Line;

/// A category of deuces-wild hand, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DeucesCategory {
    /// No pair, no straight, no flush (only without a deuce).
    HighCard,
    /// One pair.
    Pair,
    /// Two pair (only without a deuce: with one, three of a kind or a full house is better).
    TwoPair,
    /// Three of a kind.
    ThreeOfAKind,
    /// Five consecutive ranks (A-2-3-4-5 lowest).
    Straight,
    /// Five cards of one suit.
    Flush,
    /// Three of a kind and a pair.
    FullHouse,
    /// Four of a kind.
    FourOfAKind,
    /// A straight flush below the royal.
    StraightFlush,
    /// Five cards of one rank (with at least one deuce).
    FiveOfAKind,
    /// 10 to A of one suit made with a deuce.
    WildRoyalFlush,
    /// 10 to A of one suit without a deuce.
    NaturalRoyalFlush,
}

/// A deuces-wild hand's value: its category, then up to five tie-break ranks, packed so that
/// the integer order is the hands' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeucesValue(u32);

/// Bits above the five 4-bit tie-break ranks (as the five-card value packs them).
const CATEGORY_SHIFT: u32 = 20;
const TIES: u32 = (1 << CATEGORY_SHIFT) - 1;

/// Rank indices: the two (the wild card), the ten, the ace.
const TWO: usize = 0;
const TEN: usize = 8;
const ACE: usize = 12;

/// 10 to A.
const ROYAL: u16 = 0b1_1111 << TEN;

impl DeucesValue {
    fn new(category: DeucesCategory, ranks: &[usize]) -> DeucesValue {
        let mut ties = 0;
        for slot in 0..5 {
            let rank = ranks.get(slot).map_or(0, |&rank| rank as u32);
            ties = (ties << 4) | (rank & 0xf);
        }
        DeucesValue(((category as u32) << CATEGORY_SHIFT) | ties)
    }

    /// The hand's category.
    pub fn category(self) -> DeucesCategory {
        DeucesCategory::ALL[(self.0 >> CATEGORY_SHIFT) as usize % DeucesCategory::ALL.len()]
    }

    /// The lowest value of `category` whose leading rank is `leading` (a pair of 8s: the
    /// version's qualifier and the pair line's floor).
    pub fn lowest(category: DeucesCategory, leading: Rank) -> DeucesValue {
        DeucesValue::new(category, &[leading.index()])
    }
}

impl DeucesCategory {
    /// Every category, lowest first.
    pub const ALL: [DeucesCategory; 12] = [
        DeucesCategory::HighCard,
        DeucesCategory::Pair,
        DeucesCategory::TwoPair,
        DeucesCategory::ThreeOfAKind,
        DeucesCategory::Straight,
        DeucesCategory::Flush,
        DeucesCategory::FullHouse,
        DeucesCategory::FourOfAKind,
        DeucesCategory::StraightFlush,
        DeucesCategory::FiveOfAKind,
        DeucesCategory::WildRoyalFlush,
        DeucesCategory::NaturalRoyalFlush,
    ];

    /// A natural hand's category: its five-card category (a hand without a deuce cannot hold
    /// A-2-3-4-5, so the straights agree).
    fn natural(category: Category) -> DeucesCategory {
        match category {
            Category::HighCard => DeucesCategory::HighCard,
            Category::Pair => DeucesCategory::Pair,
            Category::TwoPair => DeucesCategory::TwoPair,
            Category::ThreeOfAKind => DeucesCategory::ThreeOfAKind,
            Category::Straight => DeucesCategory::Straight,
            Category::Flush => DeucesCategory::Flush,
            Category::FullHouse => DeucesCategory::FullHouse,
            Category::FourOfAKind => DeucesCategory::FourOfAKind,
            Category::StraightFlush => DeucesCategory::StraightFlush,
            Category::RoyalFlush => DeucesCategory::NaturalRoyalFlush,
        }
    }
}

/// The value of five cards with every 2 wild.
pub fn value(cards: &[Card; 5]) -> DeucesValue {
    let naturals: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|card| card.rank() != Rank::Two)
        .collect();
    let wild = cards.len() - naturals.len();
    if wild == 0 {
        let natural = evaluate(cards);
        let category = DeucesCategory::natural(natural.category());
        return DeucesValue(((category as u32) << CATEGORY_SHIFT) | (natural.get() & TIES));
    }
    Wild::of(&naturals, wild).best()
}

/// A hand with at least one deuce: its natural cards' ranks and suits.
struct Wild {
    wild: usize,
    counts: [usize; 13],
    /// A bit per natural rank.
    ranks: u16,
    one_suit: bool,
    distinct: bool,
}

impl Wild {
    fn of(naturals: &[Card], wild: usize) -> Wild {
        let mut counts = [0; 13];
        let mut ranks = 0u16;
        for card in naturals {
            counts[card.rank().index()] += 1;
            ranks |= 1 << card.rank().index();
        }
        let one_suit = naturals
            .windows(2)
            .all(|pair| pair[0].suit() == pair[1].suit());
        Wild {
            wild,
            counts,
            ranks,
            one_suit,
            distinct: counts.iter().all(|&count| count <= 1),
        }
    }

    /// The best hand the deuces make, highest category first.
    fn best(&self) -> DeucesValue {
        let straight = self.distinct.then(|| self.straight_top()).flatten();
        if self.one_suit && self.distinct && self.ranks & !ROYAL == 0 {
            return DeucesValue::new(DeucesCategory::WildRoyalFlush, &[]);
        }
        if let Some(rank) = self.highest_with(5) {
            return DeucesValue::new(DeucesCategory::FiveOfAKind, &[rank]);
        }
        if let (true, Some(top)) = (self.one_suit, straight) {
            return DeucesValue::new(DeucesCategory::StraightFlush, &[top]);
        }
        if let Some(rank) = self.highest_with(4) {
            return self.with_kickers(DeucesCategory::FourOfAKind, rank);
        }
        if let Some(value) = self.full_house() {
            return value;
        }
        if self.one_suit {
            return DeucesValue::new(DeucesCategory::Flush, &self.flush_ranks());
        }
        if let Some(top) = straight {
            return DeucesValue::new(DeucesCategory::Straight, &[top]);
        }
        if let Some(rank) = self.highest_with(3) {
            return self.with_kickers(DeucesCategory::ThreeOfAKind, rank);
        }
        // One deuce and four different natural ranks: the deuce pairs the highest.
        let highest = self.naturals_high_first().first().copied().unwrap_or(ACE);
        self.with_kickers(DeucesCategory::Pair, highest)
    }

    /// The highest rank the deuces bring to `size` cards.
    fn highest_with(&self, size: usize) -> Option<usize> {
        (TWO + 1..=ACE)
            .rev()
            .find(|&rank| self.counts[rank] > 0 && self.counts[rank] + self.wild >= size)
    }

    /// One deuce and two natural pairs: the higher pair made three.
    fn full_house(&self) -> Option<DeucesValue> {
        let pairs: Vec<usize> = (0..13)
            .rev()
            .filter(|&rank| self.counts[rank] == 2)
            .collect();
        match (self.wild, pairs.as_slice()) {
            (1, &[high, low]) => Some(DeucesValue::new(DeucesCategory::FullHouse, &[high, low])),
            _ => None,
        }
    }

    /// The top of the highest straight the naturals fit in with the deuces (distinct ranks).
    fn straight_top(&self) -> Option<usize> {
        let fits = |window: u16| self.ranks & !window == 0;
        let top = (4..=ACE).rev().find(|&top| fits(0b1_1111 << (top - 4)));
        // A-2-3-4-5: the ace low, the top the five (index 3).
        top.or_else(|| fits(0b1_0000_0000_1111).then_some(3))
    }

    /// A flush's ranks: the naturals' and, for each deuce, the highest rank not among them.
    fn flush_ranks(&self) -> Vec<usize> {
        let missing = (TWO..=ACE).rev().filter(|&rank| self.counts[rank] == 0);
        let mut ranks: Vec<usize> = missing.take(self.wild).collect();
        ranks.extend(self.naturals_high_first());
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        ranks
    }

    /// `category` of `rank` (the deuces join it), then the other naturals, highest first.
    fn with_kickers(&self, category: DeucesCategory, rank: usize) -> DeucesValue {
        let mut ranks = vec![rank];
        ranks.extend(
            self.naturals_high_first()
                .into_iter()
                .filter(|&other| other != rank),
        );
        DeucesValue::new(category, &ranks)
    }

    /// The natural cards' ranks, highest first, each as often as held.
    fn naturals_high_first(&self) -> Vec<usize> {
        (0..13)
            .rev()
            .flat_map(|rank| std::iter::repeat_n(rank, self.counts[rank]))
            .collect()
    }
}

/// A line of version C's bet-box paytable, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DeucesHand {
    /// A pair of 8s or better.
    EightsOrBetter,
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
    /// A straight flush.
    StraightFlush,
    /// Five of a kind.
    FiveOfAKind,
    /// A royal flush with a deuce.
    WildRoyalFlush,
    /// A royal flush without a deuce.
    NaturalRoyalFlush,
}

impl DeucesHand {
    /// Every line, lowest first.
    pub const ALL: [DeucesHand; 11] = [
        DeucesHand::EightsOrBetter,
        DeucesHand::TwoPair,
        DeucesHand::ThreeOfAKind,
        DeucesHand::Straight,
        DeucesHand::Flush,
        DeucesHand::FullHouse,
        DeucesHand::FourOfAKind,
        DeucesHand::StraightFlush,
        DeucesHand::FiveOfAKind,
        DeucesHand::WildRoyalFlush,
        DeucesHand::NaturalRoyalFlush,
    ];

    /// The line a hand valued `value` meets, if any (a pair below 8s and high cards meet none).
    pub fn of(value: DeucesValue) -> Option<DeucesHand> {
        Some(match value.category() {
            DeucesCategory::HighCard => return None,
            DeucesCategory::Pair if value < eights() => return None,
            DeucesCategory::Pair => DeucesHand::EightsOrBetter,
            DeucesCategory::TwoPair => DeucesHand::TwoPair,
            DeucesCategory::ThreeOfAKind => DeucesHand::ThreeOfAKind,
            DeucesCategory::Straight => DeucesHand::Straight,
            DeucesCategory::Flush => DeucesHand::Flush,
            DeucesCategory::FullHouse => DeucesHand::FullHouse,
            DeucesCategory::FourOfAKind => DeucesHand::FourOfAKind,
            DeucesCategory::StraightFlush => DeucesHand::StraightFlush,
            DeucesCategory::FiveOfAKind => DeucesHand::FiveOfAKind,
            DeucesCategory::WildRoyalFlush => DeucesHand::WildRoyalFlush,
            DeucesCategory::NaturalRoyalFlush => DeucesHand::NaturalRoyalFlush,
        })
    }
}

/// The lowest pair of 8s: version C's qualifier and its pair line's floor.
pub fn eights() -> DeucesValue {
    DeucesValue::lowest(DeucesCategory::Pair, Rank::Eight)
}

impl Line for DeucesHand {
    fn all() -> &'static [Self] {
        &DeucesHand::ALL
    }

    fn name(self) -> &'static str {
        match self {
            DeucesHand::EightsOrBetter => "eights_or_better",
            DeucesHand::TwoPair => "two_pair",
            DeucesHand::ThreeOfAKind => "three_of_a_kind",
            DeucesHand::Straight => "straight",
            DeucesHand::Flush => "flush",
            DeucesHand::FullHouse => "full_house",
            DeucesHand::FourOfAKind => "four_of_a_kind",
            DeucesHand::StraightFlush => "straight_flush",
            DeucesHand::FiveOfAKind => "five_of_a_kind",
            DeucesHand::WildRoyalFlush => "wild_royal_flush",
            DeucesHand::NaturalRoyalFlush => "natural_royal_flush",
        }
    }
}
