//! Five-dice game (dice5.md): one betting round, one roll per draw.
//!
//! A clean roll (no fault flag, exactly five dice 1–6) settles the draw with the dice left to
//! right. Any fault on the first roll repeats it; any fault on the repeated roll cancels the
//! draw. A faulted roll may report fewer than five dice (one fell off the table); a clean roll
//! with another number of dice is a malformed reading (our choice): `OutOfRange`, nothing
//! changes.

pub mod categories;
pub mod combination;
pub mod markets;
pub mod roll;

pub use combination::{called_order, Combination};
pub use markets::Market;
pub use roll::Outcome;

use super::reread::{check_dice, not_of_game};
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    offered_in, out_of_range, refuse_between_draws, reject_while_betting_open, repeat_once,
    wrong_game,
};
use crate::correction::{Reading, Reread};
use crate::decision::{CancelReason, Decision, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::{DiceFaults, Observation};
use crate::options::{GameOptions, NoOptions};
use combination::{DICE, FACES};
use serde::{Deserialize, Serialize};

/// A dice table: whether this draw's roll was repeated.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dice5 {
    repeated: bool,
}

impl Dice5 {
    /// Whether this draw's roll is the repeated one.
    pub fn repeated(&self) -> bool {
        self.repeated
    }

    fn on_settled(
        &mut self,
        observation: &Observation,
        dice: &[u8],
        faults: DiceFaults,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if let Some(die) = dice.iter().find(|die| !(1..=FACES).contains(die)) {
            return Err(out_of_range("die", *die));
        }
        if faults.any() {
            return Ok(self.on_fault(faults, context));
        }
        let dice: [u8; DICE] = dice.try_into().map_err(|_| {
            out_of_range(
                "dice in a clean roll",
                i64::try_from(dice.len()).unwrap_or(i64::MAX),
            )
        })?;
        let outcome = Outcome { dice };
        Ok(Step::then(Next::settle_live(
            crate::outcome::Outcome::Dice5(outcome),
            Market::settle_all(&outcome),
        )))
    }

    fn on_fault(&mut self, faults: DiceFaults, context: &DrawContext) -> Step {
        repeat_once(
            &mut self.repeated,
            context.draw,
            RepeatCause::DiceFault(faults),
            CancelReason::FaultOnRepeatRoll,
        )
    }
}

/// The dice table's own events.
fn is_dice_event(observation: &Observation) -> bool {
    matches!(observation, Observation::DiceSettled { .. })
}

/// A five-dice table takes no options in the studio file: it plays its default configuration.
impl GameOptions for Dice5 {
    type Options = NoOptions;
}

impl GameRules for Dice5 {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    fn begin_draw(&mut self) {
        *self = Dice5::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::Dice5,
            is_dice_event,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match observation {
            Observation::DiceSettled { dice, faults } => {
                self.on_settled(observation, dice, *faults, context)
            }
            _ => Err(wrong_game(observation, GameKind::Dice5)),
        }
    }

    /// Five dice, each 1–6.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::Dice5(roll)) = reading else {
            return Err(not_of_game(GameKind::Dice5, reading));
        };
        check_dice(&roll.dice)?;
        Ok(Reread::live(
            crate::outcome::Outcome::Dice5(*roll),
            Market::settle_all(roll),
        ))
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        offered_in(round, Market::all)
            .into_iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Roll
    }
}

#[cfg(test)]
mod tests;
