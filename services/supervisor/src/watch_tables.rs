//! The WatchTables stream: each watched table's status at once, then each change.

use crate::board::Board;
use livedraw_ingest::DeviceHealth;
use livedraw_protocol::v1::TableStatus;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, mpsc};
use tonic::Status;

/// The status of views when the draw events cannot be read.
pub fn unavailable(error: &livedraw_bus::BusError) -> Status {
    tracing::warn!(%error, "table views: draw events unreadable");
    Status::unavailable(format!("the draw events cannot be read now: {error}"))
}

/// How often device health is looked at again, since silence changes no step.
const HEALTH_EVERY: Duration = Duration::from_secs(1);

/// Sends the status of `tables` until the watcher goes away.
pub async fn send_statuses(
    board: Arc<Board>,
    health: Option<Arc<DeviceHealth>>,
    tables: Vec<String>,
    sender: mpsc::Sender<Result<TableStatus, Status>>,
) {
    let mut changes = board.changes();
    if let Err(error) = board.sync().await {
        let _ = sender.send(Err(unavailable(&error))).await;
        return;
    }
    let mut sent = Sent {
        board,
        health,
        last: HashMap::new(),
        sender,
    };
    if !sent.all(&tables).await {
        return;
    }
    let mut ticks = tokio::time::interval(HEALTH_EVERY);
    loop {
        let going_on = tokio::select! {
            () = sent.sender.closed() => false,
            _ = ticks.tick() => sent.all(&tables).await,
            change = changes.recv() => match change {
                Ok(table) if tables.contains(&table) => sent.one(&table).await,
                Ok(_) => true,
                Err(broadcast::error::RecvError::Lagged(_)) => sent.all(&tables).await,
                Err(broadcast::error::RecvError::Closed) => false,
            },
        };
        if !going_on {
            return;
        }
    }
}

/// What each watcher was last sent, so that only changes are sent.
struct Sent {
    board: Arc<Board>,
    health: Option<Arc<DeviceHealth>>,
    last: HashMap<String, TableStatus>,
    sender: mpsc::Sender<Result<TableStatus, Status>>,
}

impl Sent {
    async fn all(&mut self, tables: &[String]) -> bool {
        for table in tables {
            if !self.one(table).await {
                return false;
            }
        }
        true
    }

    /// Sends the table's status if it changed; false when the watcher is gone.
    async fn one(&mut self, table: &str) -> bool {
        let because = self
            .health
            .as_ref()
            .map(|health| health.degraded_because(table))
            .unwrap_or_default();
        let Some(status) = self.board.status(table, because) else {
            return true;
        };
        let essence = TableStatus {
            as_of: None,
            degraded_because: Vec::new(),
            ..status.clone()
        };
        if self.last.get(table) == Some(&essence) {
            return true;
        }
        self.last.insert(table.to_string(), essence);
        self.sender.send(Ok(status)).await.is_ok()
    }
}
