//! Supervisor commands through the `Supervisor` gRPC API (`livedraw cancel`, `livedraw
//! resolve`, and the simulated supervisor), answered with the engine's verdict. Who gives them
//! is the subject of the client's token ([`crate::access::Access::supervisor`]).

use livedraw_gate::Authorized;
use livedraw_protocol::v1::command_reply::{self, RejectionReason};
use livedraw_protocol::v1::correct_result_request::Correction;
use livedraw_protocol::v1::resolve_hold_request::{ConfirmCorrection, Resolution as Wire};
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{
    self, CancelDrawRequest, CommandReply, CorrectResultRequest, PauseTableRequest,
    ResolveHoldRequest, ResumeTableRequest, VoidSpinRequest,
};
use std::fmt;

/// How a held draw is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// The held reading was wrong: discard it and go on.
    Confirm,
    /// Void the draw for this reason.
    Cancel(v1::CancelReason),
}

/// The engine's verdict on a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Applied.
    Accepted {
        /// Where the command is in the table's studio journal.
        journal_offset: u64,
        /// When the engine applied it.
        applied_at: Option<prost_types::Timestamp>,
    },
    /// Not applied.
    Rejected {
        /// Why, as a code.
        reason: RejectionReason,
        /// Why, for people.
        message: String,
    },
}

