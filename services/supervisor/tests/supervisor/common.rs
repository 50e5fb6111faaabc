//! A supervisor service over loopback on a real embedded log, and a fake engine that answers
//! journaled commands with steps.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use futures::StreamExt;
use livedraw_auth::{Revocations, Role};
use livedraw_bus::{partition_for_key, EmbeddedLog, EventLog, NewRecord, Topic};
use livedraw_gate::TokenGate;
use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::supervisor_action::Command;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{self, DrawEvent, EngineStep, JournalEntry, Rejection};
use livedraw_studio::StudioConfig;
use livedraw_supervisor::SupervisorService;
use livedraw_testkit::tokens::{self, as_caller};
use livedraw_testkit::{readers, serve};
use prost::Message;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tonic::transport::{Channel, Server};

/// Two tables: the fake engine answers for `baccarat-1` and never for `wheel-1`.
pub const STUDIO: &str = r#"
[[tables]]
id = "baccarat-1"
game = "baccarat"

[[tables]]
id = "wheel-1"
game = "wheel"
"#;

/// How long commands wait for a verdict in these tests: the fake engine answers at once on a
/// quiet machine, and a busy one must not turn its verdicts into timeouts.
pub const DEADLINE: Duration = Duration::from_secs(30);

/// The deadline of the test of a command that gets no verdict: it waits the whole of it.
pub const SHORT_DEADLINE: Duration = Duration::from_millis(700);

