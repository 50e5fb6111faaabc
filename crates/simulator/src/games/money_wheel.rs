//! The money wheel's floor: too few revolutions or the pointer between sectors void a spin,
//! and a host seen touching the wheel has the supervisor void it.

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::correction::{Correction, Reading};
use livedraw_domain::games::money_wheel;
use livedraw_domain::table::SupervisorCommand;
use livedraw_domain::{MoneyWheelStop, Observation, Outcome, Timestamp};

/// The money wheel's floor: nothing kept between spins.
pub(crate) struct MoneyWheelFloor;

impl GameFloor for MoneyWheelFloor {
    fn another_reading(&mut self, tools: &mut Tools) -> Correction {
        let stop = money_wheel::Outcome {
            sector: tools.rng.below(54) as u8,
            symbol: String::from("as the wheel has it"),
        };
        Correction::Reading(Reading::Outcome(Outcome::MoneyWheel(stop)))
    }

    fn spin(&mut self, tools: &mut Tools, table: &TableView, now: Timestamp) -> Input {
        match table.draw {
            Some(draw) if tools.fault(1.0 / 4.0) => {
                Input::Supervise(SupervisorCommand::VoidSpin { draw }, now)
            }
            Some(_) | None => Input::Observe(stop(tools), now),
        }
    }
}

/// Where the wheel stops.
fn stop(tools: &mut Tools) -> Observation {
    let revolutions = if tools.fault(1.0 / 2.0) {
        tools.rng.below(4) as u32
    } else {
        4 + tools.rng.below(4) as u32
    };
    let stop = if tools.fault(1.0 / 2.0) {
        MoneyWheelStop::BetweenSectors
    } else {
        MoneyWheelStop::Sector(tools.rng.below(54) as u8)
    };
    Observation::MoneyWheelStopped { revolutions, stop }
}
