//! The tables' status and incidents, kept up to date by following every engine step.

use crate::incidents::{Attribution, Incidents};
use crate::table_view::TableView;
use futures::StreamExt;
use livedraw_bus::{BusError, EventLog, Record, Topic};
use livedraw_protocol::v1::{self, EngineStep, IncidentRecord, ListIncidentsRequest, TableStatus};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tokio::sync::{broadcast, watch};
use tokio::task::JoinHandle;

/// Changes buffered for slow watchers; one that falls behind re-reads every table.
const CHANGES: usize = 1024;

/// Every table's status and every incident, folded from the draw events. At start it reads
/// every draw-events partition from offset 0 (the cost grows with the topic, paid once), then
/// follows new steps live.
pub struct Board {
    state: Arc<State>,
    followers: Vec<JoinHandle<()>>,
}

struct State {
    views: Mutex<BTreeMap<String, TableView>>,
    incidents: Mutex<Incidents>,
    changes: broadcast::Sender<String>,
    caught_up: watch::Sender<u32>,
    partitions: u32,
}

impl Drop for Board {
    fn drop(&mut self) {
        for follower in &self.followers {
            follower.abort();
        }
    }
}

impl Board {
    /// Starts following the draw events of the studio's tables on the current runtime.
    pub async fn start(config: &StudioConfig, log: Arc<dyn EventLog>) -> Result<Board, BusError> {
        let views = config
            .tables
            .iter()
            .filter_map(|table| Some((table.id.clone(), TableView::new(table.kind().ok()?))))
            .collect();
        let partitions = log.partitions(Topic::DrawEvents);
        let state = Arc::new(State {
            views: Mutex::new(views),
            incidents: Mutex::new(Incidents::default()),
            changes: broadcast::channel(CHANGES).0,
            caught_up: watch::channel(0).0,
            partitions,
        });
        let mut followers = Vec::new();
        for partition in 0..partitions {
            let end = log.end_offset(Topic::DrawEvents, partition).await?;
            let steps = log.subscribe(Topic::DrawEvents, partition, 0)?;
            followers.push(tokio::spawn(follow(state.clone(), log.clone(), steps, end)));
        }
        Ok(Board { state, followers })
    }

    /// Waits until every step that existed at start has been folded.
    pub async fn caught_up(&self) {
        let mut caught_up = self.state.caught_up.subscribe();
        let partitions = self.state.partitions;
        // The sender lives in `state`, which we hold, so this cannot fail.
        let _ = caught_up.wait_for(|count| *count >= partitions).await;
    }

    /// The status of `table`, if it is one of the studio's.
    pub fn status(&self, table: &str, degraded_because: Vec<String>) -> Option<TableStatus> {
        lock(&self.state.views)
            .get(table)
            .map(|view| view.status(table, degraded_because))
    }

    /// The ids of tables as their status changes.
    pub fn changes(&self) -> broadcast::Receiver<String> {
        self.state.changes.subscribe()
    }

    /// The incidents a request asks for, most recent first.
    pub fn incidents(&self, request: &ListIncidentsRequest) -> Vec<IncidentRecord> {
        lock(&self.state.incidents).list(request)
    }
}

async fn follow(
    state: Arc<State>,
    log: Arc<dyn EventLog>,
    mut steps: livedraw_bus::RecordStream,
    end: u64,
) {
    if end == 0 {
        state.caught_up.send_modify(|count| *count += 1);
    }
    while let Some(record) = steps.next().await {
        let record = match record {
            Ok(record) => record,
            Err(error) => {
                tracing::error!(%error, "draw events unreadable: table status stops here");
                return;
            }
        };
        fold(&state, log.as_ref(), &record).await;
        if record.offset + 1 == end {
            state.caught_up.send_modify(|count| *count += 1);
        }
    }
}

async fn fold(state: &State, log: &dyn EventLog, record: &Record) {
    let table = String::from_utf8_lossy(&record.key).into_owned();
    if !lock(&state.views).contains_key(&table) {
        return;
    }
    let step = match EngineStep::decode(record.payload.as_slice()) {
        Ok(step) => step,
        Err(error) => {
            tracing::warn!(table = %table, offset = record.offset, %error, "step does not decode; skipped");
            return;
        }
    };
    let by = if !step.request_id.is_empty() && Incidents::resolves(&step) {
        attribution(log, &step).await
    } else {
        None
    };
    if let Some(view) = lock(&state.views).get_mut(&table) {
        view.apply(&step);
    }
    lock(&state.incidents).apply(&table, &step, by.as_ref());
    // Nobody watching is fine.
    let _ = state.changes.send(table);
}

/// Who gave the command a step answers, from its journal entry.
async fn attribution(log: &dyn EventLog, step: &EngineStep) -> Option<Attribution> {
    let records = log
        .read(
            Topic::StudioJournal,
            step.journal_partition,
            step.journal_offset,
            1,
        )
        .await
        .ok()?;
    let entry = v1::JournalEntry::decode(records.first()?.payload.as_slice()).ok()?;
    let Some(v1::journal_entry::Entry::Supervisor(action)) = entry.entry else {
        return None;
    };
    use v1::supervisor_action::Command;
    let note = match action.command? {
        Command::CancelDraw(request) => request.note,
        Command::ResolveHold(request) => request.note,
        Command::PauseTable(request) => request.note,
        Command::ResumeTable(request) => request.note,
    };
    Some(Attribution {
        subject: action.subject,
        note,
    })
}

/// A poisoned lock only means another task panicked while holding it; the maps stay usable.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
