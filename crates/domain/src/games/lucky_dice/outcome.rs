//! What a throw ended with: the red and the green die.

use serde::{Deserialize, Serialize};

/// The two dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The red die, 1–6: the group.
    pub red: u8,
    /// The green die, 1–6: the square in the group.
    pub green: u8,
}

impl Outcome {
    /// The number field's square, 1–36: (red − 1) × 6 + green.
    pub fn square(&self) -> u8 {
        (self.red - 1) * 6 + self.green
    }

    /// The sum of the dice.
    pub fn total(&self) -> u8 {
        self.red + self.green
    }
}
