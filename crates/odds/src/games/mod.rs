//! One module per game: each turns a table state into the exact [`crate::Chances`] of every
//! market of its catalogue.

pub mod baccarat;
pub mod dice5;
pub mod lotto;
pub mod poker6;
pub mod shoe;
pub mod war;
pub mod wheel;
