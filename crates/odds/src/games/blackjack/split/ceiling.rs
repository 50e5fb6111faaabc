//! A bound on a split's value read from its hands' best play alone, without folding the play
//! into the terms of every number of pair cards out ([`super::Folded`]), or, before that play
//! is even found, from the hands unsplit of the same two cards ([`super::unsplit`], from the
//! shoe with one pair card more: [`Read::Unsplit`]): where it is below what the hand is worth
//! unsplit, the split is not taken and need not be valued exactly.
//!
//! The split's value is the recursion of [`super::Split::rest`] over each hand's parts from
//! the shoe less `k` more pair cards: the chance of a pair card (exact, from the shoe), and
//! the play's value with a second card that is a pair card or not. Each of the latter is the
//! expectation, over the order of the shoe less `k` pair cards, of a function of its first
//! `cards` cards (the hand's and the dealer's, the hole card counted: no more are ever drawn)
//! lying between `−net` and `net`, the play being fixed. So it differs from its value with no
//! more pair cards out (read off the best play's values) by at most `2 · net` times the total
//! variation distance between the first `cards` cards of the two shoes ([`Distances`]); the
//! recursion run on those differences bounds the split's.
//!
//! Why skipping the exact value is sound: the ceiling is at least the exact value (by the
//! bound, with room for rounding), so where it is below the hand's value unsplit, the exact
//! value is too and the round would not have split; it takes the same play and gives the same
//! figures, to the last bit. The bound needs the shoe less the pair cards to hold more cards
//! than a hand and the dealer can draw (else [`Distances`] tell nothing and the split is
//! valued exactly), which every live shoe does. From a six-deck shoe, version H, the reading
//! from the hands unsplit decides about a third of the pairs and up cards, and the reading
//! from the split hands' play about a fifth more (fives and tens nearly always, no split
//! worth taking).

use super::resplit::resplit;
use crate::games::blackjack::counts::{index, Counts};
use crate::games::blackjack::decision::Decision;
use livedraw_domain::Rank;

/// What the bound reads: what each hand's parts are known to lie within with no more pair
/// cards out, the shoe, and how far a hand's play and the dealer's draw reach.
pub(super) struct Estimate<'a> {
    /// The deciding hand's decision, whose rules say when a hand may be re-split.
    pub decision: &'a Decision<'a>,
    /// The pair split.
    pub pair: Rank,
    /// The splitting hand's parts with no more pair cards out.
    pub first: Reading,
    /// The new hands'.
    pub others: Reading,
    /// Where the readings come from.
    pub read: Read,
    /// The shoe at the decision.
    pub shoe: Counts,
    /// The most cards a hand and the dealer draw together.
    pub cards: usize,
    /// The largest net a hand takes, won or lost.
    pub net: f64,
    /// How far below and above its reading a hand's part can be, by `k` pair cards out,
    /// worked out on first use (the recursion asks for each many times).
    parts: Vec<(f64, f64)>,
    /// The distances from the shoe at the decision, and from the readings' shoe where it
    /// has one pair card more ([`Read::Unsplit`]), worked out on first use.
    distances: [Option<Distances>; 2],
}

/// A hand's value by a second card other than a pair card and by a pair card, each times its
/// chance: the least and the most each can be, with no more pair cards out than the
/// readings' shoe.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reading {
    /// By a second card other than a pair card: `[least, most]`.
    pub other_cards: [f64; 2],
    /// By a pair card kept.
    pub kept_pair: [f64; 2],
}

impl Reading {
    /// A reading known exactly: the values of the split hands' own best play.
    pub fn exact([other_cards, kept_pair]: [f64; 2]) -> Reading {
        Reading {
            other_cards: [other_cards; 2],
            kept_pair: [kept_pair; 2],
        }
    }
}

/// Where a hand's readings come from, which says how far its parts can be from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Read {
    /// The split hands' own best play from the shoe at the decision: with `k` more pair
    /// cards out, the play is the same function of a shoe's first cards.
    Played,
    /// The hands unsplit of the same two cards, from the shoe with one pair card more
    /// ([`super::unsplit`]): every play of the split hand is one of theirs, with nets no
    /// higher, so a part is at most theirs from that shoe; and at least what the unsplit
    /// hand's best play, played by the split hand, makes of it.
    Unsplit,
}

/// Room for rounding between the bound and the exact value (both sums of a few thousand
/// terms of at most a few units).
const SLACK: f64 = 1e-9;

