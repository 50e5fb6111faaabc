//! Reading back what a table has in the log.

use livedraw_bus::{partition_for_key, EventLog, Record, Topic};
use livedraw_protocol::v1::{EngineStep, JournalEntry};
use prost::Message;

/// At most this many records are read from a partition (more than any test writes).
const MOST: usize = 100_000;

/// The partition of `table` in `topic`.
pub fn partition_of(log: &(impl EventLog + ?Sized), topic: Topic, table: &str) -> u32 {
    partition_for_key(table.as_bytes(), log.partitions(topic))
}

/// Every record of `table` in `topic`, in order.
pub async fn records_of(log: &(impl EventLog + ?Sized), topic: Topic, table: &str) -> Vec<Record> {
    let partition = partition_of(log, topic, table);
    log.read(topic, partition, 0, MOST)
        .await
        .expect("the log reads")
        .into_iter()
        .filter(|record| record.key == table.as_bytes())
        .collect()
}

/// Every journal record of `table`, in order.
pub async fn journal_of(log: &(impl EventLog + ?Sized), table: &str) -> Vec<Record> {
    records_of(log, Topic::StudioJournal, table).await
}

/// The journal entries of `table` with their offsets, in order.
pub async fn journal_entries_of(
    log: &(impl EventLog + ?Sized),
    table: &str,
) -> Vec<(u64, JournalEntry)> {
    journal_of(log, table)
        .await
        .into_iter()
        .map(|record| {
            let entry = JournalEntry::decode(record.payload.as_slice()).expect("a journal entry");
            (record.offset, entry)
        })
        .collect()
}

/// The engine's steps for `table`, in order.
pub async fn steps_of(log: &(impl EventLog + ?Sized), table: &str) -> Vec<EngineStep> {
    records_of(log, Topic::DrawEvents, table)
        .await
        .into_iter()
        .map(|record| EngineStep::decode(record.payload.as_slice()).expect("an engine step"))
        .collect()
}

/// Records in the whole studio journal, every partition.
pub async fn journal_size(log: &(impl EventLog + ?Sized)) -> u64 {
    let mut total = 0;
    for partition in 0..log.partitions(Topic::StudioJournal) {
        total += log
            .end_offset(Topic::StudioJournal, partition)
            .await
            .expect("the log answers");
    }
    total
}
