//! An Oasis Stud Poker round's outcome: the version, the player hand and the dealer's hand, the
//! dealer's up card first. This file imports no rules.

use super::version::OasisVersion;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// What an Oasis Stud Poker round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The version the table runs.
    pub version: OasisVersion,
    /// The common hand, dealt face up, in dealing order.
    pub player: [Card; 5],
    /// The dealer's hand: the up card, then the four turned at the reveal in order.
    pub dealer: [Card; 5],
}
