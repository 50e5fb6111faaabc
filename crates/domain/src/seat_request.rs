//! A seat holder's request as the Decisions API receives it, whatever the game (house-games.md,
//! seats mode): a bet on a seat while betting is open, a blackjack action on a hand, or an
//! option of a poker game's decision. The table's game reads it
//! ([`crate::PlayerDecision::at_table`]) and refuses what its seat holders cannot decide.

use crate::games::blackjack::actions::Action;
use crate::games::blackjack::choice::{Choice, PlayerDecision as BlackjackDecision};
use serde::{Deserialize, Serialize};

/// A seat holder's request: a seat, a hand and what is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatRequest {
    /// The seat, from 1 at the dealer's left.
    pub seat: u8,
    /// The hand on the seat, from 1 (a blackjack split adds hands); 1 for a bet or an option.
    pub hand: u8,
    /// What is decided.
    pub choice: SeatChoice,
}

/// What a seat holder decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatChoice {
    /// A bet on the seat while betting is open: the seat is dealt in.
    Bet,
    /// A blackjack action on a hand once it is dealt.
    Act(Action),
    /// An option of a poker game's decision window.
    Option(SeatOption),
}

/// An option of a poker game's decision, by the rules file's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatOption {
    /// Play: a play bet (Three Card Poker, Fast Poker).
    Play,
    /// Fold: the boxes in action are lost.
    Fold,
}

impl SeatOption {
    /// Every option, in the order the wire lists them.
    pub const ALL: [SeatOption; 2] = [SeatOption::Play, SeatOption::Fold];

    /// The option's name on the wire: `play`, `fold`.
    pub fn name(self) -> &'static str {
        match self {
            SeatOption::Play => "play",
            SeatOption::Fold => "fold",
        }
    }

    /// The option named `name`.
    pub fn named(name: &str) -> Option<SeatOption> {
        SeatOption::ALL
            .into_iter()
            .find(|option| option.name() == name)
    }
}

/// A blackjack seat holder's decision as the request that carries it.
impl From<BlackjackDecision> for SeatRequest {
    fn from(decision: BlackjackDecision) -> SeatRequest {
        SeatRequest {
            seat: decision.seat,
            hand: decision.hand,
            choice: match decision.choice {
                Choice::Bet => SeatChoice::Bet,
                Choice::Act(action) => SeatChoice::Act(action),
            },
        }
    }
}
