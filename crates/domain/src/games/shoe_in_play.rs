//! What every card game does with its shoe or deck: load it, screen each scanned card (a fault
//! holds the draw, a card shown while betting is open is burned), take dealt cards, and flag
//! the shoe change.

use super::rules::{DrawContext, Next, Step};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::decision::{BurnCause, Decision, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::manifest::Manifest;
use crate::observation::Observation;
use crate::position::Position;
use crate::shoe::{Shoe, ShoeError};
use serde::{Deserialize, Serialize};

/// What became of a scanned card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dealing {
    /// Held or burned: the game has nothing more to do.
    Handled(Step),
    /// Dealt where expected: the game places the card.
    Dealt(Card, Decision),
}

/// The shoe (or deck) on a card table, if one is loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShoeInPlay {
    decks: u8,
    shoe: Option<Shoe>,
    change_due: bool,
}

impl ShoeInPlay {
    /// No shoe loaded yet; the game uses `decks` decks.
    pub fn new(decks: u8) -> ShoeInPlay {
        ShoeInPlay {
            decks,
            shoe: None,
            change_due: false,
        }
    }

    /// The shoe, once loaded.
    pub fn shoe(&self) -> Option<&Shoe> {
        self.shoe.as_ref()
    }

    /// `LoadShoe` while no shoe is loaded or a shoe change is due.
    pub fn blocked(&self) -> Option<FloorInstruction> {
        (self.shoe.is_none() || self.change_due).then_some(FloorInstruction::LoadShoe)
    }

    /// Between draws: a shoe may be loaded and a shuffle recorded; cards wait for a draw.
    pub fn between_draws(
        &mut self,
        observation: &Observation,
        game: GameKind,
    ) -> Result<Vec<Decision>, TableError> {
        match observation {
            Observation::ShoeLoaded { manifest } => {
                let manifest = Manifest::from_barcodes(manifest, self.decks)?;
                let shoe = Shoe::load(manifest);
                let cards = shoe.remaining();
                self.shoe = Some(shoe);
                self.change_due = false;
                Ok(vec![Decision::ShoeLoaded { cards }])
            }
            Observation::ShuffleDone => Ok(vec![Decision::ShuffleRecorded]),
            Observation::CardScanned { .. } | Observation::CardUnreadable => {
                Err(TableError::NoDrawInProgress {
                    observation: observation.kind(),
                })
            }
            other => Err(TableError::WrongGame {
                game,
                observation: other.kind(),
            }),
        }
    }

    /// A card scanned during a draw at `position`, where the rules expect `expected` next
    /// (`None`: no card is expected). In order: a foreign or repeated card holds the draw; a
    /// card shown while betting is open is burned; a card at the wrong position holds the draw;
    /// otherwise it is taken from the shoe and dealt.
    pub fn accept(
        &mut self,
        barcode: Barcode,
        position: Position,
        expected: Option<Position>,
        context: &DrawContext,
    ) -> Result<Dealing, TableError> {
        let Some(shoe) = self.shoe.as_mut() else {
            return Err(TableError::NoDrawInProgress {
                observation: "card_scanned",
            });
        };
        if let Err(fault) = shoe.check(barcode) {
            return Ok(Dealing::Handled(Step::then(Next::Hold(Incident::Card(
                fault,
            )))));
        }
        if context.open_round.is_some() {
            shoe.take(barcode).map_err(|_| TableError::NotExpected {
                observation: "card_scanned",
                expected: "a card that is still in the shoe",
            })?;
            return Ok(Dealing::Handled(Step::record(vec![Decision::CardBurned {
                draw: context.draw,
                cause: BurnCause::ExposedWhileRoundOpen,
                barcode: Some(barcode),
            }])));
        }
        let Some(expected) = expected else {
            return Err(TableError::NotExpected {
                observation: "card_scanned",
                expected: "no more cards in this draw",
            });
        };
        if position != expected {
            return Ok(Dealing::Handled(Step::then(Next::Hold(
                Incident::WrongPosition {
                    expected,
                    found: position,
                },
            ))));
        }
        let card = shoe.take(barcode).map_err(|_| TableError::NotExpected {
            observation: "card_scanned",
            expected: "a card that is still in the shoe",
        })?;
        Ok(Dealing::Dealt(
            card,
            Decision::CardDealt {
                draw: context.draw,
                position,
                barcode,
            },
        ))
    }

    /// A card that could not be read is burned and replaced by the next one.
    pub fn burn_unread(&mut self, context: &DrawContext) -> Step {
        if let Some(shoe) = self.shoe.as_mut() {
            shoe.take_unread();
        }
        Step::record(vec![Decision::CardBurned {
            draw: context.draw,
            cause: BurnCause::Unreadable,
            barcode: None,
        }])
    }

    /// A card leaves the deck without being dealt to a position (poker's discard): a read
    /// (exposed) card is screened and taken out of the composition, and its face returned; an
    /// unseen one only leaves the physical count. With no shoe loaded a read card is foreign.
    pub fn take_aside(&mut self, exposed: Option<Barcode>) -> Result<Option<Card>, ShoeError> {
        match (self.shoe.as_mut(), exposed) {
            (Some(shoe), Some(barcode)) => shoe.take(barcode).map(Some),
            (Some(shoe), None) => {
                shoe.take_unread();
                Ok(None)
            }
            (None, Some(barcode)) => Err(ShoeError::ForeignCard(barcode)),
            (None, None) => Ok(None),
        }
    }

    /// Puts every card back (poker gathers its deck before each draw).
    pub fn gather(&mut self) {
        if let Some(shoe) = self.shoe.as_mut() {
            shoe.gather();
        }
    }

    /// After a draw: when fewer than 40 cards remain, the shoe must be changed.
    pub fn end_draw(&mut self) -> Vec<Decision> {
        match &self.shoe {
            Some(shoe) if shoe.change_due() && !self.change_due => {
                self.change_due = true;
                vec![Decision::ShoeChangeDue {
                    remaining: shoe.remaining(),
                }]
            }
            _ => Vec::new(),
        }
    }
}
