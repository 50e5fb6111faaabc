//! The windows in which blackjack's players decide: the insurance and even-money offer for all
//! seats, then one hand at a time.

use serde::{Deserialize, Serialize};

/// A window in which players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Window {
    /// Insurance and even money, one window for all seats before any third card.
    Offer,
    /// Seat `seat`'s hand `hand`.
    Hand {
        /// 1–7.
        seat: u8,
        /// From 1.
        hand: u8,
    },
}
