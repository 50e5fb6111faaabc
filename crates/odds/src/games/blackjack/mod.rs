//! Blackjack's exact chances from the shoe's remaining composition by value (blackjack.md):
//! the dealer's final hand, the base of the decision values.

pub mod counts;
pub mod dealer;

pub use counts::Counts;
pub use dealer::{outcomes, DealerDraw, DealerOutcomes};
