//! One table's status, folded from its engine steps.

use livedraw_domain::GameKind;
use livedraw_protocol::settings::encode_game as wire_game;
use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::floor_instruction::Instruction;
use livedraw_protocol::v1::table_status::Phase;
use livedraw_protocol::v1::{EngineStep, Incident, TableStatus};

/// What the steps say about a table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    game: GameKind,
    draw: Option<u64>,
    round: u32,
    closes_at: Option<prost_types::Timestamp>,
    incident: Option<Incident>,
    paused: Option<i32>,
    suspended_by: Option<String>,
    instruction: Option<Instruction>,
    as_of: Option<prost_types::Timestamp>,
}

impl TableView {
    /// A table of `game` the engine has not stepped yet.
    pub fn new(game: GameKind) -> TableView {
        TableView {
            game,
            draw: None,
            round: 0,
            closes_at: None,
            incident: None,
            paused: None,
            suspended_by: None,
            instruction: None,
            as_of: None,
        }
    }

    /// The draw in progress or last seen, if any.
    pub fn draw(&self) -> Option<u64> {
        self.draw
    }

    /// Folds one step of the table.
    pub fn apply(&mut self, step: &EngineStep) {
        for decision in step
            .decisions
            .iter()
            .filter_map(|event| event.decision.as_ref())
        {
            self.decide(decision);
        }
        if let Some(instruction) = &step.instruction {
            self.draw = instruction.draw_number;
            self.instruction = instruction.instruction.clone();
            if let Some(Instruction::WaitForBetting(wait)) = &instruction.instruction {
                self.round = wait.round;
                self.closes_at = wait.closes_at;
            }
        }
        self.as_of = step.applied_at;
    }

    fn decide(&mut self, decision: &Decision) {
        match decision {
            Decision::DrawOpened(_) => {
                self.round = 0;
                self.incident = None;
            }
            Decision::BettingRoundOpened(opened) => {
                self.round = opened.round;
                self.closes_at = opened.closes_at;
            }
            Decision::DrawHeld(held) => self.incident = held.incident.clone(),
            Decision::DrawResumed(_) | Decision::DrawCancelled(_) | Decision::DrawSettled(_) => {
                self.incident = None;
            }
            Decision::TablePaused(paused) => self.paused = Some(paused.reason),
            Decision::TableResumed(_) => self.paused = None,
            Decision::TableSuspended(suspended) => {
                self.suspended_by = Some(suspended.device_id.clone());
            }
            Decision::SuspensionLifted(_) => self.suspended_by = None,
            _ => {}
        }
    }

    /// Where the table stands, from the floor's instruction and the pause.
    pub fn phase(&self) -> Phase {
        match self.instruction {
            Some(Instruction::WaitForBetting(_)) => Phase::Betting,
            Some(Instruction::WaitForSupervisor(_)) => Phase::Held,
            Some(
                Instruction::Deal(_)
                | Instruction::Discard(_)
                | Instruction::Spin(_)
                | Instruction::Roll(_)
                | Instruction::PresentBalls(_)
                | Instruction::DrawBalls(_),
            ) => Phase::Play,
            _ if self.paused.is_some() && self.draw.is_none() => Phase::Paused,
            _ => Phase::Idle,
        }
    }

    /// The wire status of `table`, with what degrades it (if anything).
    pub fn status(&self, table: &str, degraded_because: Vec<String>) -> TableStatus {
        let phase = self.phase();
        TableStatus {
            table_id: table.to_string(),
            game: wire_game(self.game).into(),
            draw_number: self.draw,
            phase: phase.into(),
            round: if self.draw.is_some() { self.round } else { 0 },
            closes_at: self.closes_at.filter(|_| phase == Phase::Betting),
            incident: self.incident.clone().filter(|_| phase == Phase::Held),
            pause_reason: self.paused.unwrap_or_default(),
            degraded: !degraded_because.is_empty(),
            degraded_because,
            as_of: self.as_of,
            suspended_by: self.suspended_by.clone().unwrap_or_default(),
        }
    }
}
