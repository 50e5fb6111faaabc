//! The engine's verdict on a command: the reply its step gives (the step itself is found by
//! [`livedraw_ingest::journal_and_wait`]).

use livedraw_protocol::v1::command_reply::{Accepted, Rejected, RejectionReason, Verdict};
use livedraw_protocol::v1::{CommandReply, EngineStep};

/// The `RejectionReason` of a rules refusal code (`TableError::code()`). A code without a
/// reason of its own (a newer engine's) is INVALID_REQUEST; its text stays in the message.
pub fn rejection_reason(code: &str) -> RejectionReason {
    match code {
        "unknown_table" => RejectionReason::UnknownTable,
        "unknown_draw" | "not_the_current_draw" => RejectionReason::UnknownDraw,
        "draw_already_ended" => RejectionReason::DrawAlreadyEnded,
        "not_held" => RejectionReason::NotHeld,
        "not_correctable" => RejectionReason::NotCorrectable,
        "automatic_reason" => RejectionReason::AutomaticReason,
        "already_paused" => RejectionReason::AlreadyPaused,
        "not_paused" => RejectionReason::NotPaused,
        "device_still_silent" => RejectionReason::DeviceStillSilent,
        "not_settled" => RejectionReason::NotSettled,
        "correction_window_closed" => RejectionReason::CorrectionWindowClosed,
        "nothing_corrected" => RejectionReason::NothingCorrected,
        "reading_not_of_game"
        | "no_such_card"
        | "no_such_position"
        | "no_such_pocket"
        | "out_of_range" => RejectionReason::NotOfDraw,
        "card_elsewhere" => RejectionReason::CardElsewhere,
        _ => RejectionReason::InvalidRequest,
    }
}

/// The reply a step gives: rejected with the rules' reason, or accepted.
pub fn reply(step: EngineStep, journal_offset: u64) -> CommandReply {
    let verdict = match step
        .rejection
        .filter(|rejection| !rejection.code.is_empty())
    {
        Some(rejection) => Verdict::Rejected(Rejected {
            reason: rejection_reason(&rejection.code).into(),
            message: format!("{}: {}", rejection.code, rejection.message),
        }),
        None => Verdict::Accepted(Accepted {
            journal_offset,
            applied_at: step.applied_at,
        }),
    };
    CommandReply {
        verdict: Some(verdict),
    }
}

/// The reply when the engine did not answer in time.
pub fn timed_out(request_id: &str, waited: std::time::Duration) -> CommandReply {
    CommandReply {
        verdict: Some(Verdict::Rejected(Rejected {
            reason: RejectionReason::Timeout.into(),
            message: format!(
                "the engine did not answer command {request_id} within {} ms; it may still be \
                 applied (watch the table)",
                waited.as_millis()
            ),
        })),
    }
}
