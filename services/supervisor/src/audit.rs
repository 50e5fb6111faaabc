//! The audit trail (R4, R5): every supervisor command and configuration change the engine
//! stepped, with who, why, the table before and after, and the verdict; from the step (which
//! carries the request id, the before/after summary and any rejection) and the journal entry it
//! answers (who, role, reason, note). Revocations come from the access topic, studio-wide.

use crate::refusal::Refusal;
use crate::revoke;
use livedraw_protocol::v1::access_change::Change;
use livedraw_protocol::v1::audit_verdict::Outcome;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::resolve_hold_request::Resolution;
use livedraw_protocol::v1::supervisor_action::Command;
use livedraw_protocol::v1::{
    self, AccessChange, AuditKind, AuditRecord, AuditTrailRequest, AuditTrailResponse,
    AuditVerdict, EngineStep, JournalEntry,
};
use prost::Message;
use std::collections::BTreeMap;

/// Records listed when the request gives no limit.
const DEFAULT_LIMIT: usize = 100;
/// The most records one page holds.
const MAX_LIMIT: usize = 1_000;

/// Where a record sorts: server time, then journal partition and offset (unique).
type Key = (i64, i32, u32, u64);

/// The partition part of a revocation's key: past every journal partition, so that an access
/// offset never meets a journal offset.
const ACCESS: u32 = u32::MAX;

/// Every audited entry, in time order. The trail is kept whole (a regulator may ask for any
/// period), so each record is held encoded: most of a record is the table's summaries before
/// and after, and encoded it takes a fraction of its size as a struct.
#[derive(Debug, Default)]
pub struct AuditTrail {
    records: BTreeMap<Key, Kept>,
}

/// One record, encoded, with what the filters look at.
#[derive(Debug)]
struct Kept {
    table_id: String,
    subject: String,
    kind: i32,
    encoded: Vec<u8>,
}

impl Kept {
    fn new(record: &AuditRecord) -> Kept {
        Kept {
            table_id: record.table_id.clone(),
            subject: record.subject.clone(),
            kind: record.kind,
            encoded: record.encode_to_vec(),
        }
    }

    /// The record (it was encoded by [`Kept::new`], so it decodes).
    fn record(&self) -> Option<AuditRecord> {
        AuditRecord::decode(self.encoded.as_slice())
            .inspect_err(|error| tracing::error!(%error, "a kept audit record does not decode"))
            .ok()
    }
}

impl AuditTrail {
    /// Records the entry a step answers (a step with a request id), with its journal entry
    /// when it could be read; `revision_before` is a corrected draw's latest revision before
    /// the step, when the step corrects a draw corrected before.
    pub fn apply(
        &mut self,
        step: &EngineStep,
        entry: Option<&JournalEntry>,
        revision_before: Option<v1::DrawResult>,
    ) {
        let mut record = record(step, entry);
        if record.kind == i32::from(AuditKind::CorrectResult) {
            record.result_before = revision_before.or_else(|| original_result(step, entry));
            record.result_after = corrected_result(step);
        }
        let partition = record.journal_partition;
        self.insert(partition, record);
    }

    /// Records a revocation, at `offset` on the access topic.
    pub fn apply_access(&mut self, offset: u64, change: &AccessChange) {
        self.insert(ACCESS, access_record(offset, change));
    }

    fn insert(&mut self, partition: u32, record: AuditRecord) {
        let time = record.recorded_at.unwrap_or_default();
        let key = (time.seconds, time.nanos, partition, record.journal_offset);
        self.records.insert(key, Kept::new(&record));
    }

    /// One page of the records a request asks for, oldest first.
    pub fn list(&self, request: &AuditTrailRequest) -> Result<AuditTrailResponse, Refusal> {
        let limit = match usize::try_from(request.limit).unwrap_or(MAX_LIMIT) {
            0 => DEFAULT_LIMIT,
            asked => asked.min(MAX_LIMIT),
        };
        let after = match request.page_token.as_str() {
            "" => None,
            token => Some(parse_token(token)?),
        };
        let time = |t: &Option<prost_types::Timestamp>| t.map(|t| (t.seconds, t.nanos));
        let (from, to) = (time(&request.from), time(&request.to));
        let mut matching = self
            .records
            .iter()
            .filter(|(key, _)| after.is_none_or(|after| **key > after))
            .filter(|(key, _)| from.is_none_or(|from| (key.0, key.1) >= from))
            .filter(|(key, _)| to.is_none_or(|to| (key.0, key.1) < to))
            .filter(|(_, r)| request.table_id.is_empty() || r.table_id == request.table_id)
            .filter(|(_, r)| request.subject.is_empty() || r.subject == request.subject)
            .filter(|(_, r)| request.kinds.is_empty() || request.kinds.contains(&r.kind));
        let records: Vec<(&Key, &Kept)> = matching.by_ref().take(limit).collect();
        let next_page_token = match (matching.next(), records.last()) {
            (Some(_), Some((key, _))) => token(key),
            _ => String::new(),
        };
        Ok(AuditTrailResponse {
            records: records
                .into_iter()
                .filter_map(|(_, r)| r.record())
                .collect(),
            next_page_token,
        })
    }
}

