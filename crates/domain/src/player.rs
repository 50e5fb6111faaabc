//! What players decide during a draw, whatever the game: the decision ([`PlayerDecision`]),
//! what was decided on a hand ([`PlayerAction`]), the window it is taken in
//! ([`DecisionWindow`]) and why the rules refuse it ([`DecisionRefusal`]).
//!
//! Each is one variant per game whose players decide: blackjack's seats and Bulldog's seat bets
//! go through the Decisions API; a common hand or grid has a window only (its players decide on
//! the operator's platform). A next
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
use crate::games::three_card::window::Window as ThreeCardWindow;
use crate::games::triple_bet::window::Window as TripleBetWindow;
use crate::kind::{GameKind, SeatDecider};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A seat holder's request as the Decisions API receives it: a seat, a hand, and a bet on the
/// seat or a blackjack action. The table's game reads it ([`PlayerDecision::at_table`]).
pub type SeatRequest = BlackjackDecision;

/// A player's decision during a draw, as the table's game reads the Decisions API's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerDecision {
    /// A blackjack seat holder's bet or action.
    Blackjack(BlackjackDecision),
    /// A Bulldog seat holder's bet: the seat is dealt a third card.
    Bulldog(SeatBet),
}

impl PlayerDecision {
    /// What a request of the Decisions API (a seat, a hand and a bet or a blackjack action)
    /// decides at a table of `game`: a blackjack table takes both; a Bulldog table a bet on a
    /// seat's first hand. `None` for what the game's seat holders cannot decide there.
    pub fn at_table(game: GameKind, request: SeatRequest) -> Option<PlayerDecision> {
        match game.seat_decider()? {
            SeatDecider::Blackjack => Some(PlayerDecision::Blackjack(request)),
            SeatDecider::Bulldog => match request.choice {
                Choice::Bet if request.hand == 1 => {
                    Some(PlayerDecision::Bulldog(SeatBet { seat: request.seat }))
                }
                Choice::Bet | Choice::Act(_) => None,
            },
        }
    }
}

/// What a player decided on a hand, or the default the rules applied when the window closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerAction {
    /// Blackjack: stand, hit, double, split, surrender, insurance or even money.
    Blackjack(Action),
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
}

impl DecisionRefusal {
    /// A stable code for the refusal, published with it (`not_your_turn`, …).
    pub fn code(&self) -> &'static str {
        match self {
            DecisionRefusal::Blackjack(refusal) => refusal.code(),
            DecisionRefusal::Bulldog(refusal) => refusal.code(),
        }
    }
}
