//! The embedded backend: the whole log in one SQLite file per studio, in WAL mode.
//!
//! One writer thread owns the only writing connection and commits appends in groups (see
//! [`writer`]); reads run on pooled read-only connections on tokio's blocking threads; tails
//! wake on the writer's published end offsets and take new records from the writer's window of
//! recent records ([`recent`]) when they keep up. See `docs/bus.md` for the file layout.

mod checkpoint;
mod codec;
mod config;
mod item;
mod lock;
mod reader;
mod recent;
mod retention;
mod schema;
mod shared;
mod subscribe;
mod tails;
mod writer;

pub use crate::record::DEFAULT_MAX_RECORD_BYTES;
pub use config::EmbeddedConfig;
use retention::Floors;
pub use retention::{Retention, THIRTY_DAYS_MINUTES};
pub use schema::SCHEMA_VERSION;

use crate::error::BusError;
use crate::log::{EventLog, OwnershipChange, OwnershipStream, RecordStream};
use crate::offsets::OffsetStore;
use crate::record::{Appended, NewRecord, Record};
use crate::tenure::Tenure;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use async_trait::async_trait;
use futures::StreamExt;
use item::Item;
use reader::Readers;
use recent::Recent;
use schema::Names;
use shared::{join_error, Shared};
use std::path::Path;
use std::sync::{Arc, Mutex};
use tails::Tails;
use tokio::sync::oneshot;
use writer::{Request, Writer, WriterHandle};

/// The embedded event log. Cheap to clone: clones share one file, writer and pool.
///
/// Call [`EmbeddedLog::close`] before opening the same file again in the same process; a log
/// that is only dropped stops its writer in the background.
#[derive(Clone)]
pub struct EmbeddedLog {
    shared: Arc<Shared>,
}

impl EmbeddedLog {
    /// Opens (or creates) the log file, checks its schema and partition counts, and starts the
    /// writer. Fails with [`BusError::AlreadyOpen`] if another process or log has it open.
    pub async fn open(config: EmbeddedConfig) -> Result<Self, BusError> {
        config.validate()?;
        tokio::task::spawn_blocking(move || Self::open_blocking(config))
            .await
            .map_err(join_error)?
    }

    fn open_blocking(config: EmbeddedConfig) -> Result<Self, BusError> {
        create_parent(&config.path)?;
        let lock = lock::acquire(&config.path)?;
        let mut conn = schema::open_writer(&config.path, config.max_page_count)?;
        schema::prepare(&mut conn, &config.topics)?;
        let ends = schema::load_ends(&conn, &config.topics)?;
        let tails = Arc::new(Tails::new(&ends));
        let recent = Arc::new(Recent::new(ends.keys().copied()));
        let names = Names::new(&config.topics);
        let floors = Arc::new(Floors::load(&conn, &names)?);
        let writer = Writer {
            conn,
            lock,
            names: names.clone(),
            ends,
            tails: Arc::clone(&tails),
            recent: Arc::clone(&recent),
            retention: config.retention.clone(),
            floors: Arc::clone(&floors),
        };
        let handle = writer.spawn(&config.path, config.queue_depth, config.max_group_requests)?;
        let shared = Shared {
            topics: config.topics,
            max_record_bytes: config.max_record_bytes,
            writer: Mutex::new(Some(handle)),
            readers: Readers::new(config.path, names),
            tails,
            recent,
            floors,
        };
        Ok(EmbeddedLog {
            shared: Arc::new(shared),
        })
    }

    /// Stops accepting work, lets the writer finish what it was given, and releases the file.
    /// Subscriptions end with [`BusError::Closed`]; later calls fail with it.
    pub async fn close(&self) -> Result<(), BusError> {
        self.shared.tails.close();
        let handle = self.shared.writer_slot().take();
        self.shared.readers.close();
        let Some(WriterHandle { sender, thread }) = handle else {
            return Ok(());
        };
        drop(sender);
        tokio::task::spawn_blocking(move || thread.join())
            .await
            .map_err(join_error)?
            .map_err(|_| BusError::Internal("the writer thread panicked".into()))
    }

    /// Checks sizes and partitions and places each record by its key.
    fn prepare(&self, records: Vec<(Topic, NewRecord)>) -> Result<Vec<Item>, BusError> {
        records
            .into_iter()
            .map(|(topic, record)| self.shared.place(topic, record))
            .collect()
    }

    async fn submit(&self, request: Request) -> Result<(), BusError> {
        let sender = self.shared.sender()?;
        sender.send(request).await.map_err(|_| BusError::Closed)
    }
}

#[async_trait]
impl EventLog for EmbeddedLog {
    fn topics(&self) -> &TopicsConfig {
        &self.shared.topics
    }

    /// One SQLite transaction per batch.
    fn atomic_batches(&self) -> bool {
        true
    }

    /// One process owns the file, so it owns every partition, for good.
    fn own_partitions(&self, _group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.shared.check_open()?;
        let every = (0..self.shared.topics.partitions(topic)).collect();
        let assigned = futures::stream::once(async {
            Ok(OwnershipChange::Assigned {
                partitions: every,
                tenure: Tenure::unconditional(),
            })
        });
        Ok(assigned.chain(futures::stream::pending()).boxed())
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        self.append_batch(vec![(topic, record)])
            .await?
            .into_iter()
            .next()
            .ok_or_else(|| BusError::Internal("an append of one record placed none".into()))
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        let items = self.prepare(records)?;
        if items.is_empty() {
            return Ok(Vec::new());
        }
        let (reply, answer) = oneshot::channel();
        self.submit(Request::Append { items, reply }).await?;
        answer.await.map_err(|_| BusError::Closed)?
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        if max == 0 {
            return Ok(Vec::new());
        }
        self.shared
            .read_blocking(topic, partition, from_offset, max)
            .await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.shared.check_open()?;
        self.shared
            .tails
            .end(topic, partition)
            .ok_or(BusError::Closed)
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.shared.start_blocking(topic, partition).await
    }

    /// Raises the floor the writer prunes the journal and draw events below (see
    /// [`Retention`]).
    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.shared.floors.raise(topic, partition, offset);
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        self.shared.check_open()?;
        subscribe::subscribe(Arc::clone(&self.shared), topic, partition, from_offset)
    }
}

#[async_trait]
impl OffsetStore for EmbeddedLog {
    async fn commit(
        &self,
        group: &str,
        topic: Topic,
        partition: u32,
        offset: u64,
    ) -> Result<(), BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        let (reply, answer) = oneshot::channel();
        let request = Request::Commit {
            group: group.to_owned(),
            topic,
            partition,
            offset,
            reply,
        };
        self.submit(request).await?;
        answer.await.map_err(|_| BusError::Closed)?
    }

    async fn committed(
        &self,
        group: &str,
        topic: Topic,
        partition: u32,
    ) -> Result<Option<u64>, BusError> {
        self.shared.topics.check_partition(topic, partition)?;
        self.shared.check_open()?;
        let shared = Arc::clone(&self.shared);
        let group = group.to_owned();
        tokio::task::spawn_blocking(move || shared.readers.committed(&group, topic, partition))
            .await
            .map_err(join_error)?
    }
}

fn create_parent(path: &Path) -> Result<(), BusError> {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => {
            std::fs::create_dir_all(parent).map_err(|source| BusError::Io {
                path: parent.to_owned(),
                source: Arc::new(source),
            })
        }
        _ => Ok(()),
    }
}
