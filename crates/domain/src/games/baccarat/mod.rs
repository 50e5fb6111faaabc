//! Bet on Baccarat (baccarat.md): a shoe of six decks (or as configured, 1 to 8), three betting rounds, side bets.
//!
//! Round 1 opens before any card; Player's first card opens round 2, Banker's first card
//! round 3; then, with no more betting, the second cards and the third cards the rules require.

pub mod categories;
pub mod coup;
pub mod markets;
pub mod rules;

pub use coup::{Coup, DECKS};
pub use markets::{Market, Outcome};

use super::reread::settled_not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::ShoeInPlay;
use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::options::GameOptions;
use crate::shoe_options::{ShoeGame, ShoeOptions};
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};

/// Betting rounds in a baccarat draw.
pub const ROUNDS: u8 = 3;

/// A baccarat table: its shoe and the coup being dealt.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Baccarat {
    coup: Coup,
}

impl Baccarat {
    /// A table whose shoe is made and ended as `rule` says, no shoe loaded yet.
    pub fn new(rule: ShoeRule) -> Baccarat {
        Baccarat {
            coup: Coup::new(rule),
        }
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        self.coup.shoe()
    }

    /// The Player's cards so far.
    pub fn player(&self) -> &[Card] {
        self.coup.player()
    }

    /// The Banker's cards so far.
    pub fn banker(&self) -> &[Card] {
        self.coup.banker()
    }
}

impl ShoeGame for Baccarat {
    fn shoe_rule(&self) -> ShoeRule {
        self.shoe().rule()
    }

    fn with_shoe(rule: ShoeRule) -> Baccarat {
        Baccarat::new(rule)
    }
}

/// After a card: Player's first card opens round 2, Banker's first card round 3; a complete
/// coup settles.
fn after_card(coup: &Coup) -> Next {
    match (coup.player().len(), coup.banker().len()) {
        (1, 0) | (1, 1) => Next::OpenRound,
        _ => match coup.complete() {
            Some(outcome) => {
                let verdicts = Market::settle_all(&outcome);
                Next::settle_live(crate::outcome::Outcome::Baccarat(outcome), verdicts)
            }
            None => Next::Continue,
        },
    }
}

/// A Bet on Baccarat table takes its shoe's options in the studio file.
impl GameOptions for Baccarat {
    type Options = ShoeOptions;
}

impl GameRules for Baccarat {
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
        self.coup.between_draws(observation, GameKind::Baccarat)
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        self.coup
            .during_draw(observation, context, GameKind::Baccarat, after_card)
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.coup.end_draw()
    }

    /// A card at Player or Banker.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::Baccarat(settled) = settled else {
            return Err(settled_not_of_game(GameKind::Baccarat));
        };
        let (outcome, replaced) = Coup::reread(settled, reading, GameKind::Baccarat)?;
        let verdicts = Market::settle_all(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::live(crate::outcome::Outcome::Baccarat(outcome), verdicts)
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

    fn markets(&self, _round: u8) -> Vec<MarketId> {
        Market::ALL
            .into_iter()
            .map(|market| MarketId::new(market.id()))
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        self.coup.instruction()
    }
}

#[cfg(test)]
mod tests;
