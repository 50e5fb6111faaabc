//! Three Card Poker's and Fast Poker's floor, on a common hand: a fresh deck each round, the
//! players deciding on the operator's platform (nothing reaches the backend), and now and then
//! a dealer who turns a card while the players still decide (a misdeal).

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::{DecisionWindow, Observation, Position, Timestamp};

/// A three-card table's floor: its deck is the shoe.
pub(crate) struct ThreeCardFloor;

impl GameFloor for ThreeCardFloor {
    /// A player box's card scanned at the dealer's place, and the other way round.
    fn other_position(&self, position: Position) -> Position {
        match position {
            Position::Player => Position::Dealer,
            Position::Banker
            | Position::Dealer
            | Position::Hand(_)
            | Position::Board
            | Position::Seat { .. } => Position::Player,
        }
    }

    /// The players decide on their platform; the dealer waits for the window to close, or
    /// now and then turns a card early.
    fn decide(
        &mut self,
        tools: &mut Tools,
        _table: &TableView,
        _window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        if tools.fault(1.0) {
            let early = Observation::CardScanned {
                position: Position::Dealer,
                barcode: tools.draw_card(),
            };
            return Input::Observe(early, now);
        }
        tools.wait_until(closes_at.max(now))
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        tools.shuffle();
    }
}
