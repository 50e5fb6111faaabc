//! Punto banco's floor: a card scanned at the wrong hand lands at the other one, as at
//! baccarat.

use super::game_floor::GameFloor;
use livedraw_domain::Position;

/// Punto banco's floor: the shoe is all it has.
pub(crate) struct PuntoBancoFloor;

impl GameFloor for PuntoBancoFloor {
    fn other_position(&self, position: Position) -> Position {
        super::baccarat::other_hand(position)
    }
}