impl<'a> Estimate<'a> {
    /// What the bound reads ([`Estimate`]'s fields say what each is).
    pub fn new(
        decision: &'a Decision<'a>,
        pair: Rank,
        [first, others]: [Reading; 2],
        read: Read,
        shoe: Counts,
        cards: usize,
        net: f64,
    ) -> Estimate<'a> {
        Estimate {
            decision,
            pair,
            first,
            others,
            read,
            shoe,
            cards,
            net,
            parts: Vec::new(),
            distances: [None, None],
        }
    }

    /// At least the split's value with `hands` hands at the seat after the split; `None`
    /// where the shoe is too short for the bound (it could run out).
    pub fn ceiling(&mut self, hands: u8) -> Option<f64> {
        let [_, most] = self.rest(0, hands, 2, true);
        most.is_finite().then_some(most + SLACK)
    }

    /// As [`super::Split::rest`], the least and the most it can be given the readings.
    fn rest(&mut self, k: u16, hands: u8, waiting: u8, first: bool) -> [f64; 2] {
        if waiting == 0 {
            return [0.0, 0.0];
        }
        let reading = if first { self.first } else { self.others };
        let (below, above) = self.part(k);
        let within = |[least, most]: [f64; 2]| [least - below, most + above];
        let [after_least, after_most] = self.rest(k, hands, waiting - 1, false);
        if !resplit(self.decision, self.pair, hands) {
            // The two parts together are the hand's whole value: one expectation, one part.
            let [other, kept] = [reading.other_cards, reading.kept_pair];
            let [least, most] = within([other[0] + kept[0], other[1] + kept[1]]);
            return [least + after_least, most + after_most];
        }
        let [least, most] = within(reading.other_cards);
        let pair = self.pair_chance(k);
        if pair == 0.0 {
            return [least + after_least, most + after_most];
        }
        let [resplit_least, resplit_most] = self.rest(k + 1, hands + 1, waiting + 1, first);
        let [burnt_least, burnt_most] = self.rest(k + 1, hands, waiting - 1, false);
        [
            pair * (resplit_least - burnt_most) + least + after_least,
            pair * (resplit_most - burnt_least) + most + after_most,
        ]
    }

    /// How far below and above its reading a hand's part with `k` more pair cards out can
    /// be: `2 · net` times the distance between the first cards of the shoes the part and
    /// its reading are drawn from (for the least of an unsplit reading, also between the
    /// shoes of the two best plays).
    fn part(&mut self, k: u16) -> (f64, f64) {
        let k = usize::from(k);
        while self.parts.len() <= k {
            let more = u16::try_from(self.parts.len()).unwrap_or(u16::MAX);
            let part = match self.read {
                Read::Played => {
                    let apart = self.apart(false, more);
                    (apart, apart)
                }
                Read::Unsplit => {
                    let below = self.apart(true, 1) + self.apart(false, more);
                    (below, self.apart(true, more.saturating_add(1)))
                }
            };
            self.parts.push(part);
        }
        self.parts[k]
    }

    /// How far a part drawn from the shoe with `k` pair cards out can be from its value from
    /// the shoe at the decision, or from the readings' shoe where `unsplit` (one pair card
    /// more): `2 · net` times the distance between their first cards.
    fn apart(&mut self, unsplit: bool, k: u16) -> f64 {
        let pivot = index(self.pair);
        let (shoe, cards) = (self.shoe, self.cards);
        let distances = self.distances[usize::from(unsplit)].get_or_insert_with(|| {
            let shoe = if unsplit { shoe.with(pivot) } else { shoe };
            Distances::new(&shoe, pivot, cards)
        });
        2.0 * self.net * distances.at(k)
    }

    /// The chance of a pair card from the shoe less `k` more (which [`Distances::at`]
    /// has checked it holds).
    fn pair_chance(&self, k: u16) -> f64 {
        let pivot = index(self.pair);
        let left = self.shoe.count(pivot).saturating_sub(k);
        let total = self.shoe.total().saturating_sub(k);
        if total == 0 {
            return 0.0;
        }
        f64::from(left) / f64::from(total)
    }
}

/// The distances between the first `cards` cards of a shoe and of the shoe less a few cards
/// of one value, for any number of them: the chances of each number of that value among the
/// first cards, worked out once.
pub(super) struct Distances {
    size: f64,
    count: f64,
    cards: usize,
    chances: Vec<f64>,
}

impl Distances {
    /// From `shoe`, the cards left out of value index `pivot`.
    pub fn new(shoe: &Counts, pivot: usize, cards: usize) -> Distances {
        let (size, count) = (f64::from(shoe.total()), f64::from(shoe.count(pivot)));
        Distances {
            size,
            count,
            cards,
            chances: pivot_cards(size, count, cards),
        }
    }