/// Why a command got no verdict.
#[derive(Debug, thiserror::Error)]
pub enum SuperviseError {
    /// The call failed (unreachable, refused: the status says why).
    #[error("{:?}: {}", .0.code(), .0.message())]
    Call(#[from] tonic::Status),
    /// A reason code that is not a cancel (or correction) reason.
    #[error("unknown reason `{code}` (known: {known})")]
    UnknownReason {
        /// The code given.
        code: String,
        /// The codes known.
        known: String,
    },
    /// The reply had neither verdict.
    #[error("the supervisor answered without a verdict")]
    NoVerdict,
}

const REASON_PREFIX: &str = "CANCEL_REASON_";

/// The cancel reason of a code such as `scanner_fault` (the name in `common.proto`, lower
/// case, without its prefix).
pub fn cancel_reason(code: &str) -> Result<v1::CancelReason, SuperviseError> {
    let name = format!("{REASON_PREFIX}{}", code.to_ascii_uppercase());
    v1::CancelReason::from_str_name(&name)
        .filter(|reason| *reason != v1::CancelReason::Unspecified)
        .ok_or_else(|| SuperviseError::UnknownReason {
            code: code.to_string(),
            known: known_reasons(),
        })
}

fn known_reasons() -> String {
    (1..)
        .map_while(|value| v1::CancelReason::try_from(value).ok())
        .map(|reason| reason_code(reason.as_str_name()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn reason_code(name: &str) -> String {
    name.trim_start_matches(REASON_PREFIX).to_ascii_lowercase()
}

/// The verdict of a reply.
pub fn verdict(reply: CommandReply) -> Result<Verdict, SuperviseError> {
    match reply.verdict.ok_or(SuperviseError::NoVerdict)? {
        command_reply::Verdict::Accepted(accepted) => Ok(Verdict::Accepted {
            journal_offset: accepted.journal_offset,
            applied_at: accepted.applied_at,
        }),
        command_reply::Verdict::Rejected(rejected) => Ok(Verdict::Rejected {
            reason: rejected.reason(),
            message: rejected.message,
        }),
    }
}

/// Cancels `draw` of `table`.
pub async fn cancel(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    draw: u64,
    reason: v1::CancelReason,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let message = CancelDrawRequest {
        table_id: table.to_string(),
        draw_number: draw,
        reason: reason.into(),
        note: note.to_string(),
    };
    let reply = client.cancel_draw(message).await?;
    verdict(reply.into_inner())
}

/// Resolves the held `draw` of `table`.
pub async fn resolve(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    draw: u64,
    resolution: Resolution,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let resolution = match resolution {
        Resolution::Confirm => Wire::ConfirmCorrection(ConfirmCorrection {}),
        Resolution::Cancel(reason) => Wire::Cancel(reason.into()),
    };
    let message = ResolveHoldRequest {
        table_id: table.to_string(),
        draw_number: draw,
        resolution: Some(resolution),
        note: note.to_string(),
    };
    let reply = client.resolve_hold(message).await?;
    verdict(reply.into_inner())
}

/// Pauses `table` after its current draw.
pub async fn pause(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    reason: v1::PauseReason,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let message = PauseTableRequest {
        table_id: table.to_string(),
        reason: reason.into(),
        note: note.to_string(),
    };
    let reply = client.pause_table(message).await?;
    verdict(reply.into_inner())
}

/// Lets the paused `table` open draws again.
pub async fn resume(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let message = ResumeTableRequest {
        table_id: table.to_string(),
        note: note.to_string(),
    };
    let reply = client.resume_table(message).await?;
    verdict(reply.into_inner())
}

/// Voids the spin of `draw` on `table` (an outside factor affected it); bets stay for the
/// repeated spin.
pub async fn void_spin(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    draw: u64,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let message = VoidSpinRequest {
        table_id: table.to_string(),
        draw_number: draw,
        note: note.to_string(),
    };
    let reply = client.void_spin(message).await?;
    verdict(reply.into_inner())
}

/// Corrects the settled `draw` of `table` (operations.md): void it, or give what the table
/// really showed; the engine publishes the draw's next revision.
pub async fn correct(
    client: &mut SupervisorClient<Authorized>,
    table: &str,
    draw: u64,
    correction: Correction,
    reason: v1::CorrectionReason,
    note: &str,
) -> Result<Verdict, SuperviseError> {
    let message = CorrectResultRequest {
        table_id: table.to_string(),
        draw_number: draw,
        correction: Some(correction),
        reason: reason.into(),
        note: note.to_string(),
    };
    let reply = client.correct_result(message).await?;
    verdict(reply.into_inner())
}

const CORRECTION_PREFIX: &str = "CORRECTION_REASON_";

/// The correction reason of a code such as `misread` (the name in `common.proto`, lower case,
/// without its prefix).
pub fn correction_reason(code: &str) -> Result<v1::CorrectionReason, SuperviseError> {
    let name = format!("{CORRECTION_PREFIX}{}", code.to_ascii_uppercase());
    v1::CorrectionReason::from_str_name(&name)
        .filter(|reason| *reason != v1::CorrectionReason::Unspecified)
        .ok_or_else(|| SuperviseError::UnknownReason {
            code: code.to_string(),
            known: (1..)
                .map_while(|value| v1::CorrectionReason::try_from(value).ok())
                .map(|reason| {
                    reason
                        .as_str_name()
                        .trim_start_matches(CORRECTION_PREFIX)
                        .to_ascii_lowercase()
                })
                .collect::<Vec<_>>()
                .join(", "),
        })
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted {
                journal_offset,
                applied_at,
            } => {
                write!(f, "accepted: journal offset {journal_offset}")?;
                match applied_at {
                    Some(at) => write!(f, ", applied at {at}"),
                    None => Ok(()),
                }
            }
            Verdict::Rejected { reason, message } => {
                let code = reason
                    .as_str_name()
                    .trim_start_matches("REJECTION_REASON_")
                    .to_ascii_lowercase();
                write!(f, "rejected ({code}): {message}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reason_codes_are_the_proto_names_in_lower_case() {
        assert_eq!(
            cancel_reason("scanner_fault").expect("known"),
            v1::CancelReason::ScannerFault
        );
        let unknown = cancel_reason("bored").expect_err("unknown").to_string();
        assert!(unknown.contains("technical_problem"), "{unknown}");
        assert!(cancel_reason("unspecified").is_err());
    }

    #[test]
    fn a_verdict_reads_as_one_line() {
        let rejected = Verdict::Rejected {
            reason: RejectionReason::DrawAlreadyEnded,
            message: "draw 4 has ended".into(),
        };
        assert_eq!(
            rejected.to_string(),
            "rejected (draw_already_ended): draw 4 has ended"
        );
        let accepted = Verdict::Accepted {
            journal_offset: 12,
            applied_at: None,
        };
        assert_eq!(accepted.to_string(), "accepted: journal offset 12");
    }
}
