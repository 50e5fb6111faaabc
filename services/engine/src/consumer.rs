//! One journal partition's consumer: every entry, in order, to one step stored with its odds and
//! results in one batch; the next entry is applied only once that batch is durable.

use crate::clock::{self, Deadline};
use crate::error::EngineError;
use crate::pricing::{self, RoundToPrice};
use crate::process::{self, Pending};
use crate::records;
use crate::results;
use crate::shutdown;
use crate::step::Origin;
use crate::tables::Tables;
use futures::StreamExt;
use livedraw_bus::{BusError, EventLog, NewRecord, Record, Topic, TRACEPARENT};
use livedraw_domain::Timestamp;
use livedraw_odds::PricingConfig;
use livedraw_protocol::{v1, TableId};
use prost::Message;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch};

/// First wait before a failed append is retried; doubled up to [`MAX_RETRY_DELAY`].
const FIRST_RETRY_DELAY: Duration = Duration::from_millis(50);
/// Longest wait between retries of a failed append.
const MAX_RETRY_DELAY: Duration = Duration::from_secs(5);

/// The consumer of one journal partition and the tables in it.
pub(crate) struct Consumer {
    partition: u32,
    log: Arc<dyn EventLog>,
    tables: Tables,
    pricing: Arc<PricingConfig>,
    snapshot_every: u32,
    /// Where deadlines go in live mode.
    deadlines: Option<mpsc::UnboundedSender<Deadline>>,
    /// Whether the clock has been given every table's deadline (once the backlog is applied).
    clock_started: bool,
}

/// What a consumer needs besides its tables.
pub(crate) struct Setup {
    /// The log.
    pub log: Arc<dyn EventLog>,
    /// Margins and floor.
    pub pricing: Arc<PricingConfig>,
    /// Snapshot period, in steps of a table.
    pub snapshot_every: u32,
    /// Where deadlines go in live mode; `None` in journal mode.
    pub deadlines: Option<mpsc::UnboundedSender<Deadline>>,
}

impl Consumer {
    /// The consumer of `partition`, whose tables are rebuilt up to its last stored step.
    pub(crate) fn new(partition: u32, tables: Tables, setup: &Setup) -> Consumer {
        Consumer {
            partition,
            log: Arc::clone(&setup.log),
            tables,
            pricing: Arc::clone(&setup.pricing),
            snapshot_every: setup.snapshot_every,
            deadlines: setup.deadlines.clone(),
            clock_started: false,
        }
    }

    /// Consumes the journal from `resume` until shutdown or a fatal error (the log closing
    /// under the engine is one).
    pub(crate) async fn run(
        mut self,
        resume: u64,
        mut shutdown: watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let journal_end = self
            .log
            .end_offset(Topic::StudioJournal, self.partition)
            .await?;
        // The clock starts once the backlog is applied, so that it never ticks a deadline
        // that an entry already journaled moves.
        if resume >= journal_end {
            self.announce_all();
        }
        let mut entries = self
            .log
            .subscribe(Topic::StudioJournal, self.partition, resume)?;
        tracing::info!(
            partition = self.partition,
            resume,
            "consuming the studio journal"
        );
        loop {
            let record = tokio::select! {
                () = shutdown::requested(&mut shutdown) => return Ok(()),
                next = entries.next() => match next {
                    Some(Ok(record)) => record,
                    Some(Err(error)) => return Err(error.into()),
                    // A subscription ends only after an error, the log closing.
                    None => return Err(BusError::Closed.into()),
                },
            };
            let offset = record.offset;
            self.step(&record, &mut shutdown).await?;
            if offset.saturating_add(1) == journal_end {
                self.announce_all();
            }
        }
    }

    /// Applies one journal record and stores its step.
    async fn step(
        &mut self,
        record: &Record,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let origin = Origin {
            partition: self.partition,
            offset: record.offset,
        };
        let Pending {
            mut step,
            rounds,
            at,
            table,
        } = process::process(&mut self.tables, origin, record, self.snapshot_every);
        step.odds = self.price(rounds, &step.table_id, at).await;
        let results = table
            .as_ref()
            .map(|table| results::of(&step, table.game))
            .unwrap_or_default();
        let batch = records::batch(&step, self.partition, &results, record.header(TRACEPARENT));
        self.store(batch, origin, shutdown).await?;
        tracing::debug!(
            table = step.table_id,
            partition = origin.partition,
            offset = origin.offset,
            decisions = step.decisions.len(),
            rejection = step.rejection.as_ref().map(|r| r.code.as_str()),
            "step stored"
        );
        if let (Some(table), Some(deadlines), true) =
            (table, self.deadlines.as_ref(), self.clock_started)
        {
            send(deadlines, table.id, self.partition, table.deadline);
        }
        Ok(())
    }

