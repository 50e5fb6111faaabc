//! Test support: a single-round table driven through whole draws on a test clock.

use crate::config::TableConfig;
use crate::decision::{CancelReason, Decision, Incident};
use crate::error::TableError;
use crate::games::{GameConfig, Outcome};
use crate::market::{Settlement, Verdict};
use crate::observation::Observation;
use crate::table::{Resolution, SupervisorCommand, Table};
use crate::time::Timestamp;

/// 2026-01-01T07:00:00Z, 09:00 GMT+2: two minutes before a scheduled lottery draw.
pub const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

/// A table and the test's clock.
pub struct Floor {
    /// The table under test.
    pub table: Table,
    /// The clock.
    pub now: Timestamp,
}

impl Floor {
    /// A table for `game` without a lottery schedule, its first draw's betting round open.
    pub fn new(game: GameConfig) -> Floor {
        let mut config = TableConfig::studio_default(game);
        config.schedule = None;
        Floor::with_config(config)
    }

    /// A table with `config`, ticked at [`START`].
    pub fn with_config(config: TableConfig) -> Floor {
        let mut floor = Floor {
            table: Table::new(config),
            now: START,
        };
        floor.table.tick(START);
        floor
    }

    /// A table for `game` whose betting round has closed: ready to spin, roll or draw.
    pub fn ready(game: GameConfig) -> Floor {
        let mut floor = Floor::new(game);
        floor.close_betting();
        floor
    }

    /// Ticks the clock to the open round's deadline, closing it.
    pub fn close_betting(&mut self) -> Vec<Decision> {
        let deadline = self.table.next_deadline().expect("a deadline");
        self.now = deadline;
        self.table.tick(deadline)
    }

    /// The floor reports `observation` now.
    pub fn send(&mut self, observation: Observation) -> Result<Vec<Decision>, TableError> {
        self.table.observe(&observation, None, self.now)
    }

    /// Sends every observation, which must all be accepted; their decisions in order.
    pub fn send_all(&mut self, observations: Vec<Observation>) -> Vec<Decision> {
        observations
            .into_iter()
            .flat_map(|observation| self.send(observation).expect("accepted"))
            .collect()
    }

    /// A supervisor confirms a correction of the held draw.
    pub fn confirm_correction(&mut self) -> Vec<Decision> {
        let draw = self.table.draw().expect("a draw").number;
        let command = SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection,
        };
        self.table.supervise(&command, self.now).expect("resolved")
    }
}

/// The outcome and settlements of a `DrawSettled` among `decisions`.
pub fn settled(decisions: &[Decision]) -> Option<(&Outcome, &[Settlement])> {
    decisions.iter().find_map(|decision| match decision {
        Decision::DrawSettled {
            outcome,
            settlements,
            ..
        } => Some((outcome, settlements.as_slice())),
        _ => None,
    })
}

/// The reason and settlements of a `DrawCancelled` among `decisions`.
pub fn cancelled(decisions: &[Decision]) -> Option<(CancelReason, &[Settlement])> {
    decisions.iter().find_map(|decision| match decision {
        Decision::DrawCancelled {
            reason,
            settlements,
            ..
        } => Some((*reason, settlements.as_slice())),
        _ => None,
    })
}

/// The incident of a `DrawHeld` among `decisions`.
pub fn held(decisions: &[Decision]) -> Option<Incident> {
    decisions.iter().find_map(|decision| match decision {
        Decision::DrawHeld { incident, .. } => Some(*incident),
        _ => None,
    })
}

/// The draw was cancelled for `reason`, every market of the catalogue VOID (R3).
pub fn assert_voided(decisions: &[Decision], reason: CancelReason, catalogue: usize) {
    let (given, settlements) = cancelled(decisions).expect("a cancellation");
    assert_eq!(given, reason);
    assert_eq!(settlements.len(), catalogue);
    assert!(settlements.iter().all(|s| s.verdict == Verdict::Void));
    assert!(settled(decisions).is_none(), "no result follows a void");
}

/// The draw settled with every market of the catalogue WIN or LOSE; its outcome.
pub fn assert_settled(decisions: &[Decision], catalogue: usize) -> Outcome {
    let (outcome, settlements) = settled(decisions).expect("a result");
    assert_eq!(settlements.len(), catalogue);
    assert!(settlements.iter().all(|s| s.verdict != Verdict::Void));
    outcome.clone()
}

/// The verdict of `market` among `settlements` and the net payout it carries (fixed-payout
/// games).
pub fn paid(settlements: &[Settlement], market: &str) -> (Verdict, Option<crate::market::Payout>) {
    settlements
        .iter()
        .find(|s| s.market.as_str() == market)
        .map(|s| (s.verdict, s.payout))
        .expect("market settled")
}

/// The causes of the `Repeat`s among `decisions`.
pub fn repeats(decisions: &[Decision]) -> Vec<crate::decision::RepeatCause> {
    decisions
        .iter()
        .filter_map(|decision| match decision {
            Decision::Repeat { cause, .. } => Some(*cause),
            _ => None,
        })
        .collect()
}

/// The rounds opened among `decisions`.
pub fn rounds_opened(decisions: &[Decision]) -> Vec<u8> {
    decisions
        .iter()
        .filter_map(|decision| match decision {
            Decision::BettingRoundOpened { round, .. } => Some(*round),
            _ => None,
        })
        .collect()
}

/// The verdict of `market` among `settlements`.
pub fn verdict(settlements: &[Settlement], market: &str) -> Verdict {
    settlements
        .iter()
        .find(|s| s.market.as_str() == market)
        .map(|s| s.verdict)
        .expect("market settled")
}
