//! A coup dealt from a shoe of 1 to 8 decks, as baccarat deals it and every game dealt from baccarat's
//! shoe: the shoe in play, the Player's (punto's) and the Banker's (banco's) cards, the dealing
//! order and third-card rules of [`super::rules`], and what every card game does with its shoe
//! (burns, holds, shoe changes). The games differ only in what follows a card: baccarat opens
//! its next betting round after each side's first card; the fixed-payout game dealt from its
//! shoe (table-games.md) takes no bets once the deal has begun.

use super::markets::Outcome;
use super::rules::{self, Side};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::Reading;
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::games::reread::{card_of, replace_card};
use crate::games::rules::{DrawContext, Next, Step};
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::observation::Observation;
use crate::position::Position;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};

/// Decks in a baccarat shoe (and in that of every game dealt from it) unless the table
/// configures its shoe.
pub const DECKS: u8 = 6;

/// The shoe and the two hands of the coup being dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coup {
    shoe: ShoeInPlay,
    player: Vec<Card>,
    banker: Vec<Card>,
}

impl Default for Coup {
    fn default() -> Coup {
        Coup::new(ShoeRule::of_decks(DECKS))
    }
}

impl Coup {
    /// No shoe loaded yet; the table's shoe is made and ended as `rule` says.
    pub fn new(rule: ShoeRule) -> Coup {
        Coup {
            shoe: ShoeInPlay::new(rule),
            player: Vec::new(),
            banker: Vec::new(),
        }
    }

    /// A settled coup of `game` with a card reading in place of Player's (punto's) or
    /// Banker's (banco's) card at its place: the coup as it lay, and the card replaced. The
    /// hands are valued as they lay: a misread that led to a third card drawn is not undone.
    pub fn reread(
        settled: &Outcome,
        reading: &Reading,
        game: GameKind,
    ) -> Result<(Outcome, (Position, Card)), TableError> {
        let (position, index, barcode) = card_of(game, reading)?;
        let mut coup = settled.clone();
        let cards = match position {
            Position::Player => &mut coup.player,
            Position::Banker => &mut coup.banker,
            other => {
                return Err(TableError::NoSuchPosition {
                    game,
                    position: other,
                })
            }
        };
        let replaced = replace_card(cards, position, index, barcode.card())?;
        Ok((coup, (position, replaced)))
    }

    /// A card of settled draw `draw` was misread ([`ShoeInPlay::card_corrected`]).
    pub fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.shoe.card_corrected(draw, misread, real)
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        &self.shoe
    }

    /// The Player's (punto's) cards so far.
    pub fn player(&self) -> &[Card] {
        &self.player
    }

    /// The Banker's (banco's) cards so far.
    pub fn banker(&self) -> &[Card] {
        &self.banker
    }

    /// Where the next card goes; `None` once the coup is complete.
    pub fn next_position(&self) -> Option<Position> {
        rules::next_side(&self.player, &self.banker).map(|side| match side {
            Side::Player => Position::Player,
            Side::Banker => Position::Banker,
        })
    }

    /// The complete coup, once no card is due.
    pub fn complete(&self) -> Option<Outcome> {
        self.next_position().is_none().then(|| Outcome {
            player: self.player.clone(),
            banker: self.banker.clone(),
        })
    }

    /// A new coup: the hands are cleared, the shoe stays.
    pub fn clear(&mut self) {
        self.player.clear();
        self.banker.clear();
    }

    /// A shoe load or shuffle between draws.
    pub fn between_draws(
        &mut self,
        observation: &Observation,
        game: GameKind,
    ) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, game)
    }

    /// An observation during the draw; after a card is dealt, `after` says what the game does
    /// next.
    pub fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
        game: GameKind,
        after: impl Fn(&Coup) -> Next,
    ) -> Result<Step, TableError> {
        match observation {
            Observation::CardScanned { position, barcode } => {
                self.on_card(*position, *barcode, context, game, after)
            }
            Observation::CardUnreadable => Ok(self.shoe.burn_unread(context)),
            Observation::ShuffleDone => Ok(Step::record(vec![Decision::ShuffleRecorded])),
            Observation::CutCardOut => self.shoe.take_cut_card().map(Step::record),
            other => Err(TableError::WrongGame {
                game,
                observation: other.kind(),
            }),
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
        game: GameKind,
        after: impl Fn(&Coup) -> Next,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Player | Position::Banker) {
            return Err(TableError::NoSuchPosition { game, position });
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
            next: after(self),
        })
    }

    /// After a draw: a shoe change may become due.
    pub fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    /// Load a shoe, or none.
    pub fn blocked(&self) -> Option<FloorInstruction> {
        self.shoe.blocked()
    }

    /// Deal the next card, or nothing.
    pub fn instruction(&self) -> FloorInstruction {
        self.next_position()
            .map_or(FloorInstruction::Idle, FloorInstruction::Deal)
    }
}
