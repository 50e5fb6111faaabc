//! Oasis Stud Poker's exact figures (stud-and-triple-bet.md, "Oasis Stud Poker"; docs/odds.md,
//! "Oasis Stud Poker"), from one deck less the cards seen, every unseen card equally likely, per
//! unit of ante; the bonus is a box apart, as in the three-card games:
//!
//! - [`decision`]: a seat's decisions from its five cards and the dealer's up card: the swap
//!   window (standard, B: `keep`, `swap_<card>`, `swap_<card>_<card>`) and the continue-or-fold
//!   window (`continue`, `fold`; A and C have only this one), every later decision (the
//!   continuation after the swap, the buy) taken at its best;
//! - [`dealer`]: the dealer's hands of the up card and four unseen cards, valued once per spot:
//!   the qualifying ones sorted by value, all and by the unseen cards they hold, so that the hands
//!   avoiding a swap's replacements are counted by inclusion–exclusion;
//! - [`buy`]: the non-qualifying hands grouped by what the buy can make of them, and the buy's
//!   value against a player's hand;
//! - [`continuation`]: the value of continuing a hand, summed over the dealer's hands that avoid
//!   the replacements, the buy at its best;
//! - [`returns`]: the bet box's return under the best play (A and C over every deal, by
//!   inclusion–exclusion; D as Triple Bet Poker) and the bonus box's;
//! - [`community`]: version D's rules as Triple Bet Poker's; `counting`: binomials and card
//!   sets;
//! - [`table`]: a table's betting round (A, C) priced from those figures: the published
//!   paytables' generated (`published.rs`, by `make published-figures`), others computed once and
//!   kept.
//!
//! Version D is Triple Bet Poker with table D: [`super::triple_bet`] values it, with the rules
//! [`community_rules`] takes out of the table's configuration. Every figure is a
//! [`crate::fraction::Fraction`].

pub mod buy;
pub mod community;
pub mod continuation;
mod counting;
pub mod dealer;
pub mod decision;
mod published;
pub mod returns;
pub mod table;

pub use community::community_rules;
pub use decision::{continue_values, decision_values, OptionValue};
pub use returns::{ante_boxes, bet_return, bonus_return, return_at_pot, AnteBoxes, BonusReturn};

#[cfg(test)]
mod tests;
