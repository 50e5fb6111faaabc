//! One journal partition's consumer: every entry, in order, to one step stored with its odds and
//! results. Entries already waiting when the consumer looks are applied together and their
//! steps stored in one atomic batch (one commit, one disk sync): under a burst (every table's
//! round closing at once) an entry waits for one commit, not for one commit per entry ahead of
//! it. Nothing is read past an uncommitted step: the next entries are applied only once that
//! batch is durable.

use crate::clock::{self, Deadline};
use crate::error::EngineError;
use crate::pricing::{self, RoundToPrice};
use crate::process::{self, Pending};
use crate::records;
use crate::results;
use crate::shutdown;
use crate::step::Origin;
use crate::tables::Tables;
use futures::{FutureExt, StreamExt};
use livedraw_bus::{BusError, EventLog, NewRecord, Record, Topic};
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
/// The most entries applied and stored in one batch.
const MAX_STEPS_PER_COMMIT: usize = 64;

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
            let first = tokio::select! {
                () = shutdown::requested(&mut shutdown) => return Ok(()),
                next = entries.next() => match next {
                    Some(Ok(record)) => record,
                    Some(Err(error)) => return Err(error.into()),
                    // A subscription ends only after an error, the log closing.
                    None => return Err(BusError::Closed.into()),
                },
            };
            let (records, failure) = waiting(first, &mut entries);
            let (from, to) = (records[0].offset, records[records.len() - 1].offset);
            self.steps(&records, &mut shutdown).await?;
            if let Some(error) = failure {
                return Err(error);
            }
            if journal_end > 0 && (from..=to).contains(&(journal_end - 1)) {
                self.announce_all();
            }
        }
    }

    /// Applies journal records in order and stores their steps in one batch.
    async fn steps(
        &mut self,
        records: &[Record],
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let mut steps = Vec::with_capacity(records.len());
        let mut deadlines = Vec::new();
        for record in records {
            let (origin, records, deadline) = self.step(record).await;
            steps.push((origin, records));
            deadlines.extend(deadline);
        }
        self.store_all(steps, shutdown).await?;
        crate::observe::published(records);
        if let (Some(sender), true) = (self.deadlines.as_ref(), self.clock_started) {
            for (table, at) in deadlines {
                send(sender, table, self.partition, at);
            }
        }
        Ok(())
    }

    /// Applies one journal record: its step's records, and the table's next deadline.
    async fn step(
        &mut self,
        record: &Record,
    ) -> (
        Origin,
        Vec<(Topic, NewRecord)>,
        Option<(TableId, Option<Timestamp>)>,
    ) {
        let origin = Origin {
            partition: self.partition,
            offset: record.offset,
        };
        let (_span, trace) = crate::observe::step_span(record);
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
        let records = records::batch(
            &step,
            self.partition,
            &results,
            trace.as_deref().map(str::as_bytes),
        );
        crate::observe::stepped(&step);
        tracing::debug!(
            table = step.table_id,
            partition = origin.partition,
            offset = origin.offset,
            decisions = step.decisions.len(),
            rejection = step.rejection.as_ref().map(|r| r.code.as_str()),
            "step applied"
        );
        (
            origin,
            records,
            table.map(|table| (table.id, table.deadline)),
        )
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

    /// Stores the steps in one batch; should that fail in a way a retry may fix (a full disk
    /// has room for a few steps, not for many), they are stored one by one.
    async fn store_all(
        &self,
        steps: Vec<(Origin, Vec<(Topic, NewRecord)>)>,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let Some(&(last, _)) = steps.last() else {
            return Ok(());
        };
        if steps.len() > 1 {
            let batch: Vec<(Topic, NewRecord)> = steps
                .iter()
                .flat_map(|(_, records)| records.clone())
                .collect();
            match self.log.append_batch(batch).await {
                Ok(_) => return Ok(()),
                Err(error) if !retryable(&error) => return Err(error.into()),
                // A commit whose fsync failed may still have landed, whole (batches are atomic).
                Err(_) if self.stored(last).await => return Ok(()),
                Err(error) => {
                    tracing::warn!(partition = self.partition, steps = steps.len(), %error, "batch not stored; storing its steps one by one");
                }
            }
        }
        for (origin, records) in steps {
            self.store(records, origin, shutdown).await?;
        }
        Ok(())
    }

    /// Appends one step's records, retrying what a retry can fix until it is durable.
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

/// `first` and every record already waiting behind it, up to [`MAX_STEPS_PER_COMMIT`]; an
/// error met on the way is returned after them, so the records before it are still applied.
fn waiting(
    first: Record,
    entries: &mut livedraw_bus::RecordStream,
) -> (Vec<Record>, Option<EngineError>) {
    let mut records = vec![first];
    while records.len() < MAX_STEPS_PER_COMMIT {
        match entries.next().now_or_never() {
            Some(Some(Ok(record))) => records.push(record),
            Some(Some(Err(error))) => return (records, Some(error.into())),
            Some(None) => return (records, Some(BusError::Closed.into())),
            None => break,
        }
    }
    (records, None)
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
