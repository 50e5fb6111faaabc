//! A floor that lost its cards (a restarted simulator) at a table that has a shoe in play.
//!
//! The table's shoe is known only to the engine, so the floor cannot carry on dealing from it:
//! like a studio replacing a shoe, it pauses the table, cancels the draw in progress, loads and
//! shuffles a fresh shoe between draws, and resumes.

use super::player::{Player, Waited};
use livedraw_domain::table::SupervisorCommand;
use livedraw_domain::{CancelReason, Observation, PauseReason};
use livedraw_protocol::instruction::WatchedInstruction;
use livedraw_protocol::v1;
use std::time::Duration;
use tokio::time::Instant;
use tonic::Streaming;

/// How long the floor waits for the cancelled draw to end before loading anyway.
const DRAW_END_WAIT: Duration = Duration::from_secs(30);

impl Player {
    /// Replaces the table's shoe with one of the floor's own.
    pub(super) async fn restock(
        &mut self,
        stream: &mut Streaming<v1::FloorInstruction>,
        mut current: WatchedInstruction,
    ) -> Waited {
        tracing::info!(
            table = self.table.as_str(),
            "the floor has no cards of the table's shoe: replacing the shoe"
        );
        let was_paused = self.paused;
        if let Some(draw) = current.draw {
            if !self.paused {
                let reason = PauseReason::Maintenance;
                self.supervise(SupervisorCommand::Pause { reason }).await;
            }
            let reason = CancelReason::TechnicalProblem;
            self.supervise(SupervisorCommand::CancelDraw { draw, reason })
                .await;
            let until = Instant::now() + DRAW_END_WAIT;
            while current.draw.is_some() {
                match self.wait(stream, until).await {
                    Waited::New(newer) => current = newer,
                    Waited::Nothing => break,
                    Waited::Ended => return Waited::Ended,
                }
            }
        }
        let shoe = self.floor.fresh_shoe();
        self.observe(shoe, None).await;
        self.observe(Observation::ShuffleDone, None).await;
        if self.paused && !was_paused {
            self.supervise(SupervisorCommand::Resume).await;
        }
        match self.paced(stream).await {
            Waited::Nothing => Waited::New(current),
            other => other,
        }
    }
}
