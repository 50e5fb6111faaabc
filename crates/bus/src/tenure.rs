//! A member's tenure of a partition the consumer group assigned it: when it may begin writing
//! for the partition, and whether it still may. The group alone cannot say: a broker may hand a
//! partition over before the old owner has heard of the rebalance (tansu 0.6 does), and a
//! member cut off from the broker writes on until it hears. On Kafka the tenure rests on the
//! partition leases (`kafka/tenure_book.rs`); on the embedded log one process owns every
//! partition, and its tenure is unconditional.

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// How often a writer waiting to begin looks at its tenure again.
const BEGIN_POLL: Duration = Duration::from_millis(20);
/// The longest a stopping member waits for its releases to be written.
pub const RELEASE_WAIT: Duration = Duration::from_secs(2);

/// What keeps a member's tenures: on Kafka, its partition leases (`kafka/tenure_book.rs`); in
/// tests, whatever the test says (`livedraw_testkit::tenures`).
pub trait TenureKeeper: Send + Sync {
    /// Whether the tenure of `partition` holds at `now`; if there is none, claims it when the
    /// partition is free.
    fn try_begin(&self, partition: u32, now: Instant) -> bool;
    /// Whether the tenure of `partition` holds at `now`.
    fn holds(&self, partition: u32, now: Instant) -> bool;
    /// The writers of `partitions` have stopped: their tenures end, told on `done`.
    fn release(&self, partitions: Vec<u32>, done: Option<oneshot::Sender<()>>);
    /// How long another member's claim must stand still to be free.
    fn stale(&self) -> Duration;
    /// This member's tag.
    fn tag(&self) -> u32;
}

/// The right to write for the partitions of one assignment (see [`crate::OwnershipChange`]).
/// Cheap to clone.
#[derive(Clone, Default)]
pub struct Tenure {
    keeper: Option<Arc<dyn TenureKeeper>>,
}

impl Tenure {
    /// A tenure that always holds: the only writer there is.
    pub fn unconditional() -> Tenure {
        Tenure::default()
    }

    /// A tenure kept by `keeper` (a member's leases).
    pub fn kept_by(keeper: Arc<dyn TenureKeeper>) -> Tenure {
        Tenure {
            keeper: Some(keeper),
        }
    }

    /// Waits until this member may write for `partition`: until no other member writes for it
    /// (it released the partition, or its lease stood still long enough that it has stopped).
    /// Call it before reading the partition's state back: what the old owner wrote last is in
    /// the log by then.
    pub async fn begin(&self, partition: u32) {
        let Some(keeper) = &self.keeper else {
            return;
        };
        let began = Instant::now();
        let mut told = false;
        while !keeper.try_begin(partition, Instant::now()) {
            if !told && began.elapsed() > keeper.stale() {
                tracing::warn!(
                    partition,
                    waited = ?began.elapsed(),
                    "still waiting for the partition's last owner to release it"
                );
                told = true;
            }
            tokio::time::sleep(BEGIN_POLL).await;
        }
        if told {
            tracing::info!(partition, waited = ?began.elapsed(), "the partition's tenure began");
        }
    }

    /// Whether this member may still write for `partition`: a writer checks before every
    /// append, and begins again when it may not.
    pub fn holds(&self, partition: u32) -> bool {
        self.keeper
            .as_ref()
            .is_none_or(|keeper| keeper.holds(partition, Instant::now()))
    }

    /// Says that this member has stopped writing for `partitions` for good (it is stopping):
    /// their next owner may begin at once rather than wait for the leases to stand still.
    /// Waits until that is written, at most [`RELEASE_WAIT`].
    pub async fn release(&self, partitions: Vec<u32>) {
        let Some(keeper) = &self.keeper else {
            return;
        };
        let (done, written) = oneshot::channel();
        keeper.release(partitions, Some(done));
        // Unwritten in time, the leases stand still, and the next owner waits a little longer.
        let _ = tokio::time::timeout(RELEASE_WAIT, written).await;
    }
}

impl fmt::Debug for Tenure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.keeper {
            None => f.write_str("Tenure(unconditional)"),
            Some(keeper) => write!(f, "Tenure(kept, tag {})", keeper.tag()),
        }
    }
}
