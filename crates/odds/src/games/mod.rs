//! One module per game: each turns a table state into the exact [`crate::Chances`] of every
//! market of its catalogue.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod poker6;
pub mod punto_banco;
pub mod roulette;
pub mod shoe;
pub mod sic_bo;
pub mod war;
pub mod wheel;
