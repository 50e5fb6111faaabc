//! A three-card table in seats mode (house-games.md, "Two ways to seat players";
//! three-card-and-holdem.md, "Seating"): seven seats, one player each, no back-betting. A seat
//! holder's bet through the Decisions API deals the seat in; each seat gets its own three cards
//! face down, one at a time in seat order (the dealer's own, face down after each round of
//! cards, are not scanned); one window for every seat at once, each holder playing or folding
//! through the Decisions API (the default: fold); the dealer turns his cards; each seat settles
//! on its own hand and decision.
//!
//! Market ids (our choice, as Bulldog's `seat-3`): the boxes of seat 3 are `seat-3-ante` and
//! `seat-3-pairplus` (Fast Poker's `seat-3-bet`, `seat-3-bonus`) in the betting round, and the
//! result settles `seat-3-ante`, `seat-3-play`, `seat-3-pairplus` and, where the game pays one,
//! `seat-3-ante_bonus` on the seat's own decision.

use super::outcome::{SeatHand, HAND};
use super::settlement::ThreeCardDecision;
use crate::card::Card;
use crate::market::MarketId;
use crate::position::Position;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Seats at a three-card table in seats mode (the rules file's choice for both games).
pub const SEATS: u8 = 7;

/// A seat holder's decision at a three-card table in seats mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatDecision {
    /// A bet on the seat while betting is open: the seat is dealt in.
    Bet {
        /// The seat, 1–7.
        seat: u8,
    },
    /// Play or fold in the window.
    Decide {
        /// The seat, 1–7.
        seat: u8,
        /// Play or fold.
        decision: ThreeCardDecision,
    },
}

/// Why a three-card table in seats mode refuses a seat's bet or decision; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SeatRefusal {
    /// The betting round is closed.
    #[error("betting is closed")]
    BettingClosed,
    /// The table has no such seat.
    #[error("the table has no seat {0}")]
    NoSuchSeat(u8),
    /// The seat is already bet on this draw.
    #[error("seat {0} is already bet on")]
    AlreadyBet(u8),
    /// The seat has no bet this draw, so no hand to decide on.
    #[error("seat {0} has no bet this draw")]
    NoBet(u8),
    /// No window is open: before the deal is complete, or after it closed.
    #[error("no decision window is open")]
    WindowClosed,
    /// The seat decided already in this window.
    #[error("seat {0} has decided already")]
    AlreadyDecided(u8),
}

impl SeatRefusal {
    /// A stable code, the same as blackjack's and Bulldog's for the same refusal.
    pub fn code(&self) -> &'static str {
        match self {
            SeatRefusal::BettingClosed => "betting_closed",
            SeatRefusal::NoSuchSeat(_) => "no_such_seat",
            SeatRefusal::AlreadyBet(_) => "already_bet",
            SeatRefusal::NoBet(_) => "no_bet",
            SeatRefusal::WindowClosed => "window_closed",
            SeatRefusal::AlreadyDecided(_) => "already_answered",
        }
    }
}

/// A seat with a bet in the round in progress: its cards so far and its decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The seat, 1–7.
    pub seat: u8,
    /// Its cards so far, in dealing order.
    pub cards: Vec<Card>,
    /// Its decision, and whether the window's default took it.
    pub decision: Option<(ThreeCardDecision, bool)>,
}

/// The seats with a bet this round, in seat order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    seats: Vec<Seat>,
}

impl Seats {
    /// The seats with a bet, in seat order.
    pub fn all(&self) -> &[Seat] {
        &self.seats
    }

    /// No seat has a bet.
    pub fn is_empty(&self) -> bool {
        self.seats.is_empty()
    }

    /// Clears the round.
    pub fn clear(&mut self) {
        self.seats.clear();
    }

    /// Takes `seat`'s bet while betting is `open`.
    pub fn bet(&mut self, seat: u8, open: bool) -> Result<(), SeatRefusal> {
        if !open {
            return Err(SeatRefusal::BettingClosed);
        }
        if seat == 0 || seat > SEATS {
            return Err(SeatRefusal::NoSuchSeat(seat));
        }
        match self.seats.binary_search_by_key(&seat, |bet| bet.seat) {
            Ok(_) => Err(SeatRefusal::AlreadyBet(seat)),
            Err(at) => {
                let bet = Seat {
                    seat,
                    cards: Vec::new(),
                    decision: None,
                };
                self.seats.insert(at, bet);
                Ok(())
            }
        }
    }

    /// Where the next seat card goes: one card at a time in seat order, three rounds; `None`
    /// once every seat holds three.
    pub fn card_due(&self) -> Option<Position> {
        let dealt: usize = self.seats.iter().map(|seat| seat.cards.len()).sum();
        let round = self.seats.len() * HAND;
        let seat = self.seats.get(dealt % self.seats.len().max(1))?;
        (dealt < round).then_some(Position::Seat {
            seat: seat.seat,
            hand: 1,
        })
    }

