//! Five-card poker hand values (poker6.md "Hand ranking", and the hold'em games against the
//! house of three-card-and-holdem.md, "Five-card hands"): the best five of five to seven cards
//! as one number, so that comparing two values compares the two hands.
//!
//! The evaluator works on a rank count and one rank bit-mask per suit, with no allocation: the
//! odds engine calls it millions of times per round.

use crate::card::{Card, Rank};
use crate::poker::paytable::Line;
use serde::{Deserialize, Serialize};

/// A combination's category, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Category {
    /// No pair, no straight, no flush.
    HighCard,
    /// Two cards of one rank.
    Pair,
    /// Two pairs.
    TwoPair,
    /// Three cards of one rank.
    ThreeOfAKind,
    /// Five consecutive ranks, not all one suit (A-2-3-4-5 lowest).
    Straight,
    /// Five cards of one suit.
    Flush,
    /// Three of one rank and two of another.
    FullHouse,
    /// Four cards of one rank.
    FourOfAKind,
    /// A straight in one suit, below the royal flush.
    StraightFlush,
    /// 10 to A of one suit: the best hand, its own category for the markets.
    RoyalFlush,
}

impl Category {
    /// Every category, lowest first.
    pub const ALL: [Category; 10] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
        Category::RoyalFlush,
    ];

    /// The stable name (`high_card`, `two_pair`, `royal_flush`, …).
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::StraightFlush => "straight_flush",
            Category::RoyalFlush => "royal_flush",
        }
    }
}

impl Line for Category {
    fn all() -> &'static [Self] {
        &Category::ALL
    }

    fn name(self) -> &'static str {
        Category::name(self)
    }
}

/// The value of a poker hand: the category, then up to five tie-break ranks (most significant
/// first), packed in one `u32` so that the integer order is the hands' order. Suits never
/// enter it, so equal values are a tie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue(u32);

/// Bits above the five 4-bit tie-break ranks.
const CATEGORY_SHIFT: u32 = 20;

/// Rank index of the ace.
const ACE: u32 = 12;

impl HandValue {
    /// The value of `category` with tie-break rank indices `ranks` (0 = two … 12 = ace), most
    /// significant first; unused slots are 0 (within a category they are unused alike).
    fn new(category: Category, ranks: [u32; 5]) -> HandValue {
        let ties = ranks
            .iter()
            .fold(0, |packed, rank| (packed << 4) | (rank & 0xf));
        HandValue(((category as u32) << CATEGORY_SHIFT) | ties)
    }

    /// The category of the combination.
    pub fn category(self) -> Category {
        match self.0 >> CATEGORY_SHIFT {
            0 => Category::HighCard,
            1 => Category::Pair,
            2 => Category::TwoPair,
            3 => Category::ThreeOfAKind,
            4 => Category::Straight,
            5 => Category::Flush,
            6 => Category::FullHouse,
            7 => Category::FourOfAKind,
            8 => Category::StraightFlush,
            _ => Category::RoyalFlush,
        }
    }

    /// The lowest value of `category` whose leading rank (a trips' or a quads' rank, a pair's,
    /// a straight's top card) is `leading`: a floor a hand's value is compared with.
    pub fn lowest(category: Category, leading: Rank) -> HandValue {
        HandValue::new(category, [leading.index() as u32, 0, 0, 0, 0])
    }

    /// The lowest value of `category` whose first tie-break ranks are `leading` (at most five,
    /// most significant first): Ace & King is `lowest_with(HighCard, &[Ace, King])`.
    pub fn lowest_with(category: Category, leading: &[Rank]) -> HandValue {
        let mut ranks = [0; 5];
        for (place, rank) in ranks.iter_mut().zip(leading) {
            *place = rank.index() as u32;
        }
        HandValue::new(category, ranks)
    }

    /// The packed value, for engines that store many values compactly.
    pub fn get(self) -> u32 {
        self.0
    }
}

/// The value of the best five cards among `cards` (meant for 5 to 7 distinct cards, as in
/// hold'em: two pocket cards and up to five board cards).
pub fn evaluate(cards: &[Card]) -> HandValue {
    let mut suits = [0u16; 4];
    let mut counts = [0u8; 13];
    for card in cards {
        suits[card.suit().index()] |= 1 << card.rank().index();
        counts[card.rank().index()] = counts[card.rank().index()].saturating_add(1);
    }
    value_of(&suits, &Groups::of(&counts))
}

/// Cards many hands share (a full board), their suits and rank groups worked out once, so that
/// each hand adds only its own cards: what a showdown against every dealer's hand evaluates
/// hundreds of times over.
#[derive(Clone, Copy, Debug)]
pub struct Shared {
    suits: [u16; 4],
    groups: Groups,
}

