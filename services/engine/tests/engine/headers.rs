//! Every record says what it holds, and carries the trace of the entry that caused it; every
//! odds and results record names that entry.

use crate::support::{caught_up, everything, log_path, open, start, studio, START};
use livedraw_bus::{partition_for_key, EventLog, NewRecord, Topic, CONTENT_TYPE, TRACEPARENT};
use livedraw_engine::{
    ClockMode, ENGINE_STEP_CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE, ODDS_SET_CONTENT_TYPE,
    SOURCE_HEADER,
};
use livedraw_protocol::journal::{self, JournalEntry, JournalInput};
use livedraw_protocol::TableId;
use prost::Message;
use std::sync::Arc;

const TRACE: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_carry_their_content_type_the_entry_s_trace_and_outputs_their_source() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 240));
    let log = open(&log_path(dir.path())).await;
    let entry = JournalEntry {
        table: TableId::new("wheel-1").expect("valid id"),
        received_at: START,
        input: JournalInput::Tick { written: None },
    };
    let record = NewRecord::new("wheel-1", journal::encode(&entry).encode_to_vec())
        .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE)
        .with_header(TRACEPARENT, TRACE);
    log.append(Topic::StudioJournal, record)
        .await
        .expect("journaled");
    let engine = start(&config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");

    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    let source = format!("{partition}/0");
    for (topic, content_type, source) in [
        (Topic::DrawEvents, ENGINE_STEP_CONTENT_TYPE, None),
        (Topic::Odds, ODDS_SET_CONTENT_TYPE, Some(source)),
    ] {
        let records = everything(&log, topic).await;
        assert_eq!(records.len(), 1, "{topic}");
        assert_eq!(records[0].key, b"wheel-1");
        assert_eq!(records[0].partition, partition);
        let mut expected = vec![
            (CONTENT_TYPE.to_string(), content_type.as_bytes().to_vec()),
            (TRACEPARENT.to_string(), TRACE.as_bytes().to_vec()),
        ];
        expected.extend(source.map(|source| (SOURCE_HEADER.to_string(), source.into_bytes())));
        assert_eq!(records[0].headers, expected, "{topic}");
    }
}
