//! War of Bets (war.md): six-deck shoe, one card each, two betting rounds.
//!
//! Round 1 opens before any card; the Player's card opens round 2; the Dealer's card ends the
//! draw.

pub mod categories;
pub mod markets;

pub use markets::{CardProperty, Market, Outcome, Side};

use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::{Dealing, ShoeInPlay};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::decision::Decision;
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::options::{GameOptions, NoOptions};
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// Decks in a war shoe.
pub const DECKS: u8 = 6;

/// A war table: its shoe and the draw's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    shoe: ShoeInPlay,
    player: Option<Card>,
}

impl Default for War {
    fn default() -> War {
        War {
            shoe: ShoeInPlay::new(DECKS),
            player: None,
        }
    }
}

impl War {
    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        &self.shoe
    }

    /// The Player's card, once dealt.
    pub fn player(&self) -> Option<Card> {
        self.player
    }

    fn next_position(&self) -> Position {
        match self.player {
            None => Position::Player,
            Some(_) => Position::Dealer,
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Player | Position::Dealer) {
            return Err(TableError::NoSuchPosition {
                game: GameKind::War,
                position,
            });
        }
        let expected = Some(self.next_position());
        let (card, dealt) = match self.shoe.accept(barcode, position, expected, context)? {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        let next = match self.player {
            None => {
                self.player = Some(card);
                Next::OpenRound
            }
            Some(player) => {
                let outcome = Outcome {
                    player,
                    dealer: card,
                };
                Next::settle_live(
                    crate::outcome::Outcome::War(outcome),
                    Market::settle_all(&outcome),
                )
            }
        };
        Ok(Step {
            decisions: vec![dealt],
            next,
        })
    }
}

/// A War of Bets table takes no options in the studio file: it plays its default
/// configuration.
impl GameOptions for War {
    type Options = NoOptions;
}

impl GameRules for War {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.shoe.blocked()
    }

    fn begin_draw(&mut self) {
        self.player = None;
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, GameKind::War)
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
                game: GameKind::War,
                observation: other.kind(),
            }),
        }
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    fn markets(&self, round: u8) -> Vec<MarketId> {
        Market::offered_in(round)
            .into_iter()
            .map(Market::id)
            .collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Deal(self.next_position())
    }
}

#[cfg(test)]
mod tests;
