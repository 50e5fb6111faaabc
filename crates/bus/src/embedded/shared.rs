//! What every clone of an [`EmbeddedLog`](super::EmbeddedLog) and every subscription shares:
//! the writer's queue, the read pool, the tails and the recent records.

use super::codec::encode_headers;
use super::item::Item;
use super::reader::Readers;
use super::recent::Recent;
use super::retention::Floors;
use super::tails::Tails;
use super::writer::{Request, WriterHandle};
use crate::error::BusError;
use crate::record::{NewRecord, Record};
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::mpsc;

/// What every clone and every subscription shares.
pub(crate) struct Shared {
    pub(super) topics: TopicsConfig,
    pub(super) max_record_bytes: usize,
    pub(super) writer: Mutex<Option<WriterHandle>>,
    pub(super) readers: Readers,
    pub(super) tails: Arc<Tails>,
    pub(super) recent: Arc<Recent>,
    /// Where each partition of the system of record may be pruned below.
    pub(super) floors: Arc<Floors>,
}

impl Shared {
    pub(super) fn place(&self, topic: Topic, record: NewRecord) -> Result<Item, BusError> {
        let size = record.size();
        if size > self.max_record_bytes {
            return Err(BusError::RecordTooLarge {
                size,
                max: self.max_record_bytes,
            });
        }
        let partition = match record.partition {
            Some(partition) => partition,
            None => self.topics.partition_for_key(topic, &record.key),
        };
        self.topics.check_partition(topic, partition)?;
        Ok(Item {
            topic,
            partition,
            headers: encode_headers(&record.headers),
            record,
        })
    }

    pub(super) fn sender(&self) -> Result<mpsc::Sender<Request>, BusError> {
        self.writer_slot()
            .as_ref()
            .map(|handle| handle.sender.clone())
            .ok_or(BusError::Closed)
    }

    pub(super) fn writer_slot(&self) -> MutexGuard<'_, Option<WriterHandle>> {
        // The slot is only read or emptied, so a poisoned lock still holds a valid value.
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(super) fn check_open(&self) -> Result<(), BusError> {
        if self.tails.is_closed() {
            Err(BusError::Closed)
        } else {
            Ok(())
        }
    }

    /// Reads on a blocking thread.
    pub(crate) async fn read_blocking(
        self: &Arc<Self>,
        topic: Topic,
        partition: u32,
        from: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.check_open()?;
        let shared = Arc::clone(self);
        tokio::task::spawn_blocking(move || shared.readers.read(topic, partition, from, max))
            .await
            .map_err(join_error)?
    }

    /// The partition's first kept offset, or its end when it keeps none.
    pub(crate) async fn start_blocking(
        self: &Arc<Self>,
        topic: Topic,
        partition: u32,
    ) -> Result<u64, BusError> {
        self.check_open()?;
        let end = self.tails.end(topic, partition).ok_or(BusError::Closed)?;
        let shared = Arc::clone(self);
        let first = tokio::task::spawn_blocking(move || shared.readers.first(topic, partition))
            .await
            .map_err(join_error)??;
        Ok(first.unwrap_or(end))
    }
}

/// A blocking task that panicked or was cancelled.
pub(super) fn join_error(error: tokio::task::JoinError) -> BusError {
    BusError::Internal(format!("a blocking task failed: {error}"))
}
