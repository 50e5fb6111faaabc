//! Journal entries as log records: the key, the payload and the headers every record carries.

use livedraw_bus::{NewRecord, CONTENT_TYPE, TRACEPARENT};
use livedraw_protocol::journal::{self, JournalEntry};
use prost::Message;
use tonic::metadata::MetadataMap;

/// The `content-type` header of a studio-journal record.
pub const JOURNAL_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.JournalEntry";

/// The longest `traceparent` carried on; a W3C traceparent is 55 characters.
const MAX_TRACEPARENT: usize = 128;

/// The record for `entry`, keyed by its table, with the content type and, when the caller sent
/// one, its W3C trace context.
pub fn journal_record(entry: &JournalEntry, traceparent: Option<&str>) -> NewRecord {
    let payload = journal::encode(entry).encode_to_vec();
    let record = NewRecord::new(entry.table.as_str(), payload)
        .with_header(CONTENT_TYPE, JOURNAL_CONTENT_TYPE);
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
