//! The floor's inputs as the studio journal records them, for tests and tools that write a
//! journal directly instead of going through ingest and the supervisor service.

use crate::input::Input;
use livedraw_protocol::floor_event::{FloorEnvelope, FloorInput};
use livedraw_protocol::journal::{
    JournalEntry, JournalInput, PlayerDecisionAction, SupervisorAction,
};
use livedraw_protocol::player_decision::DecisionRequest;
use livedraw_protocol::supervisor::{Note, SupervisorRequest};
use livedraw_protocol::{DeviceId, TableId};
use std::num::NonZeroU64;

/// `input` for `table` as a journal entry: a floor event from `device` with its `sequence`, a
/// supervisor command given by the simulated supervisor with `note` (request id
/// `request-{table}-{sequence}`), a seat player's decision from the simulated frontend, or a
/// clock tick.
pub fn journal_entry(
    table: &TableId,
    device: &DeviceId,
    sequence: NonZeroU64,
    input: &Input,
    note: &Note,
) -> JournalEntry {
    let (received_at, input) = match input {
        Input::Tick(at) => (*at, JournalInput::Tick { written: None }),
        Input::Observe(observation, at) => (
            *at,
            JournalInput::Floor(FloorEnvelope {
                table: table.clone(),
                device: device.clone(),
                sequence,
                device_time: *at,
                draw: None,
                input: FloorInput::Observation(observation.clone()),
            }),
        ),
        Input::Supervise(command, at) => (
            *at,
            JournalInput::Supervisor(SupervisorAction {
                request_id: format!("request-{table}-{sequence}"),
                subject: "simulator".into(),
                role: "supervisor".into(),
                request: SupervisorRequest {
                    table: table.clone(),
                    command: command.clone(),
                    note: note.clone(),
                },
            }),
        ),
        Input::Decide {
            request,
            decision,
            draw,
            at,
        } => (
            *at,
            JournalInput::Decision(PlayerDecisionAction {
                subject: "simulator".into(),
                request: DecisionRequest {
                    table: table.clone(),
                    draw: *draw,
                    request_id: request.clone(),
                    decision: *decision,
                },
            }),
        ),
    };
    JournalEntry {
        table: table.clone(),
        received_at,
        input,
    }
}
