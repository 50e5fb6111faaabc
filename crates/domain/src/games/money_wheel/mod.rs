//! The money wheel (table-games.md): 54 sectors, each a symbol with a multiplier; a bet is on a
//! symbol and wins on that symbol's configured sectors (never derived from the multiplier: the
//! two 45 x symbols settle apart).
//!
//! The stop is the spin. The wheel must turn at least 4 full revolutions; a spin is void when
//! it turned fewer, when the pointer stops between two sectors, or when a supervisor marks an
//! outside factor (`VoidSpin`). A void spin pays nothing and (our choice) bets stay for the
//! repeated spin, as in roulette: betting reopens for the same draw. The
//! `void_spin_limit`-th void spin of a draw cancels it (`repeat_limit_reached`, our choice).

pub mod categories;
pub mod config;
pub mod layout;
pub mod markets;
pub mod options;
pub mod outcome;

pub use config::{MoneyWheelConfig, Symbol};
pub use markets::{catalogue, Market};
pub use outcome::Outcome;

use super::fixed_payout::{settle_all, spin_under_way, AfterVoid, FixedMarket, VoidSpins};
use super::reread::not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{
    out_of_range, refuse_between_draws, reject_while_betting_open, wrong_game,
};
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::{MoneyWheelStop, Observation};
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};

/// Full revolutions a valid spin makes.
pub const MINIMUM_REVOLUTIONS: u32 = 4;

impl Default for MoneyWheelConfig {
    /// The rulebook's symbols and payouts in the default order ([`layout::spread`]).
    fn default() -> MoneyWheelConfig {
        MoneyWheelConfig {
            symbols: layout::symbols(),
            sectors: layout::spread(),
            void_spin_limit: 3,
        }
    }
}

impl MoneyWheelConfig {
    /// Refuses a layout that is not the rulebook's 54 sectors, or a payout below its.
    pub fn check(&self) -> Result<(), PaytableError> {
        layout::check(self)
    }
}

/// A money wheel table: its layout and the draw's void spins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoneyWheel {
    config: MoneyWheelConfig,
    void_spins: VoidSpins,
}

impl MoneyWheel {
    /// A table with `config`.
    pub fn new(config: MoneyWheelConfig) -> MoneyWheel {
        MoneyWheel {
            config,
            void_spins: VoidSpins::default(),
        }
    }

    /// The table's options.
    pub fn config(&self) -> &MoneyWheelConfig {
        &self.config
    }

    fn void(&mut self, cause: RepeatCause, context: &DrawContext) -> Step {
        let limit = self.config.void_spin_limit;
        self.void_spins
            .void(context.draw, cause, limit, AfterVoid::ReopenBetting)
    }

    fn on_stop(
        &mut self,
        observation: &Observation,
        revolutions: u32,
        stop: MoneyWheelStop,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if revolutions < MINIMUM_REVOLUTIONS {
            return Ok(self.void(RepeatCause::TooFewRevolutions { revolutions }, context));
        }
        let MoneyWheelStop::Sector(sector) = stop else {
            return Ok(self.void(RepeatCause::BetweenSectors, context));
        };
        let outcome = self.outcome_at(sector)?;
        let verdicts = settle_all(&catalogue(&self.config), &outcome);
        Ok(Step::then(Next::Settle(
            crate::outcome::Outcome::MoneyWheel(outcome),
            verdicts,
        )))
    }
}

fn is_stop(observation: &Observation) -> bool {
    matches!(observation, Observation::MoneyWheelStopped { .. })
}

impl MoneyWheel {
    /// The sector's outcome: its number and this wheel's symbol there.
    fn outcome_at(&self, sector: u8) -> Result<Outcome, TableError> {
        let symbol = self
            .config
            .sectors
            .get(usize::from(sector))
            .cloned()
            .ok_or_else(|| out_of_range("sector", sector))?;
        Ok(Outcome { sector, symbol })
    }
}

impl GameRules for MoneyWheel {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    /// A sector the wheel does not have is refused in any state.
    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        match observation {
            Observation::MoneyWheelStopped {
                stop: MoneyWheelStop::Sector(sector),
                ..
            } if usize::from(*sector) >= self.config.sectors.len() => {
                Err(out_of_range("sector", *sector))
            }
            _ => Ok(()),
        }
    }

    fn begin_draw(&mut self) {
        self.void_spins = VoidSpins::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::MoneyWheel,
            is_stop,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match *observation {
            Observation::MoneyWheelStopped { revolutions, stop } => {
                self.on_stop(observation, revolutions, stop, context)
            }
            _ => Err(wrong_game(observation, GameKind::MoneyWheel)),
        }
    }

    /// Only once betting has closed: before that there is no spin to void.
    fn void_spin(&mut self, context: &DrawContext) -> Result<Step, TableError> {
        spin_under_way(context)?;
        Ok(self.void(RepeatCause::OutsideFactor, context))
    }

    /// A sector this wheel has; its symbol is the wheel's, whatever the reading named.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::MoneyWheel(stop)) = reading else {
            return Err(not_of_game(GameKind::MoneyWheel, reading));
        };
        let outcome = self.outcome_at(stop.sector)?;
        let verdicts = settle_all(&catalogue(&self.config), &outcome);
        Ok(Reread::whole(
            crate::outcome::Outcome::MoneyWheel(outcome),
            verdicts,
        ))
    }

    /// The whole catalogue, in every round: betting reopens after a void spin.
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        catalogue(&self.config).iter().map(Market::id).collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}

#[cfg(test)]
mod tests;
