//! One journal partition this engine owns: its tables rebuilt from the draw events, the
//! outputs its last steps are missing published, then its journal consumed, in a task of its
//! own until it is stopped (the engine stopping, or the partition revoked) or fails.

use crate::consumer::{Consumer, Setup};
use crate::error::EngineError;
use crate::recovery::{self, Recovered};
use crate::republish;
use crate::store::Store;
use crate::tables::Layout;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// A partition's running task.
pub(crate) struct Owned {
    stop: watch::Sender<bool>,
    task: JoinHandle<Result<(), EngineError>>,
}

impl Owned {
    /// Rebuilds `partition` and consumes it in a new task.
    pub(crate) fn start(partition: u32, setup: &Arc<Setup>, layout: &Arc<Layout>) -> Owned {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(run(
            partition,
            Arc::clone(setup),
            Arc::clone(layout),
            stopped,
        ));
        Owned { stop, task }
    }

    /// The task, to learn when it ends by itself (which only a failure makes happen).
    pub(crate) fn task(&mut self) -> &mut JoinHandle<Result<(), EngineError>> {
        &mut self.task
    }

    /// Stops the task once the commit it is storing is durable, and waits for it.
    pub(crate) async fn stop(self) -> Result<(), EngineError> {
        self.stop.send_replace(true);
        ended(self.task.await)
    }
}

/// How a partition's task ended.
pub(crate) fn ended(
    joined: Result<Result<(), EngineError>, tokio::task::JoinError>,
) -> Result<(), EngineError> {
    joined
        .map_err(|error| EngineError::Task(error.to_string()))
        .and_then(|result| result)
}

async fn run(
    partition: u32,
    setup: Arc<Setup>,
    layout: Arc<Layout>,
    mut stop: watch::Receiver<bool>,
) -> Result<(), EngineError> {
    let log = setup.log.as_ref();
    let Recovered { tables, resume } = recovery::recover(
        log,
        partition,
        layout.fresh(partition),
        setup.snapshot_every,
    )
    .await?;
    let store = Store::new(Arc::clone(&setup.log), partition);
    republish::after_rebuild(&store, &tables, &mut stop).await?;
    if *stop.borrow() {
        return Ok(());
    }
    Consumer::new(partition, tables, &setup)
        .run(resume, stop)
        .await
}
