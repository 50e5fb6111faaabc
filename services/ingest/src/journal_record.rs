//! Journal entries as log records: the key, the payload and the headers every record carries.

use livedraw_bus::{NewRecord, CONTENT_TYPE, TRACEPARENT};
use livedraw_protocol::journal::{self, JournalEntry, JournalInput};
use prost::Message;
use tonic::metadata::MetadataMap;

/// The `content-type` header of a studio-journal record.
pub const JOURNAL_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.JournalEntry";

/// The longest `traceparent` carried on; a W3C traceparent is 55 characters.
const MAX_TRACEPARENT: usize = 128;

/// The record for `entry`, keyed by its table, with the content type and, when the caller sent
/// one, its W3C trace context. A supervisor action or a configuration change is marked kept:
/// the audit trail (R4) outlives any retention of the journal.
pub fn journal_record(entry: &JournalEntry, traceparent: Option<&str>) -> NewRecord {
    let payload = journal::encode(entry).encode_to_vec();
    let mut record = NewRecord::new(entry.table.as_str(), payload)
        .with_header(CONTENT_TYPE, JOURNAL_CONTENT_TYPE);
    if matches!(
        entry.input,
        JournalInput::Supervisor(_) | JournalInput::Configuration(_)
    ) {
        record = record.kept();
    }
    match traceparent {
        Some(trace) => record.with_header(TRACEPARENT, trace),
        None => record,
    }
}

/// The caller's `traceparent` metadata, if it is there and plausible. A malformed one is
/// dropped rather than refused: tracing must never cost an event.
pub fn traceparent(metadata: &MetadataMap) -> Option<String> {
    let value = metadata.get(TRACEPARENT)?.to_str().ok()?;
    let plausible = !value.is_empty()
        && value.len() <= MAX_TRACEPARENT
        && value.chars().all(|c| c.is_ascii_graphic());
    plausible.then(|| value.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::table::SupervisorCommand;
    use livedraw_domain::Timestamp;
    use livedraw_protocol::journal::SupervisorAction;
    use livedraw_protocol::supervisor::{Note, SupervisorRequest};
    use livedraw_protocol::TableId;

    fn entry(input: JournalInput) -> JournalEntry {
        JournalEntry {
            table: TableId::new("wheel-1").expect("a valid id"),
            received_at: Timestamp::from_millis(1_000),
            input,
        }
    }

    #[test]
    fn r4_a_supervisor_action_is_journaled_kept_and_a_clock_tick_is_not() {
        let resume = JournalInput::Supervisor(SupervisorAction {
            request_id: "r-1".into(),
            subject: "alice".into(),
            role: "supervisor".into(),
            request: SupervisorRequest {
                table: TableId::new("wheel-1").expect("a valid id"),
                command: SupervisorCommand::Resume,
                note: Note::new("back from the break").expect("a note"),
            },
        });
        assert!(journal_record(&entry(resume), None).is_kept());
        assert!(!journal_record(&entry(JournalInput::Tick { written: None }), None).is_kept());
    }
}
