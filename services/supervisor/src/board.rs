//! The tables' status and incidents, kept up to date by following every engine step.

use crate::audit::AuditTrail;
use crate::incidents::{Attribution, Incidents};
use crate::refusal::Refusal;
use crate::settled_draws::{self, LookupError, SettledDraws};
use crate::statistics::Statistics;
use crate::table_view::TableView;
use futures::StreamExt;
use livedraw_bus::{read_end, subscribe_past_losses, BusError, EventLog, Record, Topic};
use livedraw_domain::correction::SettledDraw;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::{
    self, AuditTrailRequest, AuditTrailResponse, EngineStep, IncidentRecord, ListIncidentsRequest,
    OutcomeStatisticsResponse, TableStatus,
};
use livedraw_stats::AlertChange;
use livedraw_studio::StudioConfig;
use prost::Message;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tokio::sync::{broadcast, watch};
use tokio::task::JoinHandle;

/// Changes buffered for slow watchers; one that falls behind re-reads every table.
const CHANGES: usize = 1024;

/// Every table's status, every incident, the audit trail and the outcome statistics, folded
/// from the draw events (and the revocations from the access topic, into the audit trail). At
/// start it reads every draw-events partition and the access topic from offset 0 (the cost
/// grows with the topics, paid once), then follows new records live.
pub struct Board {
    state: Arc<State>,
    log: Arc<dyn EventLog>,
    followers: Vec<JoinHandle<()>>,
}

struct State {
    views: Mutex<BTreeMap<String, TableView>>,
    incidents: Mutex<Incidents>,
    audit: Mutex<AuditTrail>,
    statistics: Mutex<Statistics>,
    settled: Mutex<SettledDraws>,
    changes: broadcast::Sender<String>,
    /// Per partition, the offset after the last step folded.
    folded: watch::Sender<Vec<u64>>,
    /// The offset after the last revocation folded.
    access_folded: watch::Sender<u64>,
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
            audit: Mutex::new(AuditTrail::default()),
            statistics: Mutex::new(Statistics::new(config)),
            settled: Mutex::new(SettledDraws::new(std::time::Duration::from_secs(
                config.engine.correction_window_hours.saturating_mul(3600),
            ))),
            changes: broadcast::channel(CHANGES).0,
            folded: watch::channel(vec![0; partitions as usize]).0,
            access_folded: watch::channel(0).0,
        });
        let mut followers = Vec::new();
        for partition in 0..partitions {
            let steps = subscribe_past_losses(log.clone(), Topic::DrawEvents, partition, 0)?;
            let follower = follow(state.clone(), log.clone(), partition, steps);
            followers.push(tokio::spawn(follower));
        }
        let changes = subscribe_past_losses(log.clone(), Topic::Access, 0, 0)?;
        followers.push(tokio::spawn(follow_access(state.clone(), changes)));
        Ok(Board {
            state,
            log,
            followers,
        })
    }

    /// Waits until every step already in the draw events has been folded, so that a view
    /// asked for after a command's verdict shows what the command did. "Every step" ends at
    /// each partition's last record ([`read_end`]), which a gap may put below its end offset.
    pub async fn sync(&self) -> Result<(), BusError> {
        let mut ends = Vec::new();
        for partition in 0..self.log.partitions(Topic::DrawEvents) {
            ends.push(read_end(self.log.as_ref(), Topic::DrawEvents, partition).await?);
        }
        let access_end = read_end(self.log.as_ref(), Topic::Access, 0).await?;
        let mut folded = self.state.folded.subscribe();
        let mut access_folded = self.state.access_folded.subscribe();
        // The senders live in `state`, which we hold, so this cannot fail.
        let _ = folded
            .wait_for(|folded| folded.iter().zip(&ends).all(|(done, end)| done >= end))
            .await;
        let _ = access_folded.wait_for(|done| *done >= access_end).await;
        Ok(())
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

    /// The page of the audit trail a request asks for, oldest first.
    pub fn audit(&self, request: &AuditTrailRequest) -> Result<AuditTrailResponse, Refusal> {
        lock(&self.state.audit).list(request)
    }

    /// The original result (revision 1) of settled `draw` of `table`, read back from the draw
    /// events once every step already there is folded; `None` when the table never settled it.
    pub async fn original(
        &self,
        table: &str,
        draw: u64,
    ) -> Result<Option<SettledDraw>, LookupError> {
        self.sync().await?;
        settled_draws::original(&self.state.settled, self.log.as_ref(), table, draw).await
    }

    /// The outcome statistics of `table`, if it is one of the studio's.
    pub fn statistics(&self, table: &str) -> Option<OutcomeStatisticsResponse> {
        lock(&self.state.statistics).response(table)
    }
}

