//! A seeded xorshift generator and a running mean, for the tests' simulations.

use livedraw_domain::Card;

/// Draws from a seeded xorshift generator.
pub(crate) struct Seeded(u64);

impl Seeded {
    /// A generator from `seed` (any but 0).
    pub(crate) fn new(seed: u64) -> Seeded {
        Seeded(seed | 1)
    }

    /// One of `0..below`.
    pub(crate) fn below(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }

    /// A card drawn from `deck`, taken out of it.
    pub(crate) fn draw(&mut self, deck: &mut Vec<Card>) -> Card {
        let at = self.below(deck.len());
        deck.swap_remove(at)
    }
}

/// The mean of samples and its standard error.
#[derive(Default)]
pub(crate) struct Mean {
    sum: f64,
    squares: f64,
    samples: f64,
}

impl Mean {
    /// One more sample.
    pub(crate) fn add(&mut self, sample: f64) {
        self.sum += sample;
        self.squares += sample * sample;
        self.samples += 1.0;
    }

    /// Whether `exact` is within four standard errors of the mean.
    pub(crate) fn agrees_with(&self, exact: f64) -> bool {
        let mean = self.sum / self.samples;
        let error = ((self.squares / self.samples - mean * mean) / self.samples).sqrt();
        (mean - exact).abs() < 4.0 * error
    }
}
