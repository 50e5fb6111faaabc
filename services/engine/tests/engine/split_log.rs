//! A log without atomic batches, as Kafka is on a broker without transactions: the embedded log
//! behind a wrapper that appends a batch record by record, can crash at a chosen record (that
//! append and every later one fail, as if the process had died there), can be out of reach
//! for a while (appends and reads answer `Unavailable`, as during a broker outage), and whose
//! partition ownership the test hands out and takes back.

use async_trait::async_trait;
use futures::channel::mpsc;
use futures::StreamExt;
use livedraw_bus::{
    Appended, BusError, EmbeddedLog, EventLog, NewRecord, OwnershipChange, OwnershipStream, Record,
    RecordStream, Topic, TopicsConfig,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::oneshot;

/// Where the log crashes.
#[derive(Clone, Copy, Debug)]
pub enum CrashAt {
    /// Never.
    Never,
    /// At this record (counted from 0 over every topic): it and every later one fail.
    Record(u64),
    /// At the first odds or results record after this many steps: between a commit's steps and
    /// its outputs.
    OutputAfterSteps(u64),
}

/// What has gone through the log.
struct Count {
    records: u64,
    steps: u64,
    crashed: bool,
}

/// The wrapper.
pub struct SplitLog {
    inner: Arc<EmbeddedLog>,
    crash: CrashAt,
    count: Mutex<Count>,
    ownership: Mutex<Option<mpsc::UnboundedReceiver<OwnershipChange>>>,
    /// While set, appends and reads fail as `Unavailable`.
    down: AtomicBool,
}

/// The test's hand on a [`SplitLog`]'s partition ownership.
pub struct Owner(mpsc::UnboundedSender<OwnershipChange>);

impl Owner {
    /// Gives the engine these partitions.
    pub fn assign(&self, partitions: &[u32]) {
        self.0
            .unbounded_send(OwnershipChange::Assigned(partitions.to_vec()))
            .expect("the engine follows its ownership");
    }

    /// Takes these partitions away; returns once the engine has released them.
    pub async fn revoke(&self, partitions: &[u32]) {
        let (release, released) = oneshot::channel();
        self.0
            .unbounded_send(OwnershipChange::Revoked {
                partitions: partitions.to_vec(),
                release,
            })
            .expect("the engine follows its ownership");
        tokio::time::timeout(Duration::from_secs(60), released)
            .await
            .expect("released in time")
            .expect("released, not dropped");
    }
}

impl SplitLog {
    /// `inner` without atomic batches, crashing at `crash`, owning every partition at once.
    pub fn new(inner: &Arc<EmbeddedLog>, crash: CrashAt) -> Arc<SplitLog> {
        Arc::new(SplitLog::with(inner, crash, None))
    }

    /// The same, with the partitions the test gives through the [`Owner`].
    pub fn owned_by_test(inner: &Arc<EmbeddedLog>, crash: CrashAt) -> (Arc<SplitLog>, Owner) {
        let (sender, receiver) = mpsc::unbounded();
        let log = SplitLog::with(inner, crash, Some(receiver));
        (Arc::new(log), Owner(sender))
    }

    fn with(
        inner: &Arc<EmbeddedLog>,
        crash: CrashAt,
        ownership: Option<mpsc::UnboundedReceiver<OwnershipChange>>,
    ) -> SplitLog {
        SplitLog {
            inner: Arc::clone(inner),
            crash,
            count: Mutex::new(Count {
                records: 0,
                steps: 0,
                crashed: false,
            }),
            ownership: Mutex::new(ownership),
            down: AtomicBool::new(false),
        }
    }

    /// Puts the log out of reach (`true`: appends, reads and ends answer `Unavailable`;
    /// subscriptions still deliver what the journal holds, as a consumer's fetched records)
    /// or back.
    pub fn set_down(&self, down: bool) {
        self.down.store(down, Ordering::SeqCst);
    }

    /// `Unavailable` while the log is down.
    fn reachable(&self) -> Result<(), BusError> {
        if self.down.load(Ordering::SeqCst) {
            Err(BusError::Unavailable("the broker is down (test)".into()))
        } else {
            Ok(())
        }
    }

    /// Whether it has crashed.
    pub fn crashed(&self) -> bool {
        self.count().crashed
    }

    fn count(&self) -> std::sync::MutexGuard<'_, Count> {
        self.count.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts one record about to be appended; `Err` once crashed.
    fn admit(&self, topic: Topic) -> Result<(), BusError> {
        let mut count = self.count();
        let crash_now = match self.crash {
            CrashAt::Never => false,
            CrashAt::Record(at) => count.records >= at,
            CrashAt::OutputAfterSteps(steps) => {
                matches!(topic, Topic::Odds | Topic::Results) && count.steps >= steps
            }
        };
        count.crashed |= crash_now;
        if count.crashed {
            return Err(BusError::Closed);
        }
        count.records += 1;
        count.steps += u64::from(topic == Topic::DrawEvents);
        Ok(())
    }
}

#[async_trait]
impl EventLog for SplitLog {
    fn topics(&self) -> &TopicsConfig {
        self.inner.topics()
    }

    fn atomic_batches(&self) -> bool {
        false
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        let scripted = self
            .ownership
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        match scripted {
            Some(changes) => Ok(changes.map(Ok).boxed()),
            None => self.inner.own_partitions(group, topic),
        }
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        self.reachable()?;
        self.admit(topic)?;
        self.inner.append(topic, record).await
    }

    /// Record by record, in order: a crash or a failure leaves the records before it written.
    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
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
        self.reachable()?;
        self.inner.read(topic, partition, from_offset, max).await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.reachable()?;
        self.inner.end_offset(topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.reachable()?;
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
