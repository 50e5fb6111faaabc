//! The balls seen in the cylinders or the tube during a draw, and the winning balls they give.

use serde::{Deserialize, Serialize};

/// One ball reading: a number seen in a cylinder or tube position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ball {
    /// Cylinder (left to right) or tube position (order of entry), from 1.
    pub slot: u8,
    /// The ball's number.
    pub number: u8,
}

/// The readings of one draw, in the order they arrived (which does not matter).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Readings {
    balls: Vec<Ball>,
}

impl Readings {
    /// Every reading so far.
    pub fn balls(&self) -> &[Ball] {
        &self.balls
    }

    /// Whether `ball` repeats a number or a slot already seen: physically impossible.
    pub fn is_impossible(&self, ball: Ball) -> bool {
        self.balls
            .iter()
            .any(|seen| seen.slot == ball.slot || seen.number == ball.number)
    }

    /// Records a possible reading.
    pub fn record(&mut self, ball: Ball) {
        self.balls.push(ball);
    }

    /// The numbers in slots 1 to `winning`, in slot order; the first slot without a reading
    /// when one is missing.
    pub fn winning(&self, winning: u8) -> Result<Vec<u8>, u8> {
        (1..=winning)
            .map(|slot| self.number_in(slot).ok_or(slot))
            .collect()
    }

    fn number_in(&self, slot: u8) -> Option<u8> {
        self.balls
            .iter()
            .find(|ball| ball.slot == slot)
            .map(|ball| ball.number)
    }
}

/// The winning balls of a draw, in cylinder (5/36) or tube (7/42) order: the first is the
/// leftmost cylinder or the first ball into the tube.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning numbers, first ball first.
    pub balls: Vec<u8>,
}

impl Outcome {
    /// The first ball.
    pub fn first(&self) -> Option<u8> {
        self.balls.first().copied()
    }

    /// The sum of the winning numbers.
    pub fn sum(&self) -> u16 {
        self.balls.iter().map(|n| u16::from(*n)).sum()
    }

    /// How many winning numbers are odd.
    pub fn odd(&self) -> usize {
        self.balls.iter().filter(|n| *n % 2 == 1).count()
    }

    /// How many winning numbers are even.
    pub fn even(&self) -> usize {
        self.balls.len() - self.odd()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ball(slot: u8, number: u8) -> Ball {
        Ball { slot, number }
    }

    #[test]
    fn winning_balls_are_in_slot_order() {
        let mut readings = Readings::default();
        for reading in [ball(3, 30), ball(1, 10), ball(2, 20)] {
            readings.record(reading);
        }
        assert_eq!(readings.winning(3), Ok(vec![10, 20, 30]));
        assert_eq!(readings.winning(2), Ok(vec![10, 20]));
        assert_eq!(readings.winning(4), Err(4));
    }

    #[test]
    fn same_number_or_same_slot_is_impossible() {
        let mut readings = Readings::default();
        readings.record(ball(1, 10));
        assert!(readings.is_impossible(ball(2, 10)));
        assert!(readings.is_impossible(ball(1, 11)));
        assert!(!readings.is_impossible(ball(2, 11)));
    }

    #[test]
    fn outcome_counts_odd_even_and_sum() {
        let outcome = Outcome {
            balls: vec![1, 2, 3, 4, 5],
        };
        assert_eq!((outcome.odd(), outcome.even(), outcome.sum()), (3, 2, 15));
        assert_eq!(outcome.first(), Some(1));
    }
}
