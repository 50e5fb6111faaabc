//! What the engines published, read back from a log, and the checks on it.

use livedraw_bus::{EventLog, Topic, TRACEPARENT};
use livedraw_protocol::v1;
use prost::Message;

/// The topics the engine writes, with a name for messages.
pub const TOPICS: [(Topic, &str); 3] = [
    (Topic::DrawEvents, "draw events"),
    (Topic::Odds, "odds"),
    (Topic::Results, "results"),
];

/// One record as stored, without its append time and trace context (each process records its
/// own spans, so a step's `traceparent` names the process's span, not the input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Partition.
    pub partition: u32,
    /// Offset.
    pub offset: u64,
    /// Key.
    pub key: Vec<u8>,
    /// Headers but `traceparent`, in order.
    pub headers: Vec<(String, Vec<u8>)>,
    /// Payload.
    pub payload: Vec<u8>,
}

/// Every record of `topic`, partition by partition, in offset order, checked dense.
pub async fn everything(log: &dyn EventLog, topic: Topic) -> Vec<Stored> {
    let mut stored = Vec::new();
    for partition in 0..log.partitions(topic) {
        let end = log.end_offset(topic, partition).await.expect("an end");
        let mut next = 0;
        while next < end {
            let records = log
                .read(topic, partition, next, 2_048)
                .await
                .expect("readable");
            assert!(
                !records.is_empty(),
                "{topic}/{partition}: nothing at {next}"
            );
            for record in records {
                assert_eq!(record.offset, next, "{topic}/{partition}: a gap");
                next += 1;
                stored.push(Stored {
                    partition,
                    offset: record.offset,
                    key: record.key,
                    headers: record
                        .headers
                        .into_iter()
                        .filter(|header| header.name != TRACEPARENT)
                        .map(|header| (header.name, header.value))
                        .collect(),
                    payload: record.payload,
                });
            }
        }
    }
    stored
}

/// Per partition, the ends of `topic`.
pub async fn ends(log: &dyn EventLog, topic: Topic) -> Vec<u64> {
    let mut ends = Vec::new();
    for partition in 0..log.partitions(topic) {
        ends.push(log.end_offset(topic, partition).await.expect("an end"));
    }
    ends
}

/// Whether every journal entry has its step.
pub async fn caught_up(log: &dyn EventLog) -> bool {
    ends(log, Topic::DrawEvents).await == ends(log, Topic::StudioJournal).await
}

/// Every step answers the journal entry of its own offset in its own partition, and every entry
/// has one: none skipped, none twice.
pub fn check_steps_follow_the_journal(steps: &[Stored], journal_ends: &[u64]) {
    for step in steps {
        let decoded = v1::EngineStep::decode(step.payload.as_slice()).expect("a step");
        assert_eq!(decoded.journal_partition, step.partition, "{step:?}");
        assert_eq!(decoded.journal_offset, step.offset, "a step out of place");
    }
    for (partition, journal) in (0..).zip(journal_ends) {
        let count = steps.iter().filter(|s| s.partition == partition).count();
        assert_eq!(
            count as u64, *journal,
            "partition {partition}: one step per entry"
        );
    }
}

/// `got` holds exactly the records of `want`, record by record.
pub fn check_same(got: &[Stored], want: &[Stored], topic: &str) {
    for (index, (got, want)) in got.iter().zip(want).enumerate() {
        assert_eq!(got, want, "{topic}: record {index} differs");
    }
    assert_eq!(got.len(), want.len(), "{topic}: as many records");
}
