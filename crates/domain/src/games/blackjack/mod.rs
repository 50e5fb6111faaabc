//! Blackjack (blackjack.md): the rulebook's nineteen versions A–S and the rule sets named by
//! word (casino, casino-a, casino-b, live: operations.md) as configuration of one set of rules, seven seats, a decision window per hand, the dealer directed card by card, and
//! settlement per seat and hand; side games A–I on the first two cards.
//!
//! Betting round 1 takes the seats' bets; when it closes the dealer deals (one card to each
//! seat with a bet from the dealer's left, the dealer's up card, a second card to each seat),
//! insurance and even money get one window for all seats, the dealer peeks under an ace (or a
//! ten, casino-a) where the version says so, each hand gets its window in dealing order, and
//! the dealer draws. Where both the dealer's cards are face up (casino-b) the dealer's second
//! card ends the initial deal, and a dealer blackjack ends the deal at once.
//!
//! (Our choice) a hole card is scanned when it is turned face up: a face-down card read by the
//! scanner would publish it. The peek reports only "no blackjack" (`hole_card_checked`), or
//! turns the blackjack.

pub mod actions;
pub mod categories;
pub mod choice;
pub mod config;
pub mod deal;
pub mod hand;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod seat;
pub mod settlement;
pub mod side_game;
pub mod version;
pub mod window;

pub use actions::{Action, HandState, Refusal};
pub use choice::{Choice, PlayerDecision};
pub use config::BlackjackConfig;
pub use deal::{Deal, Turn};
pub use hand::Total;
pub use outcome::Outcome;
pub use seat::{Offer, Seat, SeatHand, SEATS};
pub use settlement::{PlayedHand, Settled, TableOptions};
pub use side_game::{Combination, SideGame};
pub use version::{
    DealerCards, Doubling, EvenMoney, InsuranceSize, Rules, Ties, UnknownVersion, Version,
};
pub use window::Window;

use super::reread::{card_of, replace_card, settled_not_of_game};
use super::rules::{DrawContext, GameRules, Next, Step};
use super::shoe_in_play::{Dealing, ShoeInPlay};
use crate::barcode::Barcode;
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::MarketId;
use crate::observation::Observation;
use crate::player::{self, DecisionRefusal, DecisionWindow};
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// A blackjack table: its configuration, shoe and the deal in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blackjack {
    config: BlackjackConfig,
    shoe: ShoeInPlay,
    deal: Deal,
}

