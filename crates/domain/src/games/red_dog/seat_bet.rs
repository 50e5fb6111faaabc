//! A bet on a Bulldog seat (red-dog.md, "Seats and bets"): the seat holder's bet, sent through
//! the Decisions API while the betting round is open, deals the seat in: it gets its own third
//! card. Back-bettors bet on the operator's platform and ride on the seat's card.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A seat holder's bet on a Bulldog seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatBet {
    /// The seat, from 1 at the dealer's left.
    pub seat: u8,
}

/// Why a Bulldog table refuses a seat bet; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    /// The betting round is closed.
    #[error("betting is closed")]
    BettingClosed,
    /// The table has no such seat.
    #[error("the table has no seat {0}")]
    NoSuchSeat(u8),
    /// The seat is already bet on this draw.
    #[error("seat {0} is already bet on")]
    AlreadyBet(u8),
}

impl Refusal {
    /// A stable code, the same as blackjack's for the same refusal.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::BettingClosed => "betting_closed",
            Refusal::NoSuchSeat(_) => "no_such_seat",
            Refusal::AlreadyBet(_) => "already_bet",
        }
    }
}

/// Takes `seat`'s bet into `seats` (the seats bet on, in seat order) at a table of
/// `seat_count` seats while betting is `open`.
pub fn take(seats: &mut Vec<u8>, seat: u8, seat_count: u8, open: bool) -> Result<(), Refusal> {
    if !open {
        return Err(Refusal::BettingClosed);
    }
    if seat == 0 || seat > seat_count {
        return Err(Refusal::NoSuchSeat(seat));
    }
    match seats.binary_search(&seat) {
        Ok(_) => Err(Refusal::AlreadyBet(seat)),
        Err(at) => {
            seats.insert(at, seat);
            Ok(())
        }
    }
}
