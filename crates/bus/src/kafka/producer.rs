//! Appends: one idempotent producer per log (`acks=all`), each record sent to the partition
//! our murmur2 partitioner picks, and an append answered only when every record of it is
//! acknowledged by the brokers.

use super::config::KafkaConfig;
use super::errors::bus_error;
use super::headers::to_kafka;
use crate::error::BusError;
use crate::record::{Appended, NewRecord};
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use futures::future::join_all;
use rdkafka::error::{KafkaError, RDKafkaErrorCode};
use rdkafka::producer::{DeliveryFuture, FutureProducer, FutureRecord, Producer as _};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// Room for Kafka's record-batch framing above the largest record we accept.
const BATCH_OVERHEAD: usize = 64 * 1024;
/// How long librdkafka may gather records into one request: small, so that an append's latency
/// stays near the broker's round trip.
const LINGER_MS: &str = "1";
/// Between attempts to enqueue while librdkafka's local queue is full.
const QUEUE_FULL_PAUSE: Duration = Duration::from_millis(5);

/// The log's producer.
///
/// After a failed delivery the librdkafka producer is replaced by a new one (a new producer id)
/// before the next append: librdkafka's idempotent producer recovers from a timed-out record by
/// bumping its epoch (KIP-360), which the tansu broker answers with an error; a new producer
/// id works on every broker. Records that failed were answered as failures, so nothing is
/// reordered by the switch.
pub(crate) struct Producer {
    current: RwLock<Arc<FutureProducer>>,
    /// Set by a failed delivery: replace the producer before the next append.
    stale: AtomicBool,
    config: KafkaConfig,
    topics: TopicsConfig,
    names: [String; Topic::ALL.len()],
    max_record_bytes: usize,
    timeout: Duration,
    /// Held while a batch is enqueued, so that the records of one batch for one partition are
    /// consecutive in it (librdkafka keeps enqueue order per partition).
    enqueue: Mutex<()>,
}

/// A record placed in its partition, ready to send.
struct Placed {
    topic: Topic,
    partition: u32,
    record: NewRecord,
}

impl Producer {
    /// An idempotent producer with `acks=all`; it connects lazily.
    pub(crate) fn new(config: &KafkaConfig, topics: &TopicsConfig) -> Result<Self, BusError> {
        Ok(Producer {
            current: RwLock::new(Arc::new(create(config)?)),
            stale: AtomicBool::new(false),
            config: config.clone(),
            topics: topics.clone(),
            names: Topic::ALL.map(|topic| topics.name(topic)),
            max_record_bytes: config.largest_record_bytes(),
            timeout: Duration::from_millis(config.produce_timeout_ms),
            enqueue: Mutex::new(()),
        })
    }

    /// Sends the records in order and waits until each is acknowledged; returns where each
    /// landed. Nothing is sent if one of them is invalid. Not atomic: when an error comes back,
    /// records before it (or even the failing one) may have been written.
    pub(crate) async fn send(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        let placed = records
            .into_iter()
            .map(|(topic, record)| self.place(topic, record))
            .collect::<Result<Vec<_>, _>>()?;
        let deliveries = self.enqueue_all(&placed).await?;
        let mut appended = Vec::with_capacity(deliveries.len());
        let mut first_error = None;
        for (result, placed) in join_all(deliveries).await.into_iter().zip(&placed) {
            match delivered(result, placed) {
                Ok(at) => appended.push(at),
                Err(error) => {
                    self.stale.store(true, Ordering::SeqCst);
                    first_error.get_or_insert(error);
                }
            }
        }
        match first_error {
            Some(error) => Err(error),
            None => Ok(appended),
        }
    }

    /// Waits until every record handed to librdkafka is acknowledged (or `timeout` passes).
    pub(crate) fn flush(&self, timeout: Duration) -> Result<(), BusError> {
        self.producer()
            .flush(timeout)
            .map_err(|e| bus_error("flushing the producer", &e))
    }

    /// Checks the size and the partition; places the record by its key.
    fn place(&self, topic: Topic, record: NewRecord) -> Result<Placed, BusError> {
        let size = record.size();
        if size > self.max_record_bytes {
            return Err(BusError::RecordTooLarge {
                size,
                max: self.max_record_bytes,
            });
        }
        let partition = record
            .partition
            .unwrap_or_else(|| self.topics.partition_for_key(topic, &record.key));
        self.topics.check_partition(topic, partition)?;
        Ok(Placed {
            topic,
            partition,
            record,
        })
    }

