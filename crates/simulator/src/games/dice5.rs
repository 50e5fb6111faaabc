//! Five dice's floor: five dice, sometimes on edge, not flat, off the table, on a line or
//! unreadable.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::dice5;
use livedraw_domain::{DiceFaults, Observation, Outcome, Timestamp};

/// Five dice's floor: nothing kept between rolls.
pub(crate) struct Dice5Floor;

impl GameFloor for Dice5Floor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let dice = std::array::from_fn(|_| 1 + tools.rng.below(6) as u8);
        Correction::Reading(Reading::Outcome(Outcome::Dice5(dice5::Outcome { dice })))
    }

    fn roll(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        let dice = (0..5).map(|_| tools.rng.below(6) as u8 + 1).collect();
        let mut faults = DiceFaults::default();
        if tools.fault(1.0) {
            match tools.rng.below(5) {
                0 => faults.on_edge = true,
                1 => faults.not_flat = true,
                2 => faults.off_table = true,
                3 => faults.covering_line = true,
                _ => faults.undeterminable = true,
            }
        }
        Input::Observe(Observation::DiceSettled { dice, faults }, now)
    }
}
