//! The hold'em games against the dealer (three-card-and-holdem.md): Ultimate Texas Hold'em,
//! Texas Hold'em Bonus, Dynamic Poker and Riverside Poker. Each deals two hole cards to the
//! player and to the dealer and five community cards from one deck; each hand is the best five
//! of its seven. The games differ by their boxes, decision points, qualification and
//! paytables, so each has a module of its own with its rules as a table configures them, its
//! decision paths (every way a seat can have decided, folds included) and the settlement of
//! every box for each path and deal:
//!
//! - [`ultimate_holdem`], [`holdem_bonus`], [`dynamic_poker`], [`riverside_poker`];
//! - [`hands`]: a deal's cards and the hands' values; [`boxes`]: a seat's boxes settled;
//!   [`decisions`]: the decision points as a tree; [`HoldemGame`]: what the odds ask of a game.
//!
//! - [`HoldemTable`](table::HoldemTable) ([`table`]): a table of any of the four on a common
//!   hand, with its [`config`], [`table_rules`] (the game's rules behind one enum, reaching
//!   each game's tree through [`paths`]), [`outcome`], [`markets`] (every box of every decision
//!   path), the [`progressive_box`] of UTH and THB, decision [`window`]s, studio-file
//!   [`options`] and statistics [`categories`]; [`variant`]: which game a table runs.

pub mod boxes;
pub mod categories;
pub mod config;
pub mod decisions;
pub mod dynamic_poker;
pub mod hands;
pub mod holdem_bonus;
pub mod markets;
pub mod options;
pub mod outcome;
pub mod paths;
pub mod progressive_box;
pub mod riverside_poker;
pub mod table;
pub mod table_rules;
pub mod ultimate_holdem;
pub mod variant;
pub mod window;

pub use boxes::{BoxResult, SeatSettlement};
pub use hands::{Deal, Hands};

use crate::paytable::PaytableError;
use decisions::Node;

/// A hold'em game as a table configures it, as the odds and the table ask of it.
pub trait HoldemGame {
    /// Every way a seat can have decided.
    type Path: Copy + std::fmt::Debug + PartialEq;
    /// The game's name (`ultimate-holdem`, `holdem-bonus`, `dynamic-poker`,
    /// `riverside-poker`).
    fn name(&self) -> &'static str;
    /// The decision points, from the first.
    fn decisions(&self) -> Node<Self::Path>;
    /// How a seat's boxes settle on a deal valued `hands` when it decided `path`.
    fn settle(&self, path: Self::Path, hands: &Hands) -> SeatSettlement;
    /// Refuses a paytable line below the rulebook's, naming it.
    fn check(&self) -> Result<(), PaytableError>;
    /// The main box every other is a multiple of (`ante`, `blind`).
    fn unit(&self) -> &'static str;
    /// What the main boxes pay, in words (`ante 1x, push if the dealer does not qualify; …`).
    fn main_payout(&self) -> String;
}

/// A paytable's lines in words: `royal_flush 500x, straight_flush 50x`.
pub fn lines_text<L: crate::poker::paytable::Line>(
    paytable: &crate::poker::paytable::Paytable<L>,
) -> String {
    let lines: Vec<String> = paytable
        .lines()
        .iter()
        .map(|(line, pays)| format!("{} {pays}", line.name()))
        .collect();
    lines.join(", ")
}

#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
