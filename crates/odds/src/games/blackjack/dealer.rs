//! The dealer's final hand, exactly, from the shoe's remaining composition: every order in
//! which the dealer can draw until standing on 17 or more (a soft 17 too), each weighed by its
//! chance without replacement.

use super::counts::{card_value, Counts, VALUES};

/// Index of the ace among the card values.
const ACE: usize = 0;
/// Index of the ten-valued cards.
const TEN: usize = 9;

/// The chances of the dealer's final hand.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct DealerOutcomes {
    /// Standing on 17, 18, 19, 20, 21 (not a blackjack) and 22 (only where the dealer busts
    /// above 22), by total less 17.
    pub stands: [f64; 6],
    /// A blackjack: 21 with the first two cards.
    pub blackjack: f64,
    /// Bust.
    pub bust: f64,
    /// The shoe ran out before the dealer finished (only in shoes far smaller than a real one).
    pub short: f64,
}

/// What the dealer's draw is known to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealerDraw {
    /// The value index of the dealer's first card (the up card).
    pub up: usize,
    /// The dealer goes bust above this (21, or 22 where 22 pushes).
    pub busts_above: u8,
    /// The dealer peeked and has no blackjack: the second card cannot make one.
    pub no_blackjack: bool,
}

impl DealerOutcomes {
    /// The chance of standing on `total` (17–22).
    pub fn stands_on(&self, total: u8) -> f64 {
        usize::from(total)
            .checked_sub(17)
            .and_then(|i| self.stands.get(i))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The dealer's final hand from `shoe` (the unseen cards, the up card not among them).
pub fn outcomes(shoe: &Counts, draw: DealerDraw) -> DealerOutcomes {
    let mut out = DealerOutcomes::default();
    let hand = Hand::of(draw.up);
    second_card(shoe, draw, hand, &mut out);
    out
}

/// The dealer's hand while drawing.
#[derive(Clone, Copy, Debug)]
struct Hand {
    /// Total with every ace at 1.
    hard: u8,
    /// Whether it holds an ace.
    ace: bool,
}

impl Hand {
    fn of(index: usize) -> Hand {
        Hand {
            hard: card_value(index),
            ace: index == ACE,
        }
    }

    fn plus(self, index: usize) -> Hand {
        Hand {
            hard: self.hard + card_value(index),
            ace: self.ace || index == ACE,
        }
    }

    fn best(self) -> u8 {
        if self.ace && self.hard + 10 <= 21 {
            self.hard + 10
        } else {
            self.hard
        }
    }
}

/// The second card, excluding the one that makes a blackjack when the dealer peeked.
fn second_card(shoe: &Counts, draw: DealerDraw, hand: Hand, out: &mut DealerOutcomes) {
    let excluded = match (draw.no_blackjack, draw.up) {
        (true, ACE) => Some(TEN),
        (true, TEN) => Some(ACE),
        _ => None,
    };
    let left = shoe.total() - excluded.map_or(0, |index| shoe.count(index));
    if left == 0 {
        out.short += 1.0;
        return;
    }
    for index in (0..VALUES).filter(|&index| Some(index) != excluded) {
        let count = shoe.count(index);
        let Some(rest) = shoe.without(index) else {
            continue;
        };
        let chance = f64::from(count) / f64::from(left);
        let next = hand.plus(index);
        if next.best() == 21 {
            out.blackjack += chance;
        } else {
            finish(&rest, draw.busts_above, next, chance, out);
        }
    }
}

/// Draws until the dealer stands or busts, adding `chance` spread over the final hands.
fn finish(shoe: &Counts, busts_above: u8, hand: Hand, chance: f64, out: &mut DealerOutcomes) {
    let best = hand.best();
    if best >= 17 {
        if best > busts_above {
            out.bust += chance;
        } else {
            out.stands[usize::from(best - 17)] += chance;
        }
        return;
    }
    if shoe.total() == 0 {
        out.short += chance;
        return;
    }
    for index in 0..VALUES {
        if let Some(rest) = shoe.without(index) {
            finish(
                &rest,
                busts_above,
                hand.plus(index),
                chance * shoe.chance(index),
                out,
            );
        }
    }
}

#[cfg(test)]
mod tests;
