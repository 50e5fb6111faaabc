//! Bet on Poker (poker6.md): six hold'em hands from one deck, four betting rounds.
//!
//! The deck is gathered before each draw and must be shuffled before the first pocket card.
//! Round 1 opens before any card; the twelfth pocket card opens round 2, the flop round 3, the
//! turn round 4; the river ends the draw. A face-down discard comes before the flop, the turn
//! and the river.

pub mod categories;
pub mod dealing;
pub mod markets;
pub mod showdown;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;

pub use crate::poker::five_card::{evaluate, Category, HandValue};
pub use dealing::Due;
pub use markets::{Market, Outcome};
pub use showdown::{Pocket, Showdown};

use super::reread::{card_of, replace_card, settled_not_of_game};
use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::{Dealing, ShoeInPlay};
use crate::barcode::Barcode;
use crate::card::Card;
use crate::composition::Composition;
use crate::correction::{Reading, Reread};
use crate::decision::{BurnCause, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::options::{GameOptions, NoOptions};
use crate::position::Position;
use dealing::HANDS;
use serde::{Deserialize, Serialize};

/// A poker deck is one deck.
pub const DECKS: u8 = 1;

/// A poker table: its deck and the draw's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Poker6 {
    deck: ShoeInPlay,
    /// Shuffled since the cards last went back into the deck (end of a draw, deck loaded).
    shuffled: bool,
    hands: [Vec<Card>; HANDS as usize],
    board: Vec<Card>,
    discards: u8,
    dead: Vec<Card>,
}

impl Default for Poker6 {
    fn default() -> Poker6 {
        Poker6 {
            deck: ShoeInPlay::new(crate::shoe_rule::ShoeRule::of_decks(DECKS)),
            shuffled: false,
            hands: Default::default(),
            board: Vec::new(),
            discards: 0,
            dead: Vec::new(),
        }
    }
}

impl Poker6 {
    /// The deck in play.
    pub fn deck(&self) -> &ShoeInPlay {
        &self.deck
    }

    /// The faces not seen in this draw (not dealt, not burned face up, not an exposed
    /// discard): what the odds are priced from. `None` until a deck is loaded.
    pub fn unseen(&self) -> Option<&Composition> {
        self.deck.shoe().map(|deck| deck.composition())
    }

    /// The pocket cards of hands 1 to 6 so far (index 0 is hand 1).
    pub fn hands(&self) -> &[Vec<Card>; HANDS as usize] {
        &self.hands
    }

    /// The board so far: flop, turn, river.
    pub fn board(&self) -> &[Card] {
        &self.board
    }

    /// The known dead cards of this draw: burned cards that were read, and exposed discards.
    pub fn dead_cards(&self) -> &[Card] {
        &self.dead
    }

    /// Discards dealt in this draw, face down or exposed.
    pub fn discards(&self) -> u8 {
        self.discards
    }

    /// Whether the deck was shuffled for this draw.
    pub fn shuffled(&self) -> bool {
        self.shuffled
    }

    /// What the dealer must do next.
    pub fn due(&self) -> Due {
        Due::after(self.pocket_cards(), self.discards, self.board.len())
    }

    fn pocket_cards(&self) -> usize {
        self.hands.iter().map(Vec::len).sum()
    }

    /// The outcome, once every pocket card and the whole board are dealt.
    pub fn outcome(&self) -> Option<Outcome> {
        let board: [Card; 5] = self.board.as_slice().try_into().ok()?;
        let mut hands = [[board[0]; 2]; HANDS as usize];
        for (pocket, cards) in hands.iter_mut().zip(&self.hands) {
            *pocket = cards.as_slice().try_into().ok()?;
        }
        Some(Outcome::new(hands, board))
    }

    /// Whether `barcode` could leave the deck now; the fault when not.
    fn screen(&self, barcode: Barcode) -> Option<Incident> {
        let deck = self.deck.shoe()?;
        deck.check(barcode).err().map(Incident::Card)
    }

    fn on_shuffle(&mut self) -> Result<Step, TableError> {
        if self.pocket_cards() > 0 {
            return Err(TableError::NotExpected {
                observation: "shuffle_done",
                expected: "the deck is shuffled before the first pocket card, not during dealing",
            });
        }
        self.shuffled = true;
        Ok(Step::record(vec![Decision::ShuffleRecorded]))
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Hand(1..=HANDS) | Position::Board) {
            return Err(TableError::NoSuchPosition {
                game: GameKind::Poker6,
                position,
            });
        }
        if !self.shuffled {
            return Ok(hold(Incident::DeckNotShuffled));
        }
        let due = self.due();
        if due == Due::Discard && context.open_round.is_none() {
            return Ok(hold(
                self.screen(barcode).unwrap_or(Incident::DiscardOutOfOrder),
            ));
        }
        let (card, dealt) = match self
            .deck
            .accept(barcode, position, due.position(), context)?
        {
            Dealing::Handled(step) => {
                self.note_burned(&step);
                return Ok(step);
            }
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        match position {
            Position::Hand(hand) => self.hands[usize::from(hand - 1)].push(card),
            _ => self.board.push(card),
        }
        Ok(Step {
            decisions: vec![dealt],
            next: self.after_card(position),
        })
    }

    /// A burned card the scanner read is a known dead card (R7: it never reaches a hand).
    fn note_burned(&mut self, step: &Step) {
        for decision in &step.decisions {
            if let Decision::CardBurned {
                barcode: Some(barcode),
                ..
            } = decision
            {
                self.dead.push(barcode.card());
            }
        }
    }

