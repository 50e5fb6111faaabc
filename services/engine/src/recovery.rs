//! Restart (R10): rebuild a partition's tables from the draw events and find where to resume
//! the journal, so that nothing is lost and nothing is published twice.
//!
//! The last step of the draw-events partition names the last journal offset applied; the
//! journal resumes after it. Each table is rebuilt from the snapshot of its latest snapshotted
//! step, then the journal entries between that step and the last one are applied again without
//! publishing anything: the rules are deterministic, so each gives the step already stored,
//! which is checked (a difference means the rules are not the ones that wrote the log).

use crate::commit::MAX_STEPS_PER_COMMIT;
use crate::error::EngineError;
use crate::process;
use crate::step::Origin;
use crate::tables::{SnapshotAt, TableState, Tables};
use livedraw_bus::{read_end, EventLog, Record, Topic};
use livedraw_domain::Table;
use livedraw_protocol::v1;
use prost::Message;
use std::collections::{BTreeMap, BTreeSet};

/// Records read per request while scanning.
const PAGE: u64 = 512;
/// The first page the backward scan reads; each further page is twice as long, up to [`PAGE`].
/// A partition's snapshots are usually among its last few dozen steps, and on a broker that
/// serves each record with a query of its own (tansu) every record read lengthens a fail-over.
/// It holds the last commit's steps, which the republishing of missing outputs needs.
const FIRST_PAGE: u64 = MAX_STEPS_PER_COMMIT as u64;

/// A partition's tables as of its last stored step, and the journal offset to resume from.
pub(crate) struct Recovered {
    /// The tables.
    pub tables: Tables,
    /// The first journal offset not yet applied.
    pub resume: u64,
    /// The partition's last stored steps (up to a commit's worth), in order.
    pub last_steps: Vec<Record>,
}

/// The latest snapshot of one table.
struct Snapshot {
    /// The journal offset of the step that carried it.
    journal_offset: u64,
    /// Where that step is in the draw events, for errors.
    offset: u64,
    /// The JSON of the table after that step.
    json: Vec<u8>,
}

/// What the scan of the draw events found.
struct Scan {
    /// The journal offset of the last step.
    last: u64,
    /// Per table, its latest snapshot.
    snapshots: BTreeMap<String, Snapshot>,
    /// Every step scanned, by journal offset, without odds, decision values or snapshot (for the
    /// replay check).
    steps: BTreeMap<u64, v1::EngineStep>,
    /// The tables that have steps among those scanned.
    stepped: BTreeSet<String>,
    /// The records of the first page read: the last stored steps, in order.
    last_page: Vec<Record>,
}

/// Rebuilds `tables` (fresh, as configured) of `partition` up to its last stored step.
pub(crate) async fn recover(
    log: &dyn EventLog,
    partition: u32,
    mut tables: Tables,
    snapshot_every: u32,
) -> Result<Recovered, EngineError> {
    // One past the last step: a gap may end the partition below its end offset.
    let end = read_end(log, Topic::DrawEvents, partition).await?;
    if end <= log.start_offset(Topic::DrawEvents, partition).await? {
        return Ok(Recovered {
            tables,
            resume: 0,
            last_steps: Vec::new(),
        });
    }
    let scan = scan(log, partition, end, &tables).await?;
    let journal_end = log.end_offset(Topic::StudioJournal, partition).await?;
    if scan.last >= journal_end {
        return Err(EngineError::JournalBehind {
            partition,
            offset: scan.last,
        });
    }
    let mut replay_from = BTreeMap::new();
    for (id, state) in &mut tables {
        match scan.snapshots.get(id) {
            Some(snapshot) => {
                let at = SnapshotAt {
                    draw_events: snapshot.offset,
                    journal: snapshot.journal_offset,
                };
                *state = TableState::from_snapshot(restore(id, partition, snapshot)?, at);
                replay_from.insert(id.clone(), snapshot.journal_offset + 1);
            }
            // Steps but no snapshot: every snapshot of it failed; it is rebuilt from the start.
            None if scan.stepped.contains(id) => {
                replay_from.insert(id.clone(), 0);
            }
            // No step at all: the table is as configured, and nothing is replayed for it.
            None => {}
        }
    }
    let replay = Replay {
        log,
        partition,
        snapshot_every,
        replay_from,
        stored: scan.steps,
    };
    let scan_last = scan.last;
    replay.run(&mut tables, scan_last).await?;
    tracing::info!(
        partition,
        resume = scan_last + 1,
        tables = tables.len(),
        "tables rebuilt from the draw events"
    );
    Ok(Recovered {
        tables,
        resume: scan_last + 1,
        last_steps: scan.last_page,
    })
}

fn restore(id: &str, partition: u32, snapshot: &Snapshot) -> Result<Table, EngineError> {
    serde_json::from_slice(&snapshot.json).map_err(|source| EngineError::CorruptSnapshot {
        table: id.to_string(),
        partition,
        offset: snapshot.offset,
        source,
    })
}

