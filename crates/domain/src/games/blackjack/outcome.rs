//! How a deal ended: the dealer's cards and every seat's hands.

use super::seat::Seat;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// How a deal ended: the dealer's cards and every seat's hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The dealer's cards, the up card first.
    pub dealer: Vec<Card>,
    /// The seats with a bet, by number.
    pub seats: Vec<Seat>,
}