fn token(key: &Key) -> String {
    format!("{}.{}.{}.{}", key.0, key.1, key.2, key.3)
}

fn parse_token(token: &str) -> Result<Key, Refusal> {
    let bad = || Refusal::BadPageToken(token.chars().take(64).collect());
    let parts: Vec<&str> = token.split('.').collect();
    let [seconds, nanos, partition, offset] = parts.as_slice() else {
        return Err(bad());
    };
    Ok((
        seconds.parse().map_err(|_| bad())?,
        nanos.parse().map_err(|_| bad())?,
        partition.parse().map_err(|_| bad())?,
        offset.parse().map_err(|_| bad())?,
    ))
}

/// The audit record of a step and the journal entry it answers.
pub fn record(step: &EngineStep, entry: Option<&JournalEntry>) -> AuditRecord {
    let verdict = match step.rejection.as_ref().filter(|r| !r.code.is_empty()) {
        Some(rejection) => AuditVerdict {
            outcome: Outcome::Rejected.into(),
            code: rejection.code.clone(),
            message: rejection.message.clone(),
            applied_at: step.applied_at,
        },
        None => AuditVerdict {
            outcome: Outcome::Accepted.into(),
            applied_at: step.applied_at,
            ..AuditVerdict::default()
        },
    };
    let audit = step.audit.clone().unwrap_or_default();
    let mut record = AuditRecord {
        recorded_at: entry
            .and_then(|entry| entry.received_at)
            .or(step.applied_at),
        table_id: step.table_id.clone(),
        request_id: step.request_id.clone(),
        journal_partition: step.journal_partition,
        journal_offset: step.journal_offset,
        before: audit.before,
        after: audit.after,
        verdict: Some(verdict),
        ..AuditRecord::default()
    };
    match entry.and_then(|entry| entry.entry.as_ref()) {
        Some(Entry::Supervisor(action)) => {
            record.subject = action.subject.clone();
            record.role = action.role.clone();
            if let Some(command) = &action.command {
                describe(&mut record, command);
            }
        }
        Some(Entry::ConfigurationChanged(change)) => {
            record.kind = AuditKind::ConfigurationChanged.into();
            record.subject = change.subject.clone();
            record.role = change.role.clone();
            record.note = change.reason.clone();
            record.settings_before = change.before.clone();
            record.settings_after = change.after.clone();
        }
        _ => {}
    }
    record
}

/// A correction's journaled original, as revision 1 of the draw's result.
fn original_result(step: &EngineStep, entry: Option<&JournalEntry>) -> Option<v1::DrawResult> {
    let Some(Entry::Supervisor(action)) = entry?.entry.as_ref() else {
        return None;
    };
    let original = action.original.as_ref()?;
    Some(v1::DrawResult {
        table_id: step.table_id.clone(),
        draw_number: original.draw_number,
        settled_at: original.settled_at,
        revision: 1,
        end: Some(v1::draw_result::End::Settled(v1::DrawSettled {
            outcome: original.outcome.clone(),
            settlements: original.settlements.clone(),
        })),
        ..v1::DrawResult::default()
    })
}

/// The revision a correction's step derived, if the engine took it.
fn corrected_result(step: &EngineStep) -> Option<v1::DrawResult> {
    step.decisions
        .iter()
        .find_map(|event| match &event.decision {
            Some(v1::draw_event::Decision::DrawCorrected(corrected)) => Some(v1::DrawResult {
                table_id: step.table_id.clone(),
                draw_number: event.draw_number?,
                settled_at: event.server_time,
                revision: corrected.revision,
                end: Some(v1::draw_result::End::Corrected(corrected.clone())),
                ..v1::DrawResult::default()
            }),
            _ => None,
        })
}

/// The audit record of a revocation: studio-wide (no table), accepted once journaled.
fn access_record(offset: u64, change: &AccessChange) -> AuditRecord {
    let kind = match change.change {
        Some(Change::CertificateRevoked(_)) => AuditKind::RevokeCertificate,
        _ => AuditKind::RevokeToken,
    };
    AuditRecord {
        recorded_at: change.recorded_at,
        kind: kind.into(),
        subject: change.subject.clone(),
        role: change.role.clone(),
        note: change.note.clone(),
        request_id: change.request_id.clone(),
        journal_offset: offset,
        verdict: Some(AuditVerdict {
            outcome: Outcome::Accepted.into(),
            applied_at: change.recorded_at,
            ..AuditVerdict::default()
        }),
        revoked: revoke::revoked(change).to_string(),
        ..AuditRecord::default()
    }
}

