//! Blackjack's floor: the seat players ([`players`]), the dealer's peek under an ace (or a
//! ten, casino-a), and the hole card kept face down until the dealer's turn.

mod players;

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::games::blackjack;
use livedraw_domain::{Barcode, DecisionWindow, Observation, Position, Rank, Timestamp};
use players::SeatPlayers;

/// Blackjack's floor.
#[derive(Default)]
pub(crate) struct BlackjackFloor {
    /// The seat players.
    players: SeatPlayers,
    /// The hole card the dealer peeked at and keeps face down until the dealer's turn.
    hole: Option<Barcode>,
    /// The dealer's up card this draw, once dealt.
    up: Option<Rank>,
}

impl GameFloor for BlackjackFloor {
    fn other_position(&self, position: Position) -> Position {
        if position == Position::Dealer {
            Position::Seat { seat: 1, hand: 1 }
        } else {
            Position::Dealer
        }
    }

    fn bet(&mut self, tools: &mut Tools, table: &TableView) -> Option<Input> {
        let draw = table.draw?;
        let bet = self.players.bet(&mut tools.rng, &mut tools.faults)?;
        Some(self.players.bets.request(bet, draw, tools.now))
    }

    fn decide(
        &mut self,
        tools: &mut Tools,
        table: &TableView,
        window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        let window = match window {
            DecisionWindow::Blackjack(window) => window,
            // Another game's window never reaches a blackjack table's floor.
            DecisionWindow::ThreeCard(_)
            | DecisionWindow::RedDog(_)
            | DecisionWindow::TripleBet(_)
            | DecisionWindow::Oasis(_)
            | DecisionWindow::Holdem(_) => return tools.wait_until(closes_at.max(now)),
        };
        let decision = self
            .players
            .decide(window, closes_at, &mut tools.rng, &mut tools.faults);
        match (table.draw, decision) {
            (Some(draw), Some(decision)) => self.players.bets.request(decision, draw, now),
            (None, _) | (_, None) => tools.wait_until(closes_at.max(now)),
        }
    }

    /// The peek under an ace (or a ten): the hole card is turned and scanned if it makes a
    /// blackjack with the up card, else it stays face down for the dealer's turn.
    fn check_hole_card(&mut self, tools: &mut Tools, now: Timestamp) -> Input {
        let hole = tools.draw_card();
        let up = self.up.unwrap_or(Rank::Ace);
        if blackjack::hand::is_blackjack(&[up, hole.card().rank()]) {
            let position = Position::Dealer;
            let scanned = Observation::CardScanned {
                position,
                barcode: hole,
            };
            return Input::Observe(scanned, now);
        }
        self.hole = Some(hole);
        Input::Observe(Observation::HoleCardChecked, now)
    }

    fn dealt(&mut self, position: Position, barcode: Barcode) {
        if position == Position::Dealer {
            self.up.get_or_insert(barcode.card().rank());
        }
    }

    fn held_card(&mut self, position: Position) -> Option<Barcode> {
        if position == Position::Dealer {
            self.hole.take()
        } else {
            None
        }
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        self.hole = None;
        self.up = None;
        self.players.new_draw(&mut tools.rng);
    }
}
