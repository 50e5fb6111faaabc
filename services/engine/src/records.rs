//! The records the engine appends, with their keys, partitions and headers.

use crate::step::Origin;
use livedraw_bus::{NewRecord, CONTENT_TYPE, TRACEPARENT};
use livedraw_domain::Timestamp;
use livedraw_protocol::journal::{self, JournalEntry, JournalInput};
use livedraw_protocol::{v1, TableId};
use prost::Message;

/// `content-type` of the draw-events records.
pub const ENGINE_STEP_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.EngineStep";
/// `content-type` of the odds records.
pub const ODDS_SET_CONTENT_TYPE: &str = "application/x-protobuf; messageType=livedraw.v1.OddsSet";
/// `content-type` of the results records.
pub const DRAW_RESULT_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.DrawResult";
/// `content-type` of the studio-journal records (the clock's ticks).
pub const JOURNAL_ENTRY_CONTENT_TYPE: &str =
    "application/x-protobuf; messageType=livedraw.v1.JournalEntry";
/// Header of every odds and results record naming the journal entry whose step caused it, as
/// `<journal partition>/<journal offset>`: after a crash on a log without atomic batches, it
/// tells which outputs of the last steps are already published.
pub const SOURCE_HEADER: &str = "livedraw-source";

/// The draw-events record of a step: to partition `partition` (the journal partition it came
/// from), keyed by table; marked kept when its entry is (a step answering a supervisor action
/// or a configuration change is part of the audit trail, R4).
pub(crate) fn step(
    step: &v1::EngineStep,
    partition: u32,
    traceparent: Option<&[u8]>,
    kept: bool,
) -> NewRecord {
    let record = record(
        &step.table_id,
        ENGINE_STEP_CONTENT_TYPE,
        step.encode_to_vec(),
        traceparent,
    )
    .to_partition(partition);
    if kept {
        record.kept()
    } else {
        record
    }
}

/// An odds or results record caused by the step of the entry at `source`: to the partition of
/// the same number as the journal's, keyed by table, with the [`SOURCE_HEADER`].
pub(crate) fn output(
    table_id: &str,
    content_type: &str,
    payload: Vec<u8>,
    traceparent: Option<&[u8]>,
    source: Origin,
) -> NewRecord {
    record(table_id, content_type, payload, traceparent)
        .with_header(SOURCE_HEADER, source_value(source))
        .to_partition(source.partition)
}

/// The journal record of a clock tick: `table`'s deadline `at` passed with no other input;
/// journaled at `written`.
pub(crate) fn tick(
    table: &TableId,
    partition: u32,
    at: Timestamp,
    written: Timestamp,
) -> NewRecord {
    let entry = journal::encode(&JournalEntry {
        table: table.clone(),
        received_at: at,
        input: JournalInput::Tick {
            written: Some(written),
        },
    });
    NewRecord::new(table.as_str(), entry.encode_to_vec())
        .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE)
        .to_partition(partition)
}

/// The journal entry named by a [`SOURCE_HEADER`] value; `None` if it is not one.
pub(crate) fn parse_source(value: &[u8]) -> Option<Origin> {
    let text = std::str::from_utf8(value).ok()?;
    let (partition, offset) = text.split_once('/')?;
    Some(Origin {
        partition: partition.parse().ok()?,
        offset: offset.parse().ok()?,
    })
}

fn source_value(source: Origin) -> String {
    format!("{}/{}", source.partition, source.offset)
}

fn record(
    table_id: &str,
    content_type: &str,
    payload: Vec<u8>,
    traceparent: Option<&[u8]>,
) -> NewRecord {
    let record = NewRecord::new(table_id, payload).with_header(CONTENT_TYPE, content_type);
    match traceparent {
        Some(trace) => record.with_header(TRACEPARENT, trace),
        None => record,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_header_reads_back_as_the_entry_it_names() {
        let source = Origin {
            partition: 3,
            offset: 1_234,
        };
        let record = output("wheel-1", ODDS_SET_CONTENT_TYPE, Vec::new(), None, source);
        assert_eq!(record.partition, Some(3));
        let value = &record.headers[1].value;
        assert_eq!(value.as_slice(), b"3/1234");
        assert_eq!(parse_source(value), Some(source));
        assert_eq!(parse_source(b"3-1234"), None);
        assert_eq!(parse_source(b"x/1"), None);
    }
}
