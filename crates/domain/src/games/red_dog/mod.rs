//! Red Dog and Bulldog (red-dog.md): two cards face up from a six-deck shoe, and a bet that the
//! third falls strictly between them. Both games settle a bet alike; Bulldog deals the third card
//! to every seat with a bet, each seat's bets settling on its own card.
//!
//! - [`spread`]: what two cards make: a pair, consecutive ranks, or a spread of 1 to 11;
//! - [`paytable`]: what a win pays, by spread (three of a kind on a pair), checked against the
//!   published table;
//! - [`settlement`]: a bet, raised or not, settled on the third card;
//! - [`RedDog`] ([`table`]): a Red Dog or Bulldog table ([`kind`]), with its [`config`],
//!   [`outcome`], [`markets`] (every box for both decisions), raise [`window`], Bulldog's
//!   [`seat_bet`], studio-file [`options`] and statistics [`categories`].

pub mod categories;
pub mod config;
pub mod kind;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod paytable;
pub mod seat_bet;
pub mod settlement;
pub mod spread;
pub mod table;
pub mod window;

pub use config::RedDogConfig;
pub use kind::RedDogGame;
pub use outcome::BulldogOutcome;
pub use paytable::{RedDogLine, RedDogRules};
pub use settlement::{settle, RedDogResult};
pub use spread::Spread;
pub use table::RedDog;

#[cfg(test)]
mod bulldog_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