impl Blackjack {
    /// A table of `config` with no shoe loaded.
    pub fn new(config: BlackjackConfig) -> Blackjack {
        Blackjack {
            shoe: ShoeInPlay::new(config.shoe),
            config,
            deal: Deal::default(),
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &BlackjackConfig {
        &self.config
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        &self.shoe
    }

    /// The deal in progress (or the last one).
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Dealer | Position::Seat { .. }) {
            return Err(TableError::NoSuchPosition {
                game: GameKind::Blackjack,
                position,
            });
        }
        let expected = self.deal.expected_card();
        if expected.is_none() && self.deal.window().is_some() && context.open_round.is_none() {
            return Ok(Step::then(Next::Hold(Incident::CardBeforeDecision {
                found: position,
            })));
        }
        let (card, dealt) = match self.shoe.accept(barcode, position, expected, context)? {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        let mut decisions = vec![dealt];
        decisions.extend(
            self.deal
                .place_card(card, &self.config, context.draw, context.at),
        );
        Ok(self.step(decisions))
    }

    /// The step after `decisions`: settled once the deal is over.
    fn step(&self, decisions: Vec<Decision>) -> Step {
        let next = if self.deal.turn() == Turn::Over {
            let outcome = Outcome {
                dealer: self.deal.dealer().to_vec(),
                seats: self.deal.seats().to_vec(),
            };
            Next::Settle(
                crate::outcome::Outcome::Blackjack(outcome),
                markets::settle_all(&self.config, self.deal.dealer(), self.deal.seats()),
            )
        } else {
            Next::Continue
        };
        Step { decisions, next }
    }

    fn on_hole_card_checked(&mut self, context: &DrawContext) -> Result<Step, TableError> {
        match self
            .deal
            .hole_card_checked(&self.config, context.draw, context.at)
        {
            Some(decisions) => Ok(self.step(decisions)),
            None => Err(TableError::NotExpected {
                observation: "hole_card_checked",
                expected: "a peek only under the dealer's ace (after the insurance window) or ten",
            }),
        }
    }
}

impl GameRules for Blackjack {
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
        self.deal = Deal::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, GameKind::Blackjack)
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
            Observation::HoleCardChecked => self.on_hole_card_checked(context),
            Observation::ShuffleDone => Ok(Step::record(vec![Decision::ShuffleRecorded])),
            // The shoe is reshuffled at the end of the hand in which the cut card is reached.
            Observation::CutCardOut => self.shoe.take_cut_card().map(Step::record),
            other => Err(TableError::WrongGame {
                game: GameKind::Blackjack,
                observation: other.kind(),
            }),
        }
    }

    fn betting_closed(&mut self, _context: &DrawContext) -> Step {
        self.deal.close_betting(&self.config.rules());
        self.step(Vec::new())
    }

    fn decide(
        &mut self,
        decision: &player::PlayerDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        let player::PlayerDecision::Blackjack(PlayerDecision { seat, hand, choice }) = *decision
        else {
            return Err(TableError::NotExpected {
                observation: "player_decision",
                expected: "a blackjack seat holder's bet or action",
            });
        };
        let decisions = match choice {
            Choice::Bet if context.open_round.is_none() => Err(Refusal::BettingClosed),
            Choice::Bet => self.deal.bet(seat).map(|()| {
                vec![Decision::SeatBet {
                    draw: context.draw,
                    seat,
                }]
            }),
            Choice::Act(action) => {
                self.deal
                    .act(seat, hand, action, &self.config, context.draw, context.at)
            }
        }
        .map_err(DecisionRefusal::from)?;
        Ok(self.step(decisions))
    }

    fn deadline(&self) -> Option<Timestamp> {
        self.deal.window().map(|(_, closes_at)| closes_at)
    }

    fn deadline_passed(&mut self, context: &DrawContext) -> Step {
        let decisions = self
            .deal
            .window_closed(&self.config, context.draw, context.at);
        self.step(decisions)
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    /// A card of the dealer's or of a seat's hand, as the hands lay when the deal ended: each
    /// hand is valued again with its decisions as they were taken.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::Blackjack(settled) = settled else {
            return Err(settled_not_of_game(GameKind::Blackjack));
        };
        let (position, index, barcode) = card_of(GameKind::Blackjack, reading)?;
        let mut outcome = settled.clone();
        let cards = match position {
            Position::Dealer => Some(&mut outcome.dealer),
            Position::Seat { seat, hand } => outcome
                .seats
                .iter_mut()
                .find(|played| played.number == seat)
                .and_then(|played| played.hands.get_mut(usize::from(hand).checked_sub(1)?))
                .map(|played| &mut played.cards),
            _ => None,
        };
        let Some(cards) = cards else {
            return Err(TableError::NoSuchPosition {
                game: GameKind::Blackjack,
                position,
            });
        };
        let replaced = replace_card(cards, position, index, barcode.card())?;
        let verdicts = markets::settle_all(&self.config, &outcome.dealer, &outcome.seats);
        Ok(Reread {
            replaced: Some((position, replaced)),
            ..Reread::whole(crate::outcome::Outcome::Blackjack(outcome), verdicts)
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

    fn markets(&self, _round: u8) -> Vec<MarketId> {
        markets::markets(&self.config, &self.deal)
    }

    fn instruction(&self) -> FloorInstruction {
        if self.deal.turn() == Turn::Peek {
            return FloorInstruction::CheckHoleCard;
        }
        match (self.deal.expected_card(), self.deal.window()) {
            (Some(position), _) => FloorInstruction::Deal(position),
            (None, Some((window, closes_at))) => FloorInstruction::WaitForDecision {
                window: DecisionWindow::Blackjack(window),
                closes_at,
            },
            (None, None) => FloorInstruction::Idle,
        }
    }
}

#[cfg(test)]
mod tests;
