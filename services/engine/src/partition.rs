//! One journal partition this engine owns: its tables rebuilt from the draw events, the
//! outputs its last steps are missing published, then its journal consumed, in a task of its
//! own until it is stopped (the engine stopping, or the partition revoked) or fails; rebuilt
//! again after the log refused its work for a while (a broker outage).

use crate::backoff::{retryable, Backoff};
use crate::consumer::{Consumer, Setup};
use crate::error::EngineError;
use crate::recovery::{self, Recovered};
use crate::republish;
use crate::store::Store;
use crate::tables::Layout;
use std::sync::Arc;
use std::time::Instant;
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

/// Works on the partition until it is stopped or fails. When the log refuses for now (a
/// broker out of reach, a storage fault), the work starts over from the log after a pause:
/// rebuilt as a new owner would rebuild it, so what was stored is neither lost nor repeated.
/// Stopped while the log refuses, it ends with the log's refusal, the reason work is left
/// undone (the partition's next owner, or the next start, redoes it from the journal).
async fn run(
    partition: u32,
    setup: Arc<Setup>,
    layout: Arc<Layout>,
    mut stop: watch::Receiver<bool>,
) -> Result<(), EngineError> {
    let mut backoff = Backoff::default();
    loop {
        let began = Instant::now();
        let error = match work(partition, &setup, &layout, &mut stop).await {
            Err(EngineError::Bus(error)) if retryable(&error) && !*stop.borrow() => error,
            ended => return ended,
        };
        backoff.ran(began.elapsed());
        tracing::warn!(partition, %error, "the log refused the partition's work; rebuilding it from the log");
        backoff.wait(&mut stop, &error).await?;
    }
}

/// Rebuilds the partition, publishes what its last steps lack, and consumes its journal.
async fn work(
    partition: u32,
    setup: &Arc<Setup>,
    layout: &Layout,
    stop: &mut watch::Receiver<bool>,
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
    republish::after_rebuild(&store, &tables, stop).await?;
    if *stop.borrow() {
        return Ok(());
    }
    Consumer::new(partition, tables, setup)
        .run(resume, stop.clone())
        .await
}
