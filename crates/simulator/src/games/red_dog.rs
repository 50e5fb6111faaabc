//! Red Dog's floor: the grid and the third card from the shoe; the players decide their raise
//! on the operator's platform, and now and then the dealer shows a card while they still
//! decide (it is burned).

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::{DecisionWindow, Observation, Position, Timestamp};

/// A Red Dog table's floor.
pub(crate) struct RedDogFloor;

impl GameFloor for RedDogFloor {
    /// A grid card scanned at the player box.
    fn other_position(&self, _position: Position) -> Position {
        Position::Player
    }

    /// The players decide on their platform; the dealer waits for the window to close, or
    /// now and then shows the third card early.
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
                position: Position::Board,
                barcode: tools.draw_card(),
            };
            return Input::Observe(early, now);
        }
        tools.wait_until(closes_at.max(now))
    }
}