/// The kind, reason, note and draw of a supervisor command.
fn describe(record: &mut AuditRecord, command: &Command) {
    let (kind, reason, note, draw) = match command {
        Command::CancelDraw(request) => (
            AuditKind::CancelDraw,
            cancel_code(request.reason),
            &request.note,
            request.draw_number,
        ),
        Command::ResolveHold(request) => {
            let reason = match request.resolution {
                Some(Resolution::Cancel(reason)) => cancel_code(reason),
                Some(Resolution::ConfirmCorrection(_)) => "confirm_correction".to_string(),
                None => String::new(),
            };
            (
                AuditKind::ResolveHold,
                reason,
                &request.note,
                request.draw_number,
            )
        }
        Command::PauseTable(request) => (
            AuditKind::PauseTable,
            code(
                v1::PauseReason::try_from(request.reason).map(|r| r.as_str_name()),
                "PAUSE_REASON_",
            ),
            &request.note,
            0,
        ),
        Command::ResumeTable(request) => (AuditKind::ResumeTable, String::new(), &request.note, 0),
        Command::VoidSpin(request) => (
            AuditKind::VoidSpin,
            "outside_factor".to_string(),
            &request.note,
            request.draw_number,
        ),
        Command::CorrectResult(request) => (
            AuditKind::CorrectResult,
            code(
                v1::CorrectionReason::try_from(request.reason).map(|r| r.as_str_name()),
                "CORRECTION_REASON_",
            ),
            &request.note,
            request.draw_number,
        ),
    };
    record.kind = kind.into();
    record.reason = reason;
    record.note = note.clone();
    record.draw_number = draw;
}

fn cancel_code(reason: i32) -> String {
    code(
        v1::CancelReason::try_from(reason).map(|r| r.as_str_name()),
        "CANCEL_REASON_",
    )
}

/// A proto enum value's name, lower case without its prefix (`scanner_fault`).
fn code<E>(name: Result<&str, E>, prefix: &str) -> String {
    name.map(|name| name.trim_start_matches(prefix).to_ascii_lowercase())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(offset: u64, seconds: i64, table: &str) -> EngineStep {
        EngineStep {
            table_id: table.into(),
            journal_offset: offset,
            applied_at: Some(prost_types::Timestamp { seconds, nanos: 0 }),
            request_id: format!("req-{offset}"),
            ..EngineStep::default()
        }
    }

    #[test]
    fn r4_a_revocation_is_audited_beside_the_commands_at_the_same_time_and_offset() {
        let mut trail = AuditTrail::default();
        trail.apply(&step(3, 1_000, "wheel-1"), None, None);
        let change = AccessChange {
            recorded_at: Some(prost_types::Timestamp {
                seconds: 1_000,
                nanos: 0,
            }),
            subject: "root".into(),
            role: "admin".into(),
            note: "laptop stolen".into(),
            request_id: "r-1".into(),
            change: Some(Change::CertificateRevoked(v1::CertificateRevoked {
                serial: "8f01".into(),
            })),
        };
        trail.apply_access(3, &change);
        let page = trail.list(&AuditTrailRequest::default()).expect("valid");
        assert_eq!(page.records.len(), 2);
        let revocation = &page.records[1];
        assert_eq!(revocation.kind(), AuditKind::RevokeCertificate);
        assert_eq!(revocation.revoked, "8f01");
        assert_eq!(revocation.subject, "root");
        assert_eq!(revocation.table_id, "");
        let only = AuditTrailRequest {
            kinds: vec![AuditKind::RevokeCertificate.into()],
            ..AuditTrailRequest::default()
        };
        assert_eq!(trail.list(&only).expect("valid").records.len(), 1);
    }

    #[test]
    fn pages_follow_each_other_oldest_first_without_gaps() {
        let mut trail = AuditTrail::default();
        for offset in (0..25).rev() {
            let table = if offset % 2 == 0 { "wheel-1" } else { "dice-1" };
            trail.apply(&step(offset, 1_000 + offset as i64, table), None, None);
        }
        let mut request = AuditTrailRequest {
            table_id: "wheel-1".into(),
            limit: 5,
            ..AuditTrailRequest::default()
        };
        let mut seen = Vec::new();
        loop {
            let page = trail.list(&request).expect("valid");
            seen.extend(page.records.iter().map(|r| r.journal_offset));
            if page.next_page_token.is_empty() {
                break;
            }
            request.page_token = page.next_page_token;
        }
        assert_eq!(seen, (0..25).step_by(2).collect::<Vec<u64>>());
    }

    #[test]
    fn a_bad_page_token_is_refused() {
        let request = AuditTrailRequest {
            page_token: "yesterday".into(),
            ..AuditTrailRequest::default()
        };
        assert!(matches!(
            AuditTrail::default().list(&request),
            Err(Refusal::BadPageToken(_))
        ));
    }
}
