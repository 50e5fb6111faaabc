//! Blackjack (blackjack.md): the rulebook's nineteen versions A–S as configuration of one set
//! of rules, card values and hand totals, the dealer's drawing rule, and the side games A–I.
//!
//! Not yet a game a table runs: the draw (seats, decision windows, the dealer directed,
//! settlement) builds on these.

pub mod actions;
pub mod hand;
pub mod settlement;
pub mod side_game;
pub mod version;

pub use actions::{Action, HandState, Refusal};
pub use hand::Total;
pub use settlement::{PlayedHand, Settled, TableOptions};
pub use side_game::{Combination, SideGame};
pub use version::{
    DealerCards, Doubling, EvenMoney, InsuranceSize, Rules, Ties, UnknownVersion, Version,
};
