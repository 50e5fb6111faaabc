//! Storing a commit's steps and their outputs durably, retrying what a retry can fix, and never
//! writing a step or an output twice.
//!
//! On a log with atomic batches each step goes in one batch with its outputs. On a log without
//! them (Kafka on a broker without transactions) the steps are appended first and the outputs
//! only once the steps are durable: an output is never published for a step that is not
//! recorded (R1), and a crash in between leaves outputs missing that the next owner of the
//! partition publishes from the stored steps ([`crate::republish`], [`crate::missing`]). The
//! next commit starts only once every output of this one is durable, so only the last commit's
//! steps (at most [`MAX_STEPS_PER_COMMIT`](crate::commit::MAX_STEPS_PER_COMMIT)) can ever lack
//! outputs.

use crate::backoff::{retryable, Backoff};
use crate::error::EngineError;
use crate::missing;
use crate::outputs::Output;
use crate::step::Origin;
use livedraw_bus::{read_end, Appended, BusError, EventLog, NewRecord, Tenure, Topic};
use livedraw_protocol::v1;
use prost::Message;
use std::ops::RangeInclusive;
use std::sync::Arc;
use tokio::sync::watch;

/// One step ready to store: its draw-events record and its outputs.
pub(crate) struct Built {
    /// The journal entry it answers.
    pub origin: Origin,
    /// The table whose snapshot the step carries, if it carries one.
    pub snapshot_of: Option<String>,
    /// The draw-events record.
    pub step: NewRecord,
    /// Its odds sets and results.
    pub outputs: Vec<Output>,
}

/// What one append holds when steps are stored one by one.
struct Unit {
    origin: Origin,
    records: Vec<(Topic, NewRecord)>,
}

/// Where one partition's steps and outputs are stored.
pub(crate) struct Store {
    log: Arc<dyn EventLog>,
    partition: u32,
    tenure: Tenure,
}

impl Store {
    /// The store of `partition`'s steps and outputs, written while `tenure` holds.
    pub(crate) fn new(log: Arc<dyn EventLog>, partition: u32, tenure: Tenure) -> Store {
        Store {
            log,
            partition,
            tenure,
        }
    }

    /// Refuses, as an outage the partition's task rebuilds after, once this engine may no
    /// longer write for the partition: another engine may write for it now, and the task
    /// begins again only when its tenure does.
    fn check_tenure(&self) -> Result<(), EngineError> {
        if self.tenure.holds(self.partition) {
            return Ok(());
        }
        Err(BusError::Unavailable(format!(
            "this engine's tenure of journal partition {} has ended; nothing more is written \
             for it until the tenure begins again",
            self.partition
        ))
        .into())
    }

    /// The log.
    pub(crate) fn log(&self) -> &dyn EventLog {
        self.log.as_ref()
    }

    /// The partition.
    pub(crate) fn partition(&self) -> u32 {
        self.partition
    }

