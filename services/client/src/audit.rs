//! The audit trail through the `Supervisor` API (`livedraw audit`): every page of
//! `AuditTrail`, flattened to rows and written as text, JSON lines or CSV (R4, R5).

use crate::spreadsheet;
use crate::supervise::SuperviseError;
use livedraw_gate::Authorized;
use livedraw_protocol::v1::audit_verdict::Outcome;
use livedraw_protocol::v1::draw_summary::DrawState;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{
    incident, AuditKind, AuditRecord, AuditTrailRequest, TableSettings, TableSummary,
};
use serde::{Deserialize, Serialize};

/// Records asked for per page.
const PAGE: u32 = 1_000;

/// One audit record, flat: what every export format writes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditRow {
    /// Server time, RFC 3339 (UTC).
    pub time: String,
    /// The table (empty for a revocation, which is studio-wide).
    pub table: String,
    /// `cancel_draw`, `resolve_hold`, `pause_table`, `resume_table`, `configuration_changed`,
    /// `void_spin`, `revoke_token`, `revoke_certificate`.
    pub kind: String,
    /// Who.
    pub subject: String,
    /// In which role.
    pub role: String,
    /// The reason code (cancel or pause reason, `confirm_correction`), if any.
    pub reason: String,
    /// The note, or the operator's reason for a configuration change.
    pub note: String,
    /// The request id.
    pub request_id: String,
    /// The draw the command named (0 for table-level commands).
    pub draw: u64,
    /// Journal partition and offset, `p/o`; `access/o` for a revocation.
    pub journal: String,
    /// The token id or certificate serial a revocation revoked.
    pub revoked: String,
    /// The table before, in words.
    pub before: String,
    /// The table after, in words.
    pub after: String,
    /// `accepted` or `rejected`.
    pub verdict: String,
    /// The refusal code when rejected.
    pub code: String,
}

/// Which records to export.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AuditQuery {
    /// One table, or every table when `None`.
    pub table: Option<String>,
    /// From this server time.
    pub since: Option<prost_types::Timestamp>,
    /// Before this server time.
    pub until: Option<prost_types::Timestamp>,
}

/// Every record the query matches, oldest first, page after page.
pub async fn fetch(
    client: &mut SupervisorClient<Authorized>,
    query: &AuditQuery,
) -> Result<Vec<AuditRecord>, SuperviseError> {
    let mut records = Vec::new();
    let mut page_token = String::new();
    loop {
        let message = AuditTrailRequest {
            table_id: query.table.clone().unwrap_or_default(),
            from: query.since,
            to: query.until,
            limit: PAGE,
            page_token,
            ..AuditTrailRequest::default()
        };
        let page = client.audit_trail(message).await?.into_inner();
        records.extend(page.records);
        if page.next_page_token.is_empty() {
            return Ok(records);
        }
        page_token = page.next_page_token;
    }
}

impl AuditRow {
    /// The row of a record.
    pub fn of(record: &AuditRecord) -> AuditRow {
        let verdict = record.verdict.clone().unwrap_or_default();
        let (before, after) = match record.kind() {
            AuditKind::ConfigurationChanged => (
                settings_text(record.settings_before.as_ref()),
                settings_text(record.settings_after.as_ref()),
            ),
            _ => (
                summary_text(record.before.as_ref()),
                summary_text(record.after.as_ref()),
            ),
        };
        AuditRow {
            time: record
                .recorded_at
                .map(|time| time.to_string())
                .unwrap_or_default(),
            table: record.table_id.clone(),
            kind: lower(record.kind().as_str_name(), "AUDIT_KIND_"),
            subject: record.subject.clone(),
            role: record.role.clone(),
            reason: record.reason.clone(),
            note: record.note.clone(),
            request_id: record.request_id.clone(),
            draw: record.draw_number,
            journal: if record.revoked.is_empty() {
                format!("{}/{}", record.journal_partition, record.journal_offset)
            } else {
                format!("access/{}", record.journal_offset)
            },
            revoked: record.revoked.clone(),
            before,
            after,
            verdict: match verdict.outcome() {
                Outcome::Accepted => "accepted".into(),
                Outcome::Rejected => "rejected".into(),
                Outcome::Unspecified => String::new(),
            },
            code: verdict.code,
        }
    }
}

