//! The Kafka backend, through rdkafka and its bundled librdkafka: the same [`EventLog`] on a
//! Kafka cluster, so that several processes (and engine instances) share one studio.
//!
//! - appends: one idempotent producer (`acks=all`), partitions computed by our murmur2
//!   partitioner, an append answered once every record of it is acknowledged ([`producer`]);
//! - reads and end offsets: one consumer outside any group, assigned on demand ([`reader`]);
//! - subscriptions: live records from one consumer per topic, shared ([`hub`]); a replay from
//!   a consumer of the subscription's own until it reaches the live end ([`subscribe`]);
//! - ownership: a consumer-group member per call ([`ownership`]);
//! - topics: created when missing, partition counts checked at open ([`topics`]).
//!
//! Batches are not atomic ([`EventLog::atomic_batches`] is false): brokers without transactions
//! (the tansu broker of the tests) are common, and the engine's output records the journal
//! offset it consumed instead. See `docs/kafka.md`.

mod config;
mod errors;
mod headers;
mod holding;
mod hub;
mod leases;
mod ownership;
mod producer;
mod reader;
mod sightings;
mod subscribe;
mod tenure_book;
mod topics;

pub use config::{KafkaConfig, DEFAULT_RETENTION_HOURS};
pub use topics::{ensure_topics, TopicState};

use crate::error::BusError;
use crate::log::{EventLog, OwnershipStream, RecordStream};
use crate::record::{Appended, NewRecord, Record};
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use async_trait::async_trait;
use hub::Hubs;
use producer::Producer;
use reader::{blocking, Reader};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The Kafka event log. Cheap to clone: clones share one producer and one reading consumer.
#[derive(Clone)]
pub struct KafkaLog {
    shared: Arc<Shared>,
}

struct Shared {
    config: KafkaConfig,
    topics: TopicsConfig,
    producer: Producer,
    reader: Arc<Reader>,
    hubs: Arc<Hubs>,
    closed: watch::Sender<bool>,
}

impl KafkaLog {
    /// Connects to the cluster, creates the studio's topics where missing and checks the
    /// partition counts of those that exist ([`BusError::PartitionCountChanged`]).
    pub async fn open(config: KafkaConfig, topics: TopicsConfig) -> Result<Self, BusError> {
        let states = ensure_topics(&config, &topics).await?;
        for state in &states {
            tracing::debug!(topic = %state.name, partitions = state.partitions, "topic ready");
        }
        let producer = Producer::new(&config, &topics)?;
        let reader = Arc::new(Reader::new(&config, &topics)?);
        let (closed, _) = watch::channel(false);
        let hubs = Hubs::new(
            config.clone(),
            topics.clone(),
            Arc::clone(&reader),
            closed.subscribe(),
        );
        Ok(KafkaLog {
            shared: Arc::new(Shared {
                config,
                topics,
                producer,
                reader,
                hubs: Arc::new(hubs),
                closed,
            }),
        })
    }

    /// The configuration the log was opened with.
    pub fn config(&self) -> &KafkaConfig {
        &self.shared.config
    }

    /// Stops accepting work, ends subscriptions with [`BusError::Closed`], and waits (up to the
    /// produce timeout) for records already handed to the producer to be acknowledged.
    pub async fn close(&self) -> Result<(), BusError> {
        self.shared.closed.send_replace(true);
        let shared = Arc::clone(&self.shared);
        let timeout = Duration::from_millis(self.shared.config.produce_timeout_ms);
        tokio::task::spawn_blocking(move || shared.producer.flush(timeout))
            .await
            .map_err(|e| BusError::Internal(format!("flushing the producer: {e}")))?
    }

    fn check_open(&self) -> Result<(), BusError> {
        if *self.shared.closed.borrow() {
            Err(BusError::Closed)
        } else {
            Ok(())
        }
    }
}

#[async_trait]
impl EventLog for KafkaLog {
    fn topics(&self) -> &TopicsConfig {
        &self.shared.topics
    }

    /// Idempotent, ordered appends without Kafka transactions.
    fn atomic_batches(&self) -> bool {
        false
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.check_open()?;
        let name = self.shared.topics.name(topic);
        let partitions = self.shared.topics.partitions(topic);
        ownership::own_partitions(&self.shared.config, group, topic, &name, partitions)
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        self.append_batch(vec![(topic, record)])
            .await?
            .into_iter()
            .next()
            .ok_or_else(|| BusError::Internal("an append of one record placed none".into()))
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        self.check_open()?;
        if records.is_empty() {
            return Ok(Vec::new());
        }
        self.shared.producer.send(records).await
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.check_open()?;
        if max == 0 {
            return Ok(Vec::new());
        }
        blocking(&self.shared.reader, move |reader| {
            reader.read(topic, partition, from_offset, max)
        })
        .await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.check_open()?;
        reader::end_offset(&self.shared.reader, topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.check_open()?;
        let (start, _) = reader::watermarks(&self.shared.reader, topic, partition).await?;
        Ok(start)
    }

    /// Nothing to do: the journal and the draw events are kept forever on Kafka (a time-based
    /// retention there would not know the engine's floors).
    fn release_below(&self, _topic: Topic, _partition: u32, _offset: u64) {}

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.check_open()?;
        subscribe::subscribe(
            Arc::clone(&self.shared.hubs),
            topic,
            partition,
            from_offset,
            self.shared.closed.subscribe(),
        )
    }
}
