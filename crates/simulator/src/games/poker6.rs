//! Bet on Poker's floor: a fresh deck each draw; a card scanned at the wrong hand lands at the
//! next one.

use super::game_floor::GameFloor;
use crate::tools::Tools;
use livedraw_domain::Position;

/// Poker's floor: its deck is the shoe.
pub(crate) struct Poker6Floor;

impl GameFloor for Poker6Floor {
    fn other_position(&self, position: Position) -> Position {
        match position {
            Position::Hand(n) => Position::Hand(n % 6 + 1),
            Position::Player
            | Position::Banker
            | Position::Dealer
            | Position::Board
            | Position::Seat { .. } => Position::Hand(1),
        }
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        tools.shuffle();
    }
}
