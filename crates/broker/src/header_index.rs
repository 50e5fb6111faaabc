//! An index the SQLite store of tansu 0.6 lacks: its `header` table has none, so the broker
//! looks up a fetched record's headers by reading every header it holds (`SCAN h` in the plan
//! of its `header_fetch.sql`). Every record the studio writes carries a header, so each fetch
//! cost grew with everything the broker had stored, in every topic: with 28,000 records
//! stored, the broker spent 94 % of its time in those scans and the crash test's engine took
//! 20 s to start after a kill. The index changes no answer of the broker, only its speed; it is
//! made once the broker has created its tables, and a restart keeps it (the same store).

use rusqlite::Connection;
use std::path::Path;
use std::time::Duration;

/// How long the index waits for the broker's own writes to the store.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Adds the index to the store at `db`, once its tables exist.
pub(crate) fn add(db: &Path) -> rusqlite::Result<()> {
    let store = Connection::open(db)?;
    store.busy_timeout(BUSY_TIMEOUT)?;
    store.execute_batch(
        "CREATE INDEX IF NOT EXISTS livedraw_header_by_record ON header (topition, offset_id)",
    )
}
