//! A partition's records as a stream: read what is there in pages, then wait for the writer
//! to publish a new end offset, read again. Waiting on the end offset (not on a timer) means a
//! new record is delivered as soon as its commit returns; a tail that keeps up takes it from the
//! writer's window of recent records, without touching the file.

use super::shared::Shared;
use crate::error::BusError;
use crate::record::Record;
use crate::topic::Topic;
use futures::stream::{self, StreamExt};
use std::collections::VecDeque;
use std::sync::Arc;
use tokio::sync::watch;

use crate::log::RecordStream;

/// Records read per query while catching up.
const PAGE: usize = 512;

/// The stream's state between items.
struct Tail {
    shared: Arc<Shared>,
    topic: Topic,
    partition: u32,
    next: u64,
    buffer: VecDeque<Record>,
    end: watch::Receiver<u64>,
    closed: watch::Receiver<bool>,
    done: bool,
}

/// The stream of `partition` from `from` on.
pub(crate) fn subscribe(
    shared: Arc<Shared>,
    topic: Topic,
    partition: u32,
    from: u64,
) -> Result<RecordStream, BusError> {
    shared.topics.check_partition(topic, partition)?;
    let end = shared
        .tails
        .watch(topic, partition)
        .ok_or(BusError::Closed)?;
    let closed = shared.tails.closed();
    let tail = Tail {
        shared,
        topic,
        partition,
        next: from,
        buffer: VecDeque::new(),
        end,
        closed,
        done: false,
    };
    Ok(stream::unfold(tail, Tail::next_item).boxed())
}

impl Tail {
    async fn next_item(mut self) -> Option<(Result<Record, BusError>, Self)> {
        if self.done {
            return None;
        }
        match self.next_record().await {
            Ok(record) => Some((Ok(record), self)),
            Err(error) => {
                self.done = true;
                Some((Err(error), self))
            }
        }
    }

    async fn next_record(&mut self) -> Result<Record, BusError> {
        loop {
            if let Some(record) = self.buffer.pop_front() {
                self.next = record.offset + 1;
                return Ok(record);
            }
            // Marking the end seen before reading means a commit after the read still wakes
            // the wait below: no record can slip between the read and the wait.
            let end = *self.end.borrow_and_update();
            if end > self.next {
                self.fill().await?;
                continue;
            }
            if *self.closed.borrow_and_update() {
                return Err(BusError::Closed);
            }
            tokio::select! {
                changed = self.end.changed() => changed.map_err(|_| BusError::Closed)?,
                _ = self.closed.changed() => {}
            }
        }
    }

    /// Reads the next page (from memory when the tail keeps up). Gaps in the offsets (records
    /// retention deleted between kept ones) are passed over; a tail that starts below the
    /// partition's first kept record has lost what was deleted, and ends with
    /// [`BusError::Lost`].
    async fn fill(&mut self) -> Result<(), BusError> {
        let (topic, partition, next) = (self.topic, self.partition, self.next);
        let page = match self.shared.recent.copy(topic, partition, next, PAGE) {
            Some(recent) => recent,
            None => {
                (self.shared)
                    .read_blocking(topic, partition, next, PAGE)
                    .await?
            }
        };
        let Some(first) = page.first() else {
            return Err(BusError::Internal(format!(
                "{topic}/{partition} ends at {} but holds no record from {next} on",
                *self.end.borrow()
            )));
        };
        if first.offset > next {
            let start = self.shared.start_blocking(topic, partition).await?;
            if next < start {
                return Err(BusError::Lost {
                    topic,
                    partition,
                    from: next,
                    start,
                });
            }
        }
        self.buffer.extend(page);
        Ok(())
    }
}
