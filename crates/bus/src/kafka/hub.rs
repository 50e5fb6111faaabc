//! One live consumer per topic, shared by every subscription of this log: it tails all the
//! topic's partitions and hands each record to the subscriptions of its partition. A consumer
//! per subscription (the first design) meant about fifty consumers in one studio process, each
//! long-polling the broker every 10 ms; tansu 0.6 serves every request in one loop, which they
//! kept saturated, and every hop of scan-to-odds waited in its queue. A fetch of one consumer
//! covers all the partitions it is assigned, so a hub costs one fetch per topic per wait.
//!
//! A hub starts at each partition's end as it was when the hub started and delivers every later
//! record in offset order. A subscription that starts below the end reads up to it with a
//! consumer of its own first ([`super::subscribe`]); one that falls too far behind the hub
//! (the channel's capacity) does the same again. Catch-up consumers are kept, connected, for
//! the next catch-up: a new client connects to the broker twice and asks for metadata before
//! its first fetch, which at a fail-over (every taken partition catching up at once, on a
//! broker that answers one request at a time) cost each partition up to a second.

use super::config::KafkaConfig;
use super::errors::{bus_error, passing};
use super::headers::record_of;
use super::reader::{
    assign_one, assigning_consumer, end_offset, kafka_partition, offset_i64, watermarks, Reader,
};
use crate::error::BusError;
use crate::record::Record;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::error::KafkaError;
use rdkafka::message::Message;
use rdkafka::{Offset, TopicPartitionList};
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, watch, OnceCell};

/// Records (or errors) a subscription may be behind its hub before it reads on its own.
const CAPACITY: usize = 1024;
/// Catch-up consumers kept for the next catch-up: an engine's partitions' worth at a fail-over.
const IDLE_CATCH_UPS: usize = 16;

/// What a hub hands out: a record of the partition, or a failure of the topic's consumer.
pub(crate) type Delivery = Result<Arc<Record>, BusError>;

/// The hubs of one log, started on first use.
pub(crate) struct Hubs {
    config: KafkaConfig,
    topics: TopicsConfig,
    reader: Arc<Reader>,
    closed: watch::Receiver<bool>,
    hubs: [OnceCell<Hub>; Topic::ALL.len()],
    /// Catch-up consumers no subscription uses now, unassigned.
    idle: Mutex<Vec<StreamConsumer>>,
}

/// One topic's hub: a channel per partition, fed by the topic's consumer task.
struct Hub {
    partitions: Vec<broadcast::Sender<Delivery>>,
}

