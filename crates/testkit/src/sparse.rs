//! An event log whose offsets are not dense, as Kafka's are not: [`Sparse`] shows each record
//! of its inner log at twice its offset, so every record is followed by an offset that holds
//! none (as a transaction marker, an aborted batch or compaction leaves one) and every
//! partition that holds records ends in such a gap. A reader that counts records, or expects
//! the next record at one past the last, stalls or skips on it; one that follows the offsets
//! reads the same records as on the inner log.

use async_trait::async_trait;
use futures::StreamExt;
use livedraw_bus::{
    Appended, BusError, EventLog, NewRecord, OwnershipStream, Record, RecordStream, Topic,
    TopicsConfig,
};
use std::sync::Arc;

/// `inner`, with every offset doubled.
pub struct Sparse {
    inner: Arc<dyn EventLog>,
}

impl Sparse {
    /// `inner` seen with a gap after each record.
    pub fn new(inner: Arc<dyn EventLog>) -> Sparse {
        Sparse { inner }
    }
}

/// Where the inner log's `offset` shows.
fn shown(offset: u64) -> u64 {
    offset * 2
}

/// The inner log's first offset at or above the shown `offset`.
fn inner(offset: u64) -> u64 {
    offset.div_ceil(2)
}

fn shown_record(mut record: Record) -> Record {
    record.offset = shown(record.offset);
    record
}

fn shown_appended(appended: Appended) -> Appended {
    Appended {
        offset: shown(appended.offset),
        ..appended
    }
}

/// A loss names the offset asked for and where the partition now starts, as shown.
fn shown_error(error: BusError, asked: u64) -> BusError {
    match error {
        BusError::Lost {
            topic,
            partition,
            start,
            ..
        } => BusError::Lost {
            topic,
            partition,
            from: asked,
            start: shown(start),
        },
        other => other,
    }
}

#[async_trait]
impl EventLog for Sparse {
    fn topics(&self) -> &TopicsConfig {
        self.inner.topics()
    }

    fn atomic_batches(&self) -> bool {
        self.inner.atomic_batches()
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.inner.own_partitions(group, topic)
    }

    fn partitions(&self, topic: Topic) -> u32 {
        self.inner.partitions(topic)
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        self.inner.append(topic, record).await.map(shown_appended)
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        let appended = self.inner.append_batch(records).await?;
        Ok(appended.into_iter().map(shown_appended).collect())
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        let records = self
            .inner
            .read(topic, partition, inner(from_offset), max)
            .await?;
        Ok(records.into_iter().map(shown_record).collect())
    }

    /// Past the gap after the last record.
    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        Ok(shown(self.inner.end_offset(topic, partition).await?))
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        Ok(shown(self.inner.start_offset(topic, partition).await?))
    }

    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.inner.release_below(topic, partition, inner(offset));
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        let records = self
            .inner
            .subscribe(topic, partition, inner(from_offset))?
            .map(move |item| {
                item.map(shown_record)
                    .map_err(|error| shown_error(error, from_offset))
            });
        Ok(records.boxed())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;
    use crate::serve::temp_log;
    use livedraw_bus::read_end;

    #[tokio::test]
    async fn every_record_shows_at_twice_its_offset_with_a_gap_after_it() {
        let (_dir, log) = temp_log().await;
        let sparse = Sparse::new(log.clone());
        for payload in ["a", "b", "c"] {
            let record = NewRecord::new("t", payload).to_partition(0);
            sparse.append(Topic::DrawEvents, record).await.unwrap();
        }
        let read = sparse.read(Topic::DrawEvents, 0, 1, 10).await.unwrap();
        let offsets: Vec<u64> = read.iter().map(|record| record.offset).collect();
        assert_eq!(
            offsets,
            [2, 4],
            "a read from a gap starts at the next record"
        );
        assert_eq!(sparse.end_offset(Topic::DrawEvents, 0).await.unwrap(), 6);
        let end = read_end(&sparse, Topic::DrawEvents, 0).await.unwrap();
        assert_eq!(end, 5, "one past the last record, before the end's gap");
        let mut live = sparse.subscribe(Topic::DrawEvents, 0, 3).unwrap();
        let first = live.next().await.unwrap().unwrap();
        assert_eq!(
            (first.offset, first.payload.as_slice()),
            (4, b"c".as_slice())
        );
    }
}
