//! What players decide during a draw, whatever the game: the decision ([`PlayerDecision`]),
//! what was decided on a hand ([`PlayerAction`]), the window it is taken in
//! ([`DecisionWindow`]) and why the rules refuse it ([`DecisionRefusal`]).
//!
//! Each is one variant per game whose players decide: blackjack's seats, Bulldog's seat bets and
//! the seats of a three-card table in seats mode go through the Decisions API; a common hand or
//! grid has a window only (its players decide on the operator's platform). A next
//! game (play or fold, check or raise, withdraw a bet, swap a card, set a hand, raise up to the
//! bet) adds its variant to each, answers its decisions in its `GameRules::decide`, and the
//! table, the journal and the Decisions service carry them as they are.

use crate::games::blackjack::actions::{Action, Refusal};
use crate::games::blackjack::choice::{Choice, PlayerDecision as BlackjackDecision};
use crate::games::blackjack::window::Window;
use crate::games::holdem::window::Window as HoldemWindow;
use crate::games::oasis::window::Window as OasisWindow;
use crate::games::red_dog::seat_bet::{Refusal as SeatBetRefusal, SeatBet};
use crate::games::red_dog::window::Window as RedDogWindow;
use crate::games::three_card::seats::{SeatDecision as ThreeCardSeatDecision, SeatRefusal};
use crate::games::three_card::settlement::ThreeCardDecision;
use crate::games::three_card::window::Window as ThreeCardWindow;
use crate::games::triple_bet::window::Window as TripleBetWindow;
use crate::kind::SeatDecider;
use crate::seat_request::{SeatChoice, SeatRequest};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A player's decision during a draw, as the table's game reads the Decisions API's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerDecision {
    /// A blackjack seat holder's bet or action.
    Blackjack(BlackjackDecision),
    /// A Bulldog seat holder's bet: the seat is dealt a third card.
    Bulldog(SeatBet),
    /// A three-card table's seat holder in seats mode: a bet, or play or fold.
    ThreeCard(ThreeCardSeatDecision),
}

impl PlayerDecision {
    /// What a request of the Decisions API decides at a table whose seat holders decide as
    /// `decider` ([`crate::games::GameConfig::seat_decider`]): a blackjack table takes bets
    /// and actions; a Bulldog table a bet on a seat's first hand; a three-card table in seats
    /// mode a bet and then play or fold. `None` for what the table's seat holders cannot
    /// decide there.
    pub fn at_table(decider: SeatDecider, request: SeatRequest) -> Option<PlayerDecision> {
        let SeatRequest { seat, hand, choice } = request;
        match (decider, choice) {
            (SeatDecider::Blackjack, SeatChoice::Bet) => Some(Choice::Bet),
            (SeatDecider::Blackjack, SeatChoice::Act(action)) => Some(Choice::Act(action)),
            (SeatDecider::Blackjack, SeatChoice::Option(_)) => None,
            (SeatDecider::Bulldog | SeatDecider::ThreeCard, _) if hand != 1 => return None,
            (SeatDecider::Bulldog, SeatChoice::Bet) => {
                return Some(PlayerDecision::Bulldog(SeatBet { seat }))
            }
            (SeatDecider::Bulldog, SeatChoice::Act(_) | SeatChoice::Option(_)) => None,
            (SeatDecider::ThreeCard, SeatChoice::Bet) => {
                return Some(PlayerDecision::ThreeCard(ThreeCardSeatDecision::Bet {
                    seat,
                }))
            }
            (SeatDecider::ThreeCard, SeatChoice::Option(option)) => {
                let decision = ThreeCardDecision::of_option(option);
                return Some(PlayerDecision::ThreeCard(ThreeCardSeatDecision::Decide {
                    seat,
                    decision,
                }));
            }
            (SeatDecider::ThreeCard, SeatChoice::Act(_)) => None,
        }
        .map(|choice| PlayerDecision::Blackjack(BlackjackDecision { seat, hand, choice }))
    }
}

/// What a player decided on a hand, or the default the rules applied when the window closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerAction {
    /// Blackjack: stand, hit, double, split, surrender, insurance or even money.
    Blackjack(Action),
    /// A three-card seat in seats mode: play or fold.
    ThreeCard(ThreeCardDecision),
}

/// A window in which players decide until the table's clock applies the defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionWindow {
    /// Blackjack: insurance and even money for all seats, or one seat's hand.
    Blackjack(Window),
    /// Three Card Poker and Fast Poker: play or fold on the common hand.
    ThreeCard(ThreeCardWindow),
    /// Red Dog and Bulldog: raise or not on the common grid.
    RedDog(RedDogWindow),
    /// Triple Bet Poker: let a bet ride or withdraw it, on the common hand.
    TripleBet(TripleBetWindow),
    /// Oasis Stud Poker: continue or fold on the common hand.
    Oasis(OasisWindow),
    /// A hold'em game: a street's decision on the common hand.
    Holdem(HoldemWindow),
}

/// Why the rules refuse a player's decision now; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum DecisionRefusal {
    /// Blackjack's rules refuse it.
    #[error(transparent)]
    Blackjack(#[from] Refusal),
    /// Bulldog's rules refuse a seat bet.
    #[error(transparent)]
    Bulldog(#[from] SeatBetRefusal),
    /// A three-card table's rules refuse a seat's bet or decision.
    #[error(transparent)]
    ThreeCard(#[from] SeatRefusal),
}

impl DecisionRefusal {
    /// A stable code for the refusal, published with it (`not_your_turn`, …).
    pub fn code(&self) -> &'static str {
        match self {
            DecisionRefusal::Blackjack(refusal) => refusal.code(),
            DecisionRefusal::Bulldog(refusal) => refusal.code(),
            DecisionRefusal::ThreeCard(refusal) => refusal.code(),
        }
    }
}
