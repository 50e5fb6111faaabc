//! Bet on Baccarat's floor: a card scanned at the wrong hand lands at the other one.

use super::game_floor::GameFloor;
use livedraw_domain::Position;

/// Baccarat's floor: the shoe is all it has.
pub(crate) struct BaccaratFloor;

impl GameFloor for BaccaratFloor {
    fn other_position(&self, position: Position) -> Position {
        other_hand(position)
    }
}

/// The Banker's hand for the Player's and the Player's for any other (baccarat's two hands,
/// and those of every game dealt from its shoe).
pub(crate) fn other_hand(position: Position) -> Position {
    if position == Position::Player {
        Position::Banker
    } else {
        Position::Player
    }
}
