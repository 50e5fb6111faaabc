//! Partition ownership through a Kafka consumer group: a member that joins the group on one
//! topic, reports what the group assigns to it and takes away, and holds a revocation until the
//! owner has released the partitions (or `revoke_timeout_ms` passed), so that two members never
//! work on one partition at once.
//!
//! The member delivers no records (the owner reads through subscriptions): its partitions are
//! paused as soon as they are assigned, and a thread polls it only to serve the group protocol
//! (heartbeats, rebalances). Dropping the ownership stream makes the member leave the group,
//! which hands its partitions to the others at once.
//!
//! A second thread keeps the member's partition leases and watches everyone's; when it finds a
//! partition left without an owner the member leaves the group and joins it again
//! ([`super::leases`]), which tansu 0.6 needs after a member dies without leaving.

use super::config::KafkaConfig;
use super::errors::bus_error;
use super::leases::{self, Holding, LeaseLink};
use crate::error::BusError;
use crate::log::{OwnershipChange, OwnershipStream};
use crate::tenure::{Tenure, TenureKeeper};
use crate::topic::Topic;
use futures::stream::{self, StreamExt};
use rdkafka::consumer::{BaseConsumer, Consumer, ConsumerContext, Rebalance};
use rdkafka::error::KafkaError;
use rdkafka::{ClientContext, TopicPartitionList};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

/// How long one poll of the member waits; also how soon it notices that nobody listens.
const POLL: Duration = Duration::from_millis(100);
/// How often the member tells its lease thread what it owns (a local call): soon after a
/// rebalance, so that the thread's judgement waits for the right settling.
const TELL_EVERY: Duration = Duration::from_millis(50);
/// Between checks of a pending release.
const RELEASE_CHECK: Duration = Duration::from_millis(5);
/// The eager range assignor, whatever librdkafka's default: a member's JoinGroup then says the
/// same at every rejoin. tansu 0.6 answers a survivor whose JoinGroup says something new
/// (cooperative-sticky sends its owned partitions and generation) after the group's leader died
/// with a generation that waits for the dead leader, for ever (docs/kafka.md).
const ASSIGNMENT_STRATEGY: &str = "range";

type Changes = mpsc::UnboundedSender<Result<OwnershipChange, BusError>>;

/// The member's callbacks, run on its polling thread.
struct Member {
    topic: Topic,
    changes: Changes,
    revoke_timeout: Duration,
    /// From a revocation (or a leave) to the next assignment; true until the first one.
    rebalancing: AtomicBool,
    /// This member's tenures of its partitions.
    tenures: Arc<dyn TenureKeeper>,
}

impl ClientContext for Member {}

impl ConsumerContext for Member {
    fn pre_rebalance(&self, _consumer: &BaseConsumer<Self>, rebalance: &Rebalance<'_>) {
        match rebalance {
            Rebalance::Revoke(list) => {
                self.rebalancing.store(true, Ordering::SeqCst);
                self.revoke(partitions_of(list));
            }
            Rebalance::Assign(_) => {}
            Rebalance::Error(error) => {
                tracing::warn!(topic = %self.topic, %error, "consumer group rebalance failed");
            }
        }
    }

    fn post_rebalance(&self, consumer: &BaseConsumer<Self>, rebalance: &Rebalance<'_>) {
        if let Rebalance::Assign(list) = rebalance {
            if let Err(error) = consumer.pause(list) {
                tracing::warn!(topic = %self.topic, %error, "pausing the owned partitions");
            }
            let partitions = partitions_of(list);
            tracing::info!(topic = %self.topic, ?partitions, "partitions assigned");
            self.rebalancing.store(false, Ordering::SeqCst);
            // Nobody listening means the member is leaving anyway.
            let _ = self.changes.send(Ok(OwnershipChange::Assigned {
                partitions,
                tenure: Tenure::kept_by(Arc::clone(&self.tenures)),
            }));
        }
    }
}

impl Member {
    /// Reports the revocation and waits for the release (or the timeout) before returning,
    /// which lets the rebalance go on.
    fn revoke(&self, partitions: Vec<u32>) {
        if partitions.is_empty() {
            return;
        }
        tracing::info!(topic = %self.topic, ?partitions, "partitions revoked");
        let (release, mut released) = oneshot::channel();
        let change = OwnershipChange::Revoked {
            partitions: partitions.clone(),
            release,
        };
        if self.changes.send(Ok(change)).is_err() {
            return;
        }
        let deadline = Instant::now() + self.revoke_timeout;
        loop {
            match released.try_recv() {
                Err(oneshot::error::TryRecvError::Empty) if Instant::now() < deadline => {
                    std::thread::sleep(RELEASE_CHECK);
                }
                Err(oneshot::error::TryRecvError::Empty) => {
                    tracing::warn!(
                        topic = %self.topic,
                        timeout = ?self.revoke_timeout,
                        "revoked partitions not released in time: handing them on anyway"
                    );
                    return;
                }
                // Released, or the release dropped: both say the owner has stopped, and the
                // next owner may begin at once. (Not after the timeout: the owner may write
                // still, and its tenure ends a session after its last renewal.)
                Ok(()) | Err(oneshot::error::TryRecvError::Closed) => {
                    self.tenures.release(partitions, None);
                    return;
                }
            }
        }
    }
}