/// One line per row, fields separated by two spaces.
pub fn text(rows: &[AuditRow]) -> String {
    rows.iter()
        .map(|row| {
            let verdict = if row.code.is_empty() {
                row.verdict.clone()
            } else {
                format!("{} ({})", row.verdict, row.code)
            };
            if !row.revoked.is_empty() {
                return format!(
                    "{}  studio  {} {}  {} ({})  note={:?}  request {}  journal {}  {}\n",
                    row.time,
                    row.kind,
                    row.revoked,
                    row.subject,
                    row.role,
                    row.note,
                    row.request_id,
                    row.journal,
                    verdict
                );
            }
            format!(
                "{}  {}  {}  {} ({})  reason={:?} note={:?}  draw {}  request {}  journal {}  \
                 before: {}  after: {}  {}\n",
                row.time,
                row.table,
                row.kind,
                row.subject,
                row.role,
                row.reason,
                row.note,
                row.draw,
                row.request_id,
                row.journal,
                row.before,
                row.after,
                verdict
            )
        })
        .collect()
}

/// One JSON object per line.
pub fn jsonl(rows: &[AuditRow]) -> Result<String, serde_json::Error> {
    let mut out = String::new();
    for row in rows {
        out.push_str(&serde_json::to_string(row)?);
        out.push('\n');
    }
    Ok(out)
}

/// RFC 4180 CSV with a header line, formula-leading cells neutralised ([`spreadsheet::csv`]).
pub fn csv(rows: &[AuditRow]) -> Result<String, csv::Error> {
    Ok(String::from_utf8_lossy(&spreadsheet::csv(rows)?).into_owned())
}

/// A table summary in words: `open; draw 3 cancelled (technical_problem); draw 4 betting
/// round 1; next draw 5; round 240s, hold 300s`.
pub fn summary_text(summary: Option<&TableSummary>) -> String {
    let Some(summary) = summary else {
        return String::new();
    };
    let mut parts = vec![match summary.paused() {
        livedraw_protocol::v1::PauseReason::Unspecified => "open".to_string(),
        reason => format!("paused ({})", lower(reason.as_str_name(), "PAUSE_REASON_")),
    }];
    if !summary.suspended_by.is_empty() {
        parts.push(format!("suspended ({} silent)", summary.suspended_by));
    }
    for draw in &summary.draws {
        let number = draw.draw_number;
        parts.push(match draw.state() {
            DrawState::Betting => format!("draw {number} betting round {}", draw.round),
            DrawState::Play => format!("draw {number} in play"),
            DrawState::Held => format!("draw {number} held ({})", incident_name(draw)),
            DrawState::Settled => format!("draw {number} settled"),
            DrawState::Cancelled => format!(
                "draw {number} cancelled ({})",
                draw.cancellation.as_ref().map_or("", |c| c.code.as_str())
            ),
            DrawState::Unspecified => format!("draw {number}"),
        });
    }
    parts.push(format!("next draw {}", summary.next_draw_number));
    parts.push(settings_text(summary.settings.as_ref()));
    if let Some(pending) = &summary.pending_settings {
        parts.push(format!(
            "at the next draw: {}",
            settings_text(Some(pending))
        ));
    }
    parts.join("; ")
}

/// A table's settings in words: `round 240s, hold 300s, scheduled`.
pub fn settings_text(settings: Option<&TableSettings>) -> String {
    let Some(settings) = settings else {
        return String::new();
    };
    format!(
        "{}, round {}s, hold {}s{}",
        lower(settings.game().as_str_name(), "GAME_KIND_"),
        settings.round_seconds,
        settings.hold_timeout_seconds,
        if settings.scheduled {
            ", scheduled"
        } else {
            ""
        }
    )
}

