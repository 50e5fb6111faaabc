//! Roulette's floor: a failed launch, too few ball or wheel revolutions (no-spins), or the
//! ball in a pocket.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::roulette;
use livedraw_domain::{Observation, Outcome, Pocket, Timestamp};

/// Roulette's floor.
pub(crate) struct RouletteFloor {
    /// The wheel has a 00 pocket.
    double_zero: bool,
}

impl RouletteFloor {
    /// The floor of a single-zero wheel, or of a double-zero one.
    pub(crate) fn new(double_zero: bool) -> RouletteFloor {
        RouletteFloor { double_zero }
    }
}

impl GameFloor for RouletteFloor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let pocket = Pocket::Number(1 + tools.rng.below(36) as u8);
        Correction::Reading(Reading::Outcome(Outcome::Roulette(roulette::Outcome {
            pocket,
        })))
    }

    fn spin(&mut self, tools: &mut Tools, _table: &TableView, now: Timestamp) -> Input {
        Input::Observe(self.ball(tools), now)
    }
}

impl RouletteFloor {
    fn ball(&self, tools: &mut Tools) -> Observation {
        if tools.fault(1.0 / 2.0) {
            return Observation::RouletteLaunchFailed;
        }
        let ball_revolutions = if tools.fault(1.0 / 2.0) {
            tools.rng.below(3) as u32
        } else {
            5 + tools.rng.below(10) as u32
        };
        let wheel_revolutions = if tools.fault(1.0 / 2.0) {
            0
        } else {
            1 + tools.rng.below(3) as u32
        };
        let pockets = 37 + usize::from(self.double_zero);
        let pocket = match tools.rng.below(pockets) {
            0 => Pocket::Zero,
            37 => Pocket::DoubleZero,
            n => Pocket::Number(n as u8),
        };
        Observation::RouletteBallStopped {
            pocket,
            ball_revolutions,
            wheel_revolutions,
        }
    }
}
