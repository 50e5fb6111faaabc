//! One journal partition's consumer: every entry, in order, to one step stored with its odds and
//! results. Entries already waiting when the consumer looks are applied together and their
//! steps stored in one commit ([`crate::store`]: one batch, one disk sync, on a log with atomic
//! batches): under a burst (every table's round closing at once) an entry waits for one commit,
//! not for one commit per entry ahead of it. Nothing is read past an uncommitted step: the next
//! entries are applied only once that commit is durable.

use crate::clock::{self, ClockInput, Deadline};
use crate::commit::MAX_STEPS_PER_COMMIT;
use crate::error::EngineError;
use crate::outputs;
use crate::pricing::{self, Prices, RoundToPrice};
use crate::process::{self, Pending};
use crate::records;
use crate::shutdown;
use crate::step::Origin;
use crate::store::{Built, Store};
use crate::tables::{self, SnapshotAt, Tables};
use crate::values::{self, WindowToValue};
use futures::{FutureExt, StreamExt};
use livedraw_bus::{read_end, BusError, EventLog, Record, RecordStream, Tenure, Topic};
use livedraw_domain::Timestamp;
use livedraw_protocol::{v1, TableId};
use livedraw_telemetry::metrics::Metrics;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, watch};

/// The consumer of one journal partition and the tables in it.
pub(crate) struct Consumer {
    partition: u32,
    log: Arc<dyn EventLog>,
    store: Store,
    tables: Tables,
    pricing: Arc<Prices>,
    snapshot_every: u32,
    /// Where deadlines go in live mode.
    deadlines: Option<mpsc::UnboundedSender<ClockInput>>,
    metrics: Metrics,
    /// Whether the clock has been given every table's deadline (once the backlog is applied).
    clock_started: bool,
    /// The floor last released to the log.
    released: Option<SnapshotAt>,
}

/// A stopped partition's tables, as they were after its last commit: if the partition comes
/// back to this engine and nobody has stepped it since (its draw events still end at
/// `draw_events_end`), work resumes from them without a rebuild. An eager rebalance takes
/// every partition away and gives most of them back at once; without this each would be
/// rebuilt from the log, and its tables would stall for as long.
pub(crate) struct Parked {
    /// The tables.
    pub tables: Tables,
    /// The first journal offset not yet applied.
    pub resume: u64,
    /// Where the partition's draw events ended after the last commit.
    pub draw_events_end: u64,
    /// The journal subscription, at `resume`: kept so that a partition given back goes on
    /// without subscribing again (on a busy broker a new subscription's catch-up cost up to a
    /// second at every rebalance).
    pub journal: RecordStream,
}

/// What a consumer needs besides its tables.
pub(crate) struct Setup {
    /// The log.
    pub log: Arc<dyn EventLog>,
    /// Margins and floor.
    pub pricing: Arc<Prices>,
    /// Snapshot period, in steps of a table.
    pub snapshot_every: u32,
    /// Where deadlines go in live mode; `None` in journal mode.
    pub deadlines: Option<mpsc::UnboundedSender<ClockInput>>,
    /// The studio instance's metrics.
    pub metrics: Metrics,
}

impl Consumer {
    /// The consumer of `partition`, whose tables are rebuilt up to its last stored step.
    pub(crate) fn new(partition: u32, tables: Tables, setup: &Setup, tenure: Tenure) -> Consumer {
        Consumer {
            partition,
            log: Arc::clone(&setup.log),
            store: Store::new(Arc::clone(&setup.log), partition, tenure),
            tables,
            pricing: Arc::clone(&setup.pricing),
            snapshot_every: setup.snapshot_every,
            deadlines: setup.deadlines.clone(),
            metrics: setup.metrics.clone(),
            clock_started: false,
            released: None,
        }
    }

