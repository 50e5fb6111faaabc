//! Triple Bet Poker (stud-and-triple-bet.md): three equal bets on the player's three cards and
//! two community cards, paid by a paytable; the player may withdraw bet 1 after seeing their
//! cards and bet 2 after the first community card; bet 3 always stays. The optional bonus pays
//! on the same five cards.
//!
//! - [`kind`]: Triple Bet Poker, or Oasis Stud Poker's version D, which plays the same way;
//! - [`hand`]: the paytable's and the bonus's kinds of five-card hands;
//! - [`rules`]: the paytables as a table configures them, checked against the published ones;
//! - [`settlement`]: the standing bets and the bonus settled on the five cards;
//! - [`TripleBet`] ([`table`]): a table on a common hand, with its [`config`], [`outcome`],
//!   [`markets`] (every bet for every decision path), decision [`window`]s, studio-file
//!   [`options`] and statistics [`categories`].

pub mod categories;
pub mod config;
pub mod hand;
pub mod kind;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod rules;
pub mod settlement;
pub mod table;
pub mod window;

pub use config::TripleBetConfig;
pub use hand::{BonusHand, TripleBetHand};
pub use kind::TripleBetGame;
pub use rules::TripleBetRules;
pub use settlement::{bonus, each, settle, Standing, TripleBetSettlement};
pub use table::TripleBet;

#[cfg(test)]
pub(crate) mod table_tests;
#[cfg(test)]
mod tests;
