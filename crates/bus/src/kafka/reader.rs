//! Reads and end offsets: a few consumers outside any group, each assigned to the partition
//! asked for at the offset asked for, on a blocking thread. Reads serve recovery and history,
//! not the live path ([`super::subscribe`]); each takes one consumer to itself, so that the
//! partitions an engine takes over at a fail-over are rebuilt side by side rather than one read
//! after another.

use super::config::{KafkaConfig, FETCH_MAX_BYTES};
use super::errors::{bus_error, passing};
use super::headers::record_of;
use crate::error::BusError;
use crate::record::Record;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use rdkafka::consumer::{BaseConsumer, Consumer, ConsumerContext};
use rdkafka::error::KafkaError;
use rdkafka::message::Message;
use rdkafka::{Offset, TopicPartitionList};
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};
use std::time::{Duration, Instant};

/// Reading consumers of one log: a read takes whichever is free.
const READING_CONSUMERS: usize = 4;

/// The reading consumers, shared by every read of one log.
pub(crate) struct Reader {
    consumers: Vec<Mutex<BaseConsumer>>,
    /// Where the search for a free consumer starts next.
    next: AtomicUsize,
    names: [String; Topic::ALL.len()],
    timeout: Duration,
}

/// How long the broker may hold a fetch of a read (`fetch.wait.max.ms`). A read asks only for
/// records below the end, which are there; but tansu 0.6 holds every fetch for this long, even
/// one it can answer at once, so each page of a read would cost the whole wait.
pub(crate) const READ_FETCH_WAIT_MS: u64 = 1;

/// Makes `partition` of topic `name`, from `offset`, the one partition `consumer` fetches;
/// failures are named after what was being done.
pub(crate) fn assign_one<C: ConsumerContext>(
    consumer: &impl Consumer<C>,
    name: &str,
    partition: u32,
    offset: u64,
    doing: &str,
) -> Result<(), BusError> {
    let mut assignment = TopicPartitionList::new();
    assignment
        .add_partition_offset(
            name,
            kafka_partition(partition),
            Offset::Offset(offset_i64(offset)),
        )
        .map_err(|e| bus_error(doing, &e))?;
    consumer
        .assign(&assignment)
        .map_err(|e| bus_error(doing, &e))
}

/// Settings of a consumer that reads by assignment, outside any group, without committing;
/// the broker holds its fetches for up to `fetch_wait_ms`. With `eof`, the consumer says when
/// it has reached the partition's end (a `PartitionEOF` error): how a reader knows it is done
/// when offsets are not dense and the last ones below the end hold no record.
pub(crate) fn assigning_consumer(
    config: &KafkaConfig,
    fetch_wait_ms: u64,
    eof: bool,
) -> rdkafka::ClientConfig {
    let mut client = config.client();
    client
        // librdkafka wants a group even for assigned partitions; this one never joins (no
        // subscribe) and never commits.
        .set("group.id", format!("{}-reader", config.client_id))
        .set("enable.auto.commit", "false")
        .set("enable.auto.offset.store", "false")
        .set("enable.partition.eof", eof.to_string())
        // A start past the end jumps to the end; records below the start are then skipped.
        .set("auto.offset.reset", "latest")
        // Wake as soon as a record is there (the default waits up to 500 ms for more).
        .set("fetch.wait.max.ms", fetch_wait_ms.to_string())
        .set("fetch.min.bytes", "1")
        .set("fetch.max.bytes", FETCH_MAX_BYTES.to_string())
        // librdkafka wants `fetch.max.bytes` at least `message.max.bytes` (a consumer sends no
        // large requests of its own).
        .set("message.max.bytes", FETCH_MAX_BYTES.to_string());
    client
}

impl Reader {
    /// The reading consumers; they connect lazily.
    pub(crate) fn new(config: &KafkaConfig, topics: &TopicsConfig) -> Result<Self, BusError> {
        let mut consumers = Vec::with_capacity(READING_CONSUMERS);
        for _ in 0..READING_CONSUMERS {
            let consumer = config
                .finish(assigning_consumer(config, READ_FETCH_WAIT_MS, true))
                .create()
                .map_err(|e| bus_error("creating a reading consumer", &e))?;
            consumers.push(Mutex::new(consumer));
        }
        Ok(Reader {
            consumers,
            next: AtomicUsize::new(0),
            names: Topic::ALL.map(|topic| topics.name(topic)),
            timeout: Duration::from_millis(config.produce_timeout_ms),
        })
    }

    /// The partition's low and high watermarks: the first offset still kept, and the offset
    /// the next record will get.
    pub(crate) fn watermarks(&self, topic: Topic, partition: u32) -> Result<(u64, u64), BusError> {
        let consumer = self.consumer();
        self.watermarks_of(&consumer, topic, partition)
    }

