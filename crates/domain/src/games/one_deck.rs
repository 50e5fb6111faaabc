//! The deck of a one-deck game on a common hand (house-games.md): shuffled before every
//! round, no burn, so a card shown before its time is a misdeal and an unread card one nobody
//! can name; both hold the round for a supervisor, who cancels it. Three Card Poker, Fast
//! Poker and Triple Bet Poker deal from it.

use crate::barcode::Barcode;
use crate::decision::{Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::rules::{DrawContext, Next, Step};
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::position::Position;
use crate::shoe_rule::ShoeRule;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// A one-deck game's deck and whether it was shuffled for the round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OneDeck {
    deck: ShoeInPlay,
    /// Shuffled since the cards last went back into the deck.
    shuffled: bool,
}

impl Default for OneDeck {
    fn default() -> OneDeck {
        OneDeck {
            deck: ShoeInPlay::new(ShoeRule::of_decks(1)),
            shuffled: false,
        }
    }
}

impl OneDeck {
    /// The deck in play.
    pub fn deck(&self) -> &ShoeInPlay {
        &self.deck
    }

    /// Whether the deck was shuffled for this round.
    pub fn shuffled(&self) -> bool {
        self.shuffled
    }

    /// A card scanned at `position` during a draw, where the round expects `expected`; `early`
    /// when no card may be shown now (bets are taken, or the players decide). In order: a
    /// foreign or repeated card, a deck not shuffled, a card shown early: each holds the round;
    /// otherwise the deck deals it (a card at the wrong position holds the round there).
    pub fn deal(
        &mut self,
        barcode: Barcode,
        (position, expected): (Position, Option<Position>),
        early: bool,
        context: &DrawContext,
    ) -> Result<Dealing, TableError> {
        if let Some(fault) = self.deck.shoe().and_then(|deck| deck.check(barcode).err()) {
            return Ok(held(Incident::Card(fault)));
        }
        if !self.shuffled {
            return Ok(held(Incident::DeckNotShuffled));
        }
        if early || context.open_round.is_some() {
            return Ok(held(Incident::Misdeal { found: position }));
        }
        self.deck.accept(barcode, position, expected, context)
    }

    /// The round begins: every card goes back into the deck.
    pub fn gather(&mut self) {
        self.deck.gather();
    }

    /// Between rounds: a deck loaded must be shuffled before its first round; a shuffle
    /// between rounds is one of the complete deck, so it counts for the next round.
    pub fn between_draws(
        &mut self,
        observation: &Observation,
        kind: GameKind,
    ) -> Result<Vec<Decision>, TableError> {
        if let Observation::ShuffleDone = observation {
            self.shuffled = true;
            return Ok(vec![Decision::ShuffleRecorded]);
        }
        let decisions = self.deck.between_draws(observation, kind)?;
        if matches!(observation, Observation::ShoeLoaded { .. }) {
            self.shuffled = false;
        }
        Ok(decisions)
    }

    /// A shuffle during a round: taken before the first card (`dealing` false), refused after.
    fn shuffle_in_round(&mut self, dealing: bool) -> Result<Step, TableError> {
        if dealing {
            return Err(TableError::NotExpected {
                observation: "shuffle_done",
                expected: "the deck is shuffled before the first card, not during dealing",
            });
        }
        self.shuffled = true;
        Ok(Step::record(vec![Decision::ShuffleRecorded]))
    }

    /// An unread card: a one-deck game has no burn, so nobody can name the card.
    fn unread(&self) -> Step {
        Step::then(Next::Hold(Incident::CardUnreadable))
    }

    /// The round ended: the cards go back, and the deck must be shuffled again.
    pub fn end_draw(&mut self) {
        self.shuffled = false;
    }

    /// What the floor must do before a round can start (load a deck).
    pub fn blocked(&self) -> Option<FloorInstruction> {
        self.deck.blocked()
    }

    /// Refuses an observation the deck cannot take now.
    pub fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        self.deck.screen(observation)
    }

    /// A card of settled draw `draw` was misread.
    pub fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.deck.card_corrected(draw, misread, real)
    }
}

/// An observation during a round, as a one-deck game takes it.
#[derive(Debug)]
pub enum Observed {
    /// A card scanned: the game places it.
    Card(Position, Barcode),
    /// Taken here: an unread card (held) or a shuffle.
    Done(Step),
}

impl OneDeck {
    /// An observation during a round at a `kind` table (`dealing`: a card is out): a card
    /// scanned goes to the game; an unread card holds the round; a shuffle is taken before the
    /// first card; any other is another game's.
    pub fn observe(
        &mut self,
        observation: &Observation,
        kind: GameKind,
        dealing: bool,
    ) -> Result<Observed, TableError> {
        match observation {
            Observation::CardScanned { position, barcode } => {
                Ok(Observed::Card(*position, *barcode))
            }
            Observation::CardUnreadable => Ok(Observed::Done(self.unread())),
            Observation::ShuffleDone => self.shuffle_in_round(dealing).map(Observed::Done),
            other => Err(TableError::WrongGame {
                game: kind,
                observation: other.kind(),
            }),
        }
    }

    /// What the dealer does next: shuffle the deck, wait for the players while `window` is
    /// open, deal the card `expected`, or nothing.
    pub fn instruction(
        &self,
        window: Option<(DecisionWindow, Timestamp)>,
        expected: Option<Position>,
    ) -> FloorInstruction {
        if !self.shuffled {
            return FloorInstruction::Shuffle;
        }
        if let Some((window, closes_at)) = window {
            return FloorInstruction::WaitForDecision { window, closes_at };
        }
        expected.map_or(FloorInstruction::Idle, FloorInstruction::Deal)
    }
}

/// Hold the round for a supervisor; nothing was applied.
fn held(incident: Incident) -> Dealing {
    Dealing::Handled(Step::then(Next::Hold(incident)))
}
