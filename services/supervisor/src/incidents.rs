//! Holds and what became of them, from the engine's steps.

use livedraw_protocol::v1::draw_event::Decision;
use livedraw_protocol::v1::incident_record::{Cleared, Corrected, Noted, Resolution};
use livedraw_protocol::v1::{
    DrawEvent, EngineStep, IncidentRecord, ListIncidentsRequest, RefusedEvent, StatisticsAlert,
};
use std::collections::VecDeque;

/// The most incidents kept; the oldest go first.
const KEPT: usize = 10_000;
/// Incidents listed when the request gives no limit.
const DEFAULT_LIMIT: usize = 100;
/// The most incidents one request may list.
const MAX_LIMIT: usize = 1_000;

/// Who resolved a hold, and their note, from the journaled supervisor action.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attribution {
    /// The supervisor's identity.
    pub subject: String,
    /// Their note.
    pub note: String,
}

/// The latest [`KEPT`] incidents, oldest first.
#[derive(Debug, Default)]
pub struct Incidents {
    records: VecDeque<IncidentRecord>,
}

impl Incidents {
    /// Whether a step resolves a hold (so its attribution is worth looking up).
    pub fn resolves(step: &EngineStep) -> bool {
        step.decisions.iter().any(|event| {
            matches!(
                event.decision,
                Some(Decision::DrawResumed(_) | Decision::DrawCancelled(_))
            )
        })
    }

    /// Records the holds a step of `table` raised and resolved, and a floor event or a
    /// player's decision (`decision`) its rules refused (noted at once) while `draw` was in
    /// progress.
    pub fn apply(
        &mut self,
        table: &str,
        step: &EngineStep,
        by: Option<&Attribution>,
        draw: u64,
        decision: bool,
    ) {
        self.note_refusal(table, step, draw, decision);
        for event in &step.decisions {
            match &event.decision {
                Some(Decision::DrawHeld(held)) => self.raise(table, event, held.incident.clone()),
                Some(Decision::DrawResumed(_)) => {
                    self.resolve(table, event, Resolution::Corrected(Corrected {}), by);
                }
                Some(Decision::DrawCancelled(cancelled)) => {
                    if let Some(cancellation) = cancelled.cancellation.clone() {
                        self.resolve(table, event, Resolution::Cancelled(cancellation), by);
                    }
                }
                _ => {}
            }
        }
    }

    /// A floor event or a player's decision the rules refused: a person should look (a
    /// frontend deciding out of turn, after its window, for a seat without a bet, or sending a
    /// request id again with another decision). Supervisor commands and configuration changes
    /// (with a request id) get their refusal as their verdict instead.
    fn note_refusal(&mut self, table: &str, step: &EngineStep, draw: u64, decision: bool) {
        let Some(rejection) = step
            .rejection
            .as_ref()
            .filter(|_| decision || step.request_id.is_empty())
        else {
            return;
        };
        let at = step.applied_at;
        self.push(IncidentRecord {
            table_id: table.to_string(),
            draw_number: draw,
            raised_at: at,
            refused_event: Some(RefusedEvent {
                code: rejection.code.clone(),
                message: rejection.message.clone(),
                journal_offset: step.journal_offset,
            }),
            resolution: Some(Resolution::Noted(Noted {})),
            resolved_at: at,
            ..IncidentRecord::default()
        });
    }

    /// Raises a statistics alert on `table` at the draw whose result raised it.
    pub fn raise_alert(
        &mut self,
        table: &str,
        draw: u64,
        at: Option<prost_types::Timestamp>,
        alert: StatisticsAlert,
    ) {
        self.push(IncidentRecord {
            table_id: table.to_string(),
            draw_number: draw,
            raised_at: at,
            statistics_alert: Some(alert),
            ..IncidentRecord::default()
        });
    }

    /// Clears `table`'s open statistics alert.
    pub fn clear_alert(&mut self, table: &str, at: Option<prost_types::Timestamp>) {
        let open = self.records.iter_mut().rev().find(|record| {
            record.table_id == table
                && record.statistics_alert.is_some()
                && record.resolution.is_none()
        });
        if let Some(record) = open {
            record.resolution = Some(Resolution::Cleared(Cleared {}));
            record.resolved_at = at;
        }
    }

    fn push(&mut self, record: IncidentRecord) {
        self.records.push_back(record);
        if self.records.len() > KEPT {
            self.records.pop_front();
        }
    }

    fn raise(
        &mut self,
        table: &str,
        event: &DrawEvent,
        incident: Option<livedraw_protocol::v1::Incident>,
    ) {
        self.push(IncidentRecord {
            table_id: table.to_string(),
            draw_number: event.draw_number.unwrap_or_default(),
            incident,
            raised_at: event.server_time,
            ..IncidentRecord::default()
        });
    }

    fn resolve(
        &mut self,
        table: &str,
        event: &DrawEvent,
        resolution: Resolution,
        by: Option<&Attribution>,
    ) {
        let draw = event.draw_number.unwrap_or_default();
        let open = self.records.iter_mut().rev().find(|record| {
            record.table_id == table
                && record.draw_number == draw
                && record.incident.is_some()
                && record.resolution.is_none()
        });
        if let Some(record) = open {
            record.resolution = Some(resolution);
            record.resolved_at = event.server_time;
            if let Some(by) = by {
                record.resolved_by = by.subject.clone();
                record.note = by.note.clone();
            }
        }
    }

    /// The incidents a request asks for, most recent first.
    pub fn list(&self, request: &ListIncidentsRequest) -> Vec<IncidentRecord> {
        let limit = match usize::try_from(request.limit).unwrap_or(MAX_LIMIT) {
            0 => DEFAULT_LIMIT,
            asked => asked.min(MAX_LIMIT),
        };
        let seconds =
            |time: &Option<prost_types::Timestamp>| time.map(|time| (time.seconds, time.nanos));
        let from = seconds(&request.from);
        let to = seconds(&request.to);
        self.records
            .iter()
            .rev()
            .filter(|record| request.table_id.is_empty() || record.table_id == request.table_id)
            .filter(|record| !request.open_only || record.resolution.is_none())
            .filter(|record| {
                let raised = seconds(&record.raised_at);
                from.is_none_or(|from| raised >= Some(from))
                    && to.is_none_or(|to| raised < Some(to))
            })
            .take(limit)
            .cloned()
            .collect()
    }
}
