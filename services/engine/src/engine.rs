//! Starting and stopping the engine.

use crate::clock;
use crate::consumer::{Consumer, Setup};
use crate::error::EngineError;
use crate::pricing;
use crate::recovery::{self, Recovered};
use crate::tables::{TableState, Tables};
use futures::future::{select_all, try_join_all};
use livedraw_bus::{partition_for_key, EventLog, Topic};
use livedraw_domain::Table;
use livedraw_studio::StudioConfig;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

/// Where the engine's clock comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockMode {
    /// The engine keeps time: when a table's deadline passes with no other input, it journals a
    /// `ClockTick` for it (received at the deadline), which it then applies like any entry.
    Live,
    /// Nothing is journaled by the engine: it only applies what is in the journal (tests, and
    /// replaying a journal as it was).
    Journal,
}

/// The table runtime.
pub struct Engine;

impl Engine {
    /// Rebuilds every table from the draw events, then consumes each journal partition in its
    /// own task (and runs the clock in live mode) until the handle is shut down or dropped.
    pub async fn start(
        config: Arc<StudioConfig>,
        log: Arc<dyn EventLog>,
        clock: ClockMode,
    ) -> Result<EngineHandle, EngineError> {
        let partitions = partitions(log.as_ref())?;
        let tables = tables_by_partition(&config, partitions)?;
        let snapshot_every = config.engine.snapshot_every;
        let recovered = try_join_all(tables.into_iter().zip(0..).map(|(tables, partition)| {
            recovery::recover(log.as_ref(), partition, tables, snapshot_every)
        }))
        .await?;
        let (stop, shutdown) = watch::channel(false);
        let (deadlines, clock_input) = match clock {
            ClockMode::Live => {
                let (sender, receiver) = mpsc::unbounded_channel();
                (Some(sender), Some(receiver))
            }
            ClockMode::Journal => (None, None),
        };
        let setup = Setup {
            log: Arc::clone(&log),
            pricing: Arc::new(pricing::config(&config.pricing)?),
            snapshot_every,
            deadlines,
        };
        let mut tasks: Vec<JoinHandle<Result<(), EngineError>>> = recovered
            .into_iter()
            .zip(0..)
            .map(|(Recovered { tables, resume }, partition)| {
                let consumer = Consumer::new(partition, tables, &setup);
                tokio::spawn(consumer.run(resume, shutdown.clone()))
            })
            .collect();
        if let Some(receiver) = clock_input {
            tasks.push(tokio::spawn(clock::run(log, receiver, shutdown)));
        }
        tracing::info!(
            partitions,
            tables = config.tables.len(),
            ?clock,
            "engine started"
        );
        Ok(EngineHandle { stop, tasks })
    }
}

/// The journal's partition count, which the draw events must share.
fn partitions(log: &dyn EventLog) -> Result<u32, EngineError> {
    let journal = log.partitions(Topic::StudioJournal);
    let draw_events = log.partitions(Topic::DrawEvents);
    if journal != draw_events {
        return Err(EngineError::PartitionMismatch {
            journal,
            draw_events,
        });
    }
    Ok(journal)
}

/// Every configured table, fresh, in the partition its id hashes to.
fn tables_by_partition(config: &StudioConfig, partitions: u32) -> Result<Vec<Tables>, EngineError> {
    let mut by_partition: Vec<Tables> = (0..partitions).map(|_| Tables::new()).collect();
    for spec in &config.tables {
        let rules = spec.table_config().map_err(|source| EngineError::Table {
            table: spec.id.clone(),
            source,
        })?;
        let partition = partition_for_key(spec.id.as_bytes(), partitions);
        if let Some(tables) = usize::try_from(partition)
            .ok()
            .and_then(|index| by_partition.get_mut(index))
        {
            tables.insert(spec.id.clone(), TableState::fresh(Table::new(rules)));
        }
    }
    Ok(by_partition)
}

/// The running engine. Dropping it stops the engine too (each task finishes the step it is
/// storing), without waiting.
pub struct EngineHandle {
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<Result<(), EngineError>>>,
}

impl EngineHandle {
    /// Stops every task after the step it is storing and waits for them; returns the first
    /// error any of them ended with.
    pub async fn shutdown(mut self) -> Result<(), EngineError> {
        self.stop.send_replace(true);
        let mut outcome = Ok(());
        for task in self.tasks.drain(..) {
            let result = task
                .await
                .map_err(|error| EngineError::Task(error.to_string()))
                .and_then(|result| result);
            if let (Err(error), Ok(())) = (result, &outcome) {
                outcome = Err(error);
            }
        }
        outcome
    }

    /// Waits until one of the engine's tasks ends on its own, which happens only on a fatal
    /// error (the log closed under it is one), and returns how it ended. The other tasks keep
    /// running until [`EngineHandle::shutdown`]. Without tasks, returns at once.
    pub async fn stopped(&mut self) -> Result<(), EngineError> {
        if self.tasks.is_empty() {
            return Ok(());
        }
        let (result, index, _) = select_all(self.tasks.iter_mut()).await;
        drop(self.tasks.remove(index));
        result
            .map_err(|error| EngineError::Task(error.to_string()))
            .and_then(|result| result)
    }
}
