//! A partition's records as a stream: a consumer of its own, outside any group, assigned to the
//! partition at the start offset; it replays what is there and then tails new records as the
//! broker hands them out (a long-poll fetch, not a timer).
//!
//! One consumer per subscription is simple and keeps subscriptions independent; each costs a
//! connection to the partition's leader and librdkafka's threads, which is why services
//! subscribe per partition or per request, not per record.

use super::config::KafkaConfig;
use super::errors::{bus_error, passing};
use super::headers::record_of;
use super::reader::{assigning_consumer, kafka_partition, offset_i64, TAIL_FETCH_WAIT_MS};
use crate::error::BusError;
use crate::log::RecordStream;
use crate::record::Record;
use crate::topic::Topic;
use futures::stream::{self, StreamExt};
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::{Offset, TopicPartitionList};
use std::sync::Arc;
use tokio::sync::watch;

/// The stream's state between items.
struct Tail {
    consumer: Arc<StreamConsumer>,
    topic: Topic,
    partition: u32,
    next: u64,
    closed: watch::Receiver<bool>,
    done: bool,
    /// Since a passing error, until the next record: the error is logged once, not per retry.
    troubled: bool,
}

/// The stream of `partition` of `topic` (named `name`) from `from` on. Needs a tokio runtime.
pub(crate) fn subscribe(
    config: &KafkaConfig,
    name: &str,
    topic: Topic,
    partition: u32,
    from: u64,
    closed: watch::Receiver<bool>,
) -> Result<RecordStream, BusError> {
    if tokio::runtime::Handle::try_current().is_err() {
        return Err(BusError::Internal(
            "a Kafka subscription needs a tokio runtime".into(),
        ));
    }
    let consumer: StreamConsumer = config
        .finish(assigning_consumer(config, TAIL_FETCH_WAIT_MS))
        .create()
        .map_err(|e| bus_error("creating a subscription", &e))?;
    let mut assignment = TopicPartitionList::new();
    assignment
        .add_partition_offset(
            name,
            kafka_partition(partition),
            Offset::Offset(offset_i64(from)),
        )
        .map_err(|e| bus_error("subscribing", &e))?;
    consumer
        .assign(&assignment)
        .map_err(|e| bus_error("subscribing", &e))?;
    let tail = Tail {
        consumer: Arc::new(consumer),
        topic,
        partition,
        next: from,
        closed,
        done: false,
        troubled: false,
    };
    Ok(stream::unfold(tail, Tail::next_item).boxed())
}

impl Tail {
    async fn next_item(mut self) -> Option<(Result<Record, BusError>, Self)> {
        if self.done {
            return None;
        }
        let item = self.next_record().await;
        self.done = item.is_err();
        Some((item, self))
    }

    async fn next_record(&mut self) -> Result<Record, BusError> {
        loop {
            if *self.closed.borrow_and_update() {
                return Err(BusError::Closed);
            }
            let consumer = Arc::clone(&self.consumer);
            let received = tokio::select! {
                received = consumer.recv() => match received {
                    Ok(message) => record_of(self.topic, &message),
                    Err(error) if passing(&error) => {
                        self.trouble(&error);
                        continue;
                    }
                    Err(error) => Err(bus_error("tailing", &error)),
                },
                changed = self.closed.changed() => match changed {
                    Ok(()) => continue,
                    // The log is gone.
                    Err(_) => return Err(BusError::Closed),
                },
            };
            let record = received?;
            // Below the start: the consumer began at the end, before the partition got there.
            if record.offset < self.next {
                continue;
            }
            if record.offset > self.next {
                return Err(BusError::Internal(format!(
                    "{}/{} skipped from offset {} to {} (deleted by retention, or not dense)",
                    self.topic, self.partition, self.next, record.offset
                )));
            }
            self.next = record.offset + 1;
            if std::mem::take(&mut self.troubled) {
                tracing::info!(topic = %self.topic, partition = self.partition, offset = record.offset, "tailing again");
            }
            return Ok(record);
        }
    }

    /// Logs a passing error: the first of a spell as a warning (librdkafka reconnects and
    /// fetches again by itself), the others at debug level.
    fn trouble(&mut self, error: &rdkafka::error::KafkaError) {
        if std::mem::replace(&mut self.troubled, true) {
            tracing::debug!(topic = %self.topic, partition = self.partition, %error, "tailing: still waiting for the broker");
        } else {
            tracing::warn!(topic = %self.topic, partition = self.partition, next = self.next, %error, "tailing: the broker connection failed; waiting for it to recover");
        }
    }
}
