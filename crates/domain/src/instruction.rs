//! What the dealer or host should do next, for the floor's screen.
//!
//! A wait for the players names the studio's decision window ([`DecisionWindow`]), whose
//! variant is the deciding game's own: a next game whose players decide adds its window there,
//! not an instruction here.

use crate::player::DecisionWindow;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// What the dealer or host should do next, for the floor's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FloorInstruction {
    /// Load a new shoe or deck (and register its manifest).
    LoadShoe,
    /// Shuffle the deck for the next draw.
    Shuffle,
    /// Betting is open: expose nothing until it closes.
    WaitForBetting {
        /// When the round closes.
        closes_at: Timestamp,
    },
    /// Deal the next card, face up, to this position.
    Deal(Position),
    /// Poker: deal the discard face down.
    Discard,
    /// Spin the wheel (again, after a repeat).
    Spin,
    /// Roll the dice (again, after a repeat).
    Roll,
    /// Present the balls in the machine.
    PresentBalls,
    /// Draw the balls.
    DrawBalls,
    /// The draw is held: wait for a supervisor.
    WaitForSupervisor,
    /// Players decide in `window` until `closes_at`.
    WaitForDecision {
        /// Whose decision.
        window: DecisionWindow,
        /// When the default applies.
        closes_at: Timestamp,
    },
    /// Blackjack: the dealer checks the hole card under the ace, and turns it only on a
    /// blackjack.
    CheckHoleCard,
    /// No draw now (paused, or outside the lottery schedule).
    Idle,
}
