//! What every card game does with its shoe or deck: load it, screen each scanned card (a fault
//! holds the draw, a card shown while betting is open is burned), take dealt cards, and flag
//! the shoe change: after the draw in which fewer cards are left than the table's threshold, or
//! after the last hand once the floor reports the cut card out ([`ShoeRule`]).

use super::rules::{DrawContext, Next, Step};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::decision::{BurnCause, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::manifest::Manifest;
use crate::observation::Observation;
use crate::position::Position;
use crate::shoe::{Shoe, ShoeError};
use crate::shoe_rule::{ShoeEnd, ShoeRule};
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
    /// What ends the shoe. Absent in snapshots written before shoes were configurable.
    #[serde(default)]
    end: ShoeEnd,
    shoe: Option<Shoe>,
    change_due: bool,
    /// The floor reported the cut card out of the loaded shoe: the hand being dealt (between
    /// draws, the next one) is the last before the shoe is changed.
    #[serde(default)]
    cut_card_out: bool,
    /// The first draw dealt from the loaded shoe: a correction of a draw from then on
    /// corrects the shoe too. Absent in snapshots written before corrections.
    #[serde(default)]
    first_draw: Option<DrawNumber>,
}

impl ShoeInPlay {
    /// No shoe loaded yet; the game's shoe is made and ended as `rule` says.
    pub fn new(rule: ShoeRule) -> ShoeInPlay {
        ShoeInPlay {
            decks: rule.decks,
            end: rule.end,
            shoe: None,
            change_due: false,
            cut_card_out: false,
            first_draw: None,
        }
    }

    /// How the shoe is made and ended.
    pub fn rule(&self) -> ShoeRule {
        ShoeRule {
            decks: self.decks,
            end: self.end,
        }
    }

    /// Whether the draw in progress, or the next one, is the last before the shoe is changed
    /// (the cut card is out): the table announces it with the betting round.
    pub fn last_hand(&self) -> bool {
        self.cut_card_out && !self.change_due
    }

    /// Refuses a cut-card event at a table whose shoe has no cut card: it depends on the
    /// configuration only, so ingest refuses it before journaling.
    pub fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        if let (Observation::CutCardOut, ShoeEnd::FewerThan(below)) = (observation, self.end) {
            return Err(TableError::NoCutCard { below });
        }
        Ok(())
    }

    /// The floor reports the cut card out: the hand being dealt (between draws, the next one)
    /// is the last of this shoe. A cut card seven cards from the back leaves enough cards to
    /// finish any baccarat coup, not to deal another after it; blackjack's rulebook reshuffles
    /// at the end of the hand in which the cut card is reached. Refused at a table without a
    /// cut card, with no shoe loaded, and when the cut card of this shoe is already out.
    pub fn take_cut_card(&mut self) -> Result<Vec<Decision>, TableError> {
        self.screen(&Observation::CutCardOut)?;
        if self.shoe.is_none() {
            return Err(TableError::NotExpected {
                observation: "cut_card_out",
                expected: "a shoe loaded before its cut card comes out",
            });
        }
        if self.cut_card_out || self.change_due {
            return Err(TableError::CutCardAlreadyOut);
        }
        self.cut_card_out = true;
        Ok(Vec::new())
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
                self.cut_card_out = false;
                self.first_draw = None;
                Ok(vec![Decision::ShoeLoaded { cards }])
            }
            Observation::ShuffleDone => Ok(vec![Decision::ShuffleRecorded]),
            Observation::CutCardOut => self.take_cut_card(),
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
        self.first_draw.get_or_insert(context.draw);
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

    /// Puts every card back (poker gathers its deck before each draw): the draws before
    /// were dealt from another deck as far as corrections go.
    pub fn gather(&mut self) {
        if let Some(shoe) = self.shoe.as_mut() {
            shoe.gather();
        }
        self.first_draw = None;
    }

    /// A card of settled draw `draw` was misread: `real` lay where `misread` was recorded. When
    /// the draw was dealt from the shoe in play, `misread` goes back into it and `real` leaves
    /// it (its composition, and so the odds from now on, follow); refused when `real` had
    /// already left. A draw of an earlier shoe leaves the shoe as it is.
    pub fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        let from_this_shoe = self.first_draw.is_some_and(|first| draw >= first);
        match self.shoe.as_mut() {
            Some(shoe) if from_this_shoe => shoe.swap(misread, real).map_err(|fault| match fault {
                ShoeError::DuplicateCard(card) => TableError::CardElsewhere(card),
                ShoeError::ForeignCard(_) => TableError::NotExpected {
                    observation: "correction",
                    expected: "a card of the draw's shoe",
                },
            }),
            _ => Ok(()),
        }
    }

    /// After a draw: when fewer cards remain than the threshold, or after the last hand once
    /// the cut card is out, the shoe must be changed.
    pub fn end_draw(&mut self) -> Vec<Decision> {
        match &self.shoe {
            Some(shoe) if self.shoe_ended(shoe) && !self.change_due => {
                self.change_due = true;
                vec![Decision::ShoeChangeDue {
                    remaining: shoe.remaining(),
                }]
            }
            _ => Vec::new(),
        }
    }
}

impl ShoeInPlay {
    /// Whether `shoe` is at its end, as the table's rule says.
    fn shoe_ended(&self, shoe: &Shoe) -> bool {
        match self.end {
            ShoeEnd::FewerThan(below) => shoe.change_due(below),
            ShoeEnd::CutCard(_) => self.cut_card_out,
        }
    }
}

#[cfg(test)]
mod tests;