    /// Consumes the journal from `resume` (through `journal` if a parked subscription is at
    /// `resume`, else a new one) until shutdown or a fatal error (the log closing under the
    /// engine is one). Stopped, it hands back its tables as they are after its last commit
    /// ([`Parked`]), when the log can say where the draw events end.
    pub(crate) async fn run(
        mut self,
        mut resume: u64,
        journal: Option<RecordStream>,
        mut shutdown: watch::Receiver<bool>,
    ) -> Result<Option<Parked>, EngineError> {
        // One past the backlog's last record (a gap may end the partition below its end
        // offset, and no record would ever be applied there).
        let journal_end = read_end(self.log.as_ref(), Topic::StudioJournal, self.partition).await?;
        // The clock starts once the backlog is applied, so that it never ticks a deadline
        // that an entry already journaled moves.
        if resume >= journal_end {
            self.announce_all();
        }
        let mut entries = match journal {
            Some(entries) => entries,
            None => self
                .log
                .subscribe(Topic::StudioJournal, self.partition, resume)?,
        };
        tracing::info!(
            partition = self.partition,
            resume,
            "consuming the studio journal"
        );
        loop {
            let first = tokio::select! {
                () = shutdown::requested(&mut shutdown) => return Ok(self.park(resume, entries).await),
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
            resume = to + 1;
            if let Some(error) = failure {
                return Err(error);
            }
            if journal_end > 0 && (from..=to).contains(&(journal_end - 1)) {
                self.announce_all();
            }
        }
    }

    /// The tables after the last commit, and where the draw events end; nothing if the log
    /// cannot say (the next owner then rebuilds from the log).
    async fn park(self, resume: u64, journal: RecordStream) -> Option<Parked> {
        match self.log.end_offset(Topic::DrawEvents, self.partition).await {
            Ok(draw_events_end) => Some(Parked {
                tables: self.tables,
                resume,
                draw_events_end,
                journal,
            }),
            Err(error) => {
                tracing::debug!(partition = self.partition, %error, "not parked: the draw events' end is unknown");
                None
            }
        }
    }

    /// Applies journal records in order and stores their steps in one commit.
    async fn steps(
        &mut self,
        records: &[Record],
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let mut steps = Vec::with_capacity(records.len());
        let mut deadlines = Vec::new();
        for record in records {
            let (built, deadline) = self.step(record).await;
            steps.push(built);
            deadlines.extend(deadline);
        }
        let snapshots: Vec<_> = steps
            .iter()
            .map(|built| (built.snapshot_of.clone(), built.origin.offset))
            .collect();
        let placed = self.store.commit(steps, shutdown).await?;
        self.snapshots_stored(snapshots, placed);
        crate::observe::published(&self.metrics, records);
        if let (Some(sender), true) = (self.deadlines.as_ref(), self.clock_started) {
            for (table, at) in deadlines {
                send(sender, table, self.partition, at);
            }
        }
        Ok(())
    }

    /// Notes where the snapshots of a commit landed, and tells the log the records the
    /// partition's tables no longer need for a rebuild (see [`tables::floor`]).
    fn snapshots_stored(
        &mut self,
        snapshots: Vec<(Option<String>, u64)>,
        placed: Vec<Option<u64>>,
    ) {
        for ((table, journal), draw_events) in snapshots.into_iter().zip(placed) {
            let (Some(table), Some(draw_events)) = (table, draw_events) else {
                continue;
            };
            if let Some(state) = self.tables.get_mut(&table) {
                state.snapshot_stored(SnapshotAt {
                    draw_events,
                    journal,
                });
            }
        }
        let floor = tables::floor(&self.tables);
        if let Some(floor) = floor.filter(|floor| Some(*floor) != self.released) {
            self.log
                .release_below(Topic::DrawEvents, self.partition, floor.draw_events);
            self.log
                .release_below(Topic::StudioJournal, self.partition, floor.journal);
            self.released = Some(floor);
        }
    }

    /// Applies one journal record: its step's records, and the table's next deadline.
    async fn step(&mut self, record: &Record) -> (Built, Option<(TableId, Option<Timestamp>)>) {
        let origin = Origin {
            partition: self.partition,
            offset: record.offset,
        };
        let (_span, trace) = crate::observe::step_span(record);
        let Pending {
            mut step,
            rounds,
            windows,
            at,
            table,
        } = process::process(&mut self.tables, origin, record, self.snapshot_every);
        step.odds = self.price(rounds, &step.table_id, at).await;
        step.decision_values = Self::value(windows, &step.table_id, at).await;
        let traceparent = trace.as_deref().map(str::as_bytes);
        let built = Built {
            origin,
            snapshot_of: step.snapshot.is_some().then(|| step.table_id.clone()),
            step: records::step(&step, self.partition, traceparent, record.is_kept()),
            outputs: outputs::of(
                &step,
                origin,
                table.as_ref().map(|table| table.game),
                traceparent,
            ),
        };
        crate::observe::stepped(&self.metrics, &step);
        if let Some(rejection) = &step.rejection {
            tracing::warn!(
                table = step.table_id,
                offset = origin.offset,
                code = rejection.code,
                reason = rejection.message,
                "the rules refused a journaled input; the table is unchanged"
            );
        }
        tracing::debug!(
            table = step.table_id,
            partition = origin.partition,
            offset = origin.offset,
            decisions = step.decisions.len(),
            rejection = step.rejection.as_ref().map(|r| r.code.as_str()),
            "step applied"
        );
        (built, table.map(|table| (table.id, table.deadline)))
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
        let metrics = self.metrics.clone();
        let job = tokio::task::spawn_blocking(move || {
            priced
                .iter()
                .map(|round| {
                    let started = Instant::now();
                    let odds = pricing::price(round, &table, at, &config);
                    crate::observe::priced(&metrics, round.game, started);
                    odds
                })
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

    /// Computes the opened windows' decision values on a blocking thread (a decision with a
    /// pair takes about a millisecond). Should that fail outright (a panic in it), the windows
    /// open without values.
    async fn value(
        windows: Vec<WindowToValue>,
        table_id: &str,
        at: Timestamp,
    ) -> Vec<v1::DecisionValues> {
        if windows.is_empty() {
            return Vec::new();
        }
        let table = table_id.to_string();
        let job = tokio::task::spawn_blocking(move || {
            windows
                .iter()
                .filter_map(|window| values::value(window, &table, at))
                .collect()
        });
        job.await.unwrap_or_else(|error| {
            tracing::error!(table = table_id, %error, "decision values failed; windows open without");
            Vec::new()
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

fn send(
    clock: &mpsc::UnboundedSender<ClockInput>,
    table: TableId,
    partition: u32,
    at: Option<Timestamp>,
) {
    // The clock is gone only when the engine is stopping.
    let _ = clock.send(ClockInput::Deadline(Deadline {
        table,
        partition,
        at,
    }));
}
