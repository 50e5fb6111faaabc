//! Read-only connections, pooled. They run on blocking threads, never on the async runtime.

use super::codec::decode_headers;
use super::schema::{open_reader, Names};
use crate::error::BusError;
use crate::record::Record;
use crate::topic::Topic;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

/// Idle connections kept for reuse; more are opened under load and closed after.
const MAX_IDLE: usize = 8;

/// A pool of read-only connections to the log file.
pub(crate) struct Readers {
    path: PathBuf,
    names: Names,
    idle: Mutex<Vec<Connection>>,
}

impl Readers {
    pub(crate) fn new(path: PathBuf, names: Names) -> Self {
        Readers {
            path,
            names,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Up to `max` records of a partition from `from` on, in offset order.
    pub(crate) fn read(
        &self,
        topic: Topic,
        partition: u32,
        from: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        let name = self.names.get(topic);
        self.with_conn(|conn| {
            // No `LIMIT ?`: SQLite re-prepares a statement whenever a new value is bound to a
            // LIMIT parameter (it plans with the value), which cost a parse per read. Rows are
            // stepped lazily, so taking `max` of them reads no more.
            let mut stmt = conn.prepare_cached(
                "SELECT offset_no, key, headers, payload, timestamp_ms FROM records
                 WHERE topic = ?1 AND partition_no = ?2 AND offset_no >= ?3
                 ORDER BY offset_no",
            )?;
            let rows = stmt.query_map(params![name, partition, from], |row| {
                Ok(Stored {
                    offset: row.get(0)?,
                    key: row.get(1)?,
                    headers: row.get(2)?,
                    payload: row.get(3)?,
                    timestamp_ms: row.get(4)?,
                })
            })?;
            rows.take(max)
                .map(|row| row?.into_record(topic, partition))
                .collect()
        })
    }

    /// The offset of the partition's first record, if it has one.
    pub(crate) fn first(&self, topic: Topic, partition: u32) -> Result<Option<u64>, BusError> {
        let name = self.names.get(topic);
        self.with_conn(|conn| {
            let first = conn
                .prepare_cached(
                    "SELECT MIN(offset_no) FROM records WHERE topic = ?1 AND partition_no = ?2",
                )?
                .query_row(params![name, partition], |row| row.get(0))?;
            Ok(first)
        })
    }

    /// The group's committed offset, if any.
    pub(crate) fn committed(
        &self,
        group: &str,
        topic: Topic,
        partition: u32,
    ) -> Result<Option<u64>, BusError> {
        let name = self.names.get(topic);
        self.with_conn(|conn| {
            let offset = conn
                .prepare_cached(
                    "SELECT offset_no FROM consumer_offsets
                     WHERE consumer_group = ?1 AND topic = ?2 AND partition_no = ?3",
                )?
                .query_row(params![group, name, partition], |row| row.get(0))
                .optional()?;
            Ok(offset)
        })
    }

    /// Closes the idle connections.
    pub(crate) fn close(&self) {
        self.idle().clear();
    }

    fn with_conn<T>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, BusError>,
    ) -> Result<T, BusError> {
        let pooled = self.idle().pop();
        let conn = match pooled {
            Some(conn) => conn,
            None => open_reader(&self.path)?,
        };
        let outcome = f(&conn);
        let mut idle = self.idle();
        if idle.len() < MAX_IDLE {
            idle.push(conn);
        }
        outcome
    }

    fn idle(&self) -> MutexGuard<'_, Vec<Connection>> {
        // A panic while the lock was held cannot leave a connection half-used: the list is
        // only pushed to and popped from, so a poisoned lock is still a valid list.
        self.idle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A row as stored, before its headers are decoded.
struct Stored {
    offset: u64,
    key: Vec<u8>,
    headers: Vec<u8>,
    payload: Vec<u8>,
    timestamp_ms: i64,
}

impl Stored {
    fn into_record(self, topic: Topic, partition: u32) -> Result<Record, BusError> {
        let headers = decode_headers(&self.headers).map_err(|reason| BusError::Corrupt {
            topic,
            partition,
            offset: self.offset,
            reason,
        })?;
        Ok(Record {
            topic,
            partition,
            offset: self.offset,
            key: self.key,
            headers,
            payload: self.payload,
            timestamp_ms: self.timestamp_ms,
        })
    }
}
