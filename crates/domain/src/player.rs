//! What players decide during a draw, whatever the game: the decision ([`PlayerDecision`]),
//! what was decided on a hand ([`PlayerAction`]), the window it is taken in
//! ([`DecisionWindow`]) and why the rules refuse it ([`DecisionRefusal`]).
//!
//! Each is one variant per game whose players decide: blackjack's seats decide through the
//! Decisions API; Three Card Poker's and Fast Poker's common hand has a window only (its
//! players decide on the operator's platform). A next
//! game (play or fold, check or raise, withdraw a bet, swap a card, set a hand, raise up to the
//! bet) adds its variant to each, answers its decisions in its `GameRules::decide`, and the
//! table, the journal and the Decisions service carry them as they are.

use crate::games::blackjack::actions::{Action, Refusal};
use crate::games::blackjack::choice::PlayerDecision as BlackjackDecision;
use crate::games::blackjack::window::Window;
use crate::games::oasis::window::Window as OasisWindow;
use crate::games::red_dog::window::Window as RedDogWindow;
use crate::games::three_card::window::Window as ThreeCardWindow;
use crate::games::triple_bet::window::Window as TripleBetWindow;
use crate::kind::GameKind;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A player's decision during a draw, as the Decisions API receives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerDecision {
    /// A blackjack seat holder's bet or action.
    Blackjack(BlackjackDecision),
}

impl PlayerDecision {
    /// The game whose tables take this decision.
    pub fn game(&self) -> GameKind {
        match self {
            PlayerDecision::Blackjack(_) => GameKind::Blackjack,
        }
    }
}

impl From<BlackjackDecision> for PlayerDecision {
    fn from(decision: BlackjackDecision) -> PlayerDecision {
        PlayerDecision::Blackjack(decision)
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
    /// Red Dog: raise or not on the common grid.
    RedDog(RedDogWindow),
    /// Triple Bet Poker: let a bet ride or withdraw it, on the common hand.
    TripleBet(TripleBetWindow),
    /// Oasis Stud Poker: continue or fold on the common hand.
    Oasis(OasisWindow),
}

/// Why the rules refuse a player's decision now; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum DecisionRefusal {
    /// Blackjack's rules refuse it.
    #[error(transparent)]
    Blackjack(#[from] Refusal),
}

impl DecisionRefusal {
    /// A stable code for the refusal, published with it (`not_your_turn`, …).
    pub fn code(&self) -> &'static str {
        match self {
            DecisionRefusal::Blackjack(refusal) => refusal.code(),
        }
    }
}
