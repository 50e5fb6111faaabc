//! Wheel of Fortune (wheel.md): 19 sectors, one betting round, one spin per draw.
//!
//! The counter-clockwise presentation turn starts nothing; a clockwise start begins the spin,
//! and its stop settles the draw when the wheel made at least 3 full revolutions and the
//! pointer rests on a sector. Too few revolutions or a pointer between sectors repeats the
//! spin; (our choice, mirroring the dice game) any such fault on the repeated spin cancels the
//! draw. A speed alarm during a spin holds the draw: only a supervisor can judge host contact.

pub mod categories;
pub mod markets;
pub mod sector;

pub use markets::Market;
pub use sector::{Colour, Outcome};

use super::reread::not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    offered_in, out_of_range, refuse_between_draws, reject_while_betting_open, repeat_once,
    wrong_game,
};
use crate::correction::{Reading, Reread};
use crate::decision::{CancelReason, Decision, Incident, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::{Observation, WheelStop};
use crate::options::{GameOptions, NoOptions};
use serde::{Deserialize, Serialize};

/// Full clockwise revolutions a valid spin makes.
pub const MINIMUM_REVOLUTIONS: u32 = 3;

/// A wheel table: whether the wheel is spinning and whether this draw's spin was repeated.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wheel {
    spinning: bool,
    repeated: bool,
}

impl Wheel {
    /// Whether a clockwise spin is in progress.
    pub fn spinning(&self) -> bool {
        self.spinning
    }

    /// Whether this draw's spin is the repeated one.
    pub fn repeated(&self) -> bool {
        self.repeated
    }

    fn on_clockwise_start(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "the wheel to stop",
            });
        }
        self.spinning = true;
        Ok(Step::record(vec![Decision::SpinStarted {
            draw: context.draw,
        }]))
    }

    fn on_stop(
        &mut self,
        observation: &Observation,
        revolutions: u32,
        stop: WheelStop,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if let WheelStop::Number(number) = stop {
            if !(1..=sector::HIGHEST_NUMBER).contains(&number) {
                return Err(out_of_range("sector", number));
            }
        }
        if !self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "a clockwise spin start first",
            });
        }
        self.spinning = false;
        Ok(match fault(revolutions, stop) {
            Err(cause) => repeat_once(
                &mut self.repeated,
                context.draw,
                cause,
                CancelReason::FaultOnRepeatSpin,
            ),
            Ok(outcome) => Step::then(Next::settle_live(
                crate::outcome::Outcome::Wheel(outcome),
                Market::settle_all(outcome),
            )),
        })
    }

    fn on_speed_alarm(&self, observation: &Observation) -> Result<Step, TableError> {
        if !self.spinning {
            return Err(TableError::NotExpected {
                observation: observation.kind(),
                expected: "a speed alarm only while the wheel spins",
            });
        }
        Ok(Step::then(Next::Hold(Incident::WheelSpeedAlarm)))
    }
}

/// The result of a stop, or why the spin must be repeated. Too few revolutions is judged
/// first: such a spin is invalid wherever the pointer rests.
fn fault(revolutions: u32, stop: WheelStop) -> Result<Outcome, RepeatCause> {
    if revolutions < MINIMUM_REVOLUTIONS {
        return Err(RepeatCause::TooFewRevolutions { revolutions });
    }
    match stop {
        WheelStop::Number(number) => Ok(Outcome::Number(number)),
        WheelStop::Symbol => Ok(Outcome::Symbol),
        WheelStop::BetweenSectors => Err(RepeatCause::BetweenSectors),
    }
}

/// The wheel's own events.
fn is_wheel_event(observation: &Observation) -> bool {
    matches!(
        observation,
        Observation::WheelSpinStarted { .. }
            | Observation::WheelSpinStopped { .. }
            | Observation::WheelSpeedAlarm
    )
}

/// A Wheel of Fortune table takes no options in the studio file: it plays its default
/// configuration.
impl GameOptions for Wheel {
    type Options = NoOptions;
}

impl GameRules for Wheel {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    fn begin_draw(&mut self) {
        *self = Wheel::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::Wheel,
            is_wheel_event,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match *observation {
            // The presentation turn is part of the show, not of the spin.
            Observation::WheelSpinStarted { clockwise: false } => Ok(Step::record(Vec::new())),
            Observation::WheelSpinStarted { clockwise: true } => {
                self.on_clockwise_start(observation, context)
            }
            Observation::WheelSpinStopped { revolutions, stop } => {
                self.on_stop(observation, revolutions, stop, context)
            }
            Observation::WheelSpeedAlarm => self.on_speed_alarm(observation),
            _ => Err(wrong_game(observation, GameKind::Wheel)),
        }
    }

    /// A numbered sector 1–18 or the symbol.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::Wheel(outcome)) = reading else {
            return Err(not_of_game(GameKind::Wheel, reading));
        };
        if let Outcome::Number(number) = outcome {
            if !(1..=sector::HIGHEST_NUMBER).contains(number) {
                return Err(out_of_range("sector", *number));
            }
        }
        Ok(Reread::live(
            crate::outcome::Outcome::Wheel(*outcome),
            Market::settle_all(*outcome),
        ))
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        offered_in(round, Market::all)
            .into_iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}

#[cfg(test)]
mod tests;