impl Shared {
    /// The shared `cards` (distinct).
    pub fn of(cards: &[Card]) -> Shared {
        let mut shared = Shared {
            suits: [0; 4],
            groups: Groups::default(),
        };
        for &card in cards {
            shared.add(card);
        }
        shared
    }

    /// The value of the best five of the shared cards and `cards` (distinct from them).
    #[inline]
    pub fn with(&self, cards: &[Card]) -> HandValue {
        let mut all = *self;
        for &card in cards {
            all.add(card);
        }
        value_of(&all.suits, &all.groups)
    }

    #[inline]
    fn add(&mut self, card: Card) {
        self.suits[card.suit().index()] |= 1 << card.rank().index();
        self.groups.add(card.rank().index());
    }
}

/// The value of the best five of cards with `suits` (a rank bit-mask per suit) and `groups`.
fn value_of(suits: &[u16; 4], groups: &Groups) -> HandValue {
    let flush = suits.iter().copied().find(|suit| suit.count_ones() >= 5);
    if let Some(top) = flush.and_then(straight_top) {
        let category = if top == ACE {
            Category::RoyalFlush
        } else {
            Category::StraightFlush
        };
        return HandValue::new(category, [top, 0, 0, 0, 0]);
    }
    groups
        .four_or_full_house()
        .or_else(|| flush.map(|suit| HandValue::new(Category::Flush, top_ranks(suit, 5))))
        .or_else(|| {
            straight_top(groups.ranks)
                .map(|top| HandValue::new(Category::Straight, [top, 0, 0, 0, 0]))
        })
        .unwrap_or_else(|| groups.sets())
}

/// The ranks present, as bit-masks by how many cards of each rank there are.
#[derive(Clone, Copy, Debug, Default)]
struct Groups {
    ranks: u16,
    quads: u16,
    trips: u16,
    pairs: u16,
}

impl Groups {
    fn of(counts: &[u8; 13]) -> Groups {
        let mut groups = Groups {
            ranks: 0,
            quads: 0,
            trips: 0,
            pairs: 0,
        };
        for (rank, &count) in counts.iter().enumerate() {
            let bit = 1u16 << rank;
            match count {
                0 => continue,
                1 => {}
                2 => groups.pairs |= bit,
                3 => groups.trips |= bit,
                _ => groups.quads |= bit,
            }
            groups.ranks |= bit;
        }
        groups
    }

    /// One more card of rank index `rank`: its rank moves up a group.
    #[inline]
    fn add(&mut self, rank: usize) {
        let bit = 1u16 << rank;
        if self.trips & bit != 0 {
            self.trips &= !bit;
            self.quads |= bit;
        } else if self.pairs & bit != 0 {
            self.pairs &= !bit;
            self.trips |= bit;
        } else if self.ranks & bit != 0 {
            self.pairs |= bit;
        }
        self.ranks |= bit;
    }

    /// Four of a kind (with the best kicker) or a full house (the best trips, then the best
    /// other pair, which may come from a second set of trips).
    fn four_or_full_house(&self) -> Option<HandValue> {
        if let Some(quads) = highest(self.quads) {
            let kicker = highest(self.ranks & !(1 << quads)).unwrap_or(0);
            return Some(HandValue::new(
                Category::FourOfAKind,
                [quads, kicker, 0, 0, 0],
            ));
        }
        let trips = highest(self.trips)?;
        let pair = highest((self.trips & !(1 << trips)) | self.pairs)?;
        Some(HandValue::new(Category::FullHouse, [trips, pair, 0, 0, 0]))
    }

    /// Three of a kind, two pair, pair or high card, with their kickers.
    fn sets(&self) -> HandValue {
        if let Some(trips) = highest(self.trips) {
            let [first, second, ..] = top_ranks(self.ranks & !(1 << trips), 2);
            return HandValue::new(Category::ThreeOfAKind, [trips, first, second, 0, 0]);
        }
        if self.pairs.count_ones() >= 2 {
            let [high, low, ..] = top_ranks(self.pairs, 2);
            let kicker = highest(self.ranks & !(1 << high) & !(1 << low)).unwrap_or(0);
            return HandValue::new(Category::TwoPair, [high, low, kicker, 0, 0]);
        }
        if let Some(pair) = highest(self.pairs) {
            let [a, b, c, ..] = top_ranks(self.ranks & !(1 << pair), 3);
            return HandValue::new(Category::Pair, [pair, a, b, c, 0]);
        }
        HandValue::new(Category::HighCard, top_ranks(self.ranks, 5))
    }
}