fn partitions_of(list: &TopicPartitionList) -> Vec<u32> {
    let mut partitions: Vec<u32> = list
        .elements()
        .iter()
        .filter_map(|element| u32::try_from(element.partition()).ok())
        .collect();
    partitions.sort_unstable();
    partitions
}

/// Joins `group` on `topic` (full name `name`, `partitions` partitions) and streams this
/// member's ownership changes.
pub(crate) fn own_partitions(
    config: &KafkaConfig,
    group: &str,
    topic: Topic,
    name: &str,
    partitions: u32,
) -> Result<OwnershipStream, BusError> {
    let (changes, received) = mpsc::unbounded_channel();
    let mut client = config.client();
    client
        .set("group.id", group)
        .set("enable.auto.commit", "false")
        .set("enable.auto.offset.store", "false")
        .set("session.timeout.ms", config.session_timeout_ms.to_string())
        .set(
            "heartbeat.interval.ms",
            config.heartbeat_interval_ms.to_string(),
        )
        .set("partition.assignment.strategy", ASSIGNMENT_STRATEGY);
    let client = config.finish(client);
    // `[kafka.properties]` may override the setting.
    let session = client
        .get("session.timeout.ms")
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(config.session_timeout_ms);
    let (leases, tenures) = leases::start(
        config,
        group,
        name,
        partitions,
        Duration::from_millis(session),
    )?;
    let member = Member {
        topic,
        changes: changes.clone(),
        revoke_timeout: Duration::from_millis(config.revoke_timeout_ms),
        rebalancing: AtomicBool::new(true),
        tenures,
    };
    let consumer: BaseConsumer<Member> = client
        .create_with_context(member)
        .map_err(|e| bus_error("creating the group member", &e))?;
    let watch = Watch {
        leases,
        group: group.to_owned(),
        name: name.to_owned(),
    };
    consumer
        .subscribe(&[name])
        .map_err(|e| bus_error(&format!("joining group {group}"), &e))?;
    std::thread::Builder::new()
        .name(format!("own-{topic}"))
        .spawn(move || serve(&consumer, &changes, watch))
        .map_err(|e| BusError::Internal(format!("starting the group member's thread: {e}")))?;
    let stream = stream::unfold(received, |mut received| async move {
        received.recv().await.map(|change| (change, received))
    });
    Ok(stream.boxed())
}

/// Polls the member (heartbeats and rebalances run inside the poll) and keeps its lease thread
/// informed, until nobody listens to its changes; then the consumer is dropped, which leaves the
/// group.
fn serve(consumer: &BaseConsumer<Member>, changes: &Changes, watch: Watch) {
    let mut next_tell = Instant::now();
    while !changes.is_closed() {
        match consumer.poll(POLL) {
            Some(Err(error @ KafkaError::MessageConsumptionFatal(_))) => {
                let _ = changes.send(Err(bus_error("consumer group member", &error)));
                break;
            }
            Some(Err(error)) => {
                tracing::warn!(%error, "consumer group member");
            }
            Some(Ok(_)) | None => {}
        }
        if Instant::now() >= next_tell {
            watch.tell(consumer);
            next_tell = Instant::now() + TELL_EVERY;
        }
        if let Err(error) = watch.rejoin_if_orphans(consumer) {
            let _ = changes.send(Err(error));
            break;
        }
    }
    consumer.unsubscribe();
}

/// The member's link to its lease thread.
struct Watch {
    leases: LeaseLink,
    group: String,
    name: String,
}

impl Watch {
    /// Tells the lease thread what the member holds.
    fn tell(&self, consumer: &BaseConsumer<Member>) {
        if consumer.context().rebalancing.load(Ordering::SeqCst) {
            self.leases.holding(Holding::Rebalancing);
            return;
        }
        match consumer.assignment() {
            Ok(list) => self.leases.holding(Holding::Assigned(partitions_of(&list))),
            Err(error) => tracing::debug!(%error, "the member's assignment"),
        }
    }

    /// Leaves the group and joins it again when the lease thread has found partitions nobody
    /// owns.
    fn rejoin_if_orphans(&self, consumer: &BaseConsumer<Member>) -> Result<(), BusError> {
        let Some(orphans) = self.leases.orphans() else {
            return Ok(());
        };
        tracing::warn!(
            group = %self.group,
            ?orphans,
            "partitions without an owner: leaving the group and joining it again"
        );
        // librdkafka holds the new subscription until the leave (after the revocation) is done.
        consumer.context().rebalancing.store(true, Ordering::SeqCst);
        consumer.unsubscribe();
        consumer
            .subscribe(&[self.name.as_str()])
            .map_err(|e| bus_error(&format!("joining group {} again", self.group), &e))
    }
}
