//! What a member has seen of the partition leases: each partition's latest lease and since when
//! it has stood still, on the member's own clock. Time in which the member could not read the
//! leases for longer than a session does not count: an outage stops every renewal too, and must
//! not read as owners gone.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Every partition's lease as last read, and since when unchanged.
#[derive(Debug)]
pub(crate) struct Sightings {
    /// A longer time between two reads is not counted.
    blind: Duration,
    /// Per partition, its lease (`None`: never renewed) and since when it has been unchanged.
    seen: BTreeMap<u32, (Option<i64>, Instant)>,
    /// The last read.
    last: Option<Instant>,
}

impl Sightings {
    /// Nothing seen yet; gaps between reads longer than `blind` are not counted.
    pub(crate) fn new(blind: Duration) -> Sightings {
        Sightings {
            blind,
            seen: BTreeMap::new(),
            last: None,
        }
    }

    /// Notes one read of every partition's lease, made at `now`.
    pub(crate) fn note(&mut self, leases: &[(u32, Option<i64>)], now: Instant) {
        if let Some(gap) = self.last.map(|last| now.duration_since(last)) {
            if gap > self.blind {
                for (_, since) in self.seen.values_mut() {
                    *since += gap;
                }
            }
        }
        self.last = Some(now);
        for &(partition, lease) in leases {
            match self.seen.get(&partition) {
                Some((seen, _)) if *seen == lease => {}
                _ => {
                    self.seen.insert(partition, (lease, now));
                }
            }
        }
    }

    /// The partition's lease as last read and since when it has been unchanged; `None` before
    /// the first read.
    pub(crate) fn lease(&self, partition: u32) -> Option<(Option<i64>, Instant)> {
        self.seen.get(&partition).copied()
    }

    /// The partitions whose lease has stood still for at least `stale` at `now`.
    pub(crate) fn unmoved(&self, stale: Duration, now: Instant) -> Vec<u32> {
        self.seen
            .iter()
            .filter(|(_, (_, since))| now.saturating_duration_since(*since) >= stale)
            .map(|(partition, _)| *partition)
            .collect()
    }

    /// Forgets everything seen: standing still is counted afresh from the next read.
    pub(crate) fn forget(&mut self) {
        self.seen.clear();
    }
}
