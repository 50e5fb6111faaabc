//! How the round-1 constants of [`super::round_one`] are derived: the exact round-2
//! enumeration averaged over seeded random deals (`cargo run --release -p livedraw-odds
//! --example poker6_round_one`).

use super::enumerate::{CATEGORIES as CATEGORY_COUNT, HANDS};
use super::{chances_on, Poker6State};
use crate::error::OddsError;
use livedraw_domain::seeded::SplitMix64;
use livedraw_domain::Card;

/// The averages of the exact round-2 chances over `deals` deals drawn from `seed`, and their
/// standard errors: (hand wins, categories, hand standard error, category standard errors).
pub fn estimate(deals: usize, seed: u64, threads: usize) -> Result<Estimate, OddsError> {
    let mut rng = SplitMix64::new(seed);
    let mut hand = Moments::default();
    let mut categories = [Moments::default(); CATEGORY_COUNT];
    for _ in 0..deals {
        let state = random_deal(&mut rng);
        let chances = chances_on(&state, threads)?;
        let wins: f64 = chances.markets[..HANDS].iter().map(|m| m.win).sum();
        hand.add(wins / HANDS as f64);
        for (moments, market) in categories.iter_mut().zip(&chances.markets[HANDS..]) {
            moments.add(market.win);
        }
    }
    Ok(Estimate {
        hand_wins: hand.mean(),
        hand_error: hand.standard_error(),
        categories: categories.map(|m| m.mean()),
        category_errors: categories.map(|m| m.standard_error()),
    })
}

/// What [`estimate`] returns.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// Mean chance that a hand is among the winners.
    pub hand_wins: f64,
    /// Its standard error.
    pub hand_error: f64,
    /// Mean chance of each winning category.
    pub categories: [f64; CATEGORY_COUNT],
    /// Their standard errors.
    pub category_errors: [f64; CATEGORY_COUNT],
}

#[derive(Clone, Copy, Default)]
struct Moments {
    n: f64,
    sum: f64,
    squares: f64,
}

impl Moments {
    fn add(&mut self, x: f64) {
        self.n += 1.0;
        self.sum += x;
        self.squares += x * x;
    }

    fn mean(&self) -> f64 {
        self.sum / self.n
    }

    fn standard_error(&self) -> f64 {
        let mean = self.mean();
        let variance = (self.squares / self.n - mean * mean).max(0.0) * self.n / (self.n - 1.0);
        (variance / self.n).sqrt()
    }
}

/// Twelve pocket cards from a shuffled deck.
fn random_deal(rng: &mut SplitMix64) -> Poker6State {
    let mut deck: Vec<Card> = Card::all().collect();
    for i in 0..12 {
        let j = i + (rng.next_u64() % (52 - i) as u64) as usize;
        deck.swap(i, j);
    }
    Poker6State {
        hands: deck[..12]
            .chunks(2)
            .map(|pair| [pair[0], pair[1]])
            .collect(),
        board: Vec::new(),
        dead: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::poker6::round_one::{CATEGORIES, HAND_WINS, SEED};

    #[test]
    fn the_derivation_is_reproducible_and_agrees_with_the_constants() {
        // A short run of the same derivation: its mean must lie within 4 of its own standard
        // errors of the constants (which are ~40 times more precise).
        let short = estimate(40, SEED, 1).expect("legal deals");
        assert_eq!(short, estimate(40, SEED, 2).expect("legal deals"));
        assert!((short.hand_wins - HAND_WINS).abs() <= 4.0 * short.hand_error + 1e-4);
        for ((value, error), constant) in short
            .categories
            .iter()
            .zip(short.category_errors)
            .zip(CATEGORIES)
        {
            assert!((value - constant).abs() <= 4.0 * error + 1e-4);
        }
    }
}
