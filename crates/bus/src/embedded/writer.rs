//! The single writer thread and its group commit: it drains every waiting request, writes them
//! in one transaction, commits (one fsync for the lot), then acknowledges each. That is how many
//! concurrent appenders share the cost of an fsync.

use super::checkpoint::Checkpointer;
use super::item::Item;
use super::recent::Recent;
use super::retention::{self, Floors, Retention, PRUNE_EVERY};
use super::schema::{end_of, Names};
use super::tails::Tails;
use crate::error::BusError;
use crate::record::Appended;
use crate::topic::Topic;
use rusqlite::{params, CachedStatement, Connection, Transaction, TransactionBehavior};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot};

/// What the writer is asked to do; each request is all-or-nothing.
pub(crate) enum Request {
    /// Append records; the reply says where each landed.
    Append {
        items: Vec<Item>,
        reply: oneshot::Sender<Result<Vec<Appended>, BusError>>,
    },
    /// Store a consumer group's position.
    Commit {
        group: String,
        topic: Topic,
        partition: u32,
        offset: u64,
        reply: oneshot::Sender<Result<(), BusError>>,
    },
}

/// The running writer: send requests here; dropping every sender stops it.
pub(crate) struct WriterHandle {
    pub(crate) sender: mpsc::Sender<Request>,
    pub(crate) thread: JoinHandle<()>,
}

/// The writer's state, owned by its thread.
pub(crate) struct Writer {
    pub(crate) conn: Connection,
    /// Held only so that the file stays locked while the writer runs.
    pub(crate) lock: Connection,
    pub(crate) names: Names,
    pub(crate) ends: HashMap<(Topic, u32), u64>,
    pub(crate) tails: Arc<Tails>,
    pub(crate) recent: Arc<Recent>,
    pub(crate) retention: Retention,
    /// The floors the system of record is pruned below.
    pub(crate) floors: Arc<Floors>,
}

/// Where the records of each request of a group landed, and the partitions' new ends.
type Written = (Vec<Vec<Appended>>, HashMap<(Topic, u32), u64>);

impl Writer {
    /// Starts the writer thread.
    pub(crate) fn spawn(
        self,
        path: &Path,
        queue_depth: usize,
        max_group: usize,
    ) -> Result<WriterHandle, BusError> {
        let (sender, receiver) = mpsc::channel(queue_depth);
        let checkpointer = Checkpointer::spawn(path)?;
        let thread = std::thread::Builder::new()
            .name("livedraw-bus-writer".into())
            .spawn(move || self.run(receiver, max_group, checkpointer))
            .map_err(|source| BusError::Io {
                path: path.to_owned(),
                source: Arc::new(source),
            })?;
        Ok(WriterHandle { sender, thread })
    }

    fn run(
        mut self,
        mut receiver: mpsc::Receiver<Request>,
        max_group: usize,
        checkpointer: Checkpointer,
    ) {
        let mut next_prune = Instant::now();
        while let Some(first) = receiver.blocking_recv() {
            let mut group = vec![first];
            while group.len() < max_group {
                match receiver.try_recv() {
                    Ok(request) => group.push(request),
                    Err(_) => break,
                }
            }
            self.commit_group(group);
            if Instant::now() >= next_prune {
                self.prune();
                next_prune = Instant::now() + PRUNE_EVERY;
            }
        }
        checkpointer.stop();
        drop(self.lock);
    }

    fn commit_group(&mut self, mut group: Vec<Request>) {
        let now = now_ms();
        match self.write(&group, now) {
            Ok((placed, ends)) => {
                // Into the window before the new ends are published, so that a woken tail
                // finds them there.
                for (request, placed) in group.iter_mut().zip(&placed) {
                    if let Request::Append { items, .. } = request {
                        self.recent.keep(std::mem::take(items), placed, now);
                    }
                }
                for (&(topic, partition), &end) in &ends {
                    self.tails.publish(topic, partition, end);
                }
                self.ends.extend(ends);
                for (request, placed) in group.into_iter().zip(placed) {
                    answer(request, Ok(placed));
                }
            }
            Err(error) => {
                self.recheck_ends(&group);
                for request in group {
                    answer(request, Err(error.clone()));
                }
            }
        }
    }

