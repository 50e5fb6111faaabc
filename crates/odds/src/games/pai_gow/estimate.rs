//! An estimate and the seeded draws behind it: what a figure is when it cannot be exact live.

use livedraw_domain::games::pai_gow::{PaiGowCard, SevenCards, HAND_SIZE};
use livedraw_domain::seeded::SplitMix64;

/// A figure estimated by simulation: the sample mean, its standard error and the sample
/// size. Never an exact value: the type says so wherever it travels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The sample mean.
    pub mean: f64,
    /// The standard error of the mean (the samples' standard deviation over √samples).
    pub standard_error: f64,
    /// Samples drawn.
    pub samples: u64,
}

impl Estimate {
    /// Whether `exact` is within `errors` standard errors of the mean.
    pub fn agrees_with(&self, exact: f64, errors: f64) -> bool {
        (self.mean - exact).abs() <= errors * self.standard_error
    }
}

/// Running sums of samples, for their mean and standard error.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Running {
    sum: f64,
    squares: f64,
    samples: u64,
}

impl Running {
    /// One more sample.
    pub(crate) fn add(&mut self, sample: f64) {
        self.sum += sample;
        self.squares += sample * sample;
        self.samples += 1;
    }

    /// The estimate so far (zeros before any sample).
    pub(crate) fn estimate(&self) -> Estimate {
        if self.samples == 0 {
            return Estimate {
                mean: 0.0,
                standard_error: 0.0,
                samples: 0,
            };
        }
        let n = self.samples as f64;
        let mean = self.sum / n;
        // The unbiased sample variance; one sample says nothing of the spread.
        let variance = if self.samples > 1 {
            ((self.squares - n * mean * mean) / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        Estimate {
            mean,
            standard_error: (variance / n).sqrt(),
            samples: self.samples,
        }
    }
}

/// Seeded draws (SplitMix64): the same seed draws the same hands, so a published estimate
/// can be reproduced.
#[derive(Clone, Debug)]
pub struct Draws(SplitMix64);

impl Draws {
    /// Draws from `seed`.
    pub fn new(seed: u64) -> Draws {
        Draws(SplitMix64::new(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// One of `0..below` (`below` > 0), by the high bits' multiply-shift (bias below 2⁻³²
    /// for a deck's sizes).
    pub fn below(&mut self, below: usize) -> usize {
        ((u128::from(self.next_u64()) * below as u128) >> 64) as usize
    }

    /// `count` cards drawn without replacement to the front of `deck` (a partial
    /// Fisher-Yates shuffle: every `count` cards equally likely, in any order).
    pub fn draw_front(&mut self, deck: &mut [PaiGowCard], count: usize) {
        let n = deck.len();
        for at in 0..count.min(n) {
            let pick = at + self.below(n - at);
            deck.swap(at, pick);
        }
    }

    /// A hand of seven drawn from `deck` (at least seven distinct cards), which is shuffled
    /// in part; `None` if the deck is short.
    pub fn seven(&mut self, deck: &mut [PaiGowCard]) -> Option<SevenCards> {
        if deck.len() < HAND_SIZE {
            return None;
        }
        self.draw_front(deck, HAND_SIZE);
        SevenCards::new(&deck[..HAND_SIZE]).ok()
    }
}
