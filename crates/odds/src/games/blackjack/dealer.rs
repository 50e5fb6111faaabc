//! The dealer's final hand, exactly, from the shoe's remaining composition: every order in
//! which the dealer can draw until standing on 17 or more (a soft 17 too), each weighed by its
//! chance without replacement.

use super::counts::{Counts, VALUES};
use super::endings::{endings, BLACKJACK, BUST};
use livedraw_domain::Rank;

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
    /// The value index of the dealer's first card (the up card); or, where both the dealer's
    /// cards are face up (casino-b), their start ([`super::endings::two_card_start`]).
    pub up: usize,
    /// The dealer goes bust above this (21, or 22 where 22 pushes).
    pub busts_above: u8,
    /// The dealer peeked and has no blackjack: the second card cannot make one.
    pub no_blackjack: bool,
}

/// The card that makes a blackjack with the up card `up`: a ten under an ace, an ace under
/// anything else (only a ten-valued card has one; the others' is never asked for).
pub fn partner(up: Rank) -> Rank {
    if up == Rank::Ace {
        Rank::Ten
    } else {
        Rank::Ace
    }
}

/// The dealer's final hand from `shoe` (the unseen cards, the up card not among them): over
/// every ending of the dealer's draw ([`super::endings`]), its orders times the chance of one
/// order, the product of the falling factorials of the counts it takes over that of the
/// shoe's size.
pub fn outcomes(shoe: &Counts, draw: DealerDraw) -> DealerOutcomes {
    let endings = endings(draw.up, draw.busts_above);
    let falling = Falling::of(shoe, usize::from(endings.longest) + 1);
    let mut finals = [0.0; 8];
    for ending in &endings.all {
        if ending.size > shoe.total() {
            continue;
        }
        let mut chance = ending.orders / falling.shoe[usize::from(ending.size)];
        for &(value, count) in &ending.cards[..usize::from(ending.distinct)] {
            chance *= falling.value(usize::from(value), u16::from(count));
        }
        finals[ending.outcome] += chance;
    }
    let mut out = DealerOutcomes {
        stands: [
            finals[0], finals[1], finals[2], finals[3], finals[4], finals[5],
        ],
        blackjack: finals[BLACKJACK],
        bust: finals[BUST],
        short: 0.0,
    };
    if draw.no_blackjack {
        out = without_blackjack(out);
    }
    if shoe.total() < endings.longest {
        // Only a shoe shorter than the dealer's longest draw can run out.
        let finished: f64 = out.stands.iter().sum::<f64>() + out.blackjack + out.bust;
        out.short = (1.0 - finished).max(0.0);
    }
    out
}

/// The outcomes given that the dealer peeked and has no blackjack: every order of the others
/// has a second card that makes none, so each keeps its chance, over that of no blackjack.
fn without_blackjack(out: DealerOutcomes) -> DealerOutcomes {
    let left = 1.0 - out.blackjack;
    if left <= 0.0 {
        return DealerOutcomes {
            short: 1.0,
            ..DealerOutcomes::default()
        };
    }
    DealerOutcomes {
        stands: out.stands.map(|chance| chance / left),
        blackjack: 0.0,
        bust: out.bust / left,
        short: 0.0,
    }
}

/// Falling factorials of a shoe: of each value's count, and of the shoe's size.
struct Falling {
    /// Per value, `count · (count − 1) · …` for 0, 1, 2, … factors.
    values: [[f64; FACTORS]; VALUES],
    /// The same of the shoe's size.
    shoe: [f64; FACTORS],
}

/// More factors than any dealer's draw takes cards (a dealer showing a 2 draws at most 10).
const FACTORS: usize = 24;

impl Falling {
    /// The falling factorials of `shoe` for up to `factors` factors.
    fn of(shoe: &Counts, factors: usize) -> Falling {
        let factors = factors.min(FACTORS);
        let mut values = [[0.0; FACTORS]; VALUES];
        for (value, row) in values.iter_mut().enumerate() {
            falling(f64::from(shoe.count(value)), &mut row[..factors]);
        }
        let mut of_shoe = [0.0; FACTORS];
        falling(f64::from(shoe.total()), &mut of_shoe[..factors]);
        Falling {
            values,
            shoe: of_shoe,
        }
    }

    fn value(&self, value: usize, count: u16) -> f64 {
        self.values[value]
            .get(usize::from(count))
            .copied()
            .unwrap_or(0.0)
    }
}

/// Fills `row` with `n · (n − 1) · …` for 0, 1, 2, … factors (0 once a factor reaches 0).
fn falling(n: f64, row: &mut [f64]) {
    let mut product = 1.0;
    for (k, place) in row.iter_mut().enumerate() {
        *place = product;
        product *= (n - k as f64).max(0.0);
    }
}

#[cfg(test)]
mod tests;
