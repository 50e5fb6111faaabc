//! This member's tenures of the partitions the group assigned it: kept by its lease thread
//! ([`super::leases`]), asked by its writers through [`crate::Tenure`].
//!
//! A lease's value is the renewal time (Unix ms) shifted left by [`TAG_BITS`], with the
//! renewing member's tag in the low bits; tag 0 marks a partition its owner released.
//!
//! A member **begins** a tenure of a partition only when the lease says that nobody else writes
//! for it: never renewed, released, last renewed by this member, or standing still for a
//! session and half the grace (its owner died, or stopped writing: see below; the others judge
//! a partition an orphan only after the whole grace, so the new owner's renewal comes first). It claims the lease
//! with a renewal of its own; the tenure **holds** once a read after that renewal shows it
//! still there, and for a session after each renewal a read confirmed. It **ends**:
//! - when the member releases the partition, after its writer stopped (a revocation);
//! - when a read shows another member's renewal: the group handed the partition over before
//!   its old owner heard of the rebalance (tansu 0.6 answers a rejoining leader before the
//!   others have revoked), or the other member judged this one's lease stale. Both stop, and
//!   each begins again only when the lease says so;
//! - when no renewal was confirmed for a session (a broker too slow to answer): a new owner
//!   judges the lease free only after a session and half the grace, counted from a later
//!   sighting, so an append started before the end has half the grace to land.

use super::holding::Holding;
use super::sightings::Sightings;
use crate::tenure::TenureKeeper;
use std::collections::BTreeMap;
use std::sync::mpsc::Sender;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// Low bits of a lease's value that name the member that wrote it.
pub(crate) const TAG_BITS: u32 = 20;
/// The tag of a released lease.
const RELEASED: u32 = 0;

/// What the member's writers and callbacks tell its lease thread.
#[derive(Debug)]
pub(crate) enum LeaseNote {
    /// What the member holds now.
    Holding(Holding),
    /// These partitions' writers have stopped (a revocation, the member stopping): release
    /// their leases, then say so on `done`, if given.
    Released {
        /// The partitions.
        partitions: Vec<u32>,
        /// Told once the releases are written (or failed).
        done: Option<oneshot::Sender<()>>,
    },
    /// A tenure is wanted or awaited: renew and read soon.
    Wake,
}

/// The lease value written at `unix_ms` by the member tagged `tag`.
pub(crate) fn lease_value(unix_ms: i64, tag: u32) -> i64 {
    (unix_ms << TAG_BITS) | i64::from(tag)
}

/// The tag of the member that wrote `value` (0: released).
fn tag_of(value: i64) -> u32 {
    u32::try_from(value & ((1 << TAG_BITS) - 1)).unwrap_or(RELEASED)
}

/// Now, in Unix milliseconds.
pub(crate) fn unix_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX >> TAG_BITS)
        })
}

/// A tag for a new member: non-zero, [`TAG_BITS`] wide, from the process and the time (two
/// members of one group share a tag with odds of one in a million).
pub(crate) fn new_tag() -> u32 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    let seed = format!("{}-{nanos}", std::process::id());
    let tag = crate::partitioner::murmur2(seed.as_bytes()).unsigned_abs() & ((1 << TAG_BITS) - 1);
    tag.max(1)
}

/// One partition's claim: this member wants its tenure, or has it.
#[derive(Clone, Copy, Debug, Default)]
struct Claim {
    /// The last renewal written, and when it was sent.
    written: Option<(i64, Instant)>,
    /// When the last renewal a read confirmed was sent.
    confirmed: Option<Instant>,
}

/// The tenures, shared by the lease thread and the writers.
pub(crate) struct TenureBook {
    tag: u32,
    session: Duration,
    stale: Duration,
    notes: Mutex<Sender<LeaseNote>>,
    inner: Mutex<Inner>,
}

struct Inner {
    sightings: Sightings,
    claims: BTreeMap<u32, Claim>,
}