    /// Up to `max` records from `from` on. Records that retention deleted are not there: a
    /// read from below the low watermark starts at it. Offsets need not be dense, so the read
    /// ends at `max` records, at the record just below the high watermark, or where the
    /// consumer reports the partition's end (the last offsets below the high watermark may
    /// hold no record), whichever comes first.
    pub(crate) fn read(
        &self,
        topic: Topic,
        partition: u32,
        from: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        let consumer = self.consumer();
        let (low, high) = self.watermarks_of(&consumer, topic, partition)?;
        let start = from.max(low);
        if start >= high || max == 0 {
            return Ok(Vec::new());
        }
        let name = &self.names[topic.index()];
        assign_one(&*consumer, name, partition, start, "reading")?;
        let records = self.fetch(&consumer, topic, partition, start..high, max);
        consumer
            .assign(&TopicPartitionList::new())
            .map_err(|e| bus_error("reading", &e))?;
        records
    }

    /// Polls `consumer`, assigned to one partition at the start of `offsets`, until it holds
    /// `max` records, reaches the record before the end of `offsets`, or reports the
    /// partition's end.
    fn fetch(
        &self,
        consumer: &BaseConsumer,
        topic: Topic,
        partition: u32,
        offsets: Range<u64>,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        let deadline = Instant::now() + self.timeout;
        let (name, wanted) = (&self.names[topic.index()], kafka_partition(partition));
        let mut records: Vec<Record> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(BusError::Unavailable(format!(
                    "reading {topic}/{partition} from {}: the end not reached within {:?}",
                    offsets.start, self.timeout
                )));
            }
            match consumer.poll(left) {
                // Fetched for an earlier read's assignment.
                Some(Ok(message))
                    if message.topic() != name.as_str() || message.partition() != wanted => {}
                Some(Err(KafkaError::PartitionEOF(other))) if other != wanted => {}
                Some(Ok(message)) => {
                    let record = record_of(topic, &message)?;
                    let last = record.offset + 1 >= offsets.end;
                    // Offsets only increase: a record delivered again is not kept twice.
                    let new = records
                        .last()
                        .is_none_or(|kept| record.offset > kept.offset);
                    if new && offsets.contains(&record.offset) {
                        records.push(record);
                    }
                    if last || records.len() >= max {
                        return Ok(records);
                    }
                }
                Some(Err(KafkaError::PartitionEOF(_))) => return Ok(records),
                Some(Err(error)) if passing(&error) => {
                    tracing::debug!(%error, "reading: the broker connection recovers");
                }
                Some(Err(error)) => return Err(bus_error("reading", &error)),
                None => {}
            }
        }
    }

    /// A free consumer if there is one, else the next one in turn once it is free.
    fn consumer(&self) -> MutexGuard<'_, BaseConsumer> {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        let count = self.consumers.len();
        for consumer in (0..count).map(|i| &self.consumers[(start + i) % count]) {
            match consumer.try_lock() {
                Ok(free) => return free,
                // A panic while reading leaves the consumer usable: the next read reassigns it.
                Err(TryLockError::Poisoned(poisoned)) => return poisoned.into_inner(),
                Err(TryLockError::WouldBlock) => {}
            }
        }
        self.consumers[start % count]
            .lock()
            .unwrap_or_else(|p| p.into_inner())
    }

    fn watermarks_of(
        &self,
        consumer: &BaseConsumer,
        topic: Topic,
        partition: u32,
    ) -> Result<(u64, u64), BusError> {
        let (low, high) = consumer
            .fetch_watermarks(
                &self.names[topic.index()],
                kafka_partition(partition),
                self.timeout,
            )
            .map_err(|e| bus_error(&format!("the end of {topic}/{partition}"), &e))?;
        let offset = |value: i64| {
            u64::try_from(value).map_err(|_| {
                BusError::Internal(format!("{topic}/{partition} has watermark {value}"))
            })
        };
        Ok((offset(low)?, offset(high)?))
    }
}

/// A partition number as librdkafka takes it (partition counts are far below `i32::MAX`).
pub(crate) fn kafka_partition(partition: u32) -> i32 {
    i32::try_from(partition).unwrap_or(i32::MAX)
}

/// An offset as librdkafka takes it.
pub(crate) fn offset_i64(offset: u64) -> i64 {
    i64::try_from(offset).unwrap_or(i64::MAX)
}

/// The partition's low and high watermarks, asked on a blocking thread.
pub(crate) async fn watermarks(
    reader: &Arc<Reader>,
    topic: Topic,
    partition: u32,
) -> Result<(u64, u64), BusError> {
    blocking(reader, move |reader| reader.watermarks(topic, partition)).await
}

/// The offset the next record of the partition will get (its high watermark), asked on a
/// blocking thread.
pub(crate) async fn end_offset(
    reader: &Arc<Reader>,
    topic: Topic,
    partition: u32,
) -> Result<u64, BusError> {
    blocking(reader, move |reader| {
        reader.watermarks(topic, partition).map(|(_, high)| high)
    })
    .await
}

/// Runs a blocking librdkafka call on tokio's blocking threads.
pub(crate) async fn blocking<T: Send + 'static>(
    reader: &Arc<Reader>,
    call: impl FnOnce(&Reader) -> Result<T, BusError> + Send + 'static,
) -> Result<T, BusError> {
    let reader = Arc::clone(reader);
    tokio::task::spawn_blocking(move || call(&reader))
        .await
        .map_err(|e| BusError::Internal(format!("a blocking read failed: {e}")))?
}
