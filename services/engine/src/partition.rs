//! One journal partition this engine owns: its tables rebuilt from the draw events, the
//! outputs its last steps are missing published, then its journal consumed, in a task of its
//! own until it is stopped (the engine stopping, or the partition revoked) or fails; rebuilt
//! again after the log refused its work for a while (a broker outage).

use crate::backoff::{retryable, Backoff};
use crate::consumer::{Consumer, Parked, Setup};
use crate::error::EngineError;
use crate::recovery::{self, Recovered};
use crate::republish;
use crate::shutdown;
use crate::store::Store;
use crate::tables::Layout;
use livedraw_bus::{Tenure, Topic};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How a partition's task ends: stopped (with its tables, when they can be parked) or failed.
type Ending = Result<Option<Parked>, EngineError>;

/// A partition's running task.
pub(crate) struct Owned {
    stop: watch::Sender<bool>,
    task: JoinHandle<Ending>,
}

impl Owned {
    /// Works on `partition` in a new task: from `parked` if nobody stepped it since, else
    /// rebuilt from the log.
    pub(crate) fn start(
        partition: u32,
        setup: &Arc<Setup>,
        layout: &Arc<Layout>,
        parked: Option<Parked>,
        tenure: Tenure,
    ) -> Owned {
        let (stop, stopped) = watch::channel(false);
        let work = Work {
            partition,
            setup: Arc::clone(setup),
            layout: Arc::clone(layout),
            tenure,
        };
        let task = tokio::spawn(run(work, parked, stopped));
        Owned { stop, task }
    }

    /// The task, to learn when it ends by itself (which only a failure makes happen).
    pub(crate) fn task(&mut self) -> &mut JoinHandle<Ending> {
        &mut self.task
    }

    /// Stops the task once the commit it is storing is durable, and waits for it; its tables
    /// come back when they can be parked.
    pub(crate) async fn stop(self) -> Ending {
        self.stop.send_replace(true);
        ended(self.task.await)
    }
}

/// How a partition's task ended.
pub(crate) fn ended(joined: Result<Ending, tokio::task::JoinError>) -> Ending {
    joined
        .map_err(|error| EngineError::Task(error.to_string()))
        .and_then(|result| result)
}

/// What a partition's task works with.
struct Work {
    partition: u32,
    setup: Arc<Setup>,
    layout: Arc<Layout>,
    /// When this engine may write for the partition.
    tenure: Tenure,
}

/// Works on the partition until it is stopped or fails. When the log refuses for now (a
/// broker out of reach, a storage fault, the tenure ended), the work starts over from the log
/// after a pause: rebuilt as a new owner would rebuild it, so what was stored is neither lost
/// nor repeated. Stopped while the log refuses, it ends with the log's refusal, the reason work
/// is left undone (the partition's next owner, or the next start, redoes it from the journal).
async fn run(work: Work, mut parked: Option<Parked>, mut stop: watch::Receiver<bool>) -> Ending {
    let mut backoff = Backoff::default();
    let partition = work.partition;
    loop {
        let began = Instant::now();
        let error = match work.run(parked.take(), &mut stop).await {
            Err(EngineError::Bus(error)) if retryable(&error) && !*stop.borrow() => error,
            ended => return ended,
        };
        backoff.ran(began.elapsed());
        tracing::warn!(partition, %error, "the log refused the partition's work; rebuilding it from the log");
        backoff.wait(&mut stop, &error).await?;
    }
}

impl Work {
    /// Waits for the tenure to begin, rebuilds the partition (unless its parked tables are
    /// still current), publishes what its last steps lack, and consumes its journal.
    async fn run(&self, parked: Option<Parked>, stop: &mut watch::Receiver<bool>) -> Ending {
        let partition = self.partition;
        // Only then is the last owner's last write in the log to be read back.
        tokio::select! {
            () = self.tenure.begin(partition) => {}
            () = shutdown::requested(stop) => return Ok(parked),
        }
        let (tables, resume, journal) = match self.current(parked).await? {
            Some(parked) => {
                tracing::info!(
                    partition,
                    resume = parked.resume,
                    "tables resumed as parked"
                );
                (parked.tables, parked.resume, Some(parked.journal))
            }
            None => {
                let Recovered { tables, resume, .. } = self.rebuild(stop).await?;
                (tables, resume, None)
            }
        };
        if *stop.borrow() {
            return Ok(None);
        }
        Consumer::new(partition, tables, &self.setup, self.tenure.clone())
            .run(resume, journal, stop.clone())
            .await
    }

    /// The parked tables, if the partition's draw events still end where they did when they
    /// were parked: nobody has stepped it since.
    async fn current(&self, parked: Option<Parked>) -> Result<Option<Parked>, EngineError> {
        let Some(parked) = parked else {
            return Ok(None);
        };
        let end = self
            .setup
            .log
            .end_offset(Topic::DrawEvents, self.partition)
            .await?;
        Ok((end == parked.draw_events_end).then_some(parked))
    }

    /// The partition's tables rebuilt from the log, with the outputs its last steps lack
    /// published.
    async fn rebuild(&self, stop: &mut watch::Receiver<bool>) -> Result<Recovered, EngineError> {
        let recovered = recovery::recover(
            self.setup.log.as_ref(),
            self.partition,
            self.layout.fresh(self.partition),
            self.setup.snapshot_every,
        )
        .await?;
        let store = Store::new(
            Arc::clone(&self.setup.log),
            self.partition,
            self.tenure.clone(),
        );
        republish::after_rebuild(&store, &recovered.tables, &recovered.last_steps, stop).await?;
        Ok(recovered)
    }
}
