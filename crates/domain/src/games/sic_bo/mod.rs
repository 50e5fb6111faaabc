//! Sic bo (table-games.md): three dice and the rulebook's bets.
//!
//! A clean roll (no fault flag, exactly three dice 1–6) settles the draw. No rule is published
//! for cocked dice or re-throws: (our choice) the same as the five-dice game — a fault on the
//! first roll repeats it, bets standing; a fault on the repeat cancels the draw
//! (`fault_on_repeat_roll`, all bets void).

pub mod categories;
pub mod config;
pub mod markets;
pub mod options;
pub mod outcome;

pub use config::SicBoConfig;
pub use markets::{catalogue, Bet, Market};
pub use outcome::Outcome;

use super::fixed_payout::{settle_all, FixedMarket};
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
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};

/// Dice on a sic bo table.
pub const DICE: usize = 3;

impl SicBoConfig {
    /// Refuses a payout below the rulebook's, or for a line the table does not have.
    pub fn check(&self) -> Result<(), PaytableError> {
        let names = markets::line_names();
        let known: Vec<&str> = names.iter().map(String::as_str).collect();
        self.payouts.check(Bet::published, &known)
    }
}

/// A sic bo table: whether this draw's roll was repeated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SicBo {
    config: SicBoConfig,
    repeated: bool,
}

impl SicBo {
    /// A table with `config`.
    pub fn new(config: SicBoConfig) -> SicBo {
        SicBo {
            config,
            repeated: false,
        }
    }

    /// The table's options.
    pub fn config(&self) -> &SicBoConfig {
        &self.config
    }

    fn on_settled(
        &mut self,
        observation: &Observation,
        dice: &[u8],
        faults: DiceFaults,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if let Some(die) = dice.iter().find(|die| !(1..=6).contains(*die)) {
            return Err(out_of_range("die", *die));
        }
        if faults.any() {
            return Ok(repeat_once(
                &mut self.repeated,
                context.draw,
                RepeatCause::DiceFault(faults),
                CancelReason::FaultOnRepeatRoll,
            ));
        }
        let dice: [u8; DICE] = dice.try_into().map_err(|_| {
            out_of_range(
                "dice in a clean sic bo roll",
                i64::try_from(dice.len()).unwrap_or(i64::MAX),
            )
        })?;
        let roll = Outcome { dice };
        Ok(Step::then(Next::Settle(
            crate::outcome::Outcome::SicBo(roll),
            settle_all(&catalogue(&self.config), &roll),
        )))
    }
}

fn is_dice_event(observation: &Observation) -> bool {
    matches!(observation, Observation::DiceSettled { .. })
}

impl GameRules for SicBo {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    fn begin_draw(&mut self) {
        self.repeated = false;
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::SicBo,
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
            _ => Err(wrong_game(observation, GameKind::SicBo)),
        }
    }

    /// Three dice, each 1–6.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::SicBo(roll)) = reading else {
            return Err(not_of_game(GameKind::SicBo, reading));
        };
        check_dice(&roll.dice)?;
        Ok(Reread::whole(
            crate::outcome::Outcome::SicBo(*roll),
            settle_all(&catalogue(&self.config), roll),
        ))
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        offered_in(round, || catalogue(&self.config))
            .iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Roll
    }
}

#[cfg(test)]
mod tests;