    /// Prices the opened rounds on a blocking thread. Should the pricing fail outright (a
    /// panic in it), the rounds are published with every market suspended: no bet is taken
    /// on them, and the table goes on.
    async fn price(
        &self,
        rounds: Vec<RoundToPrice>,
        table_id: &str,
        at: Timestamp,
    ) -> Vec<v1::OddsSet> {
        if rounds.is_empty() {
            return Vec::new();
        }
        let rounds = Arc::new(rounds);
        let config = Arc::clone(&self.pricing);
        let (priced, table) = (Arc::clone(&rounds), table_id.to_string());
        let job = tokio::task::spawn_blocking(move || {
            priced
                .iter()
                .map(|round| pricing::price(round, &table, at, &config))
                .collect()
        });
        job.await.unwrap_or_else(|error| {
            tracing::error!(table = table_id, %error, "pricing failed; markets suspended");
            rounds
                .iter()
                .map(|round| pricing::unpriced(round, table_id, at))
                .collect()
        })
    }

    /// Appends the step's batch, retrying what a retry can fix until it is durable.
    async fn store(
        &self,
        batch: Vec<(Topic, NewRecord)>,
        origin: Origin,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let mut delay = FIRST_RETRY_DELAY;
        loop {
            let error = match self.log.append_batch(batch.clone()).await {
                Ok(_) => return Ok(()),
                Err(error) if retryable(&error) => error,
                Err(error) => return Err(error.into()),
            };
            tracing::warn!(partition = origin.partition, offset = origin.offset, %error, delay_ms = delay.as_millis(), "step not stored; retrying");
            tokio::select! {
                () = shutdown::requested(shutdown) => return Err(error.into()),
                () = tokio::time::sleep(delay) => {}
            }
            // A commit whose fsync reported an error may still have reached the disk: then the
            // step is there, and appending it again would publish it twice.
            if self.stored(origin).await {
                return Ok(());
            }
            delay = (delay * 2).min(MAX_RETRY_DELAY);
        }
    }

    /// Whether the last step of the partition is the one of `origin`.
    async fn stored(&self, origin: Origin) -> bool {
        let Ok(end) = self.log.end_offset(Topic::DrawEvents, self.partition).await else {
            return false;
        };
        let Some(last) = end.checked_sub(1) else {
            return false;
        };
        let Ok(records) = self
            .log
            .read(Topic::DrawEvents, self.partition, last, 1)
            .await
        else {
            return false;
        };
        records.first().is_some_and(|record| {
            v1::EngineStep::decode(record.payload.as_slice())
                .is_ok_and(|step| step.journal_offset == origin.offset)
        })
    }

    /// Tells the clock every table's deadline (live mode). A table that has never seen time
    /// has none yet: it is ticked at once, so that it opens its first draw by itself.
    fn announce_all(&mut self) {
        let Some(deadlines) = self.deadlines.as_ref() else {
            return;
        };
        for (id, state) in &self.tables {
            let at = match state.table.now() {
                Some(_) => state.table.next_deadline(),
                None => Some(clock::wall_clock()),
            };
            if let Ok(table) = TableId::new(id.as_str()) {
                send(deadlines, table, self.partition, at);
            }
        }
        self.clock_started = true;
    }
}

/// Failures of the store that may pass: everything else is a bug or a closed log.
fn retryable(error: &BusError) -> bool {
    matches!(
        error,
        BusError::Storage(_) | BusError::StorageFull(_) | BusError::Io { .. }
    )
}

fn send(
    deadlines: &mpsc::UnboundedSender<Deadline>,
    table: TableId,
    partition: u32,
    at: Option<Timestamp>,
) {
    // The clock is gone only when the engine is stopping.
    let _ = deadlines.send(Deadline {
        table,
        partition,
        at,
    });
}
