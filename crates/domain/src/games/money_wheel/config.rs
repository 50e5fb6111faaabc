//! A money wheel table's options: its symbols, their payouts and the sectors' layout.

use crate::market::Payout;
use serde::{Deserialize, Serialize};

/// A symbol on the wheel and what a bet on it pays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbol {
    /// The symbol's name, the market id's suffix (`1`, `joker`).
    pub name: String,
    /// What a winning bet on it pays.
    pub payout: Payout,
}

/// A money wheel's layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoneyWheelConfig {
    /// The symbols bets are placed on.
    pub symbols: Vec<Symbol>,
    /// The symbol name of each of the 54 sectors, clockwise from the reference mark.
    pub sectors: Vec<String>,
    /// The void spin that cancels the draw (our choice): the 3rd by default.
    pub void_spin_limit: u8,
}