impl TenureBook {
    /// The book of a member tagged `tag` in a group whose sessions last `session`, which takes
    /// another member's lease standing still for `stale` as free; it wakes the lease thread
    /// through `notes`.
    pub(crate) fn new(
        tag: u32,
        session: Duration,
        stale: Duration,
        notes: Sender<LeaseNote>,
    ) -> TenureBook {
        TenureBook {
            tag,
            session,
            stale,
            notes: Mutex::new(notes),
            inner: Mutex::new(Inner {
                sightings: Sightings::new(session),
                claims: BTreeMap::new(),
            }),
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        // The book is consistent after every call: a panic elsewhere leaves it usable.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn note(&self, note: LeaseNote) {
        // The lease thread ends only when the member does; then nobody writes any more.
        let _ = self
            .notes
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .send(note);
    }

    fn confirmed(&self, claim: &Claim, now: Instant) -> bool {
        claim
            .confirmed
            .is_some_and(|sent| now.saturating_duration_since(sent) < self.session)
    }

    /// Whether some tenure waits for a renewal or a read: the lease thread keeps a quick pace.
    pub(crate) fn busy(&self) -> bool {
        self.inner()
            .claims
            .values()
            .any(|claim| claim.confirmed.is_none())
    }

    /// The claimed partitions among `assigned`, to renew at `now`. A lapsed claim is dropped
    /// first, never renewed: the writer must begin again, judging the lease as any member would.
    pub(crate) fn to_renew(&self, assigned: &[u32], now: Instant) -> Vec<u32> {
        let mut inner = self.inner();
        let session = self.session;
        inner.claims.retain(|_, claim| {
            claim
                .confirmed
                .is_none_or(|sent| now.saturating_duration_since(sent) < session)
        });
        assigned
            .iter()
            .copied()
            .filter(|partition| inner.claims.contains_key(partition))
            .collect()
    }

    /// `partitions` were renewed with `value`, sent at `sent`.
    pub(crate) fn renewed(&self, partitions: &[u32], value: i64, sent: Instant) {
        let mut inner = self.inner();
        for partition in partitions {
            if let Some(claim) = inner.claims.get_mut(partition) {
                claim.written = Some((value, sent));
            }
        }
    }

    /// One read of every lease, made at `now`, while this member holds `assigned` (`None`
    /// during a rebalance): confirms the renewals it shows, ends the tenures another member's
    /// renewal or a lapse ended, and drops the claims of partitions no longer assigned.
    pub(crate) fn read(
        &self,
        leases: &[(u32, Option<i64>)],
        assigned: Option<&[u32]>,
        now: Instant,
    ) {
        let mut inner = self.inner();
        inner.sightings.note(leases, now);
        let Inner { sightings, claims } = &mut *inner;
        claims.retain(|partition, claim| {
            if assigned.is_some_and(|assigned| !assigned.contains(partition)) {
                return false;
            }
            let Some((value, sent)) = claim.written else {
                return true;
            };
            let seen = sightings.lease(*partition).and_then(|(seen, _)| seen);
            if seen == Some(value) {
                claim.confirmed = Some(sent);
                return true;
            }
            if seen.is_some_and(|seen| tag_of(seen) != self.tag) {
                tracing::warn!(
                    partition,
                    "another member renewed this partition's lease: its writes stop here"
                );
                return false;
            }
            claim
                .confirmed
                .is_none_or(|sent| now.saturating_duration_since(sent) < self.session)
        });
    }

    /// Ends the claims of `partitions`; answers those this member had claimed, whose leases
    /// it now marks released.
    pub(crate) fn released(&self, partitions: &[u32]) -> Vec<u32> {
        let mut inner = self.inner();
        partitions
            .iter()
            .copied()
            .filter(|partition| inner.claims.remove(partition).is_some())
            .collect()
    }

    /// The value of a release written now.
    pub(crate) fn release_value() -> i64 {
        lease_value(unix_ms(), RELEASED)
    }
}

impl TenureKeeper for TenureBook {
    /// This member's tag.
    fn tag(&self) -> u32 {
        self.tag
    }

    /// How long another member's lease must stand still to be judged its owner's no more.
    fn stale(&self) -> Duration {
        self.stale
    }

    /// Whether this member's tenure of `partition` holds at `now`; if it has none, claims it
    /// when the lease says nobody else writes for the partition.
    fn try_begin(&self, partition: u32, now: Instant) -> bool {
        let mut inner = self.inner();
        if let Some(claim) = inner.claims.get(&partition) {
            if self.confirmed(claim, now) {
                return true;
            }
            if claim.confirmed.is_none() {
                drop(inner);
                self.note(LeaseNote::Wake);
                return false;
            }
            // Lapsed: judged afresh below, as any member would judge it.
            inner.claims.remove(&partition);
        }
        let free = match inner.sightings.lease(partition) {
            None => false,
            Some((None, _)) => true,
            Some((Some(value), since)) => {
                let tag = tag_of(value);
                tag == RELEASED
                    || tag == self.tag
                    || now.saturating_duration_since(since) >= self.stale
            }
        };
        if free {
            inner.claims.insert(partition, Claim::default());
        }
        drop(inner);
        self.note(LeaseNote::Wake);
        false
    }

    /// Whether this member's tenure of `partition` holds at `now`.
    fn holds(&self, partition: u32, now: Instant) -> bool {
        self.inner()
            .claims
            .get(&partition)
            .is_some_and(|claim| self.confirmed(claim, now))
    }

    /// The writers of `partitions` have stopped: their claims end (the lease thread writes the
    /// release, then tells `done`).
    fn release(&self, partitions: Vec<u32>, done: Option<oneshot::Sender<()>>) {
        self.note(LeaseNote::Released { partitions, done });
    }
}

#[cfg(test)]
mod tests;
