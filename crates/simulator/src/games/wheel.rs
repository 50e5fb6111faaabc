//! Wheel of Fortune's floor: the host starts the wheel (sometimes anticlockwise), then it
//! stops at a sector, too slowly, or between two; a speed alarm now and then.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::wheel;
use livedraw_domain::{Decision, Observation, Outcome, Timestamp, WheelStop};

/// The wheel's floor.
#[derive(Default)]
pub(crate) struct WheelFloor {
    /// The wheel is turning clockwise.
    spinning: bool,
}

impl GameFloor for WheelFloor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let sector = wheel::Outcome::Number(1 + tools.rng.below(18) as u8);
        Correction::Reading(Reading::Outcome(Outcome::Wheel(sector)))
    }

    fn spin(&mut self, tools: &mut Tools, _table: &TableView, now: Timestamp) -> Input {
        Input::Observe(self.spin_or_stop(tools), now)
    }

    fn new_draw(&mut self, _tools: &mut Tools) {
        self.spinning = false;
    }

    fn decided(&mut self, decision: &Decision) {
        if matches!(decision, Decision::SpinStarted { .. }) {
            self.spinning = true;
        } else if matches!(decision, Decision::Repeat { .. }) {
            self.spinning = false;
        }
    }

    fn journaled(&mut self, observation: &Observation) {
        if matches!(
            observation,
            Observation::WheelSpinStarted { clockwise: true }
        ) {
            self.spinning = true;
        } else if matches!(observation, Observation::WheelSpinStopped { .. }) {
            self.spinning = false;
        }
    }
}

impl WheelFloor {
    /// The start of a spin, or the stop of the one turning.
    fn spin_or_stop(&mut self, tools: &mut Tools) -> Observation {
        if !self.spinning {
            let clockwise = !tools.rng.chance(0.1);
            return Observation::WheelSpinStarted { clockwise };
        }
        if tools.fault(1.0 / 4.0) {
            return Observation::WheelSpeedAlarm;
        }
        let revolutions = if tools.fault(1.0) {
            tools.rng.below(3) as u32
        } else {
            3 + tools.rng.below(5) as u32
        };
        let stop = match tools.rng.below(19) {
            _ if tools.fault(1.0) => WheelStop::BetweenSectors,
            18 => WheelStop::Symbol,
            n => WheelStop::Number(n as u8 + 1),
        };
        Observation::WheelSpinStopped { revolutions, stop }
    }
}