/// A running supervisor service, its log and the fake engine.
pub struct Studio {
    /// Holds the log's directory until the studio is dropped.
    _dir: tempfile::TempDir,
    pub log: Arc<EmbeddedLog>,
    pub addr: std::net::SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for Studio {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl Studio {
    /// A fresh studio with the fake engine running.
    pub async fn start() -> Studio {
        Studio::with_deadline(DEADLINE).await
    }

    /// A fresh studio with the fake engine running, whose commands wait `deadline` for their
    /// verdict.
    pub async fn with_deadline(deadline: Duration) -> Studio {
        let (dir, log) = serve::temp_log().await;
        let engine = tokio::spawn(fake_engine(log.clone(), "baccarat-1"));
        let config = Arc::new(StudioConfig::parse(STUDIO, "test").unwrap());
        let service = SupervisorService::new(config, log.clone())
            .await
            .unwrap()
            .with_deadline(deadline);
        let gate = TokenGate::supervisors(tokens::verifier(), Revocations::default());
        let router = Server::builder().add_service(service.into_server(gate));
        let (addr, server) = serve::serve(router).await;
        Studio {
            _dir: dir,
            log,
            addr,
            tasks: vec![engine, server],
        }
    }

    /// A client connected to the service.
    pub async fn client(&self) -> SupervisorClient<Channel> {
        SupervisorClient::new(serve::channel(self.addr).await)
    }

    /// Records in the whole studio journal.
    pub async fn journal_size(&self) -> u64 {
        readers::journal_size(self.log.as_ref()).await
    }

    /// The journal entries of `table`.
    pub async fn journal_of(&self, table: &str) -> Vec<JournalEntry> {
        readers::journal_entries_of(self.log.as_ref(), table)
            .await
            .into_iter()
            .map(|(_, entry)| entry)
            .collect()
    }
}

/// A request from supervisor alice.
pub fn as_alice<T>(message: T) -> tonic::Request<T> {
    as_caller(message, "alice", Role::Supervisor)
}

/// Plays the engine for `table`: one step per journal entry. Its rules: draw 1 is held and
/// can be cancelled or corrected; draw 2 has ended; other draws are unknown; the table is not
/// paused until paused.
async fn fake_engine(log: Arc<EmbeddedLog>, table: &'static str) {
    let partition = partition_for_key(table.as_bytes(), log.partitions(Topic::StudioJournal));
    let mut journal = log.subscribe(Topic::StudioJournal, partition, 0).unwrap();
    let mut paused = false;
    while let Some(record) = journal.next().await {
        let record = record.unwrap();
        if record.key != table.as_bytes() {
            continue;
        }
        let entry = JournalEntry::decode(record.payload.as_slice()).unwrap();
        let Some(v1::journal_entry::Entry::Supervisor(action)) = entry.entry else {
            continue;
        };
        let (decisions, rejection) = judge(action.command.unwrap(), &mut paused, entry.received_at);
        let step = EngineStep {
            table_id: table.into(),
            journal_partition: partition,
            journal_offset: record.offset,
            applied_at: entry.received_at,
            decisions,
            rejection: rejection.map(|(code, message)| Rejection {
                code: code.into(),
                message: message.into(),
            }),
            request_id: action.request_id,
            ..EngineStep::default()
        };
        log.append(
            Topic::DrawEvents,
            NewRecord::new(table, step.encode_to_vec()).to_partition(partition),
        )
        .await
        .unwrap();
    }
}

type Judged = (Vec<DrawEvent>, Option<(&'static str, &'static str)>);

fn judge(command: Command, paused: &mut bool, at: Option<prost_types::Timestamp>) -> Judged {
    let event = |draw: Option<u64>, decision| DrawEvent {
        table_id: "baccarat-1".into(),
        draw_number: draw,
        server_time: at,
        decision: Some(decision),
        ..DrawEvent::default()
    };
    let draw_check = |draw: u64| match draw {
        1 => None,
        2 => Some(("draw_already_ended", "draw 2 has already ended")),
        _ => Some(("unknown_draw", "draw does not exist on this table")),
    };
    let cancelled = |draw, reason| {
        event(
            Some(draw),
            Decision::DrawCancelled(v1::DrawCancelled {
                cancellation: Some(v1::Cancellation {
                    reason,
                    code: "scanner_fault".into(),
                    balls_counted: 0,
                }),
                settlements: Vec::new(),
            }),
        )
    };
    match command {
        Command::CancelDraw(request) => match draw_check(request.draw_number) {
            Some(rejection) => (Vec::new(), Some(rejection)),
            None => (vec![cancelled(1, request.reason)], None),
        },
        Command::ResolveHold(request) => {
            match (draw_check(request.draw_number), request.resolution) {
                (Some(rejection), _) => (Vec::new(), Some(rejection)),
                (None, Some(v1::resolve_hold_request::Resolution::Cancel(reason))) => {
                    (vec![cancelled(1, reason)], None)
                }
                (None, _) => (
                    vec![event(Some(1), Decision::DrawResumed(Default::default()))],
                    None,
                ),
            }
        }
        Command::PauseTable(request) if !*paused => {
            *paused = true;
            let paused = v1::draw_event::TablePaused {
                reason: request.reason,
            };
            (vec![event(None, Decision::TablePaused(paused))], None)
        }
        Command::PauseTable(_) => (
            Vec::new(),
            Some(("already_paused", "the table is already paused")),
        ),
        Command::ResumeTable(_) if *paused => {
            *paused = false;
            (
                vec![event(None, Decision::TableResumed(Default::default()))],
                None,
            )
        }
        Command::ResumeTable(_) => (Vec::new(), Some(("not_paused", "the table is not paused"))),
        Command::VoidSpin(request) => match draw_check(request.draw_number) {
            Some(rejection) => (Vec::new(), Some(rejection)),
            None => {
                use v1::draw_event::repeat::{Cause, OutsideFactor};
                let repeat = v1::draw_event::Repeat {
                    cause: Some(Cause::OutsideFactor(OutsideFactor {})),
                };
                (vec![event(Some(1), Decision::Repeat(repeat))], None)
            }
        },
        // This stand-in engine settled no draw: the real one's corrections are tested with it
        // (the engine's and the end-to-end tests).
        Command::CorrectResult(request) => (
            Vec::new(),
            Some(if request.draw_number == 1 {
                ("not_settled", "draw 1 is not settled")
            } else {
                ("unknown_draw", "draw does not exist on this table")
            }),
        ),
    }
}

/// Appends a step for `table` in which the rules refused the floor event at journal `offset`
/// (an outcome while betting was open).
pub async fn refuse_floor_event(log: &EmbeddedLog, table: &str, offset: u64) {
    let step = EngineStep {
        table_id: table.into(),
        journal_offset: offset,
        applied_at: Some(prost_types::Timestamp {
            seconds: 1_767_250_900,
            nanos: 0,
        }),
        rejection: Some(v1::Rejection {
            code: "outcome_while_betting_open".into(),
            message: "`roulette_ball_stopped` rejected: betting round 1 is still open".into(),
        }),
        ..EngineStep::default()
    };
    log.append(
        Topic::DrawEvents,
        NewRecord::new(table, step.encode_to_vec()),
    )
    .await
    .unwrap();
}

/// Appends a step for `table` that holds draw 1 with a duplicate card.
pub async fn hold_draw_1(log: &EmbeddedLog, table: &str) {
    let incident = v1::Incident {
        kind: Some(v1::incident::Kind::DuplicateCard(Default::default())),
    };
    let step = EngineStep {
        table_id: table.into(),
        applied_at: Some(prost_types::Timestamp {
            seconds: 1_767_250_800,
            nanos: 0,
        }),
        decisions: vec![DrawEvent {
            table_id: table.into(),
            draw_number: Some(1),
            server_time: Some(prost_types::Timestamp {
                seconds: 1_767_250_800,
                nanos: 0,
            }),
            decision: Some(Decision::DrawHeld(v1::draw_event::DrawHeld {
                incident: Some(incident),
            })),
            ..DrawEvent::default()
        }],
        instruction: Some(v1::FloorInstruction {
            table_id: table.into(),
            draw_number: Some(1),
            server_time: None,
            instruction: Some(v1::floor_instruction::Instruction::WaitForSupervisor(
                Default::default(),
            )),
        }),
        ..EngineStep::default()
    };
    log.append(
        Topic::DrawEvents,
        NewRecord::new(table, step.encode_to_vec()),
    )
    .await
    .unwrap();
}

/// Journals a player's decision for `table` and appends the step in which the rules refused
/// it (not the seat's turn), as the engine would.
pub async fn refuse_player_decision(log: &EmbeddedLog, table: &str) {
    let request = v1::DecideRequest {
        table_id: table.into(),
        draw: 1,
        seat: 3,
        hand: 1,
        request_id: "frontend-7".into(),
        choice: Some(v1::decide_request::Choice::Action(v1::BlackjackAction {
            kind: v1::BlackjackActionKind::Hit.into(),
            insurance_hundredths: 0,
        })),
    };
    let entry = JournalEntry {
        table_id: table.into(),
        received_at: Some(prost_types::Timestamp {
            seconds: 1_767_250_900,
            nanos: 0,
        }),
        entry: Some(v1::journal_entry::Entry::PlayerDecision(
            v1::PlayerDecisionEntry {
                subject: "frontend-a".into(),
                request: Some(request),
            },
        )),
    };
    let journaled = log
        .append(
            Topic::StudioJournal,
            NewRecord::new(table, entry.encode_to_vec()),
        )
        .await
        .unwrap();
    let step = EngineStep {
        table_id: table.into(),
        journal_partition: journaled.partition,
        journal_offset: journaled.offset,
        applied_at: entry.received_at,
        rejection: Some(v1::Rejection {
            code: "not_your_turn".into(),
            message: "decision refused: it is not this hand's turn".into(),
        }),
        request_id: "frontend-7".into(),
        ..EngineStep::default()
    };
    log.append(
        Topic::DrawEvents,
        NewRecord::new(table, step.encode_to_vec()).to_partition(journaled.partition),
    )
    .await
    .unwrap();
}