async fn follow(
    state: Arc<State>,
    log: Arc<dyn EventLog>,
    partition: u32,
    mut steps: livedraw_bus::RecordStream,
) {
    while let Some(record) = steps.next().await {
        let record = match record {
            Ok(record) => record,
            Err(error) => {
                tracing::error!(%error, "draw events unreadable: table status stops here");
                return;
            }
        };
        fold(&state, log.as_ref(), &record).await;
        state.folded.send_modify(|folded| {
            if let Some(done) = folded.get_mut(partition as usize) {
                *done = record.offset + 1;
            }
        });
    }
}

/// Folds each revocation into the audit trail.
async fn follow_access(state: Arc<State>, mut changes: livedraw_bus::RecordStream) {
    while let Some(record) = changes.next().await {
        let record = match record {
            Ok(record) => record,
            Err(error) => {
                tracing::error!(%error, "access topic unreadable: revocations stop being audited here");
                return;
            }
        };
        match v1::AccessChange::decode(record.payload.as_slice()) {
            Ok(change) => lock(&state.audit).apply_access(record.offset, &change),
            Err(error) => {
                tracing::warn!(offset = record.offset, %error, "access change does not decode; skipped")
            }
        }
        state.access_folded.send_replace(record.offset + 1);
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
    let entry = if step.request_id.is_empty() {
        None
    } else {
        journal_entry(log, &step).await
    };
    let by = entry
        .as_ref()
        .filter(|_| Incidents::resolves(&step))
        .and_then(attribution);
    // A player's decision is the frontends' doing, not a supervisor's: its refusal is an
    // incident, and it is no part of the audit trail.
    let decision = entry
        .as_ref()
        .is_some_and(|entry| matches!(entry.entry, Some(Entry::PlayerDecision(_))));
    let draw = lock(&state.views).get_mut(&table).and_then(|view| {
        view.apply(&step);
        view.draw()
    });
    let draw = draw.unwrap_or_default();
    lock(&state.incidents).apply(&table, &step, by.as_ref(), draw, decision);
    if !step.request_id.is_empty() && !decision {
        let before = corrected_draw(&step)
            .and_then(|draw| lock(&state.settled).latest_revision(&table, draw).cloned());
        lock(&state.audit).apply(&step, entry.as_ref(), before);
    }
    lock(&state.settled).fold(&table, record.partition, record.offset, &step);
    fold_statistics(state, &table, &step);
    // Nobody watching is fine.
    let _ = state.changes.send(table);
}

/// The draw a step corrected, if it did.
fn corrected_draw(step: &EngineStep) -> Option<u64> {
    step.decisions
        .iter()
        .find_map(|event| match event.decision {
            Some(v1::draw_event::Decision::DrawCorrected(_)) => event.draw_number,
            _ => None,
        })
}

/// Counts the draws a step settled; raises or clears the table's statistics alert (logged).
fn fold_statistics(state: &State, table: &str, step: &EngineStep) {
    let mut statistics = lock(&state.statistics);
    for event in statistics.apply(table, step) {
        let mut incidents = lock(&state.incidents);
        match event.change {
            AlertChange::Raised(fit) => {
                tracing::warn!(
                    table,
                    draw = event.draw,
                    chi_square = fit.chi_square,
                    p_value = fit.p_value,
                    "outcome statistics alert: the results drift from the expected distribution"
                );
                if let Some(alert) = statistics.alert(table, &fit) {
                    incidents.raise_alert(table, event.draw, event.at, alert);
                }
            }
            AlertChange::Cleared(fit) => {
                tracing::info!(
                    table,
                    draw = event.draw,
                    p_value = fit.p_value,
                    "outcome statistics alert cleared"
                );
                incidents.clear_alert(table, event.at);
            }
        }
    }
}

/// The journal entry a step answers.
async fn journal_entry(log: &dyn EventLog, step: &EngineStep) -> Option<v1::JournalEntry> {
    let records = log
        .read(
            Topic::StudioJournal,
            step.journal_partition,
            step.journal_offset,
            1,
        )
        .await
        .inspect_err(|error| {
            tracing::warn!(table = %step.table_id, offset = step.journal_offset, %error, "journal entry of an audited step unreadable");
        })
        .ok()?;
    v1::JournalEntry::decode(records.first()?.payload.as_slice()).ok()
}

/// Who gave the command of a journal entry, and their note.
fn attribution(entry: &v1::JournalEntry) -> Option<Attribution> {
    let Some(v1::journal_entry::Entry::Supervisor(action)) = &entry.entry else {
        return None;
    };
    use v1::supervisor_action::Command;
    let note = match action.command.as_ref()? {
        Command::CancelDraw(request) => &request.note,
        Command::ResolveHold(request) => &request.note,
        Command::PauseTable(request) => &request.note,
        Command::ResumeTable(request) => &request.note,
        Command::VoidSpin(request) => &request.note,
        Command::CorrectResult(request) => &request.note,
    };
    Some(Attribution {
        subject: action.subject.clone(),
        note: note.clone(),
    })
}

/// A poisoned lock only means another task panicked while holding it; the maps stay usable.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