impl Hubs {
    pub(crate) fn new(
        config: KafkaConfig,
        topics: TopicsConfig,
        reader: Arc<Reader>,
        closed: watch::Receiver<bool>,
    ) -> Self {
        Hubs {
            config,
            topics,
            reader,
            closed,
            hubs: Default::default(),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Everything the hub delivers for `partition` from now on. Every record appended after
    /// this call returns is delivered (and perhaps some before).
    pub(crate) async fn live(
        &self,
        topic: Topic,
        partition: u32,
    ) -> Result<broadcast::Receiver<Delivery>, BusError> {
        let hub = self.hubs[topic.index()]
            .get_or_try_init(|| self.start(topic))
            .await?;
        let index = usize::try_from(partition).unwrap_or(usize::MAX);
        hub.partitions
            .get(index)
            .map(broadcast::Sender::subscribe)
            .ok_or(BusError::UnknownPartition {
                topic,
                partition,
                partitions: self.topics.partitions(topic),
            })
    }

    /// The offset the next record of the partition will get.
    pub(crate) async fn end(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        end_offset(&self.reader, topic, partition).await
    }

    /// The partition's log start and end (its low and high watermarks).
    pub(crate) async fn bounds(
        &self,
        topic: Topic,
        partition: u32,
    ) -> Result<(u64, u64), BusError> {
        watermarks(&self.reader, topic, partition).await
    }

    /// A consumer of the subscriptions' settings outside the hub, assigned to `partition` of
    /// `topic` from `from` (a subscription catching up to the hub): an idle one if there is
    /// one, else a new one.
    pub(crate) fn consumer_from(
        &self,
        topic: Topic,
        partition: u32,
        from: u64,
    ) -> Result<StreamConsumer, BusError> {
        let idle = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let consumer = match idle {
            Some(consumer) => consumer,
            None => self.tail_consumer("creating a subscription", true)?,
        };
        assign_one(
            &consumer,
            &self.topics.name(topic),
            partition,
            from,
            "subscribing",
        )?;
        Ok(consumer)
    }

    /// Keeps a catch-up consumer that is done, unassigned, for the next catch-up.
    pub(crate) fn put_back(&self, consumer: StreamConsumer) {
        if let Err(error) = consumer.assign(&TopicPartitionList::new()) {
            tracing::debug!(%error, "a catch-up consumer could not be unassigned; dropped");
            return;
        }
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < IDLE_CATCH_UPS {
            idle.push(consumer);
        }
    }

    /// The full name of `topic`.
    pub(crate) fn name(&self, topic: Topic) -> String {
        self.topics.name(topic)
    }

    /// A consumer with the subscriptions' fetch settings, not yet assigned; with `eof` it
    /// reports reaching a partition's end (a catch-up's way to know it is done).
    fn tail_consumer(&self, doing: &str, eof: bool) -> Result<StreamConsumer, BusError> {
        self.config
            .finish(assigning_consumer(
                &self.config,
                self.config.tail_fetch_wait_ms,
                eof,
            ))
            .create()
            .map_err(|e| bus_error(doing, &e))
    }

    /// Starts the topic's consumer at every partition's current end.
    async fn start(&self, topic: Topic) -> Result<Hub, BusError> {
        let partitions = self.topics.partitions(topic);
        let mut assignment = TopicPartitionList::new();
        let name = self.topics.name(topic);
        for partition in 0..partitions {
            let end = self.end(topic, partition).await?;
            assignment
                .add_partition_offset(
                    &name,
                    kafka_partition(partition),
                    Offset::Offset(offset_i64(end)),
                )
                .map_err(|e| bus_error("starting a topic's subscriptions", &e))?;
        }
        let consumer = self.tail_consumer("starting a topic's subscriptions", false)?;
        consumer
            .assign(&assignment)
            .map_err(|e| bus_error("starting a topic's subscriptions", &e))?;
        let senders: Vec<_> = (0..partitions)
            .map(|_| broadcast::channel(CAPACITY).0)
            .collect();
        let feed = Feed {
            consumer,
            topic,
            partitions: senders.clone(),
            closed: self.closed.clone(),
            troubled: false,
        };
        tokio::spawn(feed.run());
        Ok(Hub {
            partitions: senders,
        })
    }
}

/// The consumer task of a hub.
struct Feed {
    consumer: StreamConsumer,
    topic: Topic,
    partitions: Vec<broadcast::Sender<Delivery>>,
    closed: watch::Receiver<bool>,
    troubled: bool,
}

impl Feed {
    /// Hands out records until the log closes.
    async fn run(mut self) {
        loop {
            if *self.closed.borrow_and_update() {
                return;
            }
            tokio::select! {
                received = self.consumer.recv() => match received {
                    Ok(message) => {
                        let partition = usize::try_from(message.partition()).unwrap_or(usize::MAX);
                        let record = record_of(self.topic, &message).map(Arc::new);
                        self.recovered();
                        self.deliver(partition, record);
                    }
                    Err(error) if passing(&error) => self.trouble(&error),
                    Err(error) => self.fail(&error),
                },
                changed = self.closed.changed() => if changed.is_err() {
                    return;
                },
            }
        }
    }

    fn deliver(&self, partition: usize, delivery: Delivery) {
        if let Some(sender) = self.partitions.get(partition) {
            // No subscription of the partition right now is fine: a later one reads from the
            // log's end, not from here.
            let _ = sender.send(delivery);
        }
    }

    /// A failure that is not the connection's: every subscription of the topic ends with it.
    fn fail(&self, error: &KafkaError) {
        let failure = bus_error("tailing", error);
        tracing::warn!(topic = %self.topic, error = %failure, "a topic's live consumer failed");
        for sender in &self.partitions {
            let _ = sender.send(Err(failure.clone()));
        }
    }

    /// Logs a passing error: the first of a spell as a warning (librdkafka reconnects and
    /// fetches again by itself), the others at debug level.
    fn trouble(&mut self, error: &KafkaError) {
        if std::mem::replace(&mut self.troubled, true) {
            tracing::debug!(topic = %self.topic, %error, "tailing: still waiting for the broker");
        } else {
            tracing::warn!(topic = %self.topic, %error, "tailing: the broker connection failed; waiting for it to recover");
        }
    }

    fn recovered(&mut self) {
        if std::mem::take(&mut self.troubled) {
            tracing::info!(topic = %self.topic, "tailing again");
        }
    }
}
