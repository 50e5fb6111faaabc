//! Entries the engine cannot apply become steps with a rejection, and the journal goes on.

use crate::support::{caught_up, journal, log_path, open, start, steps, studio, START};
use livedraw_bus::{partition_for_key, EventLog, NewRecord, Topic, CONTENT_TYPE};
use livedraw_domain::table::SupervisorCommand;
use livedraw_engine::{ClockMode, JOURNAL_ENTRY_CONTENT_TYPE, MALFORMED_ENTRY, UNKNOWN_TABLE};
use livedraw_protocol::journal::{self, JournalEntry, JournalInput, SupervisorAction};
use livedraw_protocol::supervisor::{Note, SupervisorRequest};
use livedraw_protocol::TableId;
use prost::Message;
use std::sync::Arc;

fn tick(table: &str, at: i64) -> JournalEntry {
    JournalEntry {
        table: TableId::new(table).expect("valid id"),
        received_at: livedraw_domain::Timestamp::from_millis(START.millis() + at),
        input: JournalInput::Tick { written: None },
    }
}

fn resume(table: &str, request_id: &str) -> JournalEntry {
    let id = TableId::new(table).expect("valid id");
    JournalEntry {
        table: id.clone(),
        received_at: START,
        input: JournalInput::Supervisor(SupervisorAction {
            request_id: request_id.into(),
            subject: "alice".into(),
            role: "supervisor".into(),
            request: SupervisorRequest {
                table: id,
                command: SupervisorCommand::Resume,
                note: Note::new("back from the break").expect("a note"),
            },
        }),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_records_and_unknown_tables_get_rejection_steps_and_the_journal_goes_on() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 240));
    let log = open(&log_path(dir.path())).await;
    let partitions = log.partitions(Topic::StudioJournal);
    let wheel = partition_for_key(b"wheel-1", partitions);
    let ghost = partition_for_key(b"ghost-1", partitions);

    journal(&log, &[tick("wheel-1", 0)]).await;
    let garbage = NewRecord::new("wheel-1", vec![0xff, 0x01, 0x02])
        .with_header(CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE);
    log.append(Topic::StudioJournal, garbage)
        .await
        .expect("journaled");
    // The entry names one table, its command another.
    let mut mismatched = journal::encode(&resume("wheel-1", "request-1"));
    mismatched.table_id = "dice-1".into();
    let record = NewRecord::new("wheel-1", mismatched.encode_to_vec()).to_partition(wheel);
    log.append(Topic::StudioJournal, record)
        .await
        .expect("journaled");
    journal(
        &log,
        &[
            resume("wheel-1", "request-2"),
            tick("ghost-1", 0),
            tick("wheel-1", 1_000),
        ],
    )
    .await;

    let engine = start(&config, &log, ClockMode::Journal).await;
    caught_up(&log).await;
    engine.shutdown().await.expect("a clean stop");

    let wheel_steps = steps(&log, wheel).await;
    let codes: Vec<Option<&str>> = wheel_steps
        .iter()
        .map(|step| step.rejection.as_ref().map(|r| r.code.as_str()))
        .collect();
    let mut expected = vec![
        None,
        Some(MALFORMED_ENTRY),
        Some(MALFORMED_ENTRY),
        Some("not_paused"),
    ];
    if ghost == wheel {
        expected.push(Some(UNKNOWN_TABLE));
    }
    expected.push(None);
    assert_eq!(codes, expected);
    assert!(
        !wheel_steps[0].decisions.is_empty(),
        "the first tick opens a draw"
    );
    assert_eq!(wheel_steps[1].table_id, "wheel-1");
    assert_eq!(
        wheel_steps[2].request_id, "request-1",
        "the verdict names its request"
    );
    assert_eq!(wheel_steps[3].request_id, "request-2");
    assert!(wheel_steps[1..4]
        .iter()
        .all(|step| step.decisions.is_empty()));
    assert!(wheel_steps[1]
        .rejection
        .as_ref()
        .is_some_and(|r| !r.message.is_empty()));

    let ghost_step = steps(&log, ghost)
        .await
        .into_iter()
        .find(|step| step.table_id == "ghost-1")
        .expect("a step for the unknown table");
    assert_eq!(
        ghost_step.rejection.map(|r| r.code),
        Some(UNKNOWN_TABLE.to_string())
    );
    assert!(ghost_step.instruction.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_partition_without_tables_resumes_after_its_last_step() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&[("wheel-1", "wheel")], 200, 240));
    let path = log_path(dir.path());
    for run in 0..3 {
        let log = open(&path).await;
        journal(&log, &[tick("ghost-1", run), tick("ghost-1", run + 1)]).await;
        let engine = start(&config, &log, ClockMode::Journal).await;
        caught_up(&log).await;
        engine.shutdown().await.expect("a clean stop");
        log.close().await.expect("closed");
    }
    let log = open(&path).await;
    let ghost = partition_for_key(b"ghost-1", log.partitions(Topic::StudioJournal));
    let offsets: Vec<u64> = steps(&log, ghost)
        .await
        .iter()
        .filter(|step| step.table_id == "ghost-1")
        .map(|step| step.journal_offset)
        .collect();
    assert_eq!(offsets.len(), 6, "one step per entry: {offsets:?}");
    assert!(offsets.windows(2).all(|pair| pair[0] < pair[1]));
}
