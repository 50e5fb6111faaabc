//! A Red Dog round's outcome: the two grid cards and the third card, none after consecutive
//! grid cards. This file imports no rules.

use crate::card::Card;
use serde::{Deserialize, Serialize};

/// What a Red Dog round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The two grid cards, in dealing order.
    pub grid: [Card; 2],
    /// The third card; none when the grid cards are consecutive.
    pub third: Option<Card>,
}