    fn after_card(&self, position: Position) -> Next {
        if dealing::opens_round(position, self.pocket_cards(), self.board.len()) {
            return Next::OpenRound;
        }
        match self.outcome() {
            Some(outcome) => {
                let verdicts = Market::settle_all(&outcome);
                Next::settle_live(crate::outcome::Outcome::Poker6(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    fn on_unreadable(&mut self, context: &DrawContext) -> Step {
        if !self.shuffled {
            return hold(Incident::DeckNotShuffled);
        }
        self.deck.burn_unread(context)
    }

    /// The discard. While betting is open an exposed discard is burned like any card shown
    /// then (the discard stays due), and a face-down one is refused: the floor deals it again
    /// once the round closes (an unseen card changes no probability, so the extra card is
    /// harmless, whereas accepting it would let dealing start while bets are taken).
    fn on_discard(
        &mut self,
        exposed: Option<Barcode>,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !self.shuffled {
            return Ok(hold(Incident::DeckNotShuffled));
        }
        if let Some(fault) = exposed.and_then(|barcode| self.screen(barcode)) {
            return Ok(hold(fault));
        }
        if let Some(round) = context.open_round {
            let Some(barcode) = exposed else {
                return Err(TableError::OutcomeWhileBettingOpen {
                    observation: "discard_dealt",
                    round,
                });
            };
            return Ok(self.burn_exposed(barcode, context));
        }
        if self.due() != Due::Discard {
            return Ok(hold(Incident::DiscardOutOfOrder));
        }
        match self.deck.take_aside(exposed) {
            Err(fault) => Ok(hold(Incident::Card(fault))),
            Ok(card) => {
                self.dead.extend(card);
                self.discards += 1;
                Ok(Step::record(vec![Decision::DiscardDealt {
                    draw: context.draw,
                    exposed,
                }]))
            }
        }
    }

    fn burn_exposed(&mut self, barcode: Barcode, context: &DrawContext) -> Step {
        match self.deck.take_aside(Some(barcode)) {
            Err(fault) => hold(Incident::Card(fault)),
            Ok(card) => {
                self.dead.extend(card);
                Step::record(vec![Decision::CardBurned {
                    draw: context.draw,
                    cause: BurnCause::ExposedWhileRoundOpen,
                    barcode: Some(barcode),
                }])
            }
        }
    }
}

/// Hold the draw for a supervisor; nothing was applied.
fn hold(incident: Incident) -> Step {
    Step::then(Next::Hold(incident))
}

/// A Bet on Poker table takes no options in the studio file: it plays its default
/// configuration.
impl GameOptions for Poker6 {
    type Options = NoOptions;
}

impl GameRules for Poker6 {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.deck.blocked()
    }

    /// Every card goes back into the deck and the table is cleared.
    fn begin_draw(&mut self) {
        self.deck.gather();
        self.hands = Default::default();
        self.board.clear();
        self.discards = 0;
        self.dead.clear();
    }

    /// A deck loaded must be shuffled before its first draw; a shuffle between draws (table
    /// paused) is one of the complete deck, so it counts for the next draw.
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        match observation {
            Observation::ShuffleDone => {
                self.shuffled = true;
                Ok(vec![Decision::ShuffleRecorded])
            }
            Observation::DiscardDealt { .. } => Err(TableError::NoDrawInProgress {
                observation: observation.kind(),
            }),
            _ => {
                let decisions = self.deck.between_draws(observation, GameKind::Poker6)?;
                if matches!(observation, Observation::ShoeLoaded { .. }) {
                    self.shuffled = false;
                }
                Ok(decisions)
            }
        }
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
            Observation::CardUnreadable => Ok(self.on_unreadable(context)),
            Observation::DiscardDealt { exposed } => self.on_discard(*exposed, context),
            Observation::ShuffleDone => self.on_shuffle(),
            other => Err(TableError::WrongGame {
                game: GameKind::Poker6,
                observation: other.kind(),
            }),
        }
    }

    /// The cards go back into the deck, which must be shuffled again. The deck is never
    /// "changed due" like a shoe: it is whole again before every draw.
    fn end_draw(&mut self) -> Vec<Decision> {
        self.shuffled = false;
        Vec::new()
    }

    /// A pocket card of hand 1–6 or a board card: the showdown is made again.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::Poker6(settled) = settled else {
            return Err(settled_not_of_game(GameKind::Poker6));
        };
        let (position, index, barcode) = card_of(GameKind::Poker6, reading)?;
        let (mut hands, mut board) = (settled.hands, settled.board);
        let cards: &mut [Card] = match position {
            Position::Hand(hand) if (1..=HANDS).contains(&hand) => {
                &mut hands[usize::from(hand - 1)]
            }
            Position::Board => &mut board,
            other => {
                return Err(TableError::NoSuchPosition {
                    game: GameKind::Poker6,
                    position: other,
                })
            }
        };
        let replaced = replace_card(cards, position, index, barcode.card())?;
        let outcome = Outcome::new(hands, board);
        let verdicts = Market::settle_all(&outcome);
        Ok(Reread {
            replaced: Some((position, replaced)),
            ..Reread::live(crate::outcome::Outcome::Poker6(outcome), verdicts)
        })
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.deck.card_corrected(draw, misread, real)
    }

    fn markets(&self, _round: u8) -> Vec<MarketId> {
        Market::all().into_iter().map(Market::id).collect()
    }

    fn instruction(&self) -> FloorInstruction {
        if !self.shuffled {
            return FloorInstruction::Shuffle;
        }
        match self.due() {
            Due::Discard => FloorInstruction::Discard,
            due => due
                .position()
                .map_or(FloorInstruction::Idle, FloorInstruction::Deal),
        }
    }
}
