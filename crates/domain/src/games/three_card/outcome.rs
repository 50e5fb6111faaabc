//! A three-card round's outcome: the game, the common hand's three cards and the dealer's,
//! each in dealing order; in seats mode each seat's hand and decision instead of the common
//! hand. This file imports no rules.

use super::kind::ThreeCardGame;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// Cards in each hand.
pub const HAND: usize = 3;

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

/// What a three-card round in seats mode ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatsOutcome {
    /// Three Card Poker or Fast Poker.
    pub game: ThreeCardGame,
    /// The dealer's hand, scanned as it was turned face up; none when no seat was bet on.
    pub dealer: Option<[Card; 3]>,
    /// Every seat with a bet, in seat order.
    pub seats: Vec<SeatHand>,
}

/// One seat's hand in seats mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatHand {
    /// The seat, 1–7.
    pub seat: u8,
    /// Its three cards, in dealing order.
    pub cards: [Card; 3],
    /// It played (else it folded).
    pub played: bool,
    /// The window closed before its holder decided: the default (fold) applied.
    pub by_default: bool,
}
