//! Partition leases: how a member of the engine group learns that a partition has no owner.
//!
//! Every member renews, each [`RENEW_EVERY`], a lease on each partition it owns: it commits the
//! renewal time (Unix ms) as that partition's offset in a side group, `<group>.leases`, which
//! has no members and serves only this. Every member also reads all the leases. A member whose
//! own partitions have been settled for a while and which sees a partition it does not own
//! whose lease has not moved for longer than the session timeout (plus a grace), knows that the
//! group has left that partition without an owner: it leaves the group and joins it again. A
//! leave always starts a new generation, whose leader assigns every partition to the members
//! there are; the member takes nothing by itself.
//!
//! Apache Kafka never leaves a partition without an owner for that long: after a member's
//! session expires the group rebalances and the new owner renews at once. tansu 0.6 does: its
//! coordinator drops a member that died without leaving at another member's heartbeat but keeps
//! the generation, the leader and the old assignment, so the survivors rejoin into the same
//! generation and get their old partitions back (docs/kafka.md, fail-over).
//!
//! Leases are judged only on consecutive successful reads, so a broker outage (no renewals, no
//! reads) never reads as partitions nobody owns.

use super::config::KafkaConfig;
use super::errors::bus_error;
use super::reader::kafka_partition;
use crate::error::BusError;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::error::KafkaError;
use rdkafka::{Offset, TopicPartitionList};
use std::collections::BTreeMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How often a member renews its leases and reads everyone's.
pub(crate) const RENEW_EVERY: Duration = Duration::from_secs(1);
/// The longest a read of the leases may hold up the member's polling thread.
const READ_TIMEOUT: Duration = Duration::from_secs(1);
/// Beyond the session timeout, how long a lease may stand still before its partition counts
/// as owned by nobody; also how long this member's own partitions must be settled before it
/// judges (a rebalance moves them, and the new owners' first renewals follow).
pub(crate) const GRACE: Duration = Duration::from_secs(5);

/// The side group of `group` that holds its leases.
pub(crate) fn lease_group(group: &str) -> String {
    format!("{group}.leases")
}

/// The leases of one topic's partitions, renewed and read through a client of the side group
/// (it commits offsets and never joins).
pub(crate) struct Leases {
    client: BaseConsumer,
    name: String,
    partitions: u32,
}

impl Leases {
    /// A client of `group`'s lease group for topic `name` of `partitions` partitions.
    pub(crate) fn new(
        config: &KafkaConfig,
        group: &str,
        name: &str,
        partitions: u32,
    ) -> Result<Leases, BusError> {
        let mut client = config.client();
        client
            .set("group.id", lease_group(group))
            .set("enable.auto.commit", "false")
            .set("enable.auto.offset.store", "false");
        let client = config
            .finish(client)
            .create()
            .map_err(|e| bus_error("creating the lease client", &e))?;
        Ok(Leases {
            client,
            name: name.to_owned(),
            partitions,
        })
    }

    /// Renews the leases of `owned` (without waiting for the broker's answer).
    pub(crate) fn renew(&self, owned: &[u32]) -> Result<(), KafkaError> {
        // Answers of earlier renewals are only drained: a lost renewal is the next one's job.
        let _ = self.client.poll(Duration::ZERO);
        if owned.is_empty() {
            return Ok(());
        }
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| {
                i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
            });
        let mut list = TopicPartitionList::new();
        for &partition in owned {
            list.add_partition_offset(&self.name, kafka_partition(partition), Offset::Offset(now))?;
        }
        self.client.commit(&list, CommitMode::Async)
    }

    /// Every partition's lease: the last renewal time, `None` if never renewed.
    pub(crate) fn read(&self) -> Result<Vec<(u32, Option<i64>)>, KafkaError> {
        let mut list = TopicPartitionList::new();
        for partition in 0..self.partitions {
            list.add_partition(&self.name, kafka_partition(partition));
        }
        let committed = self.client.committed_offsets(list, READ_TIMEOUT)?;
        Ok(committed
            .elements()
            .iter()
            .filter_map(|element| {
                let partition = u32::try_from(element.partition()).ok()?;
                let renewed = match element.offset() {
                    Offset::Offset(at) => Some(at),
                    _ => None,
                };
                Some((partition, renewed))
            })
            .collect())
    }
}

/// What the member has seen of the leases, and whether it is time to leave and join again.
#[derive(Debug)]
pub(crate) struct LeaseWatch {
    /// A lease standing still this long means its partition has no owner.
    stale: Duration,
    /// This member's partitions must have been the same for this long before it judges.
    settle: Duration,
    owned: Vec<u32>,
    owned_since: Instant,
    /// Per partition, its lease and since when it has been seen unchanged.
    seen: BTreeMap<u32, (Option<i64>, Instant)>,
}

