//! Punto banco (table-games.md): six-deck shoe, baccarat's card points and third-card rules,
//! fixed payouts with or without commission.

use super::{DrawContext, GameRules, Step};
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::paytable::{PayoutOverrides, PaytableError};
use serde::{Deserialize, Serialize};

pub use super::baccarat::Outcome;

/// Commission or no-commission.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Banco wins pay 1:1 less 5 % commission.
    Commission,
    /// Banco wins pay 1:1, except a banco win with this total (6, or alternatively 5), which
    /// pays 1:2.
    NoCommission {
        /// The banco total that pays 1:2.
        exception_total: u8,
    },
}

impl Variant {
    /// `commission` or `no_commission`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Commission => "commission",
            Variant::NoCommission { .. } => "no_commission",
        }
    }
}

/// A punto banco table's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntoBancoConfig {
    /// Commission or no-commission.
    pub variant: Variant,
    /// Payouts raised above the rulebook's, by bet name.
    pub payouts: PayoutOverrides,
}

impl Default for PuntoBancoConfig {
    fn default() -> PuntoBancoConfig {
        PuntoBancoConfig {
            variant: Variant::Commission,
            payouts: PayoutOverrides::none(),
        }
    }
}

impl PuntoBancoConfig {
    /// Refuses a payout below the rulebook's.
    pub fn check(&self) -> Result<(), PaytableError> {
        Ok(())
    }
}

/// A punto banco table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntoBanco {
    config: PuntoBancoConfig,
    shoe: super::shoe_in_play::ShoeInPlay,
}

impl PuntoBanco {
    /// A table with `config`.
    pub fn new(config: PuntoBancoConfig) -> PuntoBanco {
        PuntoBanco {
            config,
            shoe: super::shoe_in_play::ShoeInPlay::new(super::baccarat::DECKS),
        }
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &super::shoe_in_play::ShoeInPlay {
        &self.shoe
    }

    /// The table's options.
    pub fn config(&self) -> &PuntoBancoConfig {
        &self.config
    }
}

impl GameRules for PuntoBanco {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, _observation: &Observation) -> Result<Vec<Decision>, TableError> {
        todo!("punto banco")
    }
    fn during_draw(&mut self, _o: &Observation, _c: &DrawContext) -> Result<Step, TableError> {
        todo!("punto banco")
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        todo!("punto banco")
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Idle
    }
}
