//! A seeded SplitMix64 stream, so every simulated draw is reproducible.

use livedraw_domain::seeded::SplitMix64;

pub struct Rng(SplitMix64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in 0..n (the modulo bias is below 2^-50 for our n).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