/// Reads the draw events backwards, a page at a time, until every table of the partition has
/// a snapshot, or the start is reached, or a page has nothing: below the floor where retention
/// pruned (no table's latest snapshot is there; a table not found by then has never stepped).
async fn scan(
    log: &dyn EventLog,
    partition: u32,
    end: u64,
    tables: &Tables,
) -> Result<Scan, EngineError> {
    let mut last = None;
    let mut snapshots = BTreeMap::new();
    let mut steps = BTreeMap::new();
    let mut stepped = BTreeSet::new();
    let start = log.start_offset(Topic::DrawEvents, partition).await?;
    let mut upto = end;
    let mut page = FIRST_PAGE;
    let mut last_page = None;
    // At least the last step is read, even in a partition without tables. Offsets need not be
    // dense: a page may hold no record, and only the log start ends the look back.
    while upto > start && (last.is_none() || snapshots.len() < tables.len()) {
        let from = upto.saturating_sub(page);
        page = (page * 2).min(PAGE);
        let records = read_range(log, Topic::DrawEvents, partition, from, upto).await?;
        for record in records.iter().rev() {
            let mut step = v1::EngineStep::decode(record.payload.as_slice()).map_err(|source| {
                EngineError::CorruptStep {
                    partition,
                    offset: record.offset,
                    source,
                }
            })?;
            last.get_or_insert(step.journal_offset);
            if let Some(json) = step.snapshot.take() {
                if tables.contains_key(&step.table_id) && !snapshots.contains_key(&step.table_id) {
                    let snapshot = Snapshot {
                        journal_offset: step.journal_offset,
                        offset: record.offset,
                        json,
                    };
                    snapshots.insert(step.table_id.clone(), snapshot);
                }
            }
            step.odds.clear();
            step.decision_values.clear();
            stepped.insert(step.table_id.clone());
            steps.insert(step.journal_offset, step);
        }
        if !records.is_empty() {
            last_page.get_or_insert(records);
        }
        upto = from;
    }
    let Some(last) = last else {
        return Err(EngineError::Internal(format!(
            "draw-events partition {partition} ends at {end} but no record of it was read"
        )));
    };
    Ok(Scan {
        last,
        snapshots,
        steps,
        stepped,
        last_page: last_page.unwrap_or_default(),
    })
}

/// The records of a partition in `[from, to)`, in order.
pub(crate) async fn read_range(
    log: &dyn EventLog,
    topic: Topic,
    partition: u32,
    from: u64,
    to: u64,
) -> Result<Vec<Record>, EngineError> {
    let mut records = Vec::new();
    let mut next = from;
    while next < to {
        let want = usize::try_from((to - next).min(PAGE)).unwrap_or(usize::MAX);
        let page = log.read(topic, partition, next, want).await?;
        let Some(last) = page.last() else {
            break;
        };
        next = last.offset + 1;
        records.extend(page.into_iter().filter(|record| record.offset < to));
    }
    Ok(records)
}

/// The re-application of the journal after each table's snapshot.
struct Replay<'a> {
    log: &'a dyn EventLog,
    partition: u32,
    snapshot_every: u32,
    /// Per table, the first journal offset to re-apply.
    replay_from: BTreeMap<String, u64>,
    /// The stored steps, by journal offset, without odds or snapshot.
    stored: BTreeMap<u64, v1::EngineStep>,
}

impl Replay<'_> {
    /// Re-applies every entry up to `last` to the tables that need it, checking each step.
    async fn run(&self, tables: &mut Tables, last: u64) -> Result<(), EngineError> {
        let Some(start) = self.replay_from.values().min().copied() else {
            return Ok(());
        };
        let mut next = start;
        while next <= last {
            let to = last.saturating_add(1).min(next.saturating_add(PAGE));
            for record in
                read_range(self.log, Topic::StudioJournal, self.partition, next, to).await?
            {
                self.reapply(tables, &record)?;
            }
            next = to;
        }
        Ok(())
    }

    fn reapply(&self, tables: &mut Tables, record: &Record) -> Result<(), EngineError> {
        let Some(table) = table_of(record) else {
            return Ok(());
        };
        if self
            .replay_from
            .get(&table)
            .is_none_or(|from| record.offset < *from)
        {
            return Ok(());
        }
        let origin = Origin {
            partition: self.partition,
            offset: record.offset,
        };
        let mut step = process::process(tables, origin, record, self.snapshot_every).step;
        step.snapshot = None;
        if self.stored.get(&record.offset) != Some(&step) {
            tracing::error!(
                partition = self.partition,
                offset = record.offset,
                %table,
                "re-applied entry gives another step than the stored one"
            );
            return Err(EngineError::Diverged {
                partition: self.partition,
                offset: record.offset,
            });
        }
        Ok(())
    }
}

/// The table a journal record is for, if it decodes that far (an undecodable record changed
/// no table, so it needs no re-application).
fn table_of(record: &Record) -> Option<String> {
    v1::JournalEntry::decode(record.payload.as_slice())
        .ok()
        .map(|entry| entry.table_id)
}
