//! Counts per category over a sliding window of draws.

use std::collections::VecDeque;

/// Counts per category of the latest draws (all of them with a window of 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    window: u64,
    /// The categories of the draws in the window, oldest first, one after the other: a window
    /// of 10,000 draws per table is held in a few bytes a draw, not a vector each.
    shown: VecDeque<u16>,
    /// How many of `shown` each draw in the window has, oldest first.
    per_draw: VecDeque<u8>,
    counts: Vec<u64>,
    all_draws: u64,
}

impl Tally {
    /// A tally of `categories` categories over the latest `window` draws (0: every draw).
    pub fn new(categories: usize, window: u64) -> Tally {
        Tally {
            window,
            shown: VecDeque::new(),
            per_draw: VecDeque::new(),
            counts: vec![0; categories],
            all_draws: 0,
        }
    }

    /// Adds a draw that showed `categories` (indexes below the number of categories; others
    /// are not counted, nor any past the 255th: no game shows that many in one draw); the
    /// oldest draw leaves a full window.
    pub fn record(&mut self, categories: Vec<usize>) {
        let mut counted: Vec<u16> = categories
            .into_iter()
            .filter(|&index| index < self.counts.len())
            .filter_map(|index| u16::try_from(index).ok())
            .collect();
        counted.truncate(usize::from(u8::MAX));
        for &index in &counted {
            self.counts[usize::from(index)] += 1;
        }
        self.all_draws += 1;
        if self.window == 0 {
            return;
        }
        self.per_draw
            .push_back(u8::try_from(counted.len()).unwrap_or(u8::MAX));
        self.shown.extend(counted);
        while self.per_draw.len() as u64 > self.window {
            let oldest = self.per_draw.pop_front().unwrap_or_default();
            for index in self.shown.drain(..usize::from(oldest)) {
                self.counts[usize::from(index)] -= 1;
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
            self.per_draw.len() as u64
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
    fn categories_beyond_the_tally_are_not_counted() {
        let mut tally = Tally::new(2, 1);
        tally.record(vec![0, 7]);
        assert_eq!(tally.counts(), [1, 0]);
        tally.record(vec![1]);
        assert_eq!(tally.counts(), [0, 1]);
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
