//! Seat holders betting on their seats while betting is open, as at blackjack, Bulldog and
//! three-card tables in seats mode: each seat is taken with a chance (at least one), and now and then a player bets
//! twice on one seat, which the rules refuse. A seat that does not exist is the Decisions
//! service's to refuse, before the journal: the players never send one.

use crate::faults::Faults;
use crate::input::Input;
use crate::rng::Rng;
use livedraw_domain::games::blackjack::{Choice, PlayerDecision};
use livedraw_domain::{DrawNumber, SeatRequest, Timestamp};

/// Chance that a seat holder bets in a draw.
const SEAT_TAKEN: f64 = 0.6;

/// The seat holders of one table, and the requests they sent.
#[derive(Clone, Debug, Default)]
pub(crate) struct SeatBets {
    /// Seats still to bet in this draw's betting round.
    to_bet: Vec<u8>,
    /// The seats that bet.
    seated: Vec<u8>,
    /// Players' requests sent so far, for their ids.
    requests: u64,
}

impl SeatBets {
    /// A new draw at a table of `seats` seats: each is taken with a chance, and at least one.
    pub(crate) fn new_draw(&mut self, seats: u8, rng: &mut Rng) {
        self.to_bet = (1..=seats).filter(|_| rng.chance(SEAT_TAKEN)).collect();
        if self.to_bet.is_empty() {
            self.to_bet
                .push(u8::try_from(rng.below(usize::from(seats))).unwrap_or(0) + 1);
        }
        self.seated.clear();
    }

    /// The seats that bet this draw.
    pub(crate) fn seated(&self) -> &[u8] {
        &self.seated
    }

    /// The next seat bet while betting is open; a fault bets twice on one seat.
    pub(crate) fn bet(&mut self, rng: &mut Rng, faults: &mut Faults) -> Option<PlayerDecision> {
        if let Some(taken) = self
            .seated
            .first()
            .filter(|_| faults.strike(rng, 1.0 / 4.0))
        {
            return Some(bet_on(*taken));
        }
        let seat = self.to_bet.pop()?;
        self.seated.push(seat);
        Some(bet_on(seat))
    }

    /// A player's request of `decision` in `draw` at `at`, under a new id.
    pub(crate) fn request(
        &mut self,
        decision: impl Into<SeatRequest>,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Input {
        self.requests += 1;
        Input::Decide {
            request: format!("player-{}", self.requests),
            decision: decision.into(),
            draw,
            at,
        }
    }
}

fn bet_on(seat: u8) -> PlayerDecision {
    PlayerDecision {
        seat,
        hand: 1,
        choice: Choice::Bet,
    }
}
