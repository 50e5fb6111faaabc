//! What the engine published, read back from a log file and checked record by record.

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Topic};
use livedraw_protocol::v1;
use prost::Message;
use std::path::Path;

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

/// Opens the log at `path`.
pub async fn open(path: &Path) -> EmbeddedLog {
    EmbeddedLog::open(EmbeddedConfig::at(path))
        .await
        .expect("the log opens")
}

/// Everything the engine published in the log at `path`, checked dense.
pub async fn read(path: &Path) -> Published {
    let log = open(path).await;
    let mut all = Vec::new();
    for (topic, _) in TOPICS {
        all.push(everything(&log, topic).await);
    }
    log.close().await.expect("closed");
    all
}

async fn everything(log: &EmbeddedLog, topic: Topic) -> Vec<Stored> {
    let mut stored = Vec::new();
    for partition in 0..log.partitions(topic) {
        let end = log.end_offset(topic, partition).await.expect("an end");
        let records = log
            .read(topic, partition, 0, usize::try_from(end).expect("fits"))
            .await
            .expect("readable");
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
pub async fn progress(path: &Path) -> Vec<(u64, u64)> {
    let log = open(path).await;
    let mut ends = Vec::new();
    for partition in 0..log.partitions(Topic::StudioJournal) {
        let steps = log.end_offset(Topic::DrawEvents, partition).await;
        let entries = log.end_offset(Topic::StudioJournal, partition).await;
        ends.push((steps.expect("an end"), entries.expect("an end")));
    }
    log.close().await.expect("closed");
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
