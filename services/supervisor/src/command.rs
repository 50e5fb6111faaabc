//! One supervisor command: journal it, then wait for the engine's verdict.

use crate::refusal::Refusal;
use crate::verdict;
use livedraw_bus::EventLog;
use livedraw_gate::Caller;
use livedraw_ingest::{journal_and_wait, now, Answer, Answered};
use livedraw_protocol::journal::{JournalEntry, JournalInput, SupervisorAction};
use livedraw_protocol::supervisor::SupervisorRequest;
use livedraw_protocol::v1::command_reply::Verdict;
use livedraw_protocol::v1::CommandReply;
use std::time::Duration;

/// Journals `request` for `caller` under a fresh request id and returns the engine's verdict,
/// or TIMEOUT after `deadline`.
pub async fn execute(
    log: &dyn EventLog,
    caller: Caller,
    request: SupervisorRequest,
    trace: Option<&str>,
    deadline: Duration,
) -> Result<CommandReply, Refusal> {
    let request_id = uuid::Uuid::new_v4().to_string();
    let entry = JournalEntry {
        table: request.table.clone(),
        received_at: now(),
        input: JournalInput::Supervisor(SupervisorAction {
            request_id: request_id.clone(),
            subject: caller.subject,
            role: caller.role.as_str().to_string(),
            request,
        }),
    };
    let Answered { appended, answer } = journal_and_wait(log, &entry, &request_id, trace, deadline)
        .await
        .map_err(Refusal::JournalUnavailable)?;
    let reply = match answer {
        Answer::Step(step) => verdict::reply(*step, appended.offset),
        Answer::TimedOut => verdict::timed_out(&request_id, deadline),
        Answer::Unreadable(error) => return Err(Refusal::VerdictUnreadable { request_id, error }),
    };
    log_verdict(entry.table.as_str(), &request_id, appended.offset, &reply);
    Ok(reply)
}

fn log_verdict(table: &str, request_id: &str, offset: u64, reply: &CommandReply) {
    match &reply.verdict {
        Some(Verdict::Rejected(rejected)) => tracing::warn!(
            table,
            request_id,
            journal_offset = offset,
            reason = ?rejected.reason(),
            message = %rejected.message,
            "supervisor command rejected"
        ),
        _ => tracing::info!(
            table,
            request_id,
            journal_offset = offset,
            "supervisor command applied"
        ),
    }
}
