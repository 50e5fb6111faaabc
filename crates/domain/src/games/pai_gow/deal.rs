//! How a studio deals Pai Gow (pai-gow.md, "How a studio runs it", our choices): six seats,
//! one 53-card deck per round, seven cards face down to each seat with a bet and to the
//! dealer, one at a time in seat order, dealer last; the rest of the deck is not used.

use super::hand::HAND_SIZE;
use crate::position::Position;
use std::time::Duration;
use thiserror::Error;

/// Seats at a table, numbered 1–6 (the standard Pai Gow layout).
pub const SEATS: u8 = 6;

/// The setting window's default length (longer than other windows: seven cards to arrange).
pub const SETTING_WINDOW: Duration = Duration::from_secs(30);

/// Why seats cannot be dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum DealError {
    /// A seat number outside 1–6.
    #[error("seat {seat} is not one of seats 1 to {SEATS}")]
    NoSuchSeat {
        /// The seat.
        seat: u8,
    },
    /// A seat named twice.
    #[error("seat {seat} is named twice")]
    SeatTwice {
        /// The seat.
        seat: u8,
    },
}

/// Where each card of the deal goes, in the order dealt, for the seats with a bet
/// `seats` (any order): seven rounds, each one card to every seat in seat order, then one to
/// the dealer. At most 6 × 7 + 7 = 49 cards.
pub fn deal_order(seats: &[u8]) -> Result<Vec<Position>, DealError> {
    let mut sorted = seats.to_vec();
    sorted.sort_unstable();
    for (at, &seat) in sorted.iter().enumerate() {
        if !(1..=SEATS).contains(&seat) {
            return Err(DealError::NoSuchSeat { seat });
        }
        if at > 0 && sorted[at - 1] == seat {
            return Err(DealError::SeatTwice { seat });
        }
    }
    let round = sorted
        .iter()
        .map(|&seat| Position::Seat { seat, hand: 1 })
        .chain(std::iter::once(Position::Dealer));
    Ok((0..HAND_SIZE).flat_map(|_| round.clone()).collect())
}
