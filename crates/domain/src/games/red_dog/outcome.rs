//! A Red Dog or Bulldog round's outcome: the two grid cards and the third card (Red Dog's one,
//! Bulldog's one per seat with a bet), none after consecutive grid cards. This file imports no
//! rules.

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

/// What a Bulldog round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BulldogOutcome {
    /// The two grid cards, in dealing order; none when no seat was bet on (nothing is dealt).
    pub grid: Option<[Card; 2]>,
    /// Every seat with a bet, in seat order, with its third card.
    pub seats: Vec<SeatCard>,
}

/// A Bulldog seat with a bet and its third card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCard {
    /// The seat, from 1 at the dealer's left.
    pub seat: u8,
    /// Its third card; none when the grid cards are consecutive.
    pub third: Option<Card>,
}

impl BulldogOutcome {
    /// Every card dealt: the grid, then the seats' third cards in seat order.
    pub fn cards(&self) -> impl Iterator<Item = &Card> {
        let grid = self.grid.iter().flatten();
        grid.chain(self.seats.iter().filter_map(|seat| seat.third.as_ref()))
    }
}
