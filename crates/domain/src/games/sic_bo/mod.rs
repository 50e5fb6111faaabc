//! Sic bo (table-games.md): three dice and the rulebook's bets.

use super::{DrawContext, GameRules, Step};
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::paytable::{PayoutOverrides, PaytableError};
use serde::{Deserialize, Serialize};

/// A sic bo table's options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SicBoConfig {
    /// Payouts raised above the rulebook's, by bet name.
    pub payouts: PayoutOverrides,
}

impl SicBoConfig {
    /// Refuses a payout below the rulebook's.
    pub fn check(&self) -> Result<(), PaytableError> {
        Ok(())
    }
}

/// The three dice, in the sensor's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Top faces, each 1–6.
    pub dice: [u8; 3],
}

/// A sic bo table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SicBo {
    config: SicBoConfig,
}

impl SicBo {
    /// A table with `config`.
    pub fn new(config: SicBoConfig) -> SicBo {
        SicBo { config }
    }

    /// The table's options.
    pub fn config(&self) -> &SicBoConfig {
        &self.config
    }
}

impl GameRules for SicBo {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, _observation: &Observation) -> Result<Vec<Decision>, TableError> {
        todo!("sic bo")
    }
    fn during_draw(&mut self, _o: &Observation, _c: &DrawContext) -> Result<Step, TableError> {
        todo!("sic bo")
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        todo!("sic bo")
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Roll
    }
}
