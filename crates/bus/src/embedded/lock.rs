//! One writer per file. The log hands out offsets from memory, so a second writer on the same
//! file (another process, or a second open in this one) must be refused, not merely serialised.

use crate::error::BusError;
use rusqlite::{Connection, ErrorCode};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Takes the file's lock: an exclusive transaction on a small SQLite file beside it, held for
/// as long as the returned connection lives. The operating system drops the lock when the
/// process dies, so a crash never leaves the log locked.
pub(crate) fn acquire(db_path: &Path) -> Result<Connection, BusError> {
    let conn = Connection::open(lock_path(db_path))?;
    // Fail at once instead of waiting: the holder keeps the lock as long as it runs.
    conn.busy_timeout(Duration::ZERO)?;
    match conn.execute_batch("BEGIN EXCLUSIVE") {
        Ok(()) => Ok(conn),
        Err(error) if error.sqlite_error_code() == Some(ErrorCode::DatabaseBusy) => {
            Err(BusError::AlreadyOpen {
                path: db_path.to_owned(),
            })
        }
        Err(error) => Err(error.into()),
    }
}

fn lock_path(db_path: &Path) -> PathBuf {
    let mut name = OsString::from(db_path.as_os_str());
    name.push(".lock");
    PathBuf::from(name)
}
