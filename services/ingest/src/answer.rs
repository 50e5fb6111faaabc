//! An input journaled to be answered (a supervisor command, a player's decision): the entry is
//! appended to the studio journal, then the engine's step for it is read from the table's
//! draw-events partition.

use crate::journal_record::journal_record;
use futures::StreamExt;
use livedraw_bus::{partition_for_key, Appended, BusError, EventLog, RecordStream, Topic};
use livedraw_protocol::journal::JournalEntry;
use livedraw_protocol::v1::EngineStep;
use prost::Message;
use std::time::Duration;

/// What came of an input once it was journaled.
#[derive(Debug)]
pub enum Answer {
    /// The engine's step for the entry: accepted, or refused with the rules' reason (boxed:
    /// a step can carry a snapshot and odds).
    Step(Box<EngineStep>),
    /// No step within the deadline. The entry is journaled: the engine will still judge it.
    TimedOut,
    /// The draw events could not be read (or ended) before the step came. The entry is
    /// journaled: the engine will still judge it.
    Unreadable(BusError),
}

/// An input journaled, and the engine's answer.
#[derive(Debug)]
pub struct Answered {
    /// Where the entry was journaled.
    pub appended: Appended,
    /// What the engine answered.
    pub answer: Answer,
}

/// Journals `entry` (with the caller's `trace`, [`journal_record`]) once it is durable, then
/// waits up to `deadline` for the engine's step for it: the step on the table's draw-events
/// partition that carries `request_id` and the entry's journal offset (so a step answering an
/// earlier entry under the same request id is never taken for this one's).
///
/// The partition is followed from its end as it is before the entry is appended, so the step
/// cannot be written before we listen. An error means the entry was not journaled (the
/// partition's end could not be read, or the journal did not take the entry): nothing will be
/// applied and the caller may retry.
pub async fn journal_and_wait(
    log: &dyn EventLog,
    entry: &JournalEntry,
    request_id: &str,
    trace: Option<&str>,
    deadline: Duration,
) -> Result<Answered, BusError> {
    let key = entry.table.as_str().as_bytes();
    let partition = partition_for_key(key, log.partitions(Topic::DrawEvents));
    let end = log.end_offset(Topic::DrawEvents, partition).await?;
    let steps = log.subscribe(Topic::DrawEvents, partition, end)?;
    let appended = log
        .append(Topic::StudioJournal, journal_record(entry, trace))
        .await?;
    let waited =
        tokio::time::timeout(deadline, step_for(steps, key, request_id, appended.offset)).await;
    let answer = match waited {
        Ok(Ok(Some(step))) => Answer::Step(Box::new(step)),
        Ok(Ok(None)) => Answer::Unreadable(BusError::Closed),
        Ok(Err(error)) => Answer::Unreadable(error),
        Err(_) => Answer::TimedOut,
    };
    Ok(Answered { appended, answer })
}

/// Waits on `steps` (the table's draw-events partition, from before the entry was journaled)
/// for the step of the entry at `journal_offset` carrying `request_id`. `None` if the stream
/// ends first.
async fn step_for(
    mut steps: RecordStream,
    key: &[u8],
    request_id: &str,
    journal_offset: u64,
) -> Result<Option<EngineStep>, BusError> {
    while let Some(record) = steps.next().await {
        let record = record?;
        if record.key != key {
            continue;
        }
        match EngineStep::decode(record.payload.as_slice()) {
            Ok(step) if step.journal_offset == journal_offset && step.request_id == request_id => {
                return Ok(Some(step))
            }
            Ok(_) => {}
            Err(error) => tracing::warn!(
                partition = record.partition,
                offset = record.offset,
                %error,
                "draw-events record does not decode as a step; skipped"
            ),
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, reason = "test")]

    use super::*;
    use livedraw_bus::{EmbeddedConfig, EmbeddedLog, NewRecord};
    use livedraw_domain::table::SupervisorCommand;
    use livedraw_domain::Timestamp;
    use livedraw_protocol::journal::{JournalInput, SupervisorAction};
    use livedraw_protocol::supervisor::{Note, SupervisorRequest};
    use livedraw_protocol::TableId;
    use std::sync::Arc;

    const DEADLINE: Duration = Duration::from_secs(5);

    fn entry(request_id: &str) -> JournalEntry {
        let table = TableId::new("wheel-1").expect("a valid id");
        JournalEntry {
            table: table.clone(),
            received_at: Timestamp::from_millis(1_000),
            input: JournalInput::Supervisor(SupervisorAction {
                request_id: request_id.into(),
                subject: "alice".into(),
                role: "supervisor".into(),
                request: SupervisorRequest {
                    table,
                    command: SupervisorCommand::Resume,
                    note: Note::new("back from the break").expect("a note"),
                },
            }),
        }
    }

    async fn open() -> (tempfile::TempDir, Arc<EmbeddedLog>) {
        let dir = tempfile::tempdir().unwrap();
        let config = EmbeddedConfig::at(dir.path().join("studio.db"));
        (dir, Arc::new(EmbeddedLog::open(config).await.unwrap()))
    }

    /// Appends a step for the journal entry at `offset` carrying `request_id`.
    async fn step(log: &EmbeddedLog, offset: u64, request_id: &str) {
        let step = EngineStep {
            table_id: "wheel-1".into(),
            journal_offset: offset,
            request_id: request_id.into(),
            ..EngineStep::default()
        };
        log.append(
            Topic::DrawEvents,
            NewRecord::new("wheel-1", step.encode_to_vec()),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn the_answer_is_the_step_of_this_entry_not_an_earlier_one_under_the_same_request_id() {
        let (_dir, log) = open().await;
        // An earlier entry under the same request id, answered only once this one is journaled.
        log.append(Topic::StudioJournal, journal_record(&entry("r-1"), None))
            .await
            .unwrap();
        let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
        let engine = {
            let log = log.clone();
            tokio::spawn(async move {
                // Answers once the second entry is journaled, so after the wait began.
                while log
                    .end_offset(Topic::StudioJournal, partition)
                    .await
                    .unwrap()
                    < 2
                {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                step(&log, 0, "r-1").await;
                step(&log, 1, "r-2").await;
                step(&log, 1, "r-1").await;
            })
        };
        let answered = journal_and_wait(log.as_ref(), &entry("r-1"), "r-1", None, DEADLINE)
            .await
            .unwrap();
        engine.await.unwrap();
        assert_eq!(answered.appended.offset, 1);
        let Answer::Step(step) = answered.answer else {
            panic!("no step: {:?}", answered.answer);
        };
        assert_eq!((step.journal_offset, step.request_id.as_str()), (1, "r-1"));
    }

    #[tokio::test]
    async fn no_step_within_the_deadline_is_timed_out_with_the_entry_journaled() {
        let (_dir, log) = open().await;
        let deadline = Duration::from_millis(200);
        let answered = journal_and_wait(log.as_ref(), &entry("r-1"), "r-1", None, deadline)
            .await
            .unwrap();
        assert!(matches!(answered.answer, Answer::TimedOut));
        let partition = answered.appended.partition;
        assert_eq!(
            log.end_offset(Topic::StudioJournal, partition)
                .await
                .unwrap(),
            1
        );
    }
}