    /// After a failed group, reads the touched partitions' ends back from the file. A commit
    /// whose fsync reported an error may still have reached the disk; handing out its offsets
    /// again would then fail every later append on the primary key. If the file cannot be read
    /// either, the ends stay as they were and the next append reports the fault.
    fn recheck_ends(&mut self, group: &[Request]) {
        let touched: HashSet<(Topic, u32)> = group
            .iter()
            .flat_map(|request| match request {
                Request::Append { items, .. } => items.as_slice(),
                Request::Commit { .. } => &[],
            })
            .map(|item| (item.topic, item.partition))
            .collect();
        for (topic, partition) in touched {
            self.recent.forget(topic, partition);
            if let Ok(end) = end_of(&self.conn, self.names.get(topic), partition) {
                self.ends.insert((topic, partition), end);
                self.tails.publish(topic, partition, end);
            }
        }
    }

    /// Deletes what the retention lets go (between commits, so no append waits for a whole
    /// backlog). A failure is logged: the records are deleted at the next look.
    fn prune(&mut self) {
        match retention::prune(
            &self.conn,
            &self.names,
            &self.retention,
            &self.ends,
            &self.floors,
            now_ms(),
        ) {
            Ok(0) => {}
            Ok(deleted) => tracing::debug!(deleted, "expired records deleted"),
            Err(error) => tracing::warn!(%error, "deleting expired records of the embedded log"),
        }
    }

    /// Writes the whole group in one transaction; on any error nothing of it is kept (the
    /// transaction rolls back when dropped) and the in-memory ends stay as they were.
    fn write(&mut self, group: &[Request], now: i64) -> Result<Written, BusError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut staged = HashMap::new();
        let mut placed = Vec::with_capacity(group.len());
        // Looked up once per group rather than once per request.
        let mut insert = tx.prepare_cached(INSERT_RECORD)?;
        for request in group {
            placed.push(match request {
                Request::Append { items, .. } => {
                    let slots = Slots {
                        names: &self.names,
                        committed: &self.ends,
                        staged: &mut staged,
                    };
                    insert_items(&mut insert, slots, items, now)?
                }
                Request::Commit {
                    group,
                    topic,
                    partition,
                    offset,
                    ..
                } => {
                    store_offset(&tx, group, self.names.get(*topic), *partition, *offset)?;
                    Vec::new()
                }
            });
        }
        drop(insert);
        tx.commit()?;
        Ok((placed, staged))
    }
}

/// The offsets a group hands out: committed ends, plus what the group has already taken.
struct Slots<'a> {
    names: &'a Names,
    committed: &'a HashMap<(Topic, u32), u64>,
    staged: &'a mut HashMap<(Topic, u32), u64>,
}

/// The statement that appends one record.
const INSERT_RECORD: &str = "INSERT INTO records
     (topic, partition_no, offset_no, key, headers, payload, timestamp_ms, kept)
 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";

fn insert_items(
    stmt: &mut CachedStatement<'_>,
    slots: Slots<'_>,
    items: &[Item],
    now: i64,
) -> Result<Vec<Appended>, BusError> {
    let mut placed = Vec::with_capacity(items.len());
    for item in items {
        let slot = (item.topic, item.partition);
        let committed = slots.committed.get(&slot).copied().unwrap_or(0);
        let next = slots.staged.entry(slot).or_insert(committed);
        let record = &item.record;
        stmt.execute(params![
            slots.names.get(item.topic),
            item.partition,
            *next,
            record.key,
            item.headers,
            record.payload,
            now,
            record.is_kept()
        ])?;
        placed.push(Appended {
            partition: item.partition,
            offset: *next,
        });
        *next += 1;
    }
    Ok(placed)
}

fn store_offset(
    tx: &Transaction<'_>,
    group: &str,
    topic: &str,
    partition: u32,
    offset: u64,
) -> Result<(), BusError> {
    tx.prepare_cached(
        "INSERT INTO consumer_offsets (consumer_group, topic, partition_no, offset_no)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (consumer_group, topic, partition_no) DO UPDATE SET offset_no = excluded.offset_no",
    )?
    .execute(params![group, topic, partition, offset])?;
    Ok(())
}

fn answer(request: Request, outcome: Result<Vec<Appended>, BusError>) {
    // An appender that stopped waiting (its future was dropped) needs no answer.
    match request {
        Request::Append { reply, .. } => {
            let _ = reply.send(outcome);
        }
        Request::Commit { reply, .. } => {
            let _ = reply.send(outcome.map(|_| ()));
        }
    }
}

/// Milliseconds since the Unix epoch; a clock set before 1970 gives 0.
fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}
