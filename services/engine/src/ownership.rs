//! Which journal partitions this engine works on: those the consumer group gives it
//! ([`livedraw_bus::EventLog::own_partitions`]). An assigned partition is rebuilt and consumed
//! in its own task; a revoked one is stopped after the commit it is storing, its tables are
//! taken off the clock, and only then is the partition released to the group, so two engines
//! never write for one table at once. A revoked partition's tables are parked until the next
//! assignment: given back at once (an eager rebalance), and not stepped by anyone meanwhile,
//! it resumes from them instead of a rebuild.

use crate::backoff::retryable;
use crate::clock::ClockInput;
use crate::consumer::{Parked, Setup};
use crate::error::EngineError;
use crate::partition::{self, Owned};
use crate::shutdown;
use crate::tables::Layout;
use futures::future::select_all;
use futures::StreamExt;
use livedraw_bus::{BusError, OwnershipChange, OwnershipStream, Tenure, Topic};
use std::collections::BTreeMap;
use std::sync::Arc;
use tokio::sync::{oneshot, watch};

/// The partitions this engine owns, each with its task.
pub(crate) struct Ownership {
    setup: Arc<Setup>,
    layout: Arc<Layout>,
    owned: BTreeMap<u32, Owned>,
    /// The tables of the partitions the last revocation took, until the next assignment.
    parked: BTreeMap<u32, Parked>,
    /// The tenure of the last assignment, released when the engine stops.
    tenure: Tenure,
}

impl Ownership {
    /// No partition owned yet.
    pub(crate) fn new(setup: Arc<Setup>, layout: Arc<Layout>) -> Ownership {
        Ownership {
            setup,
            layout,
            owned: BTreeMap::new(),
            parked: BTreeMap::new(),
            tenure: Tenure::unconditional(),
        }
    }

    /// Follows `changes` until shutdown, a failure of the stream, or a partition's task failing;
    /// then stops every partition's task and returns the first error.
    pub(crate) async fn run(
        mut self,
        mut changes: OwnershipStream,
        mut shutdown: watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let outcome = loop {
            let step = tokio::select! {
                () = shutdown::requested(&mut shutdown) => break Ok(()),
                change = changes.next() => match change {
                    Some(Ok(change)) => self.change(change).await,
                    Some(Err(error)) => Err(EngineError::Ownership(error)),
                    None => Err(EngineError::Ownership(BusError::Closed)),
                },
                (partition, result) = first_ended(&mut self.owned) => {
                    self.owned.remove(&partition);
                    result.map(|_| ())
                }
            };
            if let Err(error) = step {
                break Err(error);
            }
        };
        let stopped = self.stop_all().await;
        outcome.and(stopped)
    }

    async fn change(&mut self, change: OwnershipChange) -> Result<(), EngineError> {
        match change {
            OwnershipChange::Assigned { partitions, tenure } => {
                self.assign(&partitions, &tenure);
                Ok(())
            }
            OwnershipChange::Revoked {
                partitions,
                release,
            } => self.revoke(partitions, release).await,
        }
    }

    /// Starts the partitions not owned yet (a partition assigned again keeps its task), from
    /// their parked tables where there are some; parked tables not given back are dropped
    /// (another engine may step them from now on).
    fn assign(&mut self, partitions: &[u32], tenure: &Tenure) {
        self.tenure = tenure.clone();
        let mut parked = std::mem::take(&mut self.parked);
        let journal = self.setup.log.partitions(Topic::StudioJournal);
        for &partition in partitions {
            if partition >= journal {
                tracing::error!(partition, "assigned a partition the journal does not have");
                continue;
            }
            if !self.owned.contains_key(&partition) {
                tracing::info!(partition, "journal partition assigned");
                let owned = Owned::start(
                    partition,
                    &self.setup,
                    &self.layout,
                    parked.remove(&partition),
                    tenure.clone(),
                );
                self.owned.insert(partition, owned);
            }
        }
    }

    /// Stops the partitions' tasks after the commit each is storing (parking their tables), takes
    /// their tables off the clock, then releases them (also when a task had failed: it writes
    /// nothing any more).
    async fn revoke(
        &mut self,
        partitions: Vec<u32>,
        release: oneshot::Sender<()>,
    ) -> Result<(), EngineError> {
        let mut outcome = Ok(());
        for partition in &partitions {
            if let Some(owned) = self.owned.remove(partition) {
                match owned.stop().await {
                    // Its next owner stores what the log refused (during a broker outage the
                    // group revokes every partition once the session expires).
                    Err(EngineError::Bus(error)) if retryable(&error) => tracing::warn!(
                        partition,
                        %error,
                        "journal partition revoked with a commit the log refused"
                    ),
                    Ok(parked) => {
                        tracing::info!(
                            partition,
                            parked = parked.is_some(),
                            "journal partition revoked"
                        );
                        self.parked
                            .extend(parked.map(|parked| (*partition, parked)));
                    }
                    Err(error) => {
                        tracing::error!(
                            partition,
                            %error,
                            "journal partition revoked from a consumer that had failed"
                        );
                        outcome = outcome.and(Err(error));
                    }
                }
            }
        }
        if let Some(clock) = &self.setup.deadlines {
            let (done, forgotten) = oneshot::channel();
            let told = clock.send(ClockInput::Forget {
                partitions: partitions.clone(),
                done,
            });
            // Without a clock (it has stopped) there is nothing to wait for.
            if told.is_ok() {
                let _ = forgotten.await;
            }
        }
        // The group may have stopped waiting (it then hands them over after its timeout).
        let _ = release.send(());
        outcome
    }

    /// Stops every partition's task and waits for them (the first error wins), then releases
    /// their partitions' tenures: their next owners begin at once.
    async fn stop_all(&mut self) -> Result<(), EngineError> {
        let mut outcome = Ok(());
        let mut stopped = Vec::new();
        for (partition, owned) in std::mem::take(&mut self.owned) {
            outcome = outcome.and(owned.stop().await.map(|_| ()));
            stopped.push(partition);
        }
        self.tenure.release(stopped).await;
        outcome
    }
}

/// The first partition task to end by itself, and how it ended; never, without tasks.
async fn first_ended(
    owned: &mut BTreeMap<u32, Owned>,
) -> (u32, Result<Option<Parked>, EngineError>) {
    if owned.is_empty() {
        return std::future::pending().await;
    }
    let (joined, index, _) = select_all(owned.values_mut().map(Owned::task)).await;
    let partition = owned.keys().nth(index).copied().unwrap_or_default();
    (partition, partition::ended(joined))
}
