//! Blackjack's exact chances from the shoe's remaining composition by value (blackjack.md):
//! the dealer's final hand, the decision values of an open decision, the insurance and
//! even-money offer's values, and the betting round's return of a seat and of its side bet,
//! offered as its markets.

pub mod by_pivot;
pub mod choice;
pub mod counts;
pub mod dealer;
pub mod dealer_table;
pub mod decision;
pub mod endings;
pub mod markets;
pub mod memo;
pub mod nets;
pub mod offer;
pub mod round;
pub mod split;
pub mod state;
#[cfg(test)]
mod testkit;
pub mod tree;
pub mod values;

pub use counts::Counts;
pub use dealer::{outcomes, DealerDraw, DealerOutcomes};
pub use decision::Decision;
pub use markets::chances;
pub use offer::{offer_values, OfferValues, Offered};
pub use round::{seat_bet, seat_return, side_bet, side_return, Round, SeatBet, SideBet};
pub use state::BlackjackState;
pub use values::{
    best_action, best_play, hand_outcome, values, ActionValues, BestPlay, HandOutcome,
};
