//! The three-card games against the dealer (three-card-and-holdem.md): Three Card Poker and
//! Fast Poker. Both deal three cards to the player and three to the dealer from one deck; the
//! player has placed the ante (Fast Poker's Bet) and, if they like, a side box settled on their
//! own three cards (pairplus, Fast Poker's B); after the deal they play (a play bet equal to the
//! ante) or fold; the dealer qualifies with queen high. The games differ only by what pays:
//! Three Card Poker's ante bonus, Fast Poker's play at 3 x on trips or a straight flush, and
//! the side box's paytable.
//!
//! - [`kind`], [`rules`]: the games, and a game's rules as a table configures them;
//! - [`Paytable`]: a paytable by three-card category, checked against the published one
//!   ([`published`]);
//! - [`settlement`]: how a seat's boxes settle, for every outcome and either decision;
//! - [`three_card_poker`] and [`fast_poker`]: each game's boxes and published paytables.
//!
//! - [`ThreeCard`] ([`table`]): a table of either game on a common hand or in [`seats`], with
//!   its [`config`], [`outcome`], [`markets`] (every box for both decisions, or each seat's
//!   boxes), decision [`window`], studio-file [`options`] and statistics [`categories`].

pub mod categories;
pub mod config;
pub mod fast_poker;
pub mod kind;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod published;
pub mod rules;
pub mod seats;
pub mod settlement;
pub mod table;
pub mod three_card_poker;
pub mod window;

pub use config::ThreeCardConfig;
pub use kind::ThreeCardGame;
pub use outcome::SeatsOutcome;
pub use rules::Paytable;
pub use rules::ThreeCardRules;
pub use settlement::{settle, SeatSettlement, Showdown, ThreeCardDecision};
pub use table::ThreeCard;

#[cfg(test)]
mod seats_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
