//! Bet on Baccarat (baccarat.md): six-deck shoe, three betting rounds, side bets.
//!
//! Round 1 opens before any card; Player's first card opens round 2, Banker's first card
//! round 3; then, with no more betting, the second cards and the third cards the rules require.

pub mod markets;
pub mod rules;

pub use markets::{Market, Outcome};

use super::shoe_in_play::{Dealing, ShoeInPlay};
use super::{DrawContext, GameKind, GameRules, Next, Step};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::position::Position;
use rules::Side;
use serde::{Deserialize, Serialize};

/// Decks in a baccarat shoe.
pub const DECKS: u8 = 6;

/// Betting rounds in a baccarat draw.
pub const ROUNDS: u8 = 3;

/// A baccarat table: its shoe and the coup being dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baccarat {
    shoe: ShoeInPlay,
    player: Vec<Card>,
    banker: Vec<Card>,
}

impl Default for Baccarat {
    fn default() -> Baccarat {
        Baccarat {
            shoe: ShoeInPlay::new(DECKS),
            player: Vec::new(),
            banker: Vec::new(),
        }
    }
}

impl Baccarat {
    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        &self.shoe
    }

    /// The Player's cards so far.
    pub fn player(&self) -> &[Card] {
        &self.player
    }

    /// The Banker's cards so far.
    pub fn banker(&self) -> &[Card] {
        &self.banker
    }

    fn next_position(&self) -> Option<Position> {
        rules::next_side(&self.player, &self.banker).map(|side| match side {
            Side::Player => Position::Player,
            Side::Banker => Position::Banker,
        })
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Player | Position::Banker) {
            return Err(TableError::NoSuchPosition {
                game: GameKind::Baccarat,
                position,
            });
        }
        let expected = self.next_position();
        let (card, dealt) = match self.shoe.accept(barcode, position, expected, context)? {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        match position {
            Position::Player => self.player.push(card),
            _ => self.banker.push(card),
        }
        Ok(Step {
            decisions: vec![dealt],
            next: self.after_card(),
        })
    }

    fn after_card(&self) -> Next {
        match (self.player.len(), self.banker.len()) {
            // Player's first card opens round 2, Banker's first card round 3.
            (1, 0) | (1, 1) => Next::OpenRound,
            _ if self.next_position().is_none() => {
                let coup = Outcome {
                    player: self.player.clone(),
                    banker: self.banker.clone(),
                };
                let verdicts = Market::settle_all(&coup);
                Next::settle_live(super::Outcome::Baccarat(coup), verdicts)
            }
            _ => Next::Continue,
        }
    }
}

impl GameRules for Baccarat {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.shoe.blocked()
    }

    fn begin_draw(&mut self) {
        self.player.clear();
        self.banker.clear();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, GameKind::Baccarat)
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match observation {
            Observation::CardScanned { position, barcode } => {
                self.on_card(*position, *barcode, context)
            }
            Observation::CardUnreadable => Ok(self.shoe.burn_unread(context)),
            Observation::ShuffleDone => Ok(Step::record(vec![Decision::ShuffleRecorded])),
            other => Err(TableError::WrongGame {
                game: GameKind::Baccarat,
                observation: other.kind(),
            }),
        }
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    fn markets(&self, _round: u8) -> Vec<MarketId> {
        Market::ALL
            .into_iter()
            .map(|market| MarketId::new(market.id()))
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        self.next_position()
            .map_or(FloorInstruction::Idle, FloorInstruction::Deal)
    }
}

#[cfg(test)]
mod tests;
