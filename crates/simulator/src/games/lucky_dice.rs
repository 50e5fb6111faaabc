//! Lucky dice's floor: a red and a green die; sometimes an invalid throw, and sometimes a
//! sensor that cannot tell the colours apart (two dice read as one colour: refused).

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::lucky_dice;
use livedraw_domain::{ColouredDie, DieColour, Observation, Outcome, ThrowFaults, Timestamp};

/// Lucky dice's floor: nothing kept between throws.
pub(crate) struct LuckyDiceFloor;

impl GameFloor for LuckyDiceFloor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let throw = lucky_dice::Outcome {
            red: 1 + tools.rng.below(6) as u8,
            green: 1 + tools.rng.below(6) as u8,
        };
        Correction::Reading(Reading::Outcome(Outcome::LuckyDice(throw)))
    }

    fn roll(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        let mut faults = ThrowFaults::default();
        if tools.fault(1.0) {
            match tools.rng.below(4) {
                0 => faults.not_released_together = true,
                1 => faults.missed_far_end = true,
                2 => faults.outside_recess = true,
                _ => faults.cocked = true,
            }
        }
        let green = if tools.fault(1.0 / 4.0) {
            DieColour::Red
        } else {
            DieColour::Green
        };
        let die = |colour, value| ColouredDie { colour, value };
        let dice = vec![
            die(DieColour::Red, tools.rng.below(6) as u8 + 1),
            die(green, tools.rng.below(6) as u8 + 1),
        ];
        Input::Observe(Observation::LuckyDiceThrown { dice, faults }, now)
    }
}
