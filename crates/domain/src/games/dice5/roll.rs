//! A clean roll: the five top faces, left to right, and what the host calls them.

use super::combination::{called_order, Combination, DICE};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The five dice of a settled draw, left to right, each 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// Top faces, left to right.
    pub dice: [u8; DICE],
}

impl Outcome {
    /// The roll's combination.
    pub fn combination(&self) -> Combination {
        Combination::of(&self.dice)
    }

    /// The total of pips, 5 to 30.
    pub fn total(&self) -> u8 {
        self.dice.iter().sum()
    }

    /// The dice in the order the host names them.
    pub fn called_order(&self) -> [u8; DICE] {
        called_order(&self.dice)
    }

    /// What the host announces, e.g. `two pairs: 5 5 2 2 3`.
    pub fn name(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.combination())?;
        for die in self.called_order() {
            write!(f, " {die}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_names_the_combination_then_the_dice_in_calling_order() {
        let roll = Outcome {
            dice: [2, 5, 3, 2, 5],
        };
        assert_eq!(roll.name(), "two pairs: 5 5 2 2 3");
        let roll = Outcome {
            dice: [6, 4, 1, 4, 2],
        };
        assert_eq!(roll.name(), "one pair: 4 4 1 2 6");
    }

    #[test]
    fn total_is_the_sum_of_pips() {
        assert_eq!(Outcome { dice: [1; 5] }.total(), 5);
        assert_eq!(Outcome { dice: [6; 5] }.total(), 30);
        assert_eq!(
            Outcome {
                dice: [1, 2, 3, 4, 6]
            }
            .total(),
            16
        );
    }
}
