//! One event log wrapper for every test double: [`Forwarding`] passes each call to its inner
//! log, asking its [`Hooks`] first. Each hook's default lets the call through unchanged, so a
//! test writes only the hooks it needs.

use async_trait::async_trait;
use livedraw_bus::{
    Appended, BusError, EventLog, NewRecord, OwnershipStream, Record, RecordStream, Topic,
    TopicsConfig,
};
use std::sync::Arc;

/// What a test changes in the calls [`Forwarding`] passes on. Every method's default changes
/// nothing.
pub trait Hooks: Send + Sync {
    /// Topics to report instead of the inner log's.
    fn topics(&self) -> Option<&TopicsConfig> {
        None
    }

    /// Whether batches are atomic; `Some(false)` also appends a batch record by record through
    /// [`Hooks::on_append`] (a failure leaves the records before it written). `None`
    /// forwards batches whole, without the append hooks.
    fn atomic_batches(&self) -> Option<bool> {
        None
    }

    /// The partition ownership to hand out instead of the inner log's.
    fn own_partitions(&self, _group: &str, _topic: Topic) -> Option<OwnershipStream> {
        None
    }

    /// What becomes of a record about to be appended to `topic`.
    fn on_append(&self, _topic: Topic) -> Append {
        Append::Forward
    }

    /// Before a read or an offset query: an error answers it instead of the log.
    fn before_read(&self) -> Result<(), BusError> {
        Ok(())
    }
}

/// What becomes of one append.
#[derive(Debug)]
pub enum Append {
    /// Appended as the inner log answers.
    Forward,
    /// Refused with this error, nothing written.
    Refuse(BusError),
    /// Written, then answered with this error (a delivery that timed out after landing).
    FailAfterWriting(BusError),
}

/// An event log that forwards every call to `inner` through `hooks`.
pub struct Forwarding<H> {
    inner: Arc<dyn EventLog>,
    hooks: H,
}

impl<H: Hooks> Forwarding<H> {
    /// `inner` behind `hooks`.
    pub fn new(inner: Arc<dyn EventLog>, hooks: H) -> Forwarding<H> {
        Forwarding { inner, hooks }
    }

    /// The hooks, to change them during a test.
    pub fn hooks(&self) -> &H {
        &self.hooks
    }
}

#[async_trait]
impl<H: Hooks> EventLog for Forwarding<H> {
    fn topics(&self) -> &TopicsConfig {
        self.hooks.topics().unwrap_or_else(|| self.inner.topics())
    }

    fn atomic_batches(&self) -> bool {
        self.hooks
            .atomic_batches()
            .unwrap_or_else(|| self.inner.atomic_batches())
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        match self.hooks.own_partitions(group, topic) {
            Some(scripted) => Ok(scripted),
            None => self.inner.own_partitions(group, topic),
        }
    }

    fn partitions(&self, topic: Topic) -> u32 {
        match self.hooks.topics() {
            Some(topics) => topics.partitions(topic),
            None => self.inner.partitions(topic),
        }
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        match self.hooks.on_append(topic) {
            Append::Forward => self.inner.append(topic, record).await,
            Append::Refuse(error) => Err(error),
            Append::FailAfterWriting(error) => {
                self.inner.append(topic, record).await?;
                Err(error)
            }
        }
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        if self.hooks.atomic_batches() != Some(false) {
            return self.inner.append_batch(records).await;
        }
        let mut appended = Vec::with_capacity(records.len());
        for (topic, record) in records {
            appended.push(self.append(topic, record).await?);
        }
        Ok(appended)
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.hooks.before_read()?;
        self.inner.read(topic, partition, from_offset, max).await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.hooks.before_read()?;
        self.inner.end_offset(topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.hooks.before_read()?;
        self.inner.start_offset(topic, partition).await
    }

    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.inner.release_below(topic, partition, offset);
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        self.inner.subscribe(topic, partition, from_offset)
    }
}