    /// Stores the steps of one commit, in order, and their outputs; returns where each step
    /// landed in the draw events (`None` for one a check after a fault found already stored).
    pub(crate) async fn commit(
        &self,
        steps: Vec<Built>,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<Vec<Option<u64>>, EngineError> {
        let (Some(first), Some(last)) = (steps.first(), steps.last()) else {
            return Ok(Vec::new());
        };
        let range = first.origin.offset..=last.origin.offset;
        if self.log.atomic_batches() {
            let units = steps
                .into_iter()
                .map(|built| Unit {
                    origin: built.origin,
                    records: std::iter::once((Topic::DrawEvents, built.step))
                        .chain(outputs(built.outputs))
                        .collect(),
                })
                .collect();
            return self.steps(units, shutdown).await;
        }
        let mut all = Vec::new();
        let mut units = Vec::with_capacity(steps.len());
        for built in steps {
            all.extend(built.outputs);
            units.push(Unit {
                origin: built.origin,
                records: vec![(Topic::DrawEvents, built.step)],
            });
        }
        let placed = self.steps(units, shutdown).await?;
        self.outputs(&all, &range, all.clone(), shutdown).await?;
        Ok(placed)
    }

    /// Appends `pending`, the outputs of `all` (those of the stored steps `steps`) not yet in
    /// the log, until every output of `all` is durable. After a failure it looks again at what
    /// is in the log, since a log without atomic batches may have kept a part.
    pub(crate) async fn outputs(
        &self,
        all: &[Output],
        steps: &RangeInclusive<u64>,
        mut pending: Vec<Output>,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), EngineError> {
        let mut backoff = Backoff::default();
        while !pending.is_empty() {
            self.check_tenure()?;
            let error = match self.log.append_batch(outputs(pending).collect()).await {
                Ok(_) => return Ok(()),
                Err(error) if retryable(&error) => error,
                Err(error) => return Err(error.into()),
            };
            tracing::warn!(partition = self.partition, %error, "outputs not stored; retrying");
            pending = loop {
                backoff.wait(shutdown, &error).await?;
                match missing::missing(self.log.as_ref(), self.partition, steps, all).await {
                    Ok(missing) => break missing,
                    Err(EngineError::Bus(error)) if retryable(&error) => {
                        tracing::warn!(partition = self.partition, %error, "outputs cannot be checked; retrying");
                    }
                    Err(error) => return Err(error),
                }
            };
        }
        Ok(())
    }

    /// Appends the units in one batch; should that fail in a way a retry may fix (a full disk
    /// has room for a few steps, not for many), those not stored after all are stored one by
    /// one. Returns where each unit's step landed, when known.
    async fn steps(
        &self,
        units: Vec<Unit>,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<Vec<Option<u64>>, EngineError> {
        self.check_tenure()?;
        let mut check = false;
        if units.len() > 1 {
            let batch = units.iter().flat_map(|unit| unit.records.clone()).collect();
            match self.log.append_batch(batch).await {
                Ok(placed) => return Ok(step_offsets(&units, &placed)),
                Err(error) if !retryable(&error) => return Err(error.into()),
                Err(error) => {
                    tracing::warn!(partition = self.partition, steps = units.len(), %error, "batch not stored; storing its steps one by one");
                    check = true;
                }
            }
        }
        let mut placed = Vec::with_capacity(units.len());
        for unit in units {
            placed.push(self.store(&unit, check, shutdown).await?);
        }
        Ok(placed)
    }

    /// Appends one unit, retrying what a retry can fix until it is durable. After a failure
    /// (or with `check`) it first looks whether the unit is stored already: a commit whose fsync
    /// reported an error may still have reached the disk, and a log without atomic batches may
    /// have kept a part of a batch; appending it again would publish it twice.
    async fn store(
        &self,
        unit: &Unit,
        mut check: bool,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<Option<u64>, EngineError> {
        let mut backoff = Backoff::default();
        loop {
            self.check_tenure()?;
            let error = match self.attempt(unit, check).await {
                Ok(placed) => return Ok(placed),
                Err(error) if retryable(&error) => error,
                Err(error) => return Err(error.into()),
            };
            tracing::warn!(partition = unit.origin.partition, offset = unit.origin.offset, %error, "step not stored; retrying");
            backoff.wait(shutdown, &error).await?;
            check = true;
        }
    }

    /// Appends the unit, unless `check` finds it stored already; where its step landed, if
    /// appended here.
    async fn attempt(&self, unit: &Unit, check: bool) -> Result<Option<u64>, BusError> {
        if check && self.stored(unit.origin).await? {
            return Ok(None);
        }
        let placed = self.log.append_batch(unit.records.clone()).await?;
        Ok(placed.first().map(|appended| appended.offset))
    }

    /// Whether the step of `origin` is stored: the last step of the partition is at or past it.
    async fn stored(&self, origin: Origin) -> Result<bool, BusError> {
        let end = read_end(self.log.as_ref(), Topic::DrawEvents, self.partition).await?;
        let Some(last) = end.checked_sub(1) else {
            return Ok(false);
        };
        let records = self
            .log
            .read(Topic::DrawEvents, self.partition, last, 1)
            .await?;
        Ok(records.first().is_some_and(|record| {
            v1::EngineStep::decode(record.payload.as_slice())
                .is_ok_and(|step| step.journal_offset >= origin.offset)
        }))
    }
}

/// Where each unit's step (its first record) landed in a batch of every unit's records.
fn step_offsets(units: &[Unit], placed: &[Appended]) -> Vec<Option<u64>> {
    let mut first = 0;
    units
        .iter()
        .map(|unit| {
            let step = placed.get(first).map(|appended| appended.offset);
            first += unit.records.len();
            step
        })
        .collect()
}

fn outputs(outputs: Vec<Output>) -> impl Iterator<Item = (Topic, NewRecord)> {
    outputs
        .into_iter()
        .map(|output| (output.topic, output.record))
}
