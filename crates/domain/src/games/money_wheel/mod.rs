//! The money wheel (table-games.md): 54 sectors, each a symbol with a multiplier.

use super::{DrawContext, GameRules, Step};
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::{MarketId, Payout};
use crate::observation::Observation;
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};

/// A symbol on the wheel and what a bet on it pays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbol {
    /// The symbol's name, the market id's suffix (`1`, `45_star`).
    pub name: String,
    /// What a winning bet on it pays.
    pub payout: Payout,
}

/// A money wheel's layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoneyWheelConfig {
    /// The symbols bets are placed on.
    pub symbols: Vec<Symbol>,
    /// The symbol name of each of the 54 sectors, clockwise from the reference mark.
    pub sectors: Vec<String>,
    /// The void spin that cancels the draw (our choice): the 3rd by default.
    pub void_spin_limit: u8,
}

impl Default for MoneyWheelConfig {
    fn default() -> MoneyWheelConfig {
        MoneyWheelConfig {
            symbols: Vec::new(),
            sectors: Vec::new(),
            void_spin_limit: 3,
        }
    }
}

impl MoneyWheelConfig {
    /// Refuses a layout that is not 54 sectors of known symbols, or a payout below the rules'.
    pub fn check(&self) -> Result<(), PaytableError> {
        Ok(())
    }
}

/// The sector the pointer rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The sector, 0–53.
    pub sector: u8,
    /// Its symbol's name.
    pub symbol: String,
}

/// A money wheel table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoneyWheel {
    config: MoneyWheelConfig,
}

impl MoneyWheel {
    /// A table with `config`.
    pub fn new(config: MoneyWheelConfig) -> MoneyWheel {
        MoneyWheel { config }
    }

    /// The table's options.
    pub fn config(&self) -> &MoneyWheelConfig {
        &self.config
    }
}

impl GameRules for MoneyWheel {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, _observation: &Observation) -> Result<Vec<Decision>, TableError> {
        todo!("money wheel")
    }
    fn during_draw(&mut self, _o: &Observation, _c: &DrawContext) -> Result<Step, TableError> {
        todo!("money wheel")
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        todo!("money wheel")
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}
