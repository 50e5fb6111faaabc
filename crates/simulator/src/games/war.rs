//! War of Bets' floor: a card scanned at the wrong place lands at the other one.

use super::game_floor::GameFloor;
use livedraw_domain::Position;

/// War's floor: the shoe is all it has.
pub(crate) struct WarFloor;

impl GameFloor for WarFloor {
    fn other_position(&self, position: Position) -> Position {
        if position == Position::Player {
            Position::Dealer
        } else {
            Position::Player
        }
    }
}