fn incident_name(draw: &livedraw_protocol::v1::DrawSummary) -> &'static str {
    match draw.incident.as_ref().and_then(|i| i.kind.as_ref()) {
        Some(incident::Kind::ForeignCard(_)) => "foreign card",
        Some(incident::Kind::DuplicateCard(_)) => "duplicate card",
        Some(incident::Kind::WrongPosition(_)) => "wrong position",
        Some(incident::Kind::DeckNotShuffled(_)) => "deck not shuffled",
        Some(incident::Kind::WheelSpeedAlarm(_)) => "wheel speed alarm",
        Some(incident::Kind::BallsNotPresented(_)) => "balls not presented",
        Some(incident::Kind::ImpossibleBall(_)) => "impossible ball",
        Some(incident::Kind::DiscardOutOfOrder(_)) => "discard out of order",
        Some(incident::Kind::BallsMissing(_)) => "balls missing",
        Some(incident::Kind::CardBeforeDecision(_)) => "card before decision",
        Some(incident::Kind::Misdeal(_)) => "misdeal",
        Some(incident::Kind::CardUnreadable(_)) => "card unreadable",
        Some(incident::Kind::DeviceSilent(_)) => "device silent",
        None => "incident",
    }
}

fn lower(name: &str, prefix: &str) -> String {
    name.trim_start_matches(prefix).to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows() -> Vec<AuditRow> {
        vec![
            AuditRow {
                time: "2026-01-01T09:00:00Z".into(),
                table: "wheel-1".into(),
                kind: "cancel_draw".into(),
                subject: "alice".into(),
                role: "supervisor".into(),
                reason: "host_touched_wheel".into(),
                note: "touched it, \"twice\"\nsee video, 09:01".into(),
                request_id: "7d1c".into(),
                draw: 12,
                journal: "3/118".into(),
                revoked: String::new(),
                before: "open; draw 12 in play; next draw 13; wheel, round 240s, hold 300s".into(),
                after: "open; draw 12 cancelled (host_touched_wheel); draw 13 betting round 1"
                    .into(),
                verdict: "accepted".into(),
                code: String::new(),
            },
            AuditRow {
                kind: "resume_table".into(),
                verdict: "rejected".into(),
                code: "not_paused".into(),
                note: "ünïcode, commas; semicolons".into(),
                ..AuditRow::default()
            },
        ]
    }

    #[test]
    fn r5_csv_export_parses_back_to_the_same_rows() {
        let text = csv(&rows()).expect("writes");
        let parsed: Vec<AuditRow> = ::csv::Reader::from_reader(text.as_bytes())
            .deserialize()
            .collect::<Result<_, _>>()
            .expect("parses");
        assert_eq!(parsed, rows());
        assert!(text.starts_with("time,table,kind,subject,role,reason,note,request_id,draw,"));
    }

    #[test]
    fn r5_csv_formula_injection_a_cancel_note_opens_as_text() {
        // The probe of issue 29: a cancel note that a spreadsheet would run as a formula.
        let note = r#"=HYPERLINK("http://127.0.0.1:9/x","click")"#;
        let rows = vec![AuditRow {
            note: note.into(),
            ..rows()[0].clone()
        }];
        let text = csv(&rows).expect("writes");
        assert!(
            text.contains(r#","'=HYPERLINK(""http://127.0.0.1:9/x"",""click"")","#),
            "{text}"
        );
        let parsed: Vec<AuditRow> = ::csv::Reader::from_reader(text.as_bytes())
            .deserialize()
            .collect::<Result<_, _>>()
            .expect("parses");
        assert_eq!(parsed[0].note, format!("'{note}"));
    }

    #[test]
    fn r5_jsonl_export_parses_back_to_the_same_rows() {
        let text = jsonl(&rows()).expect("writes");
        let parsed: Vec<AuditRow> = text
            .lines()
            .map(serde_json::from_str)
            .collect::<Result<_, _>>()
            .expect("parses");
        assert_eq!(parsed, rows());
        assert_eq!(text.lines().count(), 2);
    }

    #[test]
    fn the_text_export_has_one_line_per_record() {
        let out = text(&rows());
        assert_eq!(out.lines().count(), 2);
        assert!(out.contains("rejected (not_paused)"));
    }
}
