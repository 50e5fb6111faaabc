//! The draw in progress and where it stands: its betting round, its play, or its hold.

use crate::decision::{DrawNumber, Incident};
use crate::games::rules::DrawContext;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Where the draw in progress stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Betting round `round` is open until `closes_at`.
    Betting {
        /// The open round.
        round: u8,
        /// When the clock closes it.
        closes_at: Timestamp,
    },
    /// No round open: the floor deals, spins, rolls or draws.
    Play,
    /// Held for a supervisor since `since`.
    Held {
        /// What was detected.
        incident: Incident,
        /// When the hold began.
        since: Timestamp,
        /// The phase to return to on a confirmed correction.
        resume: Box<Phase>,
    },
}

/// The draw in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    /// Its number.
    pub number: DrawNumber,
    /// How many betting rounds have opened so far.
    pub rounds_opened: u8,
    /// Where it stands.
    pub phase: Phase,
}

impl Draw {
    /// The draw as a game sees it at `at`.
    pub(super) fn context(&self, at: Timestamp) -> DrawContext {
        let open_round = match self.phase {
            Phase::Betting { round, .. } => Some(round),
            Phase::Play | Phase::Held { .. } => None,
        };
        DrawContext {
            draw: self.number,
            open_round,
            at,
        }
    }
}
