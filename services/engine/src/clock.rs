//! The engine's clock (live mode): when a table's deadline passes with no other input, a
//! `ClockTick` with `received_at` = the deadline is journaled on the table's partition, so that
//! the round closing (or the hold timing out, or the draw opening) is an input like any other
//! and a replay of the journal reaches the same decisions.

use crate::error::EngineError;
use crate::records;
use crate::shutdown;
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::Timestamp;
use livedraw_protocol::TableId;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot, watch};

/// How long to wait before journaling ticks again after the log refused one.
const RETRY_AFTER: Duration = Duration::from_millis(200);

/// A table's next deadline after a step, sent by its partition's consumer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Deadline {
    /// The table.
    pub table: TableId,
    /// Its journal partition.
    pub partition: u32,
    /// When its clock next changes something; `None` when only an input can move it.
    pub at: Option<Timestamp>,
}

/// What the clock is told.
#[derive(Debug)]
pub(crate) enum ClockInput {
    /// A table's deadline after a step of its partition's consumer.
    Deadline(Deadline),
    /// These partitions are no longer this engine's: their tables are not ticked any more.
    /// `done` is answered once no tick for them is being journaled.
    Forget {
        /// The partitions.
        partitions: Vec<u32>,
        /// Answered when forgotten.
        done: oneshot::Sender<()>,
    },
}

/// Deadlines waiting for their tick, and the ticks already journaled.
#[derive(Default)]
struct Schedule {
    /// Per table: its partition and the deadline not yet ticked.
    pending: BTreeMap<TableId, (u32, Timestamp)>,
    /// Per table: the deadline of the last tick journaled, so that a deadline is ticked once
    /// even if steps report it again before the tick is applied.
    ticked: BTreeMap<TableId, Timestamp>,
}

impl Schedule {
    fn note(&mut self, deadline: Deadline) {
        match deadline.at {
            Some(at) if self.ticked.get(&deadline.table) != Some(&at) => {
                self.pending
                    .insert(deadline.table, (deadline.partition, at));
            }
            _ => {
                self.pending.remove(&deadline.table);
            }
        }
    }

    fn forget(&mut self, partitions: &[u32]) {
        self.pending
            .retain(|_, (partition, _)| !partitions.contains(partition));
    }

    fn earliest(&self) -> Option<Timestamp> {
        self.pending.values().map(|(_, at)| *at).min()
    }

    fn due(&self, now: Timestamp) -> Vec<(TableId, u32, Timestamp)> {
        self.pending
            .iter()
            .filter(|(_, (_, at))| *at <= now)
            .map(|(table, (partition, at))| (table.clone(), *partition, *at))
            .collect()
    }

    fn ticked(&mut self, table: TableId, at: Timestamp) {
        self.pending.remove(&table);
        self.ticked.insert(table, at);
    }
}

/// Runs the clock until shutdown or until every consumer is gone.
pub(crate) async fn run(
    log: Arc<dyn EventLog>,
    mut input: mpsc::UnboundedReceiver<ClockInput>,
    mut shutdown: watch::Receiver<bool>,
) -> Result<(), EngineError> {
    let mut schedule = Schedule::default();
    loop {
        let wait = schedule.earliest().map(until);
        tokio::select! {
            () = shutdown::requested(&mut shutdown) => return Ok(()),
            told = input.recv() => match told {
                Some(ClockInput::Deadline(deadline)) => schedule.note(deadline),
                Some(ClockInput::Forget { partitions, done }) => {
                    schedule.forget(&partitions);
                    // The owner may have stopped waiting: it is stopping too.
                    let _ = done.send(());
                }
                None => return Ok(()),
            },
            () = sleep(wait), if wait.is_some() => tick_due(log.as_ref(), &mut schedule).await,
        }
    }
}

async fn sleep(wait: Option<Duration>) {
    tokio::time::sleep(wait.unwrap_or_default()).await;
}

/// Journals a tick for every deadline that has passed.
async fn tick_due(log: &dyn EventLog, schedule: &mut Schedule) {
    for (table, partition, at) in schedule.due(wall_clock()) {
        let record = records::tick(&table, partition, at, wall_clock());
        match log.append(Topic::StudioJournal, record).await {
            Ok(appended) => {
                tracing::debug!(%table, deadline = at.millis(), offset = appended.offset, "clock tick journaled");
                schedule.ticked(table, at);
            }
            Err(error) => {
                tracing::warn!(%table, %error, "clock tick not journaled; retrying");
                tokio::time::sleep(RETRY_AFTER).await;
                return;
            }
        }
    }
}

/// Now, on the time base of the journal (UTC milliseconds).
pub(crate) fn wall_clock() -> Timestamp {
    let since_epoch = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    Timestamp::from_millis(i64::try_from(since_epoch.as_millis()).unwrap_or(i64::MAX))
}

/// How long until `at` on the wall clock (zero if it has passed).
fn until(at: Timestamp) -> Duration {
    let left = at.millis().saturating_sub(wall_clock().millis());
    Duration::from_millis(u64::try_from(left).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(id: &str) -> TableId {
        TableId::new(id).expect("valid id")
    }

    fn deadline(id: &str, at: Option<i64>) -> Deadline {
        Deadline {
            table: table(id),
            partition: 3,
            at: at.map(Timestamp::from_millis),
        }
    }

    #[test]
    fn a_deadline_is_ticked_once_even_if_reported_again() {
        let mut schedule = Schedule::default();
        schedule.note(deadline("a", Some(100)));
        assert_eq!(schedule.due(Timestamp::from_millis(99)), vec![]);
        let due = schedule.due(Timestamp::from_millis(100));
        assert_eq!(due, vec![(table("a"), 3, Timestamp::from_millis(100))]);
        schedule.ticked(table("a"), Timestamp::from_millis(100));
        schedule.note(deadline("a", Some(100)));
        assert_eq!(schedule.earliest(), None);
        schedule.note(deadline("a", Some(200)));
        assert_eq!(schedule.earliest(), Some(Timestamp::from_millis(200)));
    }

    #[test]
    fn the_tables_of_a_forgotten_partition_are_not_ticked() {
        let mut schedule = Schedule::default();
        schedule.note(deadline("a", Some(100)));
        schedule.note(Deadline {
            partition: 5,
            ..deadline("b", Some(50))
        });
        schedule.forget(&[3]);
        assert_eq!(schedule.due(Timestamp::from_millis(200)).len(), 1);
        assert_eq!(schedule.earliest(), Some(Timestamp::from_millis(50)));
    }

    #[test]
    fn a_table_without_deadline_is_not_ticked() {
        let mut schedule = Schedule::default();
        schedule.note(deadline("a", Some(100)));
        schedule.note(deadline("b", Some(50)));
        schedule.note(deadline("b", None));
        assert_eq!(schedule.earliest(), Some(Timestamp::from_millis(100)));
    }
}
