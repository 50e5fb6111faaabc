//! An Oasis Stud Poker table on a common hand: versions A and C play the common hand against
//! the dealer's ([`StudTable`]); version D has no dealer's hand and plays as Triple Bet Poker
//! with table D and no bonus (stud-and-triple-bet.md, "Version D", our choice), on a
//! [`TripleBet`] table whose game is `OasisD` ([`crate::games::triple_bet::TripleBetGame`]).
//! The table answers every rule through the one its version runs.

use super::config::OasisConfig;
use super::stud_table::StudTable;
use super::version::OasisVersion;
use crate::barcode::Barcode;
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::rules::{DrawContext, GameRules, Step};
use crate::games::triple_bet::{TripleBet, TripleBetConfig};
use crate::instruction::FloorInstruction;
use crate::market::{MarketId, PaytableLine};
use crate::observation::Observation;
use crate::outcome::Outcome;
use crate::player::PlayerDecision;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// An Oasis Stud Poker table: its configuration and the table its version runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Oasis {
    config: OasisConfig,
    table: OasisTable,
}

/// The table an Oasis Stud version runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OasisTable {
    /// Versions A and C: the common hand against the dealer's.
    Stud(StudTable),
    /// Version D: three own cards and two community cards, as Triple Bet Poker.
    Community(TripleBet),
}

impl Oasis {
    /// A table of `config` with no deck loaded.
    pub fn new(config: OasisConfig) -> Oasis {
        let table = match config.version {
            OasisVersion::D => OasisTable::Community(TripleBet::new(TripleBetConfig::oasis_d(
                config.raised.clone(),
                config.decision_window,
            ))),
            OasisVersion::Standard | OasisVersion::A | OasisVersion::B | OasisVersion::C => {
                OasisTable::Stud(StudTable::new(config.clone()))
            }
        };
        Oasis { config, table }
    }

    /// The table's configuration.
    pub fn config(&self) -> &OasisConfig {
        &self.config
    }

    /// The table the version runs, with its round in progress.
    pub fn table(&self) -> &OasisTable {
        &self.table
    }

    /// Version D's Triple Bet Poker table; `None` for the versions with a dealer's hand.
    pub fn community(&self) -> Option<&TripleBet> {
        match &self.table {
            OasisTable::Community(table) => Some(table),
            OasisTable::Stud(_) => None,
        }
    }
}

/// `$body` with `$rules` bound to the table the version runs.
macro_rules! by_version {
    ($table:expr, $rules:ident => $body:expr) => {
        match $table {
            OasisTable::Stud($rules) => $body,
            OasisTable::Community($rules) => $body,
        }
    };
}

impl GameRules for Oasis {
    fn blocked(&self) -> Option<FloorInstruction> {
        by_version!(&self.table, rules => rules.blocked())
    }

    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        by_version!(&self.table, rules => rules.screen(observation))
    }

    fn last_hand(&self) -> bool {
        by_version!(&self.table, rules => rules.last_hand())
    }

    fn begin_draw(&mut self) {
        by_version!(&mut self.table, rules => rules.begin_draw())
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        by_version!(&mut self.table, rules => rules.between_draws(observation))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        by_version!(&mut self.table, rules => rules.during_draw(observation, context))
    }

    fn void_spin(&mut self, context: &DrawContext) -> Result<Step, TableError> {
        by_version!(&mut self.table, rules => rules.void_spin(context))
    }

    fn betting_closed(&mut self, context: &DrawContext) -> Step {
        by_version!(&mut self.table, rules => rules.betting_closed(context))
    }

    fn decide(
        &mut self,
        decision: &PlayerDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        by_version!(&mut self.table, rules => rules.decide(decision, context))
    }

    fn deadline(&self) -> Option<Timestamp> {
        by_version!(&self.table, rules => rules.deadline())
    }

    fn deadline_passed(&mut self, context: &DrawContext) -> Step {
        by_version!(&mut self.table, rules => rules.deadline_passed(context))
    }

    fn correction_confirmed(&mut self, incident: &Incident) {
        by_version!(&mut self.table, rules => rules.correction_confirmed(incident))
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        by_version!(&mut self.table, rules => rules.end_draw())
    }

    fn reread(&self, settled: &Outcome, reading: &Reading) -> Result<Reread, TableError> {
        by_version!(&self.table, rules => rules.reread(settled, reading))
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        by_version!(&mut self.table, rules => rules.card_corrected(draw, misread, real))
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        by_version!(&self.table, rules => rules.markets(round))
    }

    fn paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        by_version!(&self.table, rules => rules.paytables())
    }

    fn settled_markets(&self, round: u8) -> Vec<MarketId> {
        by_version!(&self.table, rules => rules.settled_markets(round))
    }

    fn instruction(&self) -> FloorInstruction {
        by_version!(&self.table, rules => rules.instruction())
    }
}
