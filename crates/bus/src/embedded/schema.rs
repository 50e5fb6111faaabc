//! The file layout: tables, schema version, connection settings.

use crate::error::BusError;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

/// WAL pages (4 KiB) after which the writer checkpoints itself (SQLite's default is 1,000).
pub(crate) const BACKSTOP_PAGES: u32 = 16_000;

/// The file layout version this build writes (in the `schema_version` table). A file of
/// version 1 (before records could be kept from retention) is brought to it at open; a file
/// with any other version is refused.
pub const SCHEMA_VERSION: i64 = 2;

/// Records are keyed by (topic, partition, offset) in a table without rowid, so an append is
/// one B-tree insert and a read from an offset is one range scan. `kept` is 1 for a record that
/// retention never deletes (see [`crate::KEEP`]). `floors` holds, per partition of the system
/// of record, the floor retention has pruned below (see `retention.rs`).
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS topics (
    name TEXT PRIMARY KEY,
    partitions INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS records (
    topic TEXT NOT NULL,
    partition_no INTEGER NOT NULL,
    offset_no INTEGER NOT NULL,
    key BLOB NOT NULL,
    headers BLOB NOT NULL,
    payload BLOB NOT NULL,
    timestamp_ms INTEGER NOT NULL,
    kept INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (topic, partition_no, offset_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS floors (
    topic TEXT NOT NULL,
    partition_no INTEGER NOT NULL,
    offset_no INTEGER NOT NULL,
    PRIMARY KEY (topic, partition_no)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS consumer_offsets (
    consumer_group TEXT NOT NULL,
    topic TEXT NOT NULL,
    partition_no INTEGER NOT NULL,
    offset_no INTEGER NOT NULL,
    PRIMARY KEY (consumer_group, topic, partition_no)
) WITHOUT ROWID;
";

/// How long a connection waits for a lock held by another connection (a checkpoint, say).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The topics' full names, computed once.
#[derive(Clone, Debug)]
pub(crate) struct Names([String; Topic::ALL.len()]);

impl Names {
    pub(crate) fn new(topics: &TopicsConfig) -> Self {
        Names(Topic::ALL.map(|topic| topics.name(topic)))
    }

    pub(crate) fn get(&self, topic: Topic) -> &str {
        &self.0[topic.index()]
    }
}

/// The writer's connection: WAL, and `synchronous=FULL` so that a commit is on disk (WAL
/// fsynced) before it returns, which is what makes an acknowledged append survive power loss.
pub(crate) fn open_writer(
    path: &Path,
    max_page_count: Option<u64>,
) -> Result<Connection, BusError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let mode: String =
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(BusError::InvalidConfig(format!(
            "{} cannot use WAL mode (got {mode})",
            path.display()
        )));
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    // Checkpoints run on their own thread (see `checkpoint.rs`); this is the backstop.
    conn.pragma_update(None, "wal_autocheckpoint", BACKSTOP_PAGES)?;
    if let Some(pages) = max_page_count {
        conn.pragma_update_and_check(None, "max_page_count", pages, |_| Ok(()))?;
    }
    Ok(conn)
}

/// The checkpointer's connection: it writes only the database file, from the WAL.
pub(crate) fn open_checkpointer(path: &Path) -> Result<Connection, BusError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    Ok(conn)
}

/// A read-only connection: WAL lets it read committed data while the writer writes.
pub(crate) fn open_reader(path: &Path) -> Result<Connection, BusError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    Ok(conn)
}

/// Creates the tables if missing, checks the version, and records or checks partition counts.
pub(crate) fn prepare(conn: &mut Connection, topics: &TopicsConfig) -> Result<(), BusError> {
    let tx = conn.transaction()?;
    tx.execute_batch(SCHEMA)?;
    check_version(&tx)?;
    for topic in Topic::ALL {
        check_topic(&tx, &topics.name(topic), topics.partitions(topic))?;
    }
    tx.commit()?;
    Ok(())
}

fn check_version(conn: &Connection) -> Result<(), BusError> {
    let found: Option<i64> =
        conn.query_row("SELECT MAX(version) FROM schema_version", [], |row| {
            row.get(0)
        })?;
    match found {
        None => {
            conn.execute(
                "INSERT INTO schema_version (version) VALUES (?1)",
                [SCHEMA_VERSION],
            )?;
            Ok(())
        }
        Some(SCHEMA_VERSION) => Ok(()),
        Some(1) => {
            conn.execute_batch(
                "ALTER TABLE records ADD COLUMN kept INTEGER NOT NULL DEFAULT 0;
                 UPDATE schema_version SET version = 2;",
            )?;
            tracing::info!("embedded log file brought from schema version 1 to 2");
            Ok(())
        }
        Some(found) => Err(BusError::SchemaVersion {
            found,
            supported: SCHEMA_VERSION,
        }),
    }
}

fn check_topic(conn: &Connection, name: &str, configured: u32) -> Result<(), BusError> {
    let stored: Option<u32> = conn
        .query_row(
            "SELECT partitions FROM topics WHERE name = ?1",
            [name],
            |row| row.get(0),
        )
        .optional()?;
    match stored {
        None => {
            conn.execute(
                "INSERT INTO topics (name, partitions) VALUES (?1, ?2)",
                rusqlite::params![name, configured],
            )?;
            Ok(())
        }
        Some(stored) if stored == configured => Ok(()),
        Some(stored) => Err(BusError::PartitionCountChanged {
            topic: name.to_owned(),
            stored,
            configured,
        }),
    }
}

/// The end offset of every partition of every topic (0 for empty ones).
pub(crate) fn load_ends(
    conn: &Connection,
    topics: &TopicsConfig,
) -> Result<HashMap<(Topic, u32), u64>, BusError> {
    let names = Names::new(topics);
    let slots = Topic::ALL
        .into_iter()
        .flat_map(|t| (0..topics.partitions(t)).map(move |p| (t, p)));
    slots
        .map(|(topic, partition)| {
            let end = end_of(conn, names.get(topic), partition)?;
            Ok(((topic, partition), end))
        })
        .collect()
}

/// One partition's end offset, from the primary key (a single index lookup, however large
/// the file).
pub(crate) fn end_of(conn: &Connection, topic: &str, partition: u32) -> Result<u64, BusError> {
    let last: Option<u64> = conn
        .prepare_cached(
            "SELECT MAX(offset_no) FROM records WHERE topic = ?1 AND partition_no = ?2",
        )?
        .query_row(rusqlite::params![topic, partition], |row| row.get(0))?;
    Ok(last.map_or(0, |last| last + 1))
}
