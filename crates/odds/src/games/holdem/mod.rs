//! The hold'em games' exact figures (three-card-and-holdem.md; docs/odds.md, "Hold'em games"),
//! from one deck less the cards seen, every unseen card equally likely, the dealer's hole cards
//! unseen:
//!
//! - [`decision`]: at a decision point after the flop, the expected net of each option per unit
//!   of the ante (blind), later decisions played at their best;
//! - [`showdown`]: a full board's dealer hands, counted by how they settle against the player;
//! - [`side`]: the side boxes' exact returns (trips, bonus, B);
//! - [`preflop`]: the table of every starting hand, made by a generator kept here: the
//!   decision before the flop and the main boxes' returns;
//! - [`showdown_chance`]: the chance that the player's final hand beats the dealer's, and that
//!   they tie, over every deal, counted by a generator kept here;
//! - [`progressive`]: the progressive box's chance of paying;
//! - [`table`]: a table's betting round, priced.

pub mod decision;
pub mod preflop;
pub mod progressive;
pub mod showdown;
pub mod showdown_chance;
pub mod side;
pub mod table;

pub use decision::{decision_values, OptionValue, Spot};
pub use side::SideBox;

#[cfg(test)]
mod tests;
