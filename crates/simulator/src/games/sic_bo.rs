//! Sic bo's floor: three dice, sometimes cocked or off the table.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::sic_bo;
use livedraw_domain::{DiceFaults, Observation, Outcome, Timestamp};

/// Sic bo's floor: nothing kept between rolls.
pub(crate) struct SicBoFloor;

impl GameFloor for SicBoFloor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let dice = std::array::from_fn(|_| 1 + tools.rng.below(6) as u8);
        Correction::Reading(Reading::Outcome(Outcome::SicBo(sic_bo::Outcome { dice })))
    }

    fn roll(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        let dice = (0..3).map(|_| tools.rng.below(6) as u8 + 1).collect();
        let mut faults = DiceFaults::default();
        if tools.fault(1.0) {
            match tools.rng.below(3) {
                0 => faults.on_edge = true,
                1 => faults.off_table = true,
                _ => faults.not_flat = true,
            }
        }
        Input::Observe(Observation::DiceSettled { dice, faults }, now)
    }
}
