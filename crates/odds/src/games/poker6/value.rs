//! Hand values: the best five of seven cards as one comparable integer.
//!
//! A value is `category << 26 | major << 13 | minor`, where `major` and `minor` are 13-bit rank
//! masks (bit 0 = two … bit 12 = ace): the ranks that decide first (the quads, the trips of a
//! full house, the pairs, a straight's top card) and the kickers. Within a category, comparing
//! masks of equally many bits as integers compares their ranks from the highest down, so the
//! integer order is the poker order, and equal values are ties (suits never break them).
//!
//! Ranks without suits are evaluated from [`Ranks`], four masks of "held at least k times";
//! flushes from the mask of one suit's ranks. A hand's value is the larger of the two.

/// Hand categories, lowest first (the royal flush is a straight flush to the ace).
pub(super) const HIGH_CARD: u32 = 0;
pub(super) const PAIR: u32 = 1;
pub(super) const TWO_PAIR: u32 = 2;
pub(super) const THREE_OF_A_KIND: u32 = 3;
pub(super) const STRAIGHT: u32 = 4;
pub(super) const FLUSH: u32 = 5;
pub(super) const FULL_HOUSE: u32 = 6;
pub(super) const FOUR_OF_A_KIND: u32 = 7;
pub(super) const STRAIGHT_FLUSH: u32 = 8;

const CATEGORY_SHIFT: u32 = 26;

/// The lowest flush value: every value below it is a straight or less.
pub(super) const FLUSH_MIN: u32 = FLUSH << CATEGORY_SHIFT;
const MAJOR_SHIFT: u32 = 13;
const ACE: u16 = 1 << 12;

/// The category of a value.
pub(super) fn category(value: u32) -> u32 {
    value >> CATEGORY_SHIFT
}

/// The winning-combination market of a value: 0 high card … 8 straight flush, 9 royal flush.
pub(super) fn market_category(value: u32) -> usize {
    let category = category(value);
    let top = (value >> MAJOR_SHIFT) as u16 & 0x1fff;
    if category == STRAIGHT_FLUSH && top == ACE {
        9
    } else {
        category as usize
    }
}

fn value(category: u32, major: u16, minor: u16) -> u32 {
    category << CATEGORY_SHIFT | u32::from(major) << MAJOR_SHIFT | u32::from(minor)
}

/// A multiset of ranks: `at_least[k]` has bit `r` when rank `r` is held more than `k` times.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Ranks {
    at_least: [u16; 4],
}

impl Ranks {
    /// One more card of rank `rank` (0 = two … 12 = ace); a fifth of a rank is impossible.
    pub(super) fn with(mut self, rank: usize) -> Ranks {
        let bit = 1u16 << rank;
        self.at_least[3] |= self.at_least[2] & bit;
        self.at_least[2] |= self.at_least[1] & bit;
        self.at_least[1] |= self.at_least[0] & bit;
        self.at_least[0] |= bit;
        self
    }

    /// The best five-card value of these ranks, ignoring suits.
    pub(super) fn value(self) -> u32 {
        let [singles, pairs, trips, quads] = self.at_least;
        if quads != 0 {
            let quad = top(quads);
            return value(FOUR_OF_A_KIND, quad, top(singles & !quad));
        }
        if trips != 0 {
            let trip = top(trips);
            let pair = top(pairs & !trip);
            if pair != 0 {
                return value(FULL_HOUSE, trip, pair);
            }
        }
        if let Some(high) = straight_top(singles) {
            return value(STRAIGHT, high, 0);
        }
        if trips != 0 {
            let trip = top(trips);
            return value(THREE_OF_A_KIND, trip, top_n(singles & !trip, 2));
        }
        if pairs != 0 {
            let high = top(pairs);
            let low = top(pairs & !high);
            if low != 0 {
                let both = high | low;
                return value(TWO_PAIR, both, top(singles & !both));
            }
            return value(PAIR, high, top_n(singles & !high, 3));
        }
        value(HIGH_CARD, 0, top_n(singles, 5))
    }
}

/// The value of a flush made from `suited`, the ranks held in one suit (at least five).
pub(super) fn flush_value(suited: u16) -> u32 {
    match straight_top(suited) {
        Some(high) => value(STRAIGHT_FLUSH, high, 0),
        None => value(FLUSH, 0, top_n(suited, 5)),
    }
}

/// The top card of the highest straight in `ranks`, the ace also playing low.
fn straight_top(ranks: u16) -> Option<u16> {
    // Bit 0 is the ace played low, bit r + 1 is rank r.
    let wide = u32::from(ranks) << 1 | u32::from(ranks >> 12);
    let runs = wide & wide >> 1 & wide >> 2 & wide >> 3 & wide >> 4;
    // A run starting at wide bit b ends at wide bit b + 4, which is rank b + 3.
    (runs != 0).then(|| 1u16 << (31 - runs.leading_zeros() + 3))
}

