//! What a roll ended with: the three dice.

use serde::{Deserialize, Serialize};

/// The three dice of a roll, in the sensor's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Top faces, each 1–6.
    pub dice: [u8; 3],
}

impl Outcome {
    /// How many dice show `face`.
    pub fn count(&self, face: u8) -> usize {
        self.dice.iter().filter(|die| **die == face).count()
    }

    /// The sum of the faces.
    pub fn total(&self) -> u8 {
        self.dice.iter().sum()
    }

    /// Three equal dice.
    pub fn triple(&self) -> bool {
        self.dice[0] == self.dice[1] && self.dice[1] == self.dice[2]
    }

    /// Three different values.
    pub(super) fn all_different(&self) -> bool {
        self.dice[0] != self.dice[1] && self.dice[1] != self.dice[2] && self.dice[0] != self.dice[2]
    }
}
