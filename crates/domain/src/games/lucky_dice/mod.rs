//! Lucky dice (table-games.md): a red and a green die, the number field and the sum field.

use super::{DrawContext, GameRules, Step};
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::paytable::{PayoutOverrides, PaytableError};
use serde::{Deserialize, Serialize};

/// A lucky dice table's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckyDiceConfig {
    /// Payouts raised above the rulebook's, by bet name.
    pub payouts: PayoutOverrides,
    /// The invalid throw that cancels the draw (our choice): the 5th by default.
    pub invalid_throw_limit: u8,
}

impl Default for LuckyDiceConfig {
    fn default() -> LuckyDiceConfig {
        LuckyDiceConfig {
            payouts: PayoutOverrides::none(),
            invalid_throw_limit: 5,
        }
    }
}

impl LuckyDiceConfig {
    /// Refuses a payout below the rulebook's.
    pub fn check(&self) -> Result<(), PaytableError> {
        Ok(())
    }
}

/// The two dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The red die, 1–6: the group.
    pub red: u8,
    /// The green die, 1–6: the square in the group.
    pub green: u8,
}

/// A lucky dice table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckyDice {
    config: LuckyDiceConfig,
}

impl LuckyDice {
    /// A table with `config`.
    pub fn new(config: LuckyDiceConfig) -> LuckyDice {
        LuckyDice { config }
    }

    /// The table's options.
    pub fn config(&self) -> &LuckyDiceConfig {
        &self.config
    }
}

impl GameRules for LuckyDice {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, _observation: &Observation) -> Result<Vec<Decision>, TableError> {
        todo!("lucky dice")
    }
    fn during_draw(&mut self, _o: &Observation, _c: &DrawContext) -> Result<Step, TableError> {
        todo!("lucky dice")
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        todo!("lucky dice")
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Roll
    }
}
