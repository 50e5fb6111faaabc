//! Blackjack's exact chances from the shoe's remaining composition by value (blackjack.md):
//! the dealer's final hand, and the decision values of an open decision.

pub mod counts;
pub mod dealer;
pub mod dealer_table;
pub mod endings;
pub mod memo;
pub mod nets;
pub mod split;
pub mod tree;
pub mod values;

pub use counts::Counts;
pub use dealer::{outcomes, DealerDraw, DealerOutcomes};
pub use values::{values, ActionValues, Decision};
