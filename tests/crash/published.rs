//! What the engine published, read back from a log and checked record by record.

use crate::log::LogPlace;
use livedraw_bus::{EventLog, Topic};
use livedraw_protocol::v1;
use prost::Message;

/// The topics the engine writes, with a name for messages.
pub const TOPICS: [(Topic, &str); 3] = [
    (Topic::DrawEvents, "draw events"),
    (Topic::Odds, "odds"),
    (Topic::Results, "results"),
];

/// One record as stored, without its append time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Partition.
    pub partition: u32,
    /// Offset.
    pub offset: u64,
    /// Key.
    pub key: Vec<u8>,
    /// Headers, in order.
    pub headers: Vec<(String, Vec<u8>)>,
    /// Payload.
    pub payload: Vec<u8>,
}

/// Every record of the three topics, partition by partition, in offset order.
pub type Published = Vec<Vec<Stored>>;

/// Everything the engine published in the log at `place`, checked dense.
pub async fn read(place: &LogPlace) -> Published {
    let opened = place.open().await;
    let log = opened.shared();
    let mut all = Vec::new();
    for (topic, _) in TOPICS {
        all.push(everything(log.as_ref(), topic).await);
    }
    opened.close().await;
    all
}

async fn everything(log: &dyn EventLog, topic: Topic) -> Vec<Stored> {
    let mut stored = Vec::new();
    for partition in 0..log.partitions(topic) {
        let end = log.end_offset(topic, partition).await.expect("an end");
        let mut records = Vec::new();
        while (records.len() as u64) < end {
            let page = log
                .read(topic, partition, records.len() as u64, 2_000)
                .await
                .expect("readable");
            assert!(!page.is_empty(), "{topic} {partition}: ends before {end}");
            records.extend(page);
        }
        for (expected, record) in (0..).zip(records) {
            assert_eq!(record.offset, expected, "{topic} {partition}: a gap");
            stored.push(Stored {
                partition,
                offset: record.offset,
                key: record.key,
                headers: record
                    .headers
                    .into_iter()
                    .map(|header| (header.name, header.value))
                    .collect(),
                payload: record.payload,
            });
        }
        let read = stored.iter().filter(|s| s.partition == partition).count();
        assert_eq!(read as u64, end, "{topic} {partition}: every record read");
    }
    stored
}

/// Per partition, (draw-events end, journal end).
pub async fn progress(place: &LogPlace) -> Vec<(u64, u64)> {
    let opened = place.open().await;
    let ends = ends(opened.shared().as_ref()).await;
    opened.close().await;
    ends
}

/// Whether every partition of the three topics has as many records as `expected` has.
pub async fn reached(log: &dyn EventLog, expected: &Published) -> bool {
    for ((topic, _), records) in TOPICS.iter().zip(expected) {
        for partition in 0..log.partitions(*topic) {
            let wanted = records.iter().filter(|r| r.partition == partition).count();
            let end = log.end_offset(*topic, partition).await.expect("an end");
            if end < wanted as u64 {
                return false;
            }
        }
    }
    true
}

/// Per partition, the draw-events end.
pub async fn steps(log: &dyn EventLog) -> Vec<u64> {
    let mut ends = Vec::new();
    for partition in 0..log.partitions(Topic::DrawEvents) {
        ends.push(
            log.end_offset(Topic::DrawEvents, partition)
                .await
                .expect("an end"),
        );
    }
    ends
}

/// Per partition, (draw-events end, journal end), in an open log.
pub async fn ends(log: &dyn EventLog) -> Vec<(u64, u64)> {
    let mut ends = Vec::new();
    for partition in 0..log.partitions(Topic::StudioJournal) {
        let steps = log.end_offset(Topic::DrawEvents, partition).await;
        let entries = log.end_offset(Topic::StudioJournal, partition).await;
        ends.push((steps.expect("an end"), entries.expect("an end")));
    }
    ends
}

/// Every step answers the journal entry of its own offset in its own partition: one step per
/// entry, none skipped, none twice.
pub fn check_steps_follow_the_journal(published: &Published, journal_ends: &[(u64, u64)]) {
    let steps = &published[0];
    for step in steps {
        let decoded = v1::EngineStep::decode(step.payload.as_slice()).expect("a step");
        assert_eq!(decoded.journal_partition, step.partition, "{step:?}");
        assert_eq!(decoded.journal_offset, step.offset, "a step out of place");
    }
    for (partition, (_, journal)) in (0..).zip(journal_ends) {
        let count = steps.iter().filter(|s| s.partition == partition).count();
        assert_eq!(
            count as u64, *journal,
            "partition {partition}: one step per entry"
        );
    }
}

/// The crash run published exactly what the reference run did.
pub fn check_same(crashed: &Published, reference: &Published) {
    for ((got, want), (_, topic)) in crashed.iter().zip(reference).zip(TOPICS) {
        for (index, (got, want)) in got.iter().zip(want).enumerate() {
            assert_eq!(got, want, "{topic}: record {index} differs");
        }
        assert_eq!(got.len(), want.len(), "{topic}: as many records");
    }
}
