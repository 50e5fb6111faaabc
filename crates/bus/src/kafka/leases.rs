//! Partition leases: how a member of the engine group learns that a partition has no owner.
//!
//! Every member renews, each `lease_renew_ms`, a lease on each partition it owns and writes for
//! (its tenure, [`super::tenure_book`]): it commits the renewal time and its tag as that
//! partition's offset in a side group, `<group>.leases`, which has no members and serves only
//! this. Every member also reads all the leases. A member whose
//! own partitions have been settled for a while (assigned, no rebalance under way) and which
//! sees a partition it does not own
//! whose lease has not moved for longer than the session timeout plus `lease_grace_ms`, knows
//! that the group has left that partition without an owner: it leaves the group and joins it
//! again. A leave always starts a new generation, whose leader assigns every partition to the
//! members there are; the member takes nothing by itself. If the broker had not yet expired the
//! dead member, the new generation gives it its partitions again, and they are found again a
//! whole session and grace later.
//!
//! Apache Kafka never leaves a partition without an owner for that long: after a member's
//! session expires the group rebalances and the new owner renews at once. tansu 0.6 does: its
//! coordinator drops a member that died without leaving at another member's heartbeat but keeps
//! the generation, the leader and the old assignment, so the survivors rejoin into the same
//! generation and get their old partitions back (docs/kafka.md, fail-over).
//!
//! The leases are kept on a thread of their own, so that a slow broker holds up neither the
//! member's heartbeats nor its rebalances. Time the thread could not see the leases (reads
//! failing or slow) for longer than a session does not count towards a lease's standing still:
//! an outage stops every renewal, and must not read as partitions nobody owns.

use super::config::KafkaConfig;
use super::errors::bus_error;
pub(crate) use super::holding::Holding;
use super::reader::kafka_partition;
use super::sightings::Sightings;
use super::tenure_book::{lease_value, new_tag, unix_ms, LeaseNote, TenureBook};
use crate::error::BusError;
use crate::tenure::TenureKeeper;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::error::KafkaError;
use rdkafka::{Offset, TopicPartitionList};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The longest one read of the leases may take.
const READ_TIMEOUT: Duration = Duration::from_secs(5);
/// The pace of renewals and reads while a tenure waits to begin.
const QUICK: Duration = Duration::from_millis(25);

/// The side group of `group` that holds its leases.
pub(crate) fn lease_group(group: &str) -> String {
    format!("{group}.leases")
}

/// The member's ends of its lease thread: it tells the thread what it holds, and hears from it
/// which partitions nobody owns. Dropping it stops the thread.
pub(crate) struct LeaseLink {
    notes: Sender<LeaseNote>,
    orphans: Receiver<Vec<u32>>,
}

impl LeaseLink {
    /// Tells the lease thread what this member holds now.
    pub(crate) fn holding(&self, holding: Holding) {
        // The thread ends only when the link is dropped.
        let _ = self.notes.send(LeaseNote::Holding(holding));
    }

    /// The partitions nobody owns, once the lease thread has found some: time to leave and
    /// join again.
    pub(crate) fn orphans(&self) -> Option<Vec<u32>> {
        self.orphans.try_recv().ok()
    }
}

/// Starts the lease thread of a member of `group` on topic `name` (`partitions` partitions)
/// whose session expires after `session`; answers the link to it and the member's tenures.
pub(crate) fn start(
    config: &KafkaConfig,
    group: &str,
    name: &str,
    partitions: u32,
    session: Duration,
) -> Result<(LeaseLink, Arc<TenureBook>), BusError> {
    let leases = Leases::new(config, group, name, partitions)?;
    let (notes, notes_received) = mpsc::channel();
    let (orphans_found, orphans) = mpsc::channel();
    let group = group.to_owned();
    let renew_every = Duration::from_millis(config.lease_renew_ms);
    let grace = Duration::from_millis(config.lease_grace_ms);
    // A new owner waiting for a dead one's lease claims it half a grace before the others
    // would judge the partition an orphan: its renewal comes first.
    let book = Arc::new(TenureBook::new(
        new_tag(),
        session,
        session + grace / 2,
        notes.clone(),
    ));
    let tenures = Arc::clone(&book);
    std::thread::Builder::new()
        .name(format!("leases-{name}"))
        .spawn(move || {
            let watch = LeaseWatch::new(session, grace, Instant::now());
            let link = Link {
                notes_received,
                orphans_found,
                renew_every,
            };
            keep(&leases, watch, &link, &tenures, &group);
        })
        .map_err(|e| BusError::Internal(format!("starting the lease thread: {e}")))?;
    Ok((LeaseLink { notes, orphans }, book))
}

