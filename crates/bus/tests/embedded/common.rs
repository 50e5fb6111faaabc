//! Helpers shared by the integration tests.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, NewRecord, CONTENT_TYPE, TRACEPARENT};
use std::path::{Path, PathBuf};

/// A log in a fresh temporary directory; keep the directory alive as long as the log.
pub async fn temp_log() -> (tempfile::TempDir, EmbeddedLog) {
    let dir = tempfile::tempdir().unwrap();
    let log = EmbeddedLog::open(EmbeddedConfig::at(db_path(dir.path())))
        .await
        .unwrap();
    (dir, log)
}

/// The log file inside a test directory.
pub fn db_path(dir: &Path) -> PathBuf {
    dir.join("studio.db")
}

/// A record as ingest would journal it: table key, trace context, content type.
pub fn event(table: &str, payload: &str) -> NewRecord {
    NewRecord::new(table, payload)
        .with_header(
            TRACEPARENT,
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        )
        .with_header(
            CONTENT_TYPE,
            "application/x-protobuf; livedraw.v1.FloorEvent",
        )
}