/// The highest rank index in `mask`.
fn highest(mask: u16) -> Option<u32> {
    (mask != 0).then(|| 15 - mask.leading_zeros())
}

/// The `n` highest rank indices in `mask` (n ≤ 5), highest first; 0 in slots left over.
fn top_ranks(mut mask: u16, n: usize) -> [u32; 5] {
    let mut ranks = [0; 5];
    for slot in ranks.iter_mut().take(n) {
        let Some(rank) = highest(mask) else { break };
        *slot = rank;
        mask &= !(1 << rank);
    }
    ranks
}

/// The top rank index of the highest straight in `mask`, the ace also playing low.
fn straight_top(mask: u16) -> Option<u32> {
    // Bit 0 is the ace played low, bit r+1 the rank of index r.
    let extended = (u32::from(mask) << 1) | ((u32::from(mask) >> ACE) & 1);
    let runs = extended & (extended >> 1) & (extended >> 2) & (extended >> 3) & (extended >> 4);
    // A run of five starting at bit b (b = 0: the ace low) ends on rank index b + 3.
    (runs != 0).then(|| 31 - runs.leading_zeros() + 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use proptest::prelude::*;

    fn value(cards: &str) -> HandValue {
        evaluate(&parse_cards(cards).expect("cards"))
    }

    fn category(cards: &str) -> Category {
        value(cards).category()
    }

    /// A deliberately plain five-card evaluator: sort, group, compare patterns.
    fn naive_five(cards: &[Card]) -> HandValue {
        let mut ranks: Vec<u32> = cards.iter().map(|c| c.rank().index() as u32).collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        let mut distinct = ranks.clone();
        distinct.dedup();
        let straight_top = if distinct.len() == 5 && distinct[0] - distinct[4] == 4 {
            Some(distinct[0])
        } else if distinct == [12, 3, 2, 1, 0] {
            Some(3)
        } else {
            None
        };
        let mut groups: Vec<(usize, u32)> = distinct
            .iter()
            .map(|&r| (ranks.iter().filter(|&&x| x == r).count(), r))
            .collect();
        groups.sort_unstable_by(|a, b| b.cmp(a));
        let shape: Vec<usize> = groups.iter().map(|g| g.0).collect();
        let mut ties = [0; 5];
        for (slot, group) in ties.iter_mut().zip(&groups) {
            *slot = group.1;
        }
        let category = match (straight_top, flush, shape.as_slice()) {
            (Some(12), true, _) => Category::RoyalFlush,
            (Some(_), true, _) => Category::StraightFlush,
            (_, _, [4, 1]) => Category::FourOfAKind,
            (_, _, [3, 2]) => Category::FullHouse,
            (_, true, _) => Category::Flush,
            (Some(_), _, _) => Category::Straight,
            (_, _, [3, 1, 1]) => Category::ThreeOfAKind,
            (_, _, [2, 2, 1]) => Category::TwoPair,
            (_, _, [2, 1, 1, 1]) => Category::Pair,
            _ => Category::HighCard,
        };
        if let (Some(top), Category::Straight | Category::StraightFlush | Category::RoyalFlush) =
            (straight_top, category)
        {
            ties = [top, 0, 0, 0, 0];
        }
        HandValue::new(category, ties)
    }

    /// The best of every five-card subset, by the plain evaluator.
    fn brute_force(cards: &[Card]) -> HandValue {
        let n = cards.len();
        let mut best = None;
        for mask in 0u32..(1 << n) {
            if mask.count_ones() != 5 {
                continue;
            }
            let five: Vec<Card> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| cards[i])
                .collect();
            best = best.max(Some(naive_five(&five)));
        }
        best.expect("at least five cards")
    }

    #[test]
    fn every_category_is_recognised() {
        assert_eq!(category("2c 5d 9h Js Kc"), Category::HighCard);
        assert_eq!(category("2c 2d 9h Js Kc"), Category::Pair);
        assert_eq!(category("2c 2d 9h 9s Kc"), Category::TwoPair);
        assert_eq!(category("2c 2d 2h 9s Kc"), Category::ThreeOfAKind);
        assert_eq!(category("5c 6d 7h 8s 9c"), Category::Straight);
        assert_eq!(category("2c 5c 9c Jc Kc"), Category::Flush);
        assert_eq!(category("2c 2d 2h 9s 9c"), Category::FullHouse);
        assert_eq!(category("2c 2d 2h 2s 9c"), Category::FourOfAKind);
        assert_eq!(category("5c 6c 7c 8c 9c"), Category::StraightFlush);
        assert_eq!(category("Tc Jc Qc Kc Ac"), Category::RoyalFlush);
    }

    #[test]
    fn categories_rank_from_high_card_to_royal_flush() {
        let hands = [
            "Ac Kd Qh Js 9c",
            "2c 2d 3h 4s 5c",
            "2c 2d 3h 3s 4c",
            "2c 2d 2h 3s 4c",
            "Ac 2d 3h 4s 5c",
            "2c 3c 4c 5c 7c",
            "2c 2d 2h 3s 3c",
            "2c 2d 2h 2s 3c",
            "Ac 2c 3c 4c 5c",
            "Th Jh Qh Kh Ah",
        ];
        let values: Vec<HandValue> = hands.iter().map(|h| value(h)).collect();
        assert!(values.windows(2).all(|pair| pair[0] < pair[1]));
        let categories: Vec<Category> = values.iter().map(|v| v.category()).collect();
        assert_eq!(categories, Category::ALL);
    }

    #[test]
    fn high_card_compares_card_by_card_down_to_the_fifth() {
        assert!(value("Ac Kd Qh Js 9c") > value("Ac Kd Qh Js 8c"));
        assert!(value("Ac Kd Qh Js 3c") > value("Ac Kd Qh Ts 9c"));
        assert_eq!(value("Ac Kd Qh Js 9c"), value("Ad Kh Qs Jc 9d"));
    }

    #[test]
    fn pair_higher_pair_wins_then_kickers() {
        assert!(value("3c 3d 4h 5s 7c") > value("2c 2d Ah Ks Qc"));
        assert!(value("9c 9d Ah 5s 2c") > value("9h 9s Kh Qs Jc"));
        assert!(value("9c 9d Ah Ks 3c") > value("9h 9s Ad Kc 2c"));
        assert_eq!(value("9c 9d Ah Ks 3c"), value("9h 9s Ad Kc 3d"));
    }

    #[test]
    fn two_pair_top_pair_then_second_pair_then_kicker() {
        assert!(value("Kc Kd 2h 2s 3c") > value("Qc Qd Jh Js Ac"));
        assert!(value("Kc Kd 5h 5s 3c") > value("Kh Ks 4h 4s Ac"));
        assert!(value("Kc Kd 5h 5s 9c") > value("Kh Ks 5d 5c 8c"));
        assert_eq!(value("Kc Kd 5h 5s 9c"), value("Kh Ks 5d 5c 9d"));
    }

    #[test]
    fn three_of_a_kind_higher_trips_then_fourth_and_fifth_cards() {
        assert!(value("8c 8d 8h 2s 3c") > value("7c 7d 7h As Kc"));
        assert!(value("8c 8d 8h As 3c") > value("8c 8d 8s Ks Qc"));
        assert!(value("8c 8d 8h As 4c") > value("8c 8d 8s Ah 3c"));
    }

    #[test]
    fn straight_higher_top_card_wins_and_the_wheel_is_lowest() {
        assert!(value("2c 3d 4h 5s 6c") > value("Ac 2d 3h 4s 5c"));
        assert!(value("Tc Jd Qh Ks Ac") > value("9c Td Jh Qs Kc"));
        assert_eq!(category("Ac 2d 3h 4s 5c"), Category::Straight);
        assert_eq!(
            category("Qc Kd Ah 2s 3c"),
            Category::HighCard,
            "no wrap-around"
        );
    }

    #[test]
    fn ace_high_straight_is_the_best_straight() {
        let broadway = value("Tc Jd Qh Ks Ac");
        assert_eq!(broadway.category(), Category::Straight);
        assert!(broadway < value("2c 3c 4c 5c 7c"));
        assert!(broadway > value("9c Td Jh Qs Kc"));
    }

    #[test]
    fn flush_compared_card_by_card_from_the_highest() {
        assert!(value("Ac 9c 7c 5c 3c") > value("Kd Qd Jd 9d 7d"));
        assert!(value("Ac 9c 7c 5c 3c") > value("Ad 9d 7d 5d 2d"));
        assert!(value("Ac 9c 7c 6c 2c") > value("Ad 9d 7d 5d 4d"));
        assert_eq!(value("Ac 9c 7c 5c 3c"), value("Ad 9d 7d 5d 3d"));
    }

    #[test]
    fn full_house_higher_trips_then_higher_pair() {
        assert!(value("3c 3d 3h 2s 2c") > value("2h 2d 2s Ac Ad"));
        assert!(value("Kc Kd Kh 9s 9c") > value("Kc Kd Ks 8s 8c"));
    }

    #[test]
    fn four_of_a_kind_higher_quads_then_kicker() {
        assert!(value("3c 3d 3h 3s 2c") > value("2c 2d 2h 2s Ac"));
        assert!(value("9c 9d 9h 9s Kc") > value("9c 9d 9h 9s Qc"));
    }

    #[test]
    fn straight_flush_higher_top_card_wins_wheel_lowest() {
        assert!(value("6h 7h 8h 9h Th") > value("5h 6h 7h 8h 9h"));
        assert!(value("2d 3d 4d 5d 6d") > value("Ad 2d 3d 4d 5d"));
        assert_eq!(category("Ad 2d 3d 4d 5d"), Category::StraightFlush);
        assert!(value("Ad 2d 3d 4d 5d") > value("Ac Ad Ah As Kc"));
    }

    #[test]
    fn royal_flush_is_the_best_hand() {
        assert!(value("Ts Js Qs Ks As") > value("9s Ts Js Qs Ks"));
        assert_eq!(value("Ts Js Qs Ks As"), value("Th Jh Qh Kh Ah"));
    }

    #[test]
    fn suits_never_break_ties() {
        assert_eq!(value("As Kh 9d 5c 2c"), value("Ac Kd 9h 5s 2d"));
        assert_eq!(value("5s 6h 7d 8c 9c"), value("5c 6c 7h 8s 9d"));
    }

    #[test]
    fn only_the_best_five_cards_count() {
        // The sixth and seventh cards are below the five that play: a tie.
        assert_eq!(value("Ac Ad Kh Qs Jc 3d 2h"), value("Ah As Kd Qc Jd 4c 3h"));
        // A straight among seven cards ignores the pair beside it.
        assert_eq!(value("5c 6d 7h 8s 9c 9d 2h"), value("5d 6c 7s 8h 9h"));
        // Two pairs out of three: the lowest pair can only be a kicker, and is beaten by a
        // higher single card.
        assert!(value("Kc Kd 8h 8s 3c 3d 9h") > value("Kh Ks 8c 8d 4c 4d 7h"));
        assert_eq!(category("Kc Kd 8h 8s 3c 3d 2h"), Category::TwoPair);
        // Six suited cards: the flush is the five highest.
        assert_eq!(value("2c 4c 6c 8c Tc Qc Ad"), value("4h 6h 8h Th Qh"));
        // Two sets of trips make a full house with the lower as the pair.
        assert_eq!(value("9c 9d 9h 4s 4c 4d Ah"), value("9s 9d 9h 4h 4c"));
        // A straight flush beats the higher plain straight in the same seven cards.
        assert_eq!(category("5h 6h 7h 8h 9h Tc Js"), Category::StraightFlush);
    }

    #[test]
    fn plain_evaluator_agrees_on_five_cards() {
        for hand in [
            "Ac 2d 3h 4s 5c",
            "Kc Kd 5h 5s 9c",
            "Th Jh Qh Kh Ah",
            "2c 2d 2h 9s 9c",
        ] {
            let cards = parse_cards(hand).expect("cards");
            assert_eq!(evaluate(&cards), naive_five(&cards), "{hand}");
        }
    }

    /// The textbook counts of every five-card hand (52 choose 5 = 2,598,960).
    #[test]
    fn five_card_category_counts_match_the_known_totals() {
        let deck: Vec<Card> = Card::all().collect();
        let mut counts = [0u32; 10];
        for a in 0..48 {
            for b in a + 1..49 {
                for c in b + 1..50 {
                    for d in c + 1..51 {
                        for e in d + 1..52 {
                            let hand = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            counts[evaluate(&hand).category() as usize] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]
        );
    }

    fn hands(size: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Card>> {
        let deck: Vec<Card> = Card::all().collect();
        size.prop_flat_map(move |n| proptest::sample::subsequence(deck.clone(), n))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]

        #[test]
        fn best_five_of_seven_matches_brute_force_over_every_subset(cards in hands(5..=7)) {
            prop_assert_eq!(evaluate(&cards), brute_force(&cards));
        }

        #[test]
        fn a_shared_board_with_a_hand_s_cards_values_as_the_seven_together(cards in hands(7..=7)) {
            let shared = Shared::of(&cards[2..]);
            prop_assert_eq!(shared.with(&cards[..2]), evaluate(&cards));
            prop_assert_eq!(Shared::of(&cards[..4]).with(&cards[4..]), evaluate(&cards));
        }

        #[test]
        fn card_order_does_not_matter(cards in hands(7..=7)) {
            let mut reversed = cards.clone();
            reversed.reverse();
            prop_assert_eq!(evaluate(&cards), evaluate(&reversed));
        }
    }
}
