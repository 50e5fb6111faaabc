//! What a seat holder decides, as the Decisions API receives it: a bet on a seat while betting
//! is open, or an action on a hand in its window.

use super::actions::Action;
use serde::{Deserialize, Serialize};

/// A player's decision on a seat, as the Decisions API receives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerDecision {
    /// The seat, 1–7.
    pub seat: u8,
    /// The hand, from 1 (a split adds hands).
    pub hand: u8,
    /// What the seat holder decides.
    pub choice: Choice,
}

/// What a seat holder decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// A bet on the seat while betting is open: the seat is dealt in.
    Bet,
    /// An action on a hand once it is dealt.
    Act(Action),
}
