//! Every table's state, kept from the draw events.
//!
//! One background task per draw-events partition reads it from offset 0 and then tails it.
//! At start this re-reads and decodes every step ever written (one SQLite page read per few
//! hundred steps, and a protobuf decode and rules check per step: of the order of a second per
//! million steps); snapshots in the steps could shorten it later. A bet check or a new
//! subscription first catches its partition up to the log's current end itself, so neither
//! answers from a state older than what the log held when it was asked.

use crate::catalog::Catalog;
use crate::derive::feed_events;
use crate::error::FeedError;
use crate::seats::SeatHolders;
use crate::state::TableState;
use crate::step::Step;
use futures::StreamExt;
use livedraw_bus::{subscribe_past_losses, BusError, EventLog, Record, Topic};
use livedraw_protocol::v1;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tracing::{error, warn};

/// Records read per request while catching up.
const CATCH_UP_BATCH: usize = 512;
/// Wait before re-subscribing after a read error.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// The state of one partition's tables, and the next offset to apply.
#[derive(Debug, Default)]
pub(crate) struct PartitionState {
    /// The next draw-events offset to apply.
    pub next: u64,
    /// Its tables, by id.
    pub tables: HashMap<String, TableState>,
    /// Who bet on each seat of its tables' latest draws.
    pub holders: SeatHolders,
}

/// Every partition's state.
pub(crate) struct Tracker {
    log: Arc<dyn EventLog>,
    catalog: Arc<Catalog>,
    partitions: Vec<Mutex<PartitionState>>,
}

impl Tracker {
    /// An empty tracker; [`Tracker::follow`] keeps it up to date.
    pub fn new(log: Arc<dyn EventLog>, catalog: Arc<Catalog>) -> Tracker {
        let partitions = (0..catalog.partitions)
            .map(|_| Mutex::new(PartitionState::default()))
            .collect();
        Tracker {
            log,
            catalog,
            partitions,
        }
    }

    /// The locked state of a partition (`None` for a partition the log does not have).
    pub fn lock(&self, partition: u32) -> Option<MutexGuard<'_, PartitionState>> {
        let slot = self.partitions.get(usize::try_from(partition).ok()?)?;
        // A panic while applying cannot leave a half-applied step: `next` moves last.
        Some(slot.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Follows a partition until the log closes: the background task.
    pub async fn follow(self: Arc<Self>, partition: u32) {
        loop {
            let from = self.lock(partition).map_or(0, |state| state.next);
            let subscribed =
                subscribe_past_losses(Arc::clone(&self.log), Topic::DrawEvents, partition, from);
            let mut records = match subscribed {
                Ok(records) => records,
                Err(error) => return stopped(partition, &error),
            };
            while let Some(record) = records.next().await {
                match record {
                    Ok(record) => self.apply(&record),
                    Err(BusError::Closed) => return stopped(partition, &BusError::Closed),
                    Err(error) => {
                        warn!(partition, %error, "reading draw events failed; retrying");
                        break;
                    }
                }
            }
            tokio::time::sleep(RETRY_AFTER).await;
        }
    }

    /// Applies every step of the partition up to the log's current end.
    pub async fn catch_up(&self, partition: u32) -> Result<(), FeedError> {
        let end = self.log.end_offset(Topic::DrawEvents, partition).await?;
        loop {
            let next = self.lock(partition).map_or(end, |state| state.next);
            if next >= end {
                return Ok(());
            }
            let records = self
                .log
                .read(Topic::DrawEvents, partition, next, CATCH_UP_BATCH)
                .await?;
            let Some(first) = records.first() else {
                return Ok(());
            };
            if first.offset > next {
                self.check_not_lost(partition, next).await?;
            }
            records.iter().for_each(|record| self.apply(record));
        }
    }

    /// Fails with [`BusError::Lost`] where steps from `next` on were deleted before the
    /// tracker read them: a read passes over them, and the background task, which reports the
    /// loss and goes on, must be the one to move past it.
    async fn check_not_lost(&self, partition: u32, next: u64) -> Result<(), FeedError> {
        let start = self.log.start_offset(Topic::DrawEvents, partition).await?;
        if next < start {
            return Err(BusError::Lost {
                topic: Topic::DrawEvents,
                partition,
                from: next,
                start,
            }
            .into());
        }
        Ok(())
    }

    /// Applies one record unless it is already applied (the background task and a catch-up
    /// may both read it; the first to get here applies it). Offsets need not be dense: a
    /// reader delivers every record from where it started in order, so a record above `next`
    /// has only gaps (or records this reader already applied) below it.
    fn apply(&self, record: &Record) {
        let step = Step::read(record);
        let Some(mut state) = self.lock(record.partition) else {
            return;
        };
        if record.offset < state.next {
            return;
        }
        let table = String::from_utf8_lossy(&record.key).into_owned();
        let outcome = step.and_then(|step| {
            let game = self
                .catalog
                .table(&step.table)
                .map_or(v1::GameKind::Unspecified, |info| info.game);
            let events = feed_events(&step, game)?;
            Ok((step, events))
        });
        let entry = state.tables.entry(table.clone()).or_default();
        match outcome {
            Ok((step, events)) => {
                entry.apply(&step, &events);
                state.holders.note(&step);
            }
            Err(failure) => {
                error!(%table, %failure, "unreadable step: bets on this table are refused");
                entry.unreadable = Some(failure.to_string());
            }
        }
        state.next = record.offset + 1;
    }

    /// Catches the partitions up, then gives, under one lock per partition, the feed events
    /// of each chosen table's draw in progress and the offset live events start from (a
    /// subscriber that starts there misses nothing and gets nothing twice), and who bet on
    /// the seats of the tables' latest draws.
    pub async fn current(
        &self,
        partitions: &BTreeSet<u32>,
        tables: &BTreeSet<String>,
    ) -> Result<(Vec<(u32, u64, Vec<v1::FeedEvent>)>, SeatHolders), FeedError> {
        let mut starts = Vec::new();
        let mut holders = SeatHolders::default();
        for &partition in partitions {
            self.catch_up(partition).await?;
            let Some(state) = self.lock(partition) else {
                continue;
            };
            let mut events: Vec<v1::FeedEvent> = state
                .tables
                .iter()
                .filter(|(id, _)| tables.is_empty() || tables.contains(*id))
                .flat_map(|(_, table)| table.current_events().iter().cloned())
                .collect();
            events.sort_by_key(|event| event.position);
            starts.push((partition, state.next, events));
            holders.extend(state.holders.clone());
        }
        Ok((starts, holders))
    }
}

fn stopped(partition: u32, error: &BusError) {
    warn!(partition, %error, "stopped following draw events");
}
