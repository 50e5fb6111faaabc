//! A log without atomic batches, as Kafka is on a broker without transactions: the embedded log
//! behind a wrapper that appends a batch record by record, can crash at a chosen record (that
//! append and every later one fail, as if the process had died there), can be out of reach
//! for a while (appends and reads answer `Unavailable`, as during a broker outage), and whose
//! partition ownership the test hands out and takes back.

use futures::channel::mpsc;
use futures::StreamExt;
use livedraw_bus::{BusError, EmbeddedLog, OwnershipChange, OwnershipStream, Tenure, Topic};
use livedraw_testkit::forwarding::{Append, Forwarding, Hooks};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::oneshot;

/// Where the log crashes.
#[derive(Clone, Copy, Debug)]
pub enum CrashAt {
    /// Never.
    Never,
    /// At this record (counted from 0 over every topic): it and every later one fail.
    Record(u64),
    /// At the first odds or results record after this many steps: between a commit's steps and
    /// its outputs.
    OutputAfterSteps(u64),
}

/// What has gone through the log.
struct Count {
    records: u64,
    steps: u64,
    crashed: bool,
}

/// The wrapper: the embedded log behind [`Split`]'s hooks.
pub type SplitLog = Forwarding<Split>;

/// The hooks of a [`SplitLog`].
pub struct Split {
    crash: CrashAt,
    count: Mutex<Count>,
    ownership: Mutex<Option<mpsc::UnboundedReceiver<OwnershipChange>>>,
    /// While set, appends and reads fail as `Unavailable`.
    down: AtomicBool,
}

/// The test's hand on a [`SplitLog`]'s partition ownership.
pub struct Owner(mpsc::UnboundedSender<OwnershipChange>);

impl Owner {
    /// Gives the engine these partitions.
    pub fn assign(&self, partitions: &[u32]) {
        self.assign_with(partitions, Tenure::unconditional());
    }

    /// Gives the engine these partitions, to write for while `tenure` holds.
    pub fn assign_with(&self, partitions: &[u32], tenure: Tenure) {
        self.0
            .unbounded_send(OwnershipChange::Assigned {
                partitions: partitions.to_vec(),
                tenure,
            })
            .expect("the engine follows its ownership");
    }

    /// Takes these partitions away; returns once the engine has released them.
    pub async fn revoke(&self, partitions: &[u32]) {
        let (release, released) = oneshot::channel();
        self.0
            .unbounded_send(OwnershipChange::Revoked {
                partitions: partitions.to_vec(),
                release,
            })
            .expect("the engine follows its ownership");
        tokio::time::timeout(Duration::from_secs(60), released)
            .await
            .expect("released in time")
            .expect("released, not dropped");
    }
}

/// `inner` without atomic batches, crashing at `crash`, owning every partition at once.
pub fn new(inner: &Arc<EmbeddedLog>, crash: CrashAt) -> Arc<SplitLog> {
    Arc::new(Forwarding::new(inner.clone(), Split::new(crash, None)))
}

/// The same, with the partitions the test gives through the [`Owner`].
pub fn owned_by_test(inner: &Arc<EmbeddedLog>, crash: CrashAt) -> (Arc<SplitLog>, Owner) {
    let (sender, receiver) = mpsc::unbounded();
    let hooks = Split::new(crash, Some(receiver));
    (
        Arc::new(Forwarding::new(inner.clone(), hooks)),
        Owner(sender),
    )
}

impl Split {
    fn new(crash: CrashAt, ownership: Option<mpsc::UnboundedReceiver<OwnershipChange>>) -> Split {
        Split {
            crash,
            count: Mutex::new(Count {
                records: 0,
                steps: 0,
                crashed: false,
            }),
            ownership: Mutex::new(ownership),
            down: AtomicBool::new(false),
        }
    }

    /// Puts the log out of reach (`true`: appends, reads and ends answer `Unavailable`;
    /// subscriptions still deliver what the journal holds, as a consumer's fetched records)
    /// or back.
    pub fn set_down(&self, down: bool) {
        self.down.store(down, Ordering::SeqCst);
    }

    /// `Unavailable` while the log is down.
    fn reachable(&self) -> Result<(), BusError> {
        if self.down.load(Ordering::SeqCst) {
            Err(BusError::Unavailable("the broker is down (test)".into()))
        } else {
            Ok(())
        }
    }

    /// Whether it has crashed.
    pub fn crashed(&self) -> bool {
        self.count().crashed
    }

    fn count(&self) -> std::sync::MutexGuard<'_, Count> {
        self.count.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts one record about to be appended; `Err` once crashed.
    fn admit(&self, topic: Topic) -> Result<(), BusError> {
        let mut count = self.count();
        let crash_now = match self.crash {
            CrashAt::Never => false,
            CrashAt::Record(at) => count.records >= at,
            CrashAt::OutputAfterSteps(steps) => {
                matches!(topic, Topic::Odds | Topic::Results) && count.steps >= steps
            }
        };
        count.crashed |= crash_now;
        if count.crashed {
            return Err(BusError::Closed);
        }
        count.records += 1;
        count.steps += u64::from(topic == Topic::DrawEvents);
        Ok(())
    }
}

impl Hooks for Split {
    /// Batches go record by record, in order: a crash or a failure leaves the records before
    /// it written.
    fn atomic_batches(&self) -> Option<bool> {
        Some(false)
    }

    fn own_partitions(&self, _group: &str, _topic: Topic) -> Option<OwnershipStream> {
        let scripted = self
            .ownership
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        scripted.map(|changes| changes.map(Ok).boxed())
    }

    fn on_append(&self, topic: Topic) -> Append {
        match self.reachable().and_then(|()| self.admit(topic)) {
            Ok(()) => Append::Forward,
            Err(error) => Append::Refuse(error),
        }
    }

    fn before_read(&self) -> Result<(), BusError> {
        self.reachable()
    }
}
