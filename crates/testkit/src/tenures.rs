//! A tenure the test ends and begins again at will, partition by partition, as another engine's
//! renewal or a lapse would end it on Kafka.

use livedraw_bus::TenureKeeper;
use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// The partitions whose tenure the test has ended; every other one holds.
#[derive(Debug, Default)]
pub struct SwitchedTenures {
    ended: Mutex<BTreeSet<u32>>,
}

impl SwitchedTenures {
    /// Ends the tenure of `partitions`: their writer must stop.
    pub fn end(&self, partitions: &[u32]) {
        self.ended().extend(partitions);
    }

    /// Lets the tenure of `partitions` begin again.
    pub fn begin_again(&self, partitions: &[u32]) {
        let mut ended = self.ended();
        for partition in partitions {
            ended.remove(partition);
        }
    }

    fn ended(&self) -> std::sync::MutexGuard<'_, BTreeSet<u32>> {
        self.ended.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl TenureKeeper for SwitchedTenures {
    fn try_begin(&self, partition: u32, now: Instant) -> bool {
        self.holds(partition, now)
    }

    fn holds(&self, partition: u32, _now: Instant) -> bool {
        !self.ended().contains(&partition)
    }

    fn release(&self, _partitions: Vec<u32>, done: Option<oneshot::Sender<()>>) {
        if let Some(done) = done {
            let _ = done.send(());
        }
    }

    fn stale(&self) -> Duration {
        Duration::from_secs(60)
    }

    fn tag(&self) -> u32 {
        1
    }
}
