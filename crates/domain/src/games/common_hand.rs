//! What every one-deck table on a common hand shares (house-games.md): Three Card Poker, Fast
//! Poker, Triple Bet Poker, Oasis Stud Poker's A and C, the hold'em games. Each deals from a
//! [`OneDeck`] shuffled before every round, opens one decision window at a time and applies
//! its defaults when the window closes; the cards, the windows and the settlement are each
//! game's own ([`CommonHandTable`]). The table drives them all through one [`GameRules`]
//! implementation, so the deck's rules (misdeals, a deck not shuffled, an unread card) and the
//! windows' are written once.

use super::one_deck::{Observed, OneDeck};
use super::rules::{DrawContext, GameRules, Step};
use crate::barcode::Barcode;
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::{MarketId, PaytableLine};
use crate::observation::Observation;
use crate::outcome::Outcome;
use crate::player::{DecisionWindow, PlayerDecision};
use crate::position::Position;
use crate::time::Timestamp;

/// A one-deck table on a common hand: what its game says beyond the deck.
pub trait CommonHandTable {
    /// The kind of table.
    fn kind(&self) -> GameKind;
    /// The deck.
    fn one_deck(&self) -> &OneDeck;
    /// The deck, to deal from.
    fn one_deck_mut(&mut self) -> &mut OneDeck;
    /// Whether a card of the round is out (a shuffle is then one during the round).
    fn round_dealt(&self) -> bool;
    /// Clears the round's cards and windows for the next round.
    fn clear_round(&mut self);
    /// A card scanned at `position` during the round.
    fn deal_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError>;
    /// The window open now and when it closes.
    fn open_window(&self) -> Option<(DecisionWindow, Timestamp)>;
    /// The open window closed: the defaults apply and the dealer deals on.
    fn close_window(&mut self);
    /// Where the next card goes; `None` while the players decide and once the round is over.
    fn card_due(&self) -> Option<Position>;
    /// A settled round read again with a card corrected: every line settled again.
    fn reread_round(&self, settled: &Outcome, reading: &Reading) -> Result<Reread, TableError>;
    /// The boxes placed before the deal.
    fn offered_boxes(&self) -> Vec<MarketId>;
    /// The boxes' paytables, published with the round's odds.
    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)>;
    /// Every line the result settles: each box for every decision path.
    fn settled_lines(&self) -> Vec<MarketId>;

    /// A seat holder's decision, at a table in seats mode; refused by default: a common
    /// hand's players decide on the operator's platform.
    fn decide_seat(
        &mut self,
        _decision: &PlayerDecision,
        _context: &DrawContext,
    ) -> Result<Step, TableError> {
        Err(TableError::NotExpected {
            observation: "player_decision",
            expected: "a seat holder's decision only at a table in seats mode",
        })
    }

    /// Betting closed: a table in seats mode that nobody bet a seat on ends its round.
    /// Nothing by default.
    fn bets_closed(&mut self, _context: &DrawContext) -> Step {
        Step::record(Vec::new())
    }

    /// The open window closes: the defaults a table in seats mode records for the seats that
    /// did not decide. None by default (a common hand's players take theirs on the platform).
    fn window_defaults(&mut self, _context: &DrawContext) -> Vec<Decision> {
        Vec::new()
    }
}

impl<Table: CommonHandTable> GameRules for Table {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.one_deck().blocked()
    }

    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        self.one_deck().screen(observation)
    }

    /// Every card goes back into the deck and the table is cleared.
    fn begin_draw(&mut self) {
        self.one_deck_mut().gather();
        self.clear_round();
    }

    /// A deck loaded must be shuffled before its first round; a shuffle between rounds is
    /// one of the complete deck, so it counts for the next round.
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        let kind = self.kind();
        self.one_deck_mut().between_draws(observation, kind)
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        let (kind, dealt) = (self.kind(), self.round_dealt());
        match self.one_deck_mut().observe(observation, kind, dealt)? {
            Observed::Card(position, barcode) => self.deal_card(position, barcode, context),
            Observed::Done(step) => Ok(step),
        }
    }

    fn deadline(&self) -> Option<Timestamp> {
        self.open_window().map(|(_, closes_at)| closes_at)
    }

    /// The window closed: every player who did not decide took the default, and the dealer
    /// deals on.
    fn deadline_passed(&mut self, context: &DrawContext) -> Step {
        let defaults = self.window_defaults(context);
        self.close_window();
        Step::record(defaults)
    }

    fn betting_closed(&mut self, context: &DrawContext) -> Step {
        self.bets_closed(context)
    }

    fn decide(
        &mut self,
        decision: &PlayerDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        self.decide_seat(decision, context)
    }

    /// The cards go back into the deck, which must be shuffled again before the next round.
    fn end_draw(&mut self) -> Vec<Decision> {
        self.one_deck_mut().end_draw();
        Vec::new()
    }

    fn reread(&self, settled: &Outcome, reading: &Reading) -> Result<Reread, TableError> {
        self.reread_round(settled, reading)
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.one_deck_mut().card_corrected(draw, misread, real)
    }

    fn markets(&self, _round: u8) -> Vec<MarketId> {
        self.offered_boxes()
    }

    fn paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        self.box_paytables()
    }

    fn settled_markets(&self, _round: u8) -> Vec<MarketId> {
        self.settled_lines()
    }

    fn instruction(&self) -> FloorInstruction {
        self.one_deck()
            .instruction(self.open_window(), self.card_due())
    }
}
