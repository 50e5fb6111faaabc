//! Counts per category over a sliding window of draws, each draw kept by its number so that a
//! corrected draw is counted again as it should have been.

use std::collections::VecDeque;

/// Without a window every draw counts for ever, but only the latest this many are kept apart,
/// to be counted again when corrected (72 hours of draws at one every three seconds).
const KEPT_WITHOUT_WINDOW: usize = 100_000;

/// Counts per category of the latest draws (all of them with a window of 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    window: u64,
    /// The categories of the draws in the window, oldest first, one after the other: a window
    /// of 10,000 draws per table is held in a few bytes a draw, not a vector each.
    shown: VecDeque<u16>,
    /// How many of `shown` each draw in the window has, oldest first.
    per_draw: VecDeque<u8>,
    /// Each draw's number, as `per_draw`.
    numbers: VecDeque<u64>,
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
            numbers: VecDeque::new(),
            counts: vec![0; categories],
            all_draws: 0,
        }
    }

    /// Adds draw `draw`, which showed `categories` (indexes below the number of categories;
    /// others are not counted, nor any past the 255th: no game shows that many in one draw);
    /// the oldest draw leaves a full window.
    pub fn record(&mut self, draw: u64, categories: Vec<usize>) {
        let counted = self.counted(categories);
        for &index in &counted {
            self.counts[usize::from(index)] += 1;
        }
        self.all_draws += 1;
        self.per_draw
            .push_back(u8::try_from(counted.len()).unwrap_or(u8::MAX));
        self.numbers.push_back(draw);
        self.shown.extend(counted);
        let kept = match self.window {
            0 => KEPT_WITHOUT_WINDOW,
            window => usize::try_from(window).unwrap_or(usize::MAX),
        };
        while self.per_draw.len() > kept {
            let oldest = self.per_draw.pop_front().unwrap_or_default();
            self.numbers.pop_front();
            for index in self.shown.drain(..usize::from(oldest)) {
                if self.window != 0 {
                    self.counts[usize::from(index)] -= 1;
                }
            }
        }
    }

    /// Counts draw `draw` again as showing `categories` (none for a draw voided after
    /// settlement: it keeps its place, with nothing counted); false when the draw is no longer
    /// kept (it left the window).
    pub fn revise(&mut self, draw: u64, categories: Vec<usize>) -> bool {
        let Some(at) = self.numbers.iter().rposition(|number| *number == draw) else {
            return false;
        };
        let start: usize = self.per_draw.range(..at).map(|n| usize::from(*n)).sum();
        let before = usize::from(self.per_draw[at]);
        for index in self.shown.drain(start..start + before) {
            self.counts[usize::from(index)] -= 1;
        }
        let counted = self.counted(categories);
        for (offset, &index) in counted.iter().enumerate() {
            self.counts[usize::from(index)] += 1;
            self.shown.insert(start + offset, index);
        }
        self.per_draw[at] = u8::try_from(counted.len()).unwrap_or(u8::MAX);
        true
    }

    fn counted(&self, categories: Vec<usize>) -> Vec<u16> {
        let mut counted: Vec<u16> = categories
            .into_iter()
            .filter(|&index| index < self.counts.len())
            .filter_map(|index| u16::try_from(index).ok())
            .collect();
        counted.truncate(usize::from(u8::MAX));
        counted
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
        tally.record(1, vec![0, 0]);
        tally.record(2, vec![1]);
        assert_eq!(tally.counts(), [2, 1, 0]);
        tally.record(3, vec![2]);
        assert_eq!(tally.counts(), [0, 1, 1]);
        assert_eq!((tally.draws(), tally.samples()), (2, 2));
    }

    #[test]
    fn categories_beyond_the_tally_are_not_counted() {
        let mut tally = Tally::new(2, 1);
        tally.record(1, vec![0, 7]);
        assert_eq!(tally.counts(), [1, 0]);
        tally.record(2, vec![1]);
        assert_eq!(tally.counts(), [0, 1]);
    }

    #[test]
    fn without_a_window_every_draw_counts() {
        let mut tally = Tally::new(2, 0);
        for draw in 1..=5 {
            tally.record(draw, vec![1]);
        }
        assert_eq!(tally.counts(), [0, 5]);
        assert_eq!(tally.draws(), 5);
    }

    #[test]
    fn a_corrected_draw_is_counted_again_as_it_should_have_been() {
        for window in [0, 3] {
            let mut tally = Tally::new(3, window);
            tally.record(1, vec![0]);
            tally.record(2, vec![1, 1]);
            tally.record(3, vec![2]);
            assert!(tally.revise(2, vec![0]));
            assert_eq!(tally.counts(), [2, 0, 1]);
            assert!(tally.revise(2, Vec::new()), "a void counts nothing");
            assert_eq!(tally.counts(), [1, 0, 1]);
            tally.record(4, vec![1]);
            assert!(tally.revise(3, vec![0]));
            // A window of 3 has let draw 1 go.
            let first = if window == 0 { 2 } else { 1 };
            assert_eq!(tally.counts(), [first, 1, 0]);
        }
    }

    #[test]
    fn a_draw_that_left_the_window_is_not_counted_again() {
        let mut tally = Tally::new(2, 1);
        tally.record(1, vec![0]);
        tally.record(2, vec![1]);
        assert!(!tally.revise(1, vec![1]));
        assert_eq!(tally.counts(), [0, 1]);
    }
}
