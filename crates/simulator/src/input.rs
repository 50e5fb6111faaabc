//! One input to a table, with the time it arrives: what the floor answers with and what
//! the table is driven by.

use livedraw_domain::table::SupervisorCommand;
use livedraw_domain::{DrawNumber, Observation, SeatRequest, Timestamp};

/// One input to a table, with the time it arrives.
#[derive(Clone, Debug)]
pub enum Input {
    /// The engine's clock.
    Tick(Timestamp),
    /// A floor event.
    Observe(Observation, Timestamp),
    /// A supervisor command.
    Supervise(SupervisorCommand, Timestamp),
    /// A seat holder's decision on a draw (a bet on a seat, a blackjack action on a hand, a
    /// three-card seat's play or fold).
    Decide {
        /// The player's request id (unique per floor).
        request: String,
        /// The decision.
        decision: SeatRequest,
        /// The draw it is for.
        draw: DrawNumber,
        /// When it arrives.
        at: Timestamp,
    },
}

impl Input {
    /// When the input arrives.
    pub fn at(&self) -> Timestamp {
        match self {
            Input::Tick(at)
            | Input::Observe(_, at)
            | Input::Supervise(_, at)
            | Input::Decide { at, .. } => *at,
        }
    }

    /// The same input arriving at `at`.
    pub fn arriving_at(&self, at: Timestamp) -> Input {
        match self {
            Input::Tick(_) => Input::Tick(at),
            Input::Observe(observation, _) => Input::Observe(observation.clone(), at),
            Input::Supervise(command, _) => Input::Supervise(command.clone(), at),
            Input::Decide {
                request,
                decision,
                draw,
                ..
            } => Input::Decide {
                request: request.clone(),
                decision: *decision,
                draw: *draw,
                at,
            },
        }
    }
}
