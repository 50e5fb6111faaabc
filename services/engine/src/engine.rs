//! Starting and stopping the engine.

use crate::clock;
use crate::clock_mode::ClockMode;
use crate::consumer::Setup;
use crate::error::EngineError;
use crate::options::EngineOptions;
use crate::ownership::Ownership;
use crate::pricing;
use crate::tables::Layout;
use futures::future::select_all;
use livedraw_bus::{EventLog, Topic};
use livedraw_studio::StudioConfig;
use std::sync::Arc;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

/// The table runtime.
pub struct Engine;

impl Engine {
    /// Joins the engines' consumer group on the studio journal and, for each partition the
    /// group gives this engine, rebuilds its tables from the draw events, publishes the outputs
    /// its last steps are missing, and consumes it in its own task, until the partition is
    /// revoked or the handle is shut down or dropped (and runs the clock in live mode).
    ///
    /// Fails at once on a configuration the engine cannot run (tables, pricing, partition
    /// counts) or when the group cannot be joined; a partition that cannot be rebuilt stops the
    /// engine ([`EngineHandle::stopped`]).
    pub async fn start(
        config: Arc<StudioConfig>,
        log: Arc<dyn EventLog>,
        options: impl Into<EngineOptions>,
    ) -> Result<EngineHandle, EngineError> {
        let EngineOptions {
            clock,
            group,
            metrics,
        } = options.into();
        let partitions = partitions(log.as_ref())?;
        let layout = Arc::new(Layout::of(&config, partitions)?);
        let pricing = Arc::new(pricing::config(&config.pricing)?);
        let changes = log.own_partitions(&group, Topic::StudioJournal)?;
        let (stop, shutdown) = watch::channel(false);
        let (deadlines, clock_input) = match clock {
            ClockMode::Live => {
                let (sender, receiver) = mpsc::unbounded_channel();
                (Some(sender), Some(receiver))
            }
            ClockMode::Journal => (None, None),
        };
        let setup = Arc::new(Setup {
            log: Arc::clone(&log),
            pricing,
            snapshot_every: config.engine.snapshot_every,
            deadlines,
            metrics,
        });
        let ownership = Ownership::new(setup, layout);
        let mut tasks = vec![tokio::spawn(ownership.run(changes, shutdown.clone()))];
        if let Some(receiver) = clock_input {
            tasks.push(tokio::spawn(clock::run(log, receiver, shutdown)));
        }
        tracing::info!(
            partitions,
            tables = config.tables.len(),
            ?clock,
            %group,
            "engine started"
        );
        Ok(EngineHandle { stop, tasks })
    }
}

/// The journal's partition count, which every topic the engine writes must share: the outputs
/// of journal partition `p` go to partition `p` of the draw events, odds and results.
fn partitions(log: &dyn EventLog) -> Result<u32, EngineError> {
    let journal = log.partitions(Topic::StudioJournal);
    for topic in [Topic::DrawEvents, Topic::Odds, Topic::Results] {
        let partitions = log.partitions(topic);
        if partitions != journal {
            return Err(EngineError::PartitionMismatch {
                topic,
                partitions,
                journal,
            });
        }
    }
    Ok(journal)
}

/// The running engine. Dropping it stops the engine too (each partition's task finishes the
/// commit it is storing), without waiting.
pub struct EngineHandle {
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<Result<(), EngineError>>>,
}

impl EngineHandle {
    /// Stops every partition's task after the commit it is storing and waits for them; returns
    /// the first error any task ended with.
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
    /// error (the log closed under it, a partition that cannot be rebuilt, the group's
    /// ownership failing), and returns how it ended; a partition's failure stops the others
    /// first. Any task left keeps running until [`EngineHandle::shutdown`]. Without tasks,
    /// returns at once.
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
