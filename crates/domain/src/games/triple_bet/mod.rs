//! Triple Bet Poker (stud-and-triple-bet.md): three equal bets on the player's three cards and
//! two community cards, paid by a paytable; the player may withdraw bet 1 after seeing their
//! cards and bet 2 after the first community card; bet 3 always stays. The optional bonus pays
//! on the same five cards.
//!
//! - [`hand`]: the paytable's and the bonus's kinds of five-card hands;
//! - [`rules`]: the paytables as a table configures them, checked against the published ones;
//! - [`settlement`]: the standing bets and the bonus settled on the five cards.
//!
//! The rules are built (issue 28); the table is not yet.

pub mod hand;
pub mod rules;
pub mod settlement;

pub use hand::{BonusHand, TripleBetHand};
pub use rules::TripleBetRules;
pub use settlement::{bonus, settle, Standing, TripleBetSettlement};

#[cfg(test)]
mod tests;
