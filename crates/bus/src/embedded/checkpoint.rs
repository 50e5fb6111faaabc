//! Checkpoints off the writer's path. SQLite's automatic checkpoint runs inside the commit that
//! takes the WAL past its threshold, on the writer thread: it copies the WAL's pages into the
//! database file and fsyncs that too, and every append queued behind the commit waits for it
//! (the slow tail of scan-to-odds). Here a thread of its own checkpoints every
//! [`CHECKPOINT_EVERY`] on a connection of its own, in PASSIVE mode, which never blocks the
//! writer or a reader. The writer keeps an automatic checkpoint only as a backstop, at
//! [`BACKSTOP_PAGES`](super::schema::BACKSTOP_PAGES), for a WAL that this thread cannot keep short.

use super::schema::open_checkpointer;
use crate::error::BusError;
use rusqlite::Connection;
use std::path::Path;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the WAL is copied back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(100);

/// The running checkpointer; [`Checkpointer::stop`] ends it.
pub(crate) struct Checkpointer {
    stop: mpsc::Sender<()>,
    thread: JoinHandle<()>,
}

impl Checkpointer {
    /// Opens its connection and starts the thread.
    pub(crate) fn spawn(path: &Path) -> Result<Checkpointer, BusError> {
        let conn = open_checkpointer(path)?;
        let (stop, stopped) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("livedraw-bus-checkpoint".into())
            .spawn(move || run(&conn, &stopped))
            .map_err(|source| BusError::Io {
                path: path.to_owned(),
                source: Arc::new(source),
            })?;
        Ok(Checkpointer { stop, thread })
    }

    /// Stops the thread and waits for it (at most one checkpoint in progress).
    pub(crate) fn stop(self) {
        drop(self.stop);
        // A checkpointer that panicked has nothing left to clean up.
        let _ = self.thread.join();
    }
}

fn run(conn: &Connection, stopped: &mpsc::Receiver<()>) {
    while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(CHECKPOINT_EVERY) {
        if let Err(error) = checkpoint(conn) {
            // The writer's backstop checkpoint still bounds the WAL; a failing disk shows up
            // in the appends themselves.
            tracing::warn!(%error, "background checkpoint of the embedded log failed");
        }
    }
}

/// Copies every WAL frame that no reader still needs into the database file.
fn checkpoint(conn: &Connection) -> Result<(), BusError> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?;
    Ok(())
}
