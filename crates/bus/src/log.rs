//! The event log as one trait, shaped like Kafka so that the Kafka backend fits behind it.

use crate::error::BusError;
use crate::record::{Appended, NewRecord, Record};
use crate::tenure::Tenure;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use async_trait::async_trait;
use futures::stream::BoxStream;
use tokio::sync::oneshot;

/// A partition's records in offset order, first replayed then live. Ends after an error.
pub type RecordStream = BoxStream<'static, Result<Record, BusError>>;

/// Changes in which partitions of a topic this member of a consumer group owns, in order.
/// Ends after an error.
pub type OwnershipStream = BoxStream<'static, Result<OwnershipChange, BusError>>;

/// A change in the partitions a member of a consumer group owns (see
/// [`EventLog::own_partitions`]).
#[derive(Debug)]
pub enum OwnershipChange {
    /// These partitions are now this member's: rebuild their tables and consume them, each
    /// once `tenure` has begun for it, and writing for it only while `tenure` holds.
    Assigned {
        /// The partitions assigned.
        partitions: Vec<u32>,
        /// When this member may write for them.
        tenure: Tenure,
    },
    /// These partitions are being taken away. Stop writing for them, then send on (or drop)
    /// `release`: the group hands them to another member only after that (or after the
    /// backend's rebalance timeout), so that two members never write for one table at once.
    Revoked {
        /// The partitions taken away.
        partitions: Vec<u32>,
        /// Signals that this member has stopped working on them.
        release: oneshot::Sender<()>,
    },
}

/// A partitioned, append-only log of records.
///
/// Guarantees every backend gives:
/// - an append returns only once the record is durable (it survives a crash of the process and
///   of the machine); an error means nothing was written;
/// - offsets increase per partition, from 0, in append order, but need not be dense: Kafka
///   leaves gaps (transaction markers, aborted batches, compaction, a broker's own choice) and
///   the embedded log's retention deletes records (a partition's oldest; in the system of
///   record, those below the floor its owner released but for the ones kept, see
///   [`EventLog::release_below`]). Readers go from a record to the next one there is; a gap is
///   not a loss. A loss is a reader starting below the partition's log start
///   ([`EventLog::start_offset`]): subscriptions report it as [`BusError::Lost`];
/// - the same key always goes to the same partition ([`crate::partition_for_key`]);
/// - [`EventLog::append_batch`] is all-or-nothing across topics: the embedded backend uses one
///   SQLite transaction; the Kafka backend uses a Kafka transaction where the broker supports
///   them, and otherwise idempotent, ordered appends, in which case a crash may leave a prefix
///   of a batch written (which is why the engine records its input offset in its own output
///   and de-duplicates on restart).
#[async_trait]
pub trait EventLog: Send + Sync {
    /// Topic names and partition counts of this log.
    fn topics(&self) -> &TopicsConfig;

    /// Whether [`EventLog::append_batch`] is atomic across topics and partitions. When it is
    /// not, a crash may leave a prefix of a batch written, and writers must record their input
    /// position in their own output to resume without loss or duplicates.
    fn atomic_batches(&self) -> bool;

    /// Joins the consumer group `group` on `topic` and reports which of its partitions this
    /// member owns, and every later change, so that each partition has one owner at a time and
    /// moves to another member when its owner dies. A backend with a single process (the
    /// embedded log) assigns every partition at once and never revokes.
    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError>;

    /// How many partitions the topic has.
    fn partitions(&self, topic: Topic) -> u32 {
        self.topics().partitions(topic)
    }

    /// Appends one record; returns where it landed once it is durable.
    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError>;

    /// Appends records to one or more topics, all or nothing; returns where each landed, in
    /// order, once all are durable. Records of one partition get consecutive offsets in the
    /// order given.
    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError>;

    /// Up to `max` records of a partition from `from_offset` on, in offset order; empty at the
    /// end of the partition. A read is a scan: it skips gaps, and a read from below the log
    /// start starts at it (a reader that must see every record subscribes, or compares with
    /// [`EventLog::start_offset`]). The next read starts after the last record returned.
    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError>;

    /// The offset the next record of the partition will get (Kafka's high watermark). Not a
    /// record count, and not always one past the last record: a partition may end in a gap
    /// (see [`crate::read_end`] for where a reader that has read everything stands).
    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError>;

    /// The partition's log start: the offset of its first record still kept (Kafka's low
    /// watermark), or its end when it holds none. Records below it were deleted by retention.
    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError>;

    /// Tells the log that the owner of `partition` no longer needs its records below `offset`
    /// to rebuild what it holds, so that a retention may delete them once they are old enough.
    /// A log that keeps `topic` whatever its owners need (Kafka, where the studio journal and
    /// the draw events are kept forever) has nothing to do with it; a wrapper passes it on.
    fn release_below(&self, topic: Topic, partition: u32, offset: u64);

    /// Every record of the partition from `from_offset` on: those already there, then each new
    /// one as soon as it is durable, in offset order, each once, across any gap in the offsets.
    /// A `from_offset` past the end waits for the partition to reach it. A `from_offset` below
    /// the partition's log start ends the stream with [`BusError::Lost`] (naming where the
    /// partition now starts), rather than skipping what was deleted unseen.
    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError>;
}
