//! The hold'em games' values before the flop (house-games.md, "Decision values"): a table of
//! every kind of starting hand, made by a generator kept here, from which the decision before
//! the flop and the main boxes' returns are read.
//!
//! - [`starting_hand`]: the 169 kinds of two hole cards;
//! - [`board`]: one full board against every two hole cards at once, by dealer class;
//! - [`stages`]: a game's decision points laid out by board, and its paths' settlement;
//! - [`generate`]: the generator, exact over every deal (`make preflop-tables` runs it);
//! - [`tables`]: what it generated, one [`PreflopTable`] per game and configuration;
//! - [`for_game`]: which table a configured game reads, and its decision before the flop.

pub mod board;
pub mod for_game;
pub mod generate;
pub mod stages;
pub mod starting_hand;
pub mod table;
pub mod tables;

pub use for_game::{decision_before_the_flop, PreflopGame};
pub use generate::{generate, Row, Values};
pub use stages::Stages;
pub use starting_hand::StartingHand;
pub use table::PreflopTable;

#[cfg(test)]
mod tests;
