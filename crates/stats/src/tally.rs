//! Counts per category over a sliding window of draws.

use std::collections::VecDeque;

/// Counts per category of the latest draws (all of them with a window of 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    window: u64,
    draws: VecDeque<Vec<usize>>,
    counts: Vec<u64>,
    all_draws: u64,
}

impl Tally {
    /// A tally of `categories` categories over the latest `window` draws (0: every draw).
    pub fn new(categories: usize, window: u64) -> Tally {
        Tally {
            window,
            draws: VecDeque::new(),
            counts: vec![0; categories],
            all_draws: 0,
        }
    }

    /// Adds a draw that showed `categories` (indexes below the number of categories); the
    /// oldest draw leaves a full window.
    pub fn record(&mut self, categories: Vec<usize>) {
        for index in &categories {
            if let Some(count) = self.counts.get_mut(*index) {
                *count += 1;
            }
        }
        self.all_draws += 1;
        if self.window == 0 {
            return;
        }
        self.draws.push_back(categories);
        while self.draws.len() as u64 > self.window {
            for index in self.draws.pop_front().unwrap_or_default() {
                if let Some(count) = self.counts.get_mut(index) {
                    *count = count.saturating_sub(1);
                }
            }
        }
    }

    /// Counts per category in the window.
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// Observations in the window.
    pub fn samples(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// Draws in the window.
    pub fn draws(&self) -> u64 {
        if self.window == 0 {
            self.all_draws
        } else {
            self.draws.len() as u64
        }
    }

    /// The window in draws (0: every draw).
    pub fn window(&self) -> u64 {
        self.window
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_forgets_its_oldest_draw() {
        let mut tally = Tally::new(3, 2);
        tally.record(vec![0, 0]);
        tally.record(vec![1]);
        assert_eq!(tally.counts(), [2, 1, 0]);
        tally.record(vec![2]);
        assert_eq!(tally.counts(), [0, 1, 1]);
        assert_eq!((tally.draws(), tally.samples()), (2, 2));
    }

    #[test]
    fn without_a_window_every_draw_counts() {
        let mut tally = Tally::new(2, 0);
        for _ in 0..5 {
            tally.record(vec![1]);
        }
        assert_eq!(tally.counts(), [0, 5]);
        assert_eq!(tally.draws(), 5);
    }
}
