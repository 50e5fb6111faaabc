//! The records the engine appends, with their keys, partitions and headers.

use livedraw_bus::{NewRecord, Topic, CONTENT_TYPE, TRACEPARENT};
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

/// One step's records, for one `append_batch`: the step to draw-events partition `partition`
/// (the journal partition it came from), then its odds sets and its results, keyed by table.
pub(crate) fn batch(
    step: &v1::EngineStep,
    partition: u32,
    results: &[v1::DrawResult],
    traceparent: Option<&[u8]>,
) -> Vec<(Topic, NewRecord)> {
    let key = step.table_id.as_bytes();
    let record = |content_type: &str, payload: Vec<u8>| {
        let record = NewRecord::new(key, payload).with_header(CONTENT_TYPE, content_type);
        match traceparent {
            Some(trace) => record.with_header(TRACEPARENT, trace),
            None => record,
        }
    };
    let mut records = vec![(
        Topic::DrawEvents,
        record(ENGINE_STEP_CONTENT_TYPE, step.encode_to_vec()).to_partition(partition),
    )];
    records.extend(step.odds.iter().map(|odds| {
        (
            Topic::Odds,
            record(ODDS_SET_CONTENT_TYPE, odds.encode_to_vec()),
        )
    }));
    records.extend(results.iter().map(|result| {
        (
            Topic::Results,
            record(DRAW_RESULT_CONTENT_TYPE, result.encode_to_vec()),
        )
    }));
    records
}

/// The journal record of a clock tick: `table`'s deadline `at` passed with no other input.
pub(crate) fn tick(table: &TableId, partition: u32, at: Timestamp) -> NewRecord {
    let entry = journal::encode(&JournalEntry {
        table: table.clone(),
        received_at: at,
        input: JournalInput::Tick,
    });
    NewRecord::new(table.as_str(), entry.encode_to_vec())
        .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE)
        .to_partition(partition)
}