/// The lease thread's ends of its link to the member, and its pace.
struct Link {
    notes_received: Receiver<LeaseNote>,
    orphans_found: Sender<Vec<u32>>,
    renew_every: Duration,
}

/// Renews and reads the leases every `renew_every` (every [`QUICK`] while a tenure waits for
/// one) until the member drops its link; writes the releases it is told of.
fn keep(leases: &Leases, mut watch: LeaseWatch, link: &Link, book: &TenureBook, group: &str) {
    let mut holding = Holding::Rebalancing;
    let mut next = Instant::now();
    let mut last_round = next;
    loop {
        match link
            .notes_received
            .recv_timeout(next.saturating_duration_since(Instant::now()))
        {
            Ok(LeaseNote::Holding(now_holding)) => {
                if now_holding != holding {
                    // Counted from the change itself, and judged as soon as it has settled:
                    // each renewal period more is a fail-over that much later.
                    let now = Instant::now();
                    watch.held(&now_holding, now);
                    next = next.min(now + watch.settle);
                    holding = now_holding;
                }
                continue;
            }
            Ok(LeaseNote::Released { partitions, done }) => {
                let released = book.released(&partitions);
                if let Err(error) = leases.write(&released, TenureBook::release_value()) {
                    tracing::debug!(%error, group, "releasing the partition leases");
                }
                if let Some(done) = done {
                    // The member may have stopped waiting.
                    let _ = done.send(());
                }
                continue;
            }
            Ok(LeaseNote::Wake) => {
                // At once, but no more than a round per QUICK however many writers wait.
                next = next.min(last_round + QUICK);
                continue;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        renew_and_read(leases, &mut watch, link, book, &holding, group);
        last_round = Instant::now();
        next = last_round + if book.busy() { QUICK } else { link.renew_every };
    }
}

/// One round: renews the claimed leases, reads every lease, and tells the member of orphans.
fn renew_and_read(
    leases: &Leases,
    watch: &mut LeaseWatch,
    link: &Link,
    book: &TenureBook,
    holding: &Holding,
    group: &str,
) {
    let sent = Instant::now();
    let renew = book.to_renew(holding.partitions(), sent);
    let value = lease_value(unix_ms(), book.tag());
    match leases.write(&renew, value) {
        Ok(()) => book.renewed(&renew, value, sent),
        Err(error) => tracing::debug!(%error, group, "renewing the partition leases"),
    }
    let read = match leases.read() {
        Ok(read) => read,
        Err(error) => {
            tracing::debug!(%error, group, "reading the partition leases");
            return;
        }
    };
    let now = Instant::now();
    let assigned = match holding {
        Holding::Rebalancing => None,
        Holding::Assigned(partitions) => Some(partitions.as_slice()),
    };
    book.read(&read, assigned, now);
    let orphans = watch.orphans(holding, &read, now);
    if !orphans.is_empty() {
        // Nobody listening means the member is leaving anyway.
        let _ = link.orphans_found.send(orphans);
    }
}

/// The leases of one topic's partitions, renewed and read through a client of the side group
/// (it commits offsets and never joins).
struct Leases {
    client: BaseConsumer,
    name: String,
    partitions: u32,
}

impl Leases {
    /// A client of `group`'s lease group for topic `name` of `partitions` partitions.
    fn new(
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

    /// Writes `value` as the lease of each of `partitions`, waiting for the broker's answer:
    /// a tenure holds only on renewals the broker took.
    fn write(&self, partitions: &[u32], value: i64) -> Result<(), KafkaError> {
        if partitions.is_empty() {
            return Ok(());
        }
        let mut list = TopicPartitionList::new();
        for &partition in partitions {
            list.add_partition_offset(
                &self.name,
                kafka_partition(partition),
                Offset::Offset(value),
            )?;
        }
        self.client.commit(&list, CommitMode::Sync)
    }

    /// Every partition's lease: the last renewal time, `None` if never renewed.
    fn read(&self) -> Result<Vec<(u32, Option<i64>)>, KafkaError> {
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
struct LeaseWatch {
    /// A lease standing still this long means its partition has no owner.
    stale: Duration,
    /// This member must have held the same assignment for this long before it judges: the
    /// others' new partitions are renewed by then.
    settle: Duration,
    holding: Holding,
    holding_since: Instant,
    /// Every partition's lease and since when it stands still.
    sightings: Sightings,
}

impl LeaseWatch {
    /// A watch for a group whose members' sessions expire after `session`, judging with
    /// `grace` (see [`KafkaConfig::lease_grace_ms`]).
    fn new(session: Duration, grace: Duration, now: Instant) -> LeaseWatch {
        LeaseWatch {
            stale: session + grace,
            settle: grace,
            holding: Holding::Rebalancing,
            holding_since: now,
            sightings: Sightings::new(session),
        }
    }

    /// Notes what the member holds: a change starts the settling again.
    fn held(&mut self, holding: &Holding, now: Instant) {
        if *holding != self.holding {
            self.holding = holding.clone();
            self.holding_since = now;
        }
    }

    /// One read: what this member holds and every partition's lease. Answers the partitions
    /// nobody owns when it is time to leave and join again (then the watch starts afresh), or
    /// nothing. Never while a rebalance is under way: a leave sent while the member waits for
    /// its JoinGroup is no leave to tansu 0.6, which answers the rejoin with the generation
    /// that left the partitions without an owner (a 3 s wait of a follower's JoinGroup lost).
    fn orphans(
        &mut self,
        holding: &Holding,
        leases: &[(u32, Option<i64>)],
        now: Instant,
    ) -> Vec<u32> {
        self.sightings.note(leases, now);
        self.held(holding, now);
        let Holding::Assigned(owned) = &self.holding else {
            return Vec::new();
        };
        if now.duration_since(self.holding_since) < self.settle {
            return Vec::new();
        }
        let orphans: Vec<u32> = self
            .sightings
            .unmoved(self.stale, now)
            .into_iter()
            .filter(|partition| !owned.contains(partition))
            .collect();
        if !orphans.is_empty() {
            // Afresh: a broker slow to expire the dead member gives it its partitions again in
            // the new generation; they are judged a whole staleness later, not at every settle.
            self.sightings.forget();
            self.holding_since = now;
        }
        orphans
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SESSION: Duration = Duration::from_secs(6);
    const GRACE: Duration = Duration::from_secs(3);
    const SECOND: Duration = Duration::from_secs(1);

    fn held(partitions: &[u32]) -> Holding {
        Holding::Assigned(partitions.to_vec())
    }

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
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let stale = SESSION + GRACE;
        let mut at = start;
        let mut renewal = 0;
        // The other member renews 2 and 3 until it dies, at 3 s.
        while at < start + stale + 3 * SECOND {
            let theirs = renewal.min(3);
            assert!(watch
                .orphans(&held(&[0, 1]), &leases(renewal, theirs), at)
                .is_empty());
            renewal += 1;
            at += SECOND;
        }
        assert_eq!(
            watch.orphans(&held(&[0, 1]), &leases(renewal, 3), at),
            vec![2, 3]
        );
        // Afresh after the answer: not again while the rejoin runs, nor once it settles.
        assert!(watch
            .orphans(&held(&[0, 1]), &leases(renewal + 1, 3), at + SECOND)
            .is_empty());
        assert!(watch
            .orphans(&held(&[0, 1]), &leases(renewal + 3, 3), at + GRACE * 2)
            .is_empty());
    }

    #[test]
    fn nothing_is_judged_while_a_rebalance_is_under_way_and_the_first_assignment_after_it_is_judged_once_settled(
    ) {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let stale = SESSION + GRACE;
        let frozen = leases(0, 0);
        assert!(watch.orphans(&held(&[0, 1]), &frozen, start).is_empty());
        // The broker drops the dead member at the session, and the survivor's rejoin (a
        // follower's JoinGroup, held by tansu) outlasts the staleness.
        let revoked = start + SESSION - SECOND;
        let mut at = revoked;
        while at < revoked + stale {
            assert!(watch.orphans(&Holding::Rebalancing, &frozen, at).is_empty());
            at += SECOND;
        }
        let assigned = at;
        assert!(watch.orphans(&held(&[0, 1]), &frozen, assigned).is_empty());
        assert!(watch
            .orphans(&held(&[0, 1]), &frozen, assigned + GRACE - SECOND / 2)
            .is_empty());
        assert_eq!(
            watch.orphans(&held(&[0, 1]), &frozen, assigned + GRACE),
            vec![2, 3]
        );
    }

    #[test]
    fn a_live_owner_s_partitions_are_never_orphans() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        for second in 0..60 {
            let at = start + SECOND * second;
            let renewal = i64::from(second);
            assert!(watch
                .orphans(&held(&[0, 1]), &leases(renewal, renewal), at)
                .is_empty());
        }
    }

    #[test]
    fn nothing_is_judged_while_this_member_s_partitions_move() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let still = leases(0, 0);
        // Nobody renews anything, but this member's assignment changes every 2 s (within the
        // grace).
        for second in 0..40 {
            let owned: &[u32] = if (second / 2) % 2 == 0 { &[0, 1] } else { &[] };
            let at = start + SECOND * second;
            assert!(
                watch.orphans(&held(owned), &still, at).is_empty(),
                "at {second} s"
            );
        }
    }

    #[test]
    fn time_without_sight_of_the_leases_does_not_count() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let stale = SESSION + GRACE;
        let frozen = leases(0, 0);
        assert!(watch.orphans(&held(&[0, 1]), &frozen, start).is_empty());
        // An outage: no read for three times the threshold, then reads see the old leases.
        let back = start + stale * 3;
        assert!(watch.orphans(&held(&[0, 1]), &frozen, back).is_empty());
        assert!(watch
            .orphans(&held(&[0, 1]), &frozen, back + SESSION)
            .is_empty());
        assert_eq!(
            watch.orphans(&held(&[0, 1]), &frozen, back + stale),
            vec![2, 3]
        );
    }

    #[test]
    fn a_short_gap_between_reads_still_counts() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let stale = SESSION + GRACE;
        let frozen = leases(0, 0);
        assert!(watch.orphans(&held(&[0, 1]), &frozen, start).is_empty());
        // Reads failing for most of a session (a slow broker) do not restart the count.
        assert!(watch
            .orphans(&held(&[0, 1]), &frozen, start + SESSION - SECOND)
            .is_empty());
        assert_eq!(
            watch.orphans(&held(&[0, 1]), &frozen, start + stale),
            vec![2, 3]
        );
    }

    #[test]
    fn a_partition_never_renewed_is_an_orphan_too() {
        let start = Instant::now();
        let mut watch = LeaseWatch::new(SESSION, GRACE, start);
        let none = vec![(0, Some(1)), (1, None)];
        assert!(watch.orphans(&held(&[0]), &none, start).is_empty());
        let later = vec![(0, Some(2)), (1, None)];
        assert!(watch
            .orphans(&held(&[0]), &later, start + SESSION)
            .is_empty());
        let last = vec![(0, Some(3)), (1, None)];
        assert_eq!(
            watch.orphans(&held(&[0]), &last, start + SESSION + GRACE),
            vec![1]
        );
    }

    #[test]
    fn the_side_group_is_named_after_the_group() {
        assert_eq!(lease_group("livedraw-engine"), "livedraw-engine.leases");
    }
}
