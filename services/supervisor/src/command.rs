//! One supervisor command: journal it, then wait for the engine's verdict.

use crate::refusal::Refusal;
use crate::verdict;
use livedraw_bus::{partition_for_key, EventLog, Topic};
use livedraw_gate::Caller;
use livedraw_ingest::{journal_record, now};
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
    let table = request.table.clone();
    let key = table.as_str().as_bytes().to_vec();
    let partition = partition_for_key(&key, log.partitions(Topic::DrawEvents));
    // Subscribed from the end as it is before the command is journaled, so that the answering
    // step cannot be appended before we listen.
    let end = log
        .end_offset(Topic::DrawEvents, partition)
        .await
        .map_err(Refusal::JournalUnavailable)?;
    let steps = log
        .subscribe(Topic::DrawEvents, partition, end)
        .map_err(Refusal::JournalUnavailable)?;
    let entry = JournalEntry {
        table,
        received_at: now(),
        input: JournalInput::Supervisor(SupervisorAction {
            request_id: request_id.clone(),
            subject: caller.subject,
            role: caller.role.as_str().to_string(),
            request,
        }),
    };
    let appended = log
        .append(Topic::StudioJournal, journal_record(&entry, trace))
        .await
        .map_err(Refusal::JournalUnavailable)?;
    let unreadable = |error| Refusal::VerdictUnreadable {
        request_id: request_id.clone(),
        error,
    };
    let reply =
        match tokio::time::timeout(deadline, verdict::answer(steps, &key, &request_id)).await {
            Ok(Ok(Some(step))) => verdict::reply(step, appended.offset),
            Ok(Ok(None)) => return Err(unreadable(livedraw_bus::BusError::Closed)),
            Ok(Err(error)) => return Err(unreadable(error)),
            Err(_) => verdict::timed_out(&request_id, deadline),
        };
    log_verdict(&key, &request_id, appended.offset, &reply);
    Ok(reply)
}

fn log_verdict(key: &[u8], request_id: &str, offset: u64, reply: &CommandReply) {
    let table = String::from_utf8_lossy(key);
    match &reply.verdict {
        Some(Verdict::Rejected(rejected)) => tracing::warn!(
            table = %table,
            request_id,
            journal_offset = offset,
            reason = ?rejected.reason(),
            message = %rejected.message,
            "supervisor command rejected"
        ),
        _ => tracing::info!(
            table = %table,
            request_id,
            journal_offset = offset,
            "supervisor command applied"
        ),
    }
}
