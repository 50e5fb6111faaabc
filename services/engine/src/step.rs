//! The `v1::EngineStep` of one journal entry: everything the entry caused, in one record.

use crate::apply::Applied;
use livedraw_domain::table::Phase;
use livedraw_domain::{Table, Timestamp};
use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
use livedraw_protocol::floor_event::FloorEnvelope;
use livedraw_protocol::journal::{JournalEntry, JournalInput};
use livedraw_protocol::{instruction, settings, timestamp, v1};

/// Rejection code of a journal record that does not decode.
pub const MALFORMED_ENTRY: &str = "malformed_entry";
/// Rejection code of an entry for a table this engine does not run in that partition.
pub const UNKNOWN_TABLE: &str = "unknown_table";

/// Where the entry is in the journal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Origin {
    /// The journal partition (the step goes to the draw-events partition of the same number).
    pub partition: u32,
    /// The entry's offset.
    pub offset: u64,
}

/// The step of an entry applied to its table, with the table as it is after it; the odds are
/// added once priced.
pub(crate) fn applied(
    origin: Origin,
    entry: &JournalEntry,
    applied: &Applied,
    table: &Table,
    snapshot: Option<Vec<u8>>,
) -> v1::EngineStep {
    let table_id = entry.table.as_str();
    let device_time = match &entry.input {
        JournalInput::Floor(FloorEnvelope { device_time, .. }) => Some(*device_time),
        JournalInput::Supervisor(_)
        | JournalInput::Tick { .. }
        | JournalInput::Configuration(_)
        | JournalInput::Decision(_)
        | JournalInput::Heartbeat(_) => None,
    };
    let decisions = applied
        .decisions
        .iter()
        .enumerate()
        .map(|(index, decision)| {
            draw_event::encode(&DrawEventEnvelope {
                table: entry.table.clone(),
                server_time: applied.at,
                // The clock's catch-up is not the device's doing.
                device_time: device_time.filter(|_| index >= applied.clock_caused),
                journal_offset: Some(origin.offset),
                decision: decision.clone(),
            })
        })
        .collect();
    v1::EngineStep {
        table_id: table_id.to_string(),
        journal_partition: origin.partition,
        journal_offset: origin.offset,
        applied_at: Some(timestamp::encode(applied.at)),
        decisions,
        rejection: applied.rejection.as_ref().map(|error| v1::Rejection {
            code: error.code().to_string(),
            message: error.to_string(),
        }),
        instruction: Some(floor_instruction(table_id, table, applied.at)),
        odds: Vec::new(),
        snapshot,
        request_id: request_id(entry),
        audit: applied.before.as_ref().map(|before| v1::AuditSummary {
            before: Some(settings::encode_summary(before)),
            after: Some(settings::encode_summary(
                &table.summary_after(&applied.decisions),
            )),
        }),
        decision_values: Vec::new(),
        decided_by: decided_by(entry),
    }
}

/// The step of an entry the engine cannot apply to any table: it changed nothing.
pub(crate) fn refused(
    origin: Origin,
    table_id: String,
    applied_at: Timestamp,
    code: &str,
    message: String,
    request_id: String,
) -> v1::EngineStep {
    v1::EngineStep {
        table_id,
        journal_partition: origin.partition,
        journal_offset: origin.offset,
        applied_at: Some(timestamp::encode(applied_at)),
        decisions: Vec::new(),
        rejection: Some(v1::Rejection {
            code: code.to_string(),
            message,
        }),
        instruction: None,
        odds: Vec::new(),
        snapshot: None,
        request_id,
        audit: None,
        decision_values: Vec::new(),
        decided_by: String::new(),
    }
}

/// The request id the entry carries: a supervisor command's, a configuration change's or a
/// player's decision's.
pub(crate) fn request_id(entry: &JournalEntry) -> String {
    match &entry.input {
        JournalInput::Supervisor(action) => action.request_id.clone(),
        JournalInput::Configuration(change) => change.request_id.clone(),
        JournalInput::Decision(action) => action.request.request_id.clone(),
        JournalInput::Floor(_) | JournalInput::Tick { .. } | JournalInput::Heartbeat(_) => {
            String::new()
        }
    }
}

/// The frontend that sent a player's decision; empty for every other entry.
fn decided_by(entry: &JournalEntry) -> String {
    match &entry.input {
        JournalInput::Decision(action) => action.subject.clone(),
        JournalInput::Supervisor(_)
        | JournalInput::Configuration(_)
        | JournalInput::Floor(_)
        | JournalInput::Tick { .. }
        | JournalInput::Heartbeat(_) => String::new(),
    }
}

fn floor_instruction(table_id: &str, table: &Table, at: Timestamp) -> v1::FloorInstruction {
    let draw = table.draw();
    let round = draw.and_then(|draw| match draw.phase {
        Phase::Betting { round, .. } => Some(round),
        Phase::Play | Phase::Held { .. } => None,
    });
    instruction::encode(
        table_id,
        draw.map(|draw| draw.number),
        round,
        table.instruction(),
        at,
    )
}