    /// Gives `card` to `seat`.
    pub fn deal(&mut self, seat: u8, card: Card) {
        if let Some(bet) = self.seats.iter_mut().find(|bet| bet.seat == seat) {
            bet.cards.push(card);
        }
    }

    /// Records `seat`'s `decision` while the window is open.
    pub fn decide(
        &mut self,
        seat: u8,
        decision: ThreeCardDecision,
        window_open: bool,
    ) -> Result<(), SeatRefusal> {
        let bet = self.seats.iter_mut().find(|bet| bet.seat == seat);
        let bet = bet.ok_or(if seat == 0 || seat > SEATS {
            SeatRefusal::NoSuchSeat(seat)
        } else {
            SeatRefusal::NoBet(seat)
        })?;
        if !window_open {
            return Err(SeatRefusal::WindowClosed);
        }
        if bet.decision.is_some() {
            return Err(SeatRefusal::AlreadyDecided(seat));
        }
        bet.decision = Some((decision, false));
        Ok(())
    }

    /// Whether every seat has decided.
    pub fn all_decided(&self) -> bool {
        self.seats.iter().all(|seat| seat.decision.is_some())
    }

    /// The window closed: every seat that did not decide folds. The seats it folded.
    pub fn fold_the_rest(&mut self) -> Vec<u8> {
        let undecided = self.seats.iter_mut().filter(|seat| seat.decision.is_none());
        undecided
            .map(|seat| {
                seat.decision = Some((ThreeCardDecision::Fold, true));
                seat.seat
            })
            .collect()
    }

    /// Each seat's hand as the result names it, once every seat holds three cards and decided.
    pub fn hands(&self) -> Option<Vec<SeatHand>> {
        self.seats
            .iter()
            .map(|seat| {
                let (decision, by_default) = seat.decision?;
                Some(SeatHand {
                    seat: seat.seat,
                    cards: seat.cards.as_slice().try_into().ok()?,
                    played: decision == ThreeCardDecision::Play,
                    by_default,
                })
            })
            .collect()
    }
}

/// Seat `seat`'s box `name` (`seat-3-ante`).
pub fn seat_box(seat: u8, name: &str) -> MarketId {
    MarketId::new(format!("seat-{seat}-{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_bet_is_taken_once_while_betting_is_open_on_seats_1_to_7() {
        let mut seats = Seats::default();
        assert_eq!(seats.bet(3, true), Ok(()));
        assert_eq!(seats.bet(3, true), Err(SeatRefusal::AlreadyBet(3)));
        assert_eq!(seats.bet(8, true), Err(SeatRefusal::NoSuchSeat(8)));
        assert_eq!(seats.bet(0, true), Err(SeatRefusal::NoSuchSeat(0)));
        assert_eq!(seats.bet(5, false), Err(SeatRefusal::BettingClosed));
        assert_eq!(seats.bet(1, true), Ok(()));
        let order: Vec<u8> = seats.all().iter().map(|seat| seat.seat).collect();
        assert_eq!(order, [1, 3]);
    }

    #[test]
    fn seat_cards_go_one_at_a_time_in_seat_order_three_rounds() {
        let mut seats = Seats::default();
        seats.bet(5, true).expect("bet");
        seats.bet(2, true).expect("bet");
        let mut order = Vec::new();
        let card = Card::all().next().expect("a card");
        while let Some(Position::Seat { seat, .. }) = seats.card_due() {
            order.push(seat);
            seats.deal(seat, card);
        }
        assert_eq!(order, [2, 5, 2, 5, 2, 5]);
    }

    #[test]
    fn a_seat_decides_once_in_the_window_and_the_rest_fold_by_default() {
        let mut seats = Seats::default();
        seats.bet(2, true).expect("bet");
        seats.bet(4, true).expect("bet");
        let play = ThreeCardDecision::Play;
        assert_eq!(seats.decide(2, play, false), Err(SeatRefusal::WindowClosed));
        assert_eq!(seats.decide(3, play, true), Err(SeatRefusal::NoBet(3)));
        assert_eq!(seats.decide(9, play, true), Err(SeatRefusal::NoSuchSeat(9)));
        assert_eq!(seats.decide(2, play, true), Ok(()));
        assert_eq!(
            seats.decide(2, ThreeCardDecision::Fold, true),
            Err(SeatRefusal::AlreadyDecided(2))
        );
        assert!(!seats.all_decided());
        assert_eq!(seats.fold_the_rest(), [4]);
        assert!(seats.all_decided());
        assert_eq!(
            seats.all()[1].decision,
            Some((ThreeCardDecision::Fold, true))
        );
    }
}
