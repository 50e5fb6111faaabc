//! One player's decision: journal it, then wait for the engine's verdict.

use crate::refusal::Refusal;
use crate::verdict;
use livedraw_bus::EventLog;
use livedraw_gate::Caller;
use livedraw_ingest::{journal_and_wait, now, Answer, Answered};
use livedraw_protocol::journal::{JournalEntry, JournalInput, PlayerDecisionAction};
use livedraw_protocol::player_decision::DecisionRequest;
use livedraw_protocol::v1::decide_reply::Verdict;
use livedraw_protocol::v1::DecideReply;
use std::time::Duration;

/// Journals `request` for `caller` and returns the engine's verdict, or [`verdict::TIMEOUT`]
/// when none comes within `deadline` (or it cannot be read). Logs the verdict with the table,
/// the caller, the request id and the reason.
pub async fn execute(
    log: &dyn EventLog,
    caller: Caller,
    request: DecisionRequest,
    trace: Option<&str>,
    deadline: Duration,
) -> Result<DecideReply, Refusal> {
    let request_id = request.request_id.clone();
    let subject = caller.subject;
    let entry = JournalEntry {
        table: request.table.clone(),
        received_at: now(),
        input: JournalInput::Decision(PlayerDecisionAction {
            subject: subject.clone(),
            request,
        }),
    };
    let Answered { appended, answer } = journal_and_wait(log, &entry, &request_id, trace, deadline)
        .await
        .map_err(Refusal::JournalUnavailable)?;
    let offset = appended.offset;
    let reply = match answer {
        Answer::Step(step) => verdict::reply(request_id, offset, *step),
        Answer::TimedOut => {
            verdict::unanswered(request_id, offset, &verdict::not_in_time(deadline))
        }
        Answer::Unreadable(error) => {
            let why = format!("its verdict cannot be read ({error})");
            verdict::unanswered(request_id, offset, &why)
        }
    };
    log_verdict(entry.table.as_str(), &subject, &reply);
    Ok(reply)
}

fn log_verdict(table: &str, subject: &str, reply: &DecideReply) {
    let request_id = reply.request_id.as_str();
    let journal_offset = reply.journal_offset;
    match &reply.verdict {
        Some(Verdict::Refused(refused)) => tracing::warn!(
            table,
            subject,
            request_id,
            journal_offset,
            code = %refused.code,
            reason = %refused.message,
            "decision refused by the rules"
        ),
        _ => tracing::info!(
            table,
            subject,
            request_id,
            journal_offset,
            "decision accepted"
        ),
    }
}