    /// Hands every record to librdkafka, in order, waiting while its queue is full (at most
    /// the produce timeout).
    async fn enqueue_all(&self, placed: &[Placed]) -> Result<Vec<DeliveryFuture>, BusError> {
        let _in_order = self.enqueue.lock().await;
        if self.stale.swap(false, Ordering::SeqCst) {
            self.replace()?;
        }
        let producer = self.producer();
        let deadline = Instant::now() + self.timeout;
        let mut deliveries = Vec::with_capacity(placed.len());
        for item in placed {
            loop {
                match producer.send_result(self.kafka_record(item)) {
                    Ok(delivery) => {
                        deliveries.push(delivery);
                        break;
                    }
                    Err((KafkaError::MessageProduction(RDKafkaErrorCode::QueueFull), _))
                        if Instant::now() < deadline =>
                    {
                        tokio::time::sleep(QUEUE_FULL_PAUSE).await;
                    }
                    Err((error, _)) => return Err(bus_error("enqueueing a record", &error)),
                }
            }
        }
        Ok(deliveries)
    }

    fn producer(&self) -> Arc<FutureProducer> {
        // The slot always holds a working producer, even if a panic poisoned the lock.
        Arc::clone(&self.current.read().unwrap_or_else(|p| p.into_inner()))
    }

    /// Puts a new producer in place; the old one finishes what it holds in the background.
    fn replace(&self) -> Result<(), BusError> {
        let fresh = Arc::new(create(&self.config)?);
        let old = std::mem::replace(
            &mut *self.current.write().unwrap_or_else(|p| p.into_inner()),
            fresh,
        );
        tracing::info!("a delivery failed: appending through a new producer id");
        let timeout = self.timeout;
        std::thread::spawn(move || {
            // Whatever it still holds was (or will be) answered through its delivery futures.
            let _ = old.flush(timeout);
        });
        Ok(())
    }

    fn kafka_record<'a>(&'a self, item: &'a Placed) -> FutureRecord<'a, [u8], [u8]> {
        FutureRecord::to(&self.names[item.topic.index()])
            .partition(i32::try_from(item.partition).unwrap_or(i32::MAX))
            .key(item.record.key.as_slice())
            .payload(item.record.payload.as_slice())
            .headers(to_kafka(&item.record.headers))
    }
}

/// An idempotent producer with `acks=all`; it connects lazily.
fn create(config: &KafkaConfig) -> Result<FutureProducer, BusError> {
    let mut client = config.client();
    client
        .set("enable.idempotence", "true")
        .set("acks", "all")
        .set("linger.ms", LINGER_MS)
        // One record per batch (other partitions' records still share the request): tansu 0.6's memory
        // store answers a fetch from inside a batch of several records with the batches after
        // it only, hiding the rest of that batch, and `ListOffsets` with the last batch's base
        // offset plus one (docs/kafka.md, "Offsets").
        .set("batch.num.messages", "1")
        .set("message.timeout.ms", config.produce_timeout_ms.to_string())
        .set(
            "message.max.bytes",
            (config.max_record_bytes + BATCH_OVERHEAD).to_string(),
        );
    config
        .finish(client)
        .create()
        .map_err(|e| bus_error("creating the producer", &e))
}

/// Where a record landed, from its delivery report.
fn delivered(
    result: Result<
        rdkafka::producer::future_producer::OwnedDeliveryResult,
        futures::channel::oneshot::Canceled,
    >,
    placed: &Placed,
) -> Result<Appended, BusError> {
    let delivery = match result {
        Ok(Ok(delivery)) => delivery,
        Ok(Err((error, _))) => return Err(bus_error("appending", &error)),
        Err(_) => return Err(BusError::Closed),
    };
    let offset = u64::try_from(delivery.offset).map_err(|_| {
        BusError::Internal(format!(
            "the broker acknowledged offset {}",
            delivery.offset
        ))
    })?;
    if i64::from(placed.partition) != i64::from(delivery.partition) {
        return Err(BusError::Internal(format!(
            "a record for {}/{} was acknowledged in partition {}",
            placed.topic, placed.partition, delivery.partition
        )));
    }
    Ok(Appended {
        partition: placed.partition,
        offset,
    })
}
