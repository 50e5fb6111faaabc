//! A three-card round's outcome: the game, the common hand's three cards and the dealer's,
//! each in dealing order. This file imports no rules.

use super::kind::ThreeCardGame;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// What a three-card round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Three Card Poker or Fast Poker.
    pub game: ThreeCardGame,
    /// The common hand, dealt face up.
    pub player: [Card; 3],
    /// The dealer's hand, scanned as it was turned face up.
    pub dealer: [Card; 3],
}
