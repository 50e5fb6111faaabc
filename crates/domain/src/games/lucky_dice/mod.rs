//! Lucky dice (table-games.md): a red and a green die, the number field and the sum field.
//!
//! The sensor must tell the dice apart: a valid throw reads as exactly one red and one green
//! die, else it is refused in any state (`dice_colours`; ingest refuses it before journaling);
//! an invalid throw may miss a die (a cocked die shows no face) but never reads two of one
//! colour. A
//! throw is valid only when both dice are released together, hit the far end board and stop
//! inside the recess, and (our choice) neither is cocked: otherwise it is repeated at once,
//! bets standing, and betting does not reopen. The `invalid_throw_limit`-th invalid throw of
//! one draw cancels it (`repeat_limit_reached`, our choice). Dealer-drawn (two cups lifted) or
//! thrown, the sensor reports the same event.

pub mod categories;
pub mod config;
pub mod markets;
pub mod options;
pub mod outcome;

pub use config::LuckyDiceConfig;
pub use markets::{catalogue, Bet, Market};
pub use outcome::Outcome;

use super::fixed_payout::{settle_all, AfterVoid, FixedMarket, VoidSpins};
use super::reread::{check_dice, not_of_game};
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    offered_in, out_of_range, refuse_between_draws, reject_while_betting_open, wrong_game,
};
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::{ColouredDie, DieColour, Observation, ThrowFaults};
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};

impl LuckyDiceConfig {
    /// Refuses a payout below the rulebook's, or for a line the table does not have.
    pub fn check(&self) -> Result<(), PaytableError> {
        let lines = Bet::lines();
        let names: Vec<String> = lines.iter().map(|bet| bet.name()).collect();
        let known: Vec<&str> = names.iter().map(String::as_str).collect();
        let minimum = |name: &str| {
            lines
                .iter()
                .find(|bet| bet.name() == name)
                .map(|bet| bet.published())
        };
        self.payouts.check(minimum, &known)
    }
}

/// A lucky dice table: its options and the draw's invalid throws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckyDice {
    config: LuckyDiceConfig,
    invalid_throws: VoidSpins,
}

impl LuckyDice {
    /// A table with `config`.
    pub fn new(config: LuckyDiceConfig) -> LuckyDice {
        LuckyDice {
            config,
            invalid_throws: VoidSpins::default(),
        }
    }

    /// The table's options.
    pub fn config(&self) -> &LuckyDiceConfig {
        &self.config
    }

    fn on_throw(
        &mut self,
        observation: &Observation,
        dice: &[ColouredDie],
        faults: ThrowFaults,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if faults.any() {
            let cause = RepeatCause::InvalidThrow(faults);
            let limit = self.config.invalid_throw_limit;
            return Ok(self.invalid_throws.void(
                context.draw,
                cause,
                limit,
                AfterVoid::RepeatAtOnce,
            ));
        }
        let throw = read(dice)?;
        Ok(Step::then(Next::Settle(
            crate::outcome::Outcome::LuckyDice(throw),
            settle_all(&catalogue(&self.config), &throw),
        )))
    }
}

/// The red and the green die of a throw: exactly one of each, faces 1–6.
fn read(dice: &[ColouredDie]) -> Result<Outcome, TableError> {
    let of = |colour| dice.iter().filter(move |die| die.colour == colour);
    let (red, green) = (of(DieColour::Red).count(), of(DieColour::Green).count());
    let (Some(r), Some(g), 1, 1) = (
        of(DieColour::Red).next(),
        of(DieColour::Green).next(),
        red,
        green,
    ) else {
        return Err(TableError::DiceColours { red, green });
    };
    if let Some(die) = [r, g].into_iter().find(|die| !(1..=6).contains(&die.value)) {
        return Err(out_of_range("die", die.value));
    }
    Ok(Outcome {
        red: r.value,
        green: g.value,
    })
}

fn is_throw(observation: &Observation) -> bool {
    matches!(observation, Observation::LuckyDiceThrown { .. })
}

impl GameRules for LuckyDice {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    /// A valid throw that is not one red and one green die 1–6 is refused in any state; an
    /// invalid one may miss a die (a cocked die shows no face) but never has two of a colour.
    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        match observation {
            Observation::LuckyDiceThrown { dice, faults } if faults.any() => {
                let of = |colour| dice.iter().filter(|die| die.colour == colour).count();
                let (red, green) = (of(DieColour::Red), of(DieColour::Green));
                if red > 1 || green > 1 {
                    return Err(TableError::DiceColours { red, green });
                }
                Ok(())
            }
            Observation::LuckyDiceThrown { dice, .. } => read(dice).map(|_| ()),
            _ => Ok(()),
        }
    }

    fn begin_draw(&mut self) {
        self.invalid_throws = VoidSpins::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::LuckyDice,
            is_throw,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match observation {
            Observation::LuckyDiceThrown { dice, faults } => {
                self.on_throw(observation, dice, *faults, context)
            }
            _ => Err(wrong_game(observation, GameKind::LuckyDice)),
        }
    }

    /// The red and the green die, each 1–6.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::LuckyDice(throw)) = reading else {
            return Err(not_of_game(GameKind::LuckyDice, reading));
        };
        check_dice(&[throw.red, throw.green])?;
        Ok(Reread::whole(
            crate::outcome::Outcome::LuckyDice(*throw),
            settle_all(&catalogue(&self.config), throw),
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
