//! Three Card Poker's and Fast Poker's exact figures (three-card-and-holdem.md; docs/odds.md,
//! "Three-card games"), from one deck less the cards seen, every unseen card equally likely:
//!
//! - [`deck`]: the unseen cards, every three of them, and each three's value;
//! - [`decision`]: after the deal, the expected net of playing and of folding, per unit of
//!   ante (the ante, play and ante bonus; the dealer's cards unseen);
//! - [`returns`]: before the deal, each box's exact return under the best play, each hand
//!   category's chance and the dealer's chance of qualifying;
//! - [`table`]: a table's betting round, its two boxes priced from the whole deck.
//!
//! Every figure is a [`crate::fraction::Fraction`]: counts of hands, in hundredths of a stake, over counts of
//! hands.

pub mod decision;
pub mod deck;
mod published;
pub mod returns;
pub mod table;

pub use decision::{decision_values, OptionValue};
pub use returns::{box_returns, BoxReturns};
pub use table::ThreeCardState;

#[cfg(test)]
mod tests;
