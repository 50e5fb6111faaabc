//! Punto banco (table-games.md): a shoe of six decks (or as configured, 1 to 8), baccarat's card points and third-card rules
//! (the same [`Coup`] machinery: manifest, burns, holds, shoe changes), fixed payouts with or
//! without commission.
//!
//! One betting round opens before any card; punto, banco, punto, banco and the third cards are
//! then dealt with no more betting (a card shown while the round is open is burned). A tie
//! pushes punto and banco bets. "A minimum commission amount may be set": that is a money
//! amount the betting operator applies to a stake; the backend publishes the 5 % rate.

pub mod categories;
pub mod config;
pub mod markets;
pub mod options;

pub use super::baccarat::Outcome;
pub use config::{PuntoBancoConfig, Variant};
pub use markets::{catalogue, Bet, Market};

use super::baccarat::Coup;
use super::fixed_payout::{settle_all, FixedMarket};
use super::reread::settled_not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::ShoeInPlay;
use super::single_round::offered_in;
use crate::barcode::Barcode;
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};

impl PuntoBancoConfig {
    /// Refuses a payout below the rulebook's, and a no-commission exception total other than
    /// 6 or 5.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.shoe.check()?;
        if let Variant::NoCommission { exception_total } = self.variant {
            if !matches!(exception_total, 5 | 6) {
                return Err(PaytableError::Layout(format!(
                    "the no-commission exception total is 6 or 5, not {exception_total}"
                )));
            }
        }
        let known = Bet::ALL.map(Bet::id);
        let minimum = |name: &str| {
            Bet::ALL
                .into_iter()
                .find(|bet| bet.id() == name)
                .map(|bet| bet.published(self.variant))
        };
        self.payouts.check(minimum, &known)
    }
}

/// A punto banco table: its options, its shoe and the coup being dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntoBanco {
    config: PuntoBancoConfig,
    coup: Coup,
}

impl PuntoBanco {
    /// A table with `config`, no shoe loaded yet.
    pub fn new(config: PuntoBancoConfig) -> PuntoBanco {
        PuntoBanco {
            coup: Coup::new(config.shoe),
            config,
        }
    }

    /// The table's options.
    pub fn config(&self) -> &PuntoBancoConfig {
        &self.config
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        self.coup.shoe()
    }

    /// The coup being dealt.
    pub fn coup(&self) -> &Coup {
        &self.coup
    }
}

impl GameRules for PuntoBanco {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.coup.blocked()
    }

    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        self.shoe().screen(observation)
    }

    fn last_hand(&self) -> bool {
        self.shoe().last_hand()
    }

    fn begin_draw(&mut self) {
        self.coup.clear();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.coup.between_draws(observation, GameKind::PuntoBanco)
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        let config = &self.config;
        self.coup.during_draw(
            observation,
            context,
            GameKind::PuntoBanco,
            |coup| match coup.complete() {
                Some(outcome) => {
                    let verdicts = settle_all(&catalogue(config), &outcome);
                    Next::Settle(crate::outcome::Outcome::PuntoBanco(outcome), verdicts)
                }
                None => Next::Continue,
            },
        )
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.coup.end_draw()
    }

    /// A card at punto or banco.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::PuntoBanco(settled) = settled else {
            return Err(settled_not_of_game(GameKind::PuntoBanco));
        };
        let (outcome, replaced) = Coup::reread(settled, reading, GameKind::PuntoBanco)?;
        let verdicts = settle_all(&catalogue(&self.config), &outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::PuntoBanco(outcome), verdicts)
        })
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.coup.card_corrected(draw, misread, real)
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        offered_in(round, || catalogue(&self.config))
            .iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        self.coup.instruction()
    }
}

#[cfg(test)]
mod tests;
