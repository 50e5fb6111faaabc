//! A partition's records as a stream. Live records come from the topic's hub (one consumer per
//! topic for the whole log, [`super::hub`]); records below the partition's end when the
//! subscription joined the hub (a replay, or a subscription that fell behind the hub) come from
//! a catch-up consumer of its own, assigned to the partition at the subscription's offset and
//! dropped once it reaches that end.
//!
//! No record is missed at the hand-over: the subscription joins the hub first and reads the
//! end after, so every record at or above that end is appended after it joined, and the hub
//! delivers it.

use super::errors::{bus_error, passing};
use super::headers::record_of;
use super::hub::{Delivery, Hubs};
use super::reader::kafka_partition;
use crate::error::BusError;
use crate::log::RecordStream;
use crate::record::Record;
use crate::topic::Topic;
use futures::stream::{self, StreamExt};
use rdkafka::consumer::StreamConsumer;
use rdkafka::error::KafkaError;
use rdkafka::message::Message;
use std::sync::Arc;
use tokio::sync::{broadcast, watch};

/// The stream's state between items.
struct Tail {
    hubs: Arc<Hubs>,
    topic: Topic,
    partition: u32,
    next: u64,
    live: Option<broadcast::Receiver<Delivery>>,
    catch_up: Option<CatchUp>,
    closed: watch::Receiver<bool>,
    done: bool,
}

/// What a catch-up consumer gives.
enum Caught {
    /// The partition's next record.
    Record(Record),
    /// The end of the partition as it was at the consumer's last fetch, at or past `until`.
    End,
}

/// A consumer of the subscription's own, reading up to `until`; back to the hubs' idle ones
/// when dropped.
struct CatchUp {
    consumer: Option<StreamConsumer>,
    hubs: Arc<Hubs>,
    name: String,
    partition: u32,
    until: u64,
    troubled: bool,
}

/// The stream of `partition` of `topic` from `from` on. Needs a tokio runtime.
pub(crate) fn subscribe(
    hubs: Arc<Hubs>,
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
    let tail = Tail {
        hubs,
        topic,
        partition,
        next: from,
        live: None,
        catch_up: None,
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
        let item = self.next_record().await;
        self.done = item.is_err();
        Some((item, self))
    }

    async fn next_record(&mut self) -> Result<Record, BusError> {
        loop {
            if *self.closed.borrow_and_update() {
                return Err(BusError::Closed);
            }
            if self.live.is_none() {
                self.join_hub().await?;
            }
            let record = match self.catch_up.as_mut() {
                Some(catch_up) if self.next < catch_up.until => {
                    let received = tokio::select! {
                        received = catch_up.recv(self.topic) => received,
                        _ = self.closed.changed() => continue,
                    };
                    match received? {
                        Caught::Record(record) => record,
                        // Every record below the end it reached is delivered: what is left
                        // below `until` is a gap.
                        Caught::End => {
                            self.next = self.next.max(catch_up.until);
                            continue;
                        }
                    }
                }
                Some(_) => {
                    self.catch_up = None;
                    continue;
                }
                None => match self.recv_live().await? {
                    Some(record) => record,
                    None => continue,
                },
            };
            // Below the start: a consumer began before the subscription's offset, or the hub
            // repeats what the catch-up delivered.
            if record.offset < self.next {
                continue;
            }
            // Above it: a gap in the offsets, which Kafka does not promise to be dense (the
            // start was checked against the log start when the subscription joined the hub).
            self.next = record.offset + 1;
            return Ok(record);
        }
    }

    /// Joins the hub, then reads the log start and the end: a `next` below the start has
    /// lost records ([`BusError::Lost`]); what lies below the end and at or above `next` is
    /// read by a catch-up consumer.
    async fn join_hub(&mut self) -> Result<(), BusError> {
        let live = self.hubs.live(self.topic, self.partition).await?;
        let (start, end) = self.hubs.bounds(self.topic, self.partition).await?;
        if self.next < start {
            return Err(BusError::Lost {
                topic: self.topic,
                partition: self.partition,
                from: self.next,
                start,
            });
        }
        self.live = Some(live);
        self.catch_up = if self.next < end {
            Some(CatchUp::start(
                Arc::clone(&self.hubs),
                self.topic,
                self.partition,
                self.next,
                end,
            )?)
        } else {
            None
        };
        Ok(())
    }

    /// The hub's next record of the partition; `None` when the subscription must join again
    /// (it fell behind the hub) or look at the log's state.
    async fn recv_live(&mut self) -> Result<Option<Record>, BusError> {
        let Some(live) = self.live.as_mut() else {
            return Ok(None);
        };
        let delivery = tokio::select! {
            delivery = live.recv() => delivery,
            _ = self.closed.changed() => return Ok(None),
        };
        match delivery {
            Ok(Ok(record)) => Ok(Some(Record::clone(&record))),
            Ok(Err(error)) => Err(error),
            Err(broadcast::error::RecvError::Lagged(missed)) => {
                tracing::debug!(topic = %self.topic, partition = self.partition, missed, "a subscription fell behind its hub; catching up on its own");
                self.live = None;
                Ok(None)
            }
            Err(broadcast::error::RecvError::Closed) => Err(BusError::Closed),
        }
    }
}

impl CatchUp {
    fn start(
        hubs: Arc<Hubs>,
        topic: Topic,
        partition: u32,
        from: u64,
        until: u64,
    ) -> Result<CatchUp, BusError> {
        let consumer = hubs.consumer_from(topic, partition, from)?;
        Ok(CatchUp {
            consumer: Some(consumer),
            name: hubs.name(topic),
            hubs,
            partition,
            until,
            troubled: false,
        })
    }

    /// The next record, or the partition's end; passing errors are waited out (librdkafka
    /// reconnects by itself).
    async fn recv(&mut self, topic: Topic) -> Result<Caught, BusError> {
        let partition = self.partition;
        let Some(consumer) = self.consumer.as_ref() else {
            return Err(BusError::Internal("a catch-up without its consumer".into()));
        };
        loop {
            match consumer.recv().await {
                // A message fetched for a catch-up the consumer served before.
                Ok(message)
                    if message.topic() != self.name
                        || message.partition() != kafka_partition(partition) => {}
                Ok(message) => {
                    if std::mem::take(&mut self.troubled) {
                        tracing::info!(%topic, partition, "catching up again");
                    }
                    return record_of(topic, &message).map(Caught::Record);
                }
                Err(KafkaError::PartitionEOF(reached)) if reached == kafka_partition(partition) => {
                    return Ok(Caught::End);
                }
                Err(KafkaError::PartitionEOF(_)) => {}
                Err(error) if passing(&error) => {
                    if !std::mem::replace(&mut self.troubled, true) {
                        tracing::warn!(%topic, partition, %error, "catching up: the broker connection failed; waiting for it to recover");
                    }
                }
                Err(error) => return Err(bus_error("catching up", &error)),
            }
        }
    }
}

impl Drop for CatchUp {
    fn drop(&mut self) {
        if let Some(consumer) = self.consumer.take() {
            self.hubs.put_back(consumer);
        }
    }
}
