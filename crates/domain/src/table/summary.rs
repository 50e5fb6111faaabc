//! A table's state in a few words, for the audit trail (R4: before/after state of every
//! supervisor action and configuration change).

use super::draw::{Draw, Phase};
use crate::config::TableConfig;
use crate::decision::{CancelReason, Decision, DrawNumber, Incident, PauseReason};
use crate::device::DeviceName;

/// What the audit trail shows of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSummary {
    /// Why the table is paused, if it is.
    pub paused: Option<PauseReason>,
    /// The device whose silence suspended the table, if it is suspended.
    pub suspended_by: Option<DeviceName>,
    /// The draws in question: those an entry ended (in an "after" summary), then the draw in
    /// progress.
    pub draws: Vec<DrawSummary>,
    /// The number the next draw will have.
    pub next_draw: DrawNumber,
    /// The configuration the table runs with.
    pub config: TableConfig,
    /// A configuration waiting for the draw in progress to end.
    pub pending: Option<TableConfig>,
}

/// One draw in a summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawSummary {
    /// The draw.
    pub number: DrawNumber,
    /// Where it stands.
    pub state: DrawState,
}

/// Where a draw stands, in a summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawState {
    /// Betting round `round` is open.
    Betting {
        /// The open round.
        round: u8,
    },
    /// In play, after `rounds` betting rounds.
    Play {
        /// Rounds opened.
        rounds: u8,
    },
    /// Held for a supervisor.
    Held {
        /// What holds it.
        incident: Incident,
        /// Rounds opened.
        rounds: u8,
    },
    /// Settled: its result is published.
    Settled,
    /// Cancelled.
    Cancelled(CancelReason),
}

impl DrawSummary {
    /// The draw in progress as it stands.
    pub(super) fn of(draw: &Draw) -> DrawSummary {
        let state = match &draw.phase {
            Phase::Betting { round, .. } => DrawState::Betting { round: *round },
            Phase::Play => DrawState::Play {
                rounds: draw.rounds_opened,
            },
            Phase::Held { incident, .. } => DrawState::Held {
                incident: *incident,
                rounds: draw.rounds_opened,
            },
        };
        DrawSummary {
            number: draw.number,
            state,
        }
    }
}

impl TableSummary {
    /// This summary after an entry that took `decisions`: the draws they ended come first, so
    /// that a cancelled draw shows as cancelled (and why) beside the draw that opened after it.
    pub(super) fn after(mut self, decisions: &[Decision]) -> TableSummary {
        let ended = decisions.iter().filter_map(|decision| match decision {
            Decision::DrawSettled { draw, .. } => Some(DrawSummary {
                number: *draw,
                state: DrawState::Settled,
            }),
            Decision::DrawCancelled { draw, reason, .. } => Some(DrawSummary {
                number: *draw,
                state: DrawState::Cancelled(*reason),
            }),
            _ => None,
        });
        self.draws.splice(0..0, ended);
        self
    }
}
