//! War of Bets (war.md): a shoe of six decks (or as configured, 1 to 8), one card each, two betting rounds.
//!
//! Round 1 opens before any card; the Player's card opens round 2; the Dealer's card ends the
//! draw.

pub mod categories;
pub mod markets;

pub use markets::{CardProperty, Market, Outcome, Side};

use super::reread::{card_of, replace_card, settled_not_of_game};
use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::{Dealing, ShoeInPlay};
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
use crate::position::Position;
use crate::shoe_options::{ShoeGame, ShoeOptions};
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};

/// Decks in a war shoe unless the table configures its shoe.
pub const DECKS: u8 = 6;

/// A war table: its shoe and the draw's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    shoe: ShoeInPlay,
    player: Option<Card>,
}

impl Default for War {
    fn default() -> War {
        War::new(ShoeRule::of_decks(DECKS))
    }
}

impl War {
    /// A table whose shoe is made and ended as `rule` says, no shoe loaded yet.
    pub fn new(rule: ShoeRule) -> War {
        War {
            shoe: ShoeInPlay::new(rule),
            player: None,
        }
    }

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

impl ShoeGame for War {
    fn shoe_rule(&self) -> ShoeRule {
        self.shoe.rule()
    }

    fn with_shoe(rule: ShoeRule) -> War {
        War::new(rule)
    }
}

/// A War of Bets table takes its shoe's options in the studio file.
impl GameOptions for War {
    type Options = ShoeOptions;
}

impl GameRules for War {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.shoe.blocked()
    }

    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        self.shoe.screen(observation)
    }

    fn last_hand(&self) -> bool {
        self.shoe.last_hand()
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
            Observation::CutCardOut => self.shoe.take_cut_card().map(Step::record),
            other => Err(TableError::WrongGame {
                game: GameKind::War,
                observation: other.kind(),
            }),
        }
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    /// The Player's or the Dealer's card.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::War(settled) = settled else {
            return Err(settled_not_of_game(GameKind::War));
        };
        let (position, index, barcode) = card_of(GameKind::War, reading)?;
        let mut outcome = *settled;
        let card = match position {
            Position::Player => &mut outcome.player,
            Position::Dealer => &mut outcome.dealer,
            other => {
                return Err(TableError::NoSuchPosition {
                    game: GameKind::War,
                    position: other,
                })
            }
        };
        let replaced = replace_card(std::slice::from_mut(card), position, index, barcode.card())?;
        Ok(Reread {
            replaced: Some((position, replaced)),
            ..Reread::live(
                crate::outcome::Outcome::War(outcome),
                Market::settle_all(&outcome),
            )
        })
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.shoe.card_corrected(draw, misread, real)
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