    /// The total variation distance with `k` cards out (infinite where the shoe does not
    /// hold `k` of them, or the smaller shoe holds no more than `cards`: the bound then
    /// tells nothing). An order of `cards` cards holding `j` of the pivot is
    /// `ff(n − k, j) / ff(n, j)` times as likely from the smaller shoe, times
    /// `ff(N, cards) / ff(N − k, cards)` (`n` the pivot's count, `N` the shoe's size, `ff`
    /// the falling factorial), so the distance is half the mean of `|1 − ratio|` over the
    /// number of pivot cards among the first `cards`.
    pub fn at(&self, k: u16) -> f64 {
        if k == 0 {
            return 0.0;
        }
        let (size, count, cards) = (self.size, self.count, self.cards);
        let k = f64::from(k);
        if count < k || size - k <= cards as f64 {
            return f64::INFINITY;
        }
        let scale: f64 = (0..cards)
            .map(|i| (size - i as f64) / (size - k - i as f64))
            .product();
        let mut distance = 0.0;
        let mut ratio = scale;
        for (j, chance) in self.chances.iter().enumerate() {
            distance += chance * (1.0 - ratio).abs();
            let j = j as f64;
            ratio *= if count - j > 0.0 {
                (count - k - j).max(0.0) / (count - j)
            } else {
                0.0
            };
        }
        distance / 2.0
    }
}

/// The chance of each number of cards of one value among the first `cards` of a shoe of
/// `size` cards holding `count` of it, drawn one at a time.
fn pivot_cards(size: f64, count: f64, cards: usize) -> Vec<f64> {
    let mut chances = Vec::with_capacity(cards + 1);
    chances.push(1.0);
    for drawn in 0..cards {
        // One division per card drawn, not two per place (a bound: rounding is no matter).
        let (left, per_card) = (size - drawn as f64, 1.0 / (size - drawn as f64));
        chances.push(0.0);
        // From the most pivot cards down, so that each place is read before it is written.
        for j in (0..chances.len() - 1).rev() {
            let (chance, pivots) = (chances[j] * per_card, (count - j as f64).max(0.0));
            chances[j + 1] += chance * pivots;
            chances[j] = chance * (left - pivots);
        }
    }
    chances
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The distance summed over every order of a small shoe's first cards.
    fn brute(counts: [u16; 10], pivot: usize, cards: usize, k: u16) -> f64 {
        let big = Counts::new(counts);
        let mut small = counts;
        small[pivot] -= k;
        let small = Counts::new(small);
        let mut sum = 0.0;
        let mut orders = vec![(Vec::new(), 1.0, 1.0, big, small)];
        for _ in 0..cards {
            let mut next = Vec::new();
            for (cards, p, q, big, small) in orders {
                for value in (0..10).filter(|&v| big.count(v) > 0) {
                    let (b, s) = (big.without(value), small.without(value));
                    let p = p * big.chance(value);
                    let q = q * if small.count(value) > 0 {
                        small.chance(value)
                    } else {
                        0.0
                    };
                    let mut cards = cards.clone();
                    cards.push(value);
                    if let Some(b) = b {
                        next.push((cards, p, q, b, s.unwrap_or(small)));
                    }
                }
            }
            orders = next;
        }
        for (_, p, q, _, _) in orders {
            sum += (p - q).abs();
        }
        sum / 2.0
    }

    #[test]
    fn the_distance_is_the_sum_over_every_order_of_the_first_cards() {
        let counts = [2, 1, 0, 0, 3, 0, 0, 0, 1, 4];
        for (pivot, k) in [(4, 1), (4, 2), (9, 1), (9, 3), (0, 1)] {
            for cards in 1..5 {
                let want = brute(counts, pivot, cards, k);
                let got = Distances::new(&Counts::new(counts), pivot, cards).at(k);
                assert!(
                    (got - want).abs() < 1e-12,
                    "{pivot} {k} {cards}: {got} {want}"
                );
            }
        }
    }

    #[test]
    fn no_distance_with_no_more_cards_out_and_none_told_where_the_shoe_is_too_short() {
        let shoe = Counts::decks(1);
        assert_eq!(Distances::new(&shoe, 3, 20).at(0), 0.0);
        assert!(Distances::new(&shoe, 3, 51).at(1).is_infinite());
        let far = Distances::new(&shoe, 3, 10).at(1);
        assert!(far > 0.0 && far < 1.0);
    }
}