/// The highest bit of `mask` (0 for none).
fn top(mask: u16) -> u16 {
    if mask == 0 {
        0
    } else {
        1 << (15 - mask.leading_zeros())
    }
}

/// The `n` highest bits of `mask`.
fn top_n(mut mask: u16, n: u32) -> u16 {
    while mask.count_ones() > n {
        mask &= mask - 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranks(text: &str) -> Ranks {
        text.chars()
            .map(|c| "23456789TJQKA".find(c).expect("rank"))
            .fold(Ranks::default(), Ranks::with)
    }

    #[test]
    fn categories_from_ranks() {
        assert_eq!(category(ranks("AAAAK23").value()), FOUR_OF_A_KIND);
        assert_eq!(category(ranks("AAAKK23").value()), FULL_HOUSE);
        assert_eq!(category(ranks("AAAKKK2").value()), FULL_HOUSE);
        assert_eq!(category(ranks("A2345KK").value()), STRAIGHT);
        assert_eq!(category(ranks("AAA2789").value()), THREE_OF_A_KIND);
        assert_eq!(category(ranks("AA22789").value()), TWO_PAIR);
        assert_eq!(category(ranks("AA23789").value()), PAIR);
        assert_eq!(category(ranks("A235789").value()), HIGH_CARD);
    }

    #[test]
    fn the_wheel_is_the_lowest_straight() {
        assert!(ranks("A2345QQ").value() < ranks("23456QQ").value());
        assert!(ranks("TJQKA22").value() > ranks("9TJQK22").value());
    }

    #[test]
    fn kickers_decide_within_a_category() {
        assert!(ranks("AA22K34").value() > ranks("AA22Q34").value());
        // Three pairs: the third pair's rank can be the kicker.
        assert_eq!(ranks("AAKKQQ2").value(), ranks("AAKKQ32").value());
        assert!(ranks("KKQQ234").value() < ranks("AA22345").value());
    }

    #[test]
    fn flushes_and_royal_flush() {
        let royal = flush_value(0b1_1111_0000_0000);
        assert_eq!(market_category(royal), 9);
        let steel_wheel = flush_value(0b1_0000_0000_1111);
        assert_eq!(market_category(steel_wheel), 8);
        assert!(steel_wheel < royal);
        assert_eq!(category(flush_value(0b1_0101_0101_0000)), FLUSH);
    }
}

#[cfg(test)]
mod against_plain {
    use super::super::plain::{best, shuffled_deck};
    use super::*;
    use livedraw_domain::Card;

    fn fast(cards: &[Card]) -> u32 {
        let ranks = cards.iter().fold(Ranks::default(), |ranks, card| {
            ranks.with(card.rank().index())
        });
        let flushes = (0..4).map(|suit| {
            let suited = cards
                .iter()
                .filter(|card| card.suit().index() == suit)
                .fold(0u16, |mask, card| mask | 1 << card.rank().index());
            if suited.count_ones() >= 5 {
                flush_value(suited)
            } else {
                0
            }
        });
        flushes.fold(ranks.value(), u32::max)
    }

    #[test]
    fn same_categories_and_order_as_the_plain_evaluator_on_random_hands() {
        let hands: Vec<Vec<Card>> = (0..4000u64)
            .map(|seed| shuffled_deck(seed * 7919 + 3)[..7].to_vec())
            .collect();
        let ours: Vec<u32> = hands.iter().map(|hand| fast(hand)).collect();
        let plain: Vec<_> = hands.iter().map(|hand| best(hand)).collect();
        for (value, reference) in ours.iter().zip(&plain) {
            assert_eq!(category(*value), u32::from(reference.0));
        }
        for i in 0..hands.len() - 1 {
            let j = i + 1;
            assert_eq!(
                ours[i].cmp(&ours[j]),
                plain[i].cmp(&plain[j]),
                "{:?} vs {:?}",
                hands[i],
                hands[j]
            );
        }
    }

    #[test]
    fn same_order_on_hands_sharing_a_board() {
        // Hands that share five cards differ in kickers and ties: the hard cases.
        for seed in 0..300u64 {
            let deck = shuffled_deck(seed + 1_000_003);
            let board = &deck[..5];
            let hands: Vec<Vec<Card>> = (0..6)
                .map(|h| {
                    let mut seven = board.to_vec();
                    seven.extend_from_slice(&deck[5 + 2 * h..7 + 2 * h]);
                    seven
                })
                .collect();
            for a in &hands {
                for b in &hands {
                    assert_eq!(
                        fast(a).cmp(&fast(b)),
                        best(a).cmp(&best(b)),
                        "{a:?} vs {b:?}"
                    );
                }
            }
        }
    }
}