impl LeaseWatch {
    /// A watch for a group whose members' sessions expire after `session`.
    pub(crate) fn new(session: Duration, now: Instant) -> LeaseWatch {
        LeaseWatch {
            stale: session + GRACE,
            settle: GRACE,
            owned: Vec::new(),
            owned_since: now,
            seen: BTreeMap::new(),
        }
    }

    /// A read failed: what was seen no longer counts (an outage stops every renewal).
    pub(crate) fn lost_sight(&mut self) {
        self.seen.clear();
    }

    /// One look: the partitions this member owns (sorted) and every partition's lease. Answers
    /// the partitions nobody owns when it is time to leave and join again (then the watch starts
    /// afresh), or nothing.
    pub(crate) fn orphans(
        &mut self,
        owned: &[u32],
        leases: &[(u32, Option<i64>)],
        now: Instant,
    ) -> Vec<u32> {
        if owned != self.owned.as_slice() {
            self.owned = owned.to_vec();
            self.owned_since = now;
        }
        for &(partition, lease) in leases {
            match self.seen.get(&partition) {
                Some((seen, _)) if *seen == lease => {}
                _ => {
                    self.seen.insert(partition, (lease, now));
                }
            }
        }
        if now.duration_since(self.owned_since) < self.settle {
            return Vec::new();
        }
        let orphans: Vec<u32> = self
            .seen
            .iter()
            .filter(|(partition, (_, since))| {
                !self.owned.contains(partition) && now.duration_since(*since) >= self.stale
            })
            .map(|(partition, _)| *partition)
            .collect();
        if !orphans.is_empty() {
            self.seen.clear();
            self.owned_since = now;
        }
        orphans
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SESSION: Duration = Duration::from_secs(6);
    const SECOND: Duration = Duration::from_secs(1);

    /// Leases of 4 partitions: 0 and 1 renewed at `mine`, 2 and 3 at `theirs`.
    fn leases(mine: i64, theirs: i64) -> Vec<(u32, Option<i64>)> {
        vec![
            (0, Some(mine)),
            (1, Some(mine)),
            (2, Some(theirs)),
            (3, Some(theirs)),
        ]
    }

    #[test]
    fn partitions_whose_owner_died_are_orphans_once_the_session_and_grace_are_over() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, start);
        let stale = SESSION + GRACE;
        let mut at = start;
        let mut renewal = 0;
        // The other member renews 2 and 3 until it dies, at 3 s.
        while at < start + stale + 3 * SECOND {
            let theirs = renewal.min(3);
            assert!(watch
                .orphans(&[0, 1], &leases(renewal, theirs), at)
                .is_empty());
            renewal += 1;
            at += SECOND;
        }
        assert_eq!(watch.orphans(&[0, 1], &leases(renewal, 3), at), vec![2, 3]);
        // Afresh after the answer.
        assert!(watch
            .orphans(&[0, 1], &leases(renewal + 1, 3), at + SECOND)
            .is_empty());
    }

    #[test]
    fn a_live_owner_s_partitions_are_never_orphans() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, start);
        for second in 0..60 {
            let at = start + SECOND * second;
            let renewal = i64::from(second);
            assert!(watch
                .orphans(&[0, 1], &leases(renewal, renewal), at)
                .is_empty());
        }
    }

    #[test]
    fn nothing_is_judged_while_this_member_s_partitions_move() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, start);
        let still = leases(0, 0);
        // Nobody renews anything, but this member's assignment changes every 4 s.
        for second in 0..40 {
            let owned: &[u32] = if (second / 4) % 2 == 0 { &[0, 1] } else { &[] };
            let at = start + SECOND * second;
            assert!(watch.orphans(owned, &still, at).is_empty(), "at {second} s");
        }
    }

    #[test]
    fn a_failed_read_restarts_the_count() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, start);
        let stale = SESSION + GRACE;
        let frozen = leases(0, 0);
        assert!(watch.orphans(&[0, 1], &frozen, start).is_empty());
        // An outage: reads fail for a long time, then the first read after it sees old values.
        watch.lost_sight();
        let back = start + stale * 3;
        assert!(watch.orphans(&[0, 1], &frozen, back).is_empty());
        assert!(watch.orphans(&[0, 1], &frozen, back + SESSION).is_empty());
        assert_eq!(watch.orphans(&[0, 1], &frozen, back + stale), vec![2, 3]);
    }

    #[test]
    fn a_partition_never_renewed_is_an_orphan_too() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, start);
        let none = vec![(0, Some(1)), (1, None)];
        assert!(watch.orphans(&[0], &none, start).is_empty());
        let later = vec![(0, Some(2)), (1, None)];
        assert_eq!(
            watch.orphans(&[0], &later, start + SESSION + GRACE),
            vec![1]
        );
    }

    #[test]
    fn the_side_group_is_named_after_the_group() {
        assert_eq!(lease_group("livedraw-engine"), "livedraw-engine.leases");
    }
}
