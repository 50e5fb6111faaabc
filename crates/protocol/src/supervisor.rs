//! Supervisor requests to domain commands. The caller's identity and role come from the
//! authenticated connection, not from here; this checks what the request itself says.

use crate::common::{
    decode_cancel_reason, decode_pause_reason, encode_cancel_reason, encode_pause_reason,
};
use crate::correction;
use crate::error::DecodeError;
use crate::ids::TableId;
use crate::narrowing::{draw_number, required};
use crate::v1;
use livedraw_domain::{CancelReason, Resolution, SupervisorCommand};

/// The longest note accepted, in characters.
pub const MAX_NOTE: usize = 1_000;

/// A supervisor's note for the audit trail: not blank, at most [`MAX_NOTE`] characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note(String);

impl Note {
    /// A note, if `text` is not blank and not too long.
    pub fn new(text: impl Into<String>) -> Result<Note, DecodeError> {
        let text = text.into();
        if text.trim().is_empty() {
            return Err(DecodeError::MissingNote);
        }
        let length = text.chars().count();
        if length > MAX_NOTE {
            return Err(DecodeError::NoteTooLong {
                length,
                max: MAX_NOTE,
            });
        }
        Ok(Note(text))
    }

    /// The note as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A checked supervisor request: the table, the command for its rules, and the note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SupervisorRequest {
    /// The table.
    pub table: TableId,
    /// The command.
    pub command: SupervisorCommand,
    /// Why, for the audit trail.
    pub note: Note,
}

fn table(text: String) -> Result<TableId, DecodeError> {
    TableId::new(text).map_err(|source| DecodeError::BadId {
        field: "table_id",
        source,
    })
}

/// A cancel reason a supervisor may give: known, set, and not one the rules apply themselves.
fn supervisor_reason(field: &'static str, value: i32) -> Result<CancelReason, DecodeError> {
    let reason = decode_cancel_reason(field, value, 0)?;
    if reason.is_automatic() {
        return Err(DecodeError::AutomaticReason {
            field,
            code: reason.code(),
        });
    }
    Ok(reason)
}

/// Checks a CancelDraw request.
pub fn decode_cancel_draw(
    request: v1::CancelDrawRequest,
) -> Result<SupervisorRequest, DecodeError> {
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::CancelDraw {
            draw: draw_number("draw_number", request.draw_number)?,
            reason: supervisor_reason("reason", request.reason)?,
        },
        note: Note::new(request.note)?,
    })
}

/// Checks a ResolveHold request.
pub fn decode_resolve_hold(
    request: v1::ResolveHoldRequest,
) -> Result<SupervisorRequest, DecodeError> {
    use v1::resolve_hold_request::Resolution as Wire;
    let resolution = match required("resolution", request.resolution)? {
        Wire::Cancel(reason) => Resolution::Cancel(supervisor_reason("cancel", reason)?),
        Wire::ConfirmCorrection(_) => Resolution::ConfirmCorrection,
    };
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::ResolveHold {
            draw: draw_number("draw_number", request.draw_number)?,
            resolution,
        },
        note: Note::new(request.note)?,
    })
}

/// Checks a PauseTable request.
pub fn decode_pause_table(
    request: v1::PauseTableRequest,
) -> Result<SupervisorRequest, DecodeError> {
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::Pause {
            reason: decode_pause_reason("reason", request.reason)?,
        },
        note: Note::new(request.note)?,
    })
}

/// Checks a ResumeTable request.
pub fn decode_resume_table(
    request: v1::ResumeTableRequest,
) -> Result<SupervisorRequest, DecodeError> {
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::Resume,
        note: Note::new(request.note)?,
    })
}

/// Checks a CorrectResult request. The draw's original result is not the caller's to give:
/// the supervisor service finds it in the draw events and adds it before journaling.
pub fn decode_correct_result(
    request: v1::CorrectResultRequest,
) -> Result<SupervisorRequest, DecodeError> {
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::CorrectResult {
            draw: draw_number("draw_number", request.draw_number)?,
            correction: correction::decode_correction(request.correction)?,
            reason: correction::decode_reason("reason", request.reason)?,
            original: None,
        },
        note: Note::new(request.note)?,
    })
}

/// Checks a VoidSpin request.
pub fn decode_void_spin(request: v1::VoidSpinRequest) -> Result<SupervisorRequest, DecodeError> {
    Ok(SupervisorRequest {
        table: table(request.table_id)?,
        command: SupervisorCommand::VoidSpin {
            draw: draw_number("draw_number", request.draw_number)?,
        },
        note: Note::new(request.note)?,
    })
}

/// The wire form of a checked request, as journaled: the command, and a correction's original
/// result.
pub fn encode(
    request: &SupervisorRequest,
) -> (v1::supervisor_action::Command, Option<v1::SettledDraw>) {
    use v1::supervisor_action::Command;
    let table_id = request.table.as_str().to_string();
    let note = request.note.as_str().to_string();
    let command = match request.command {
        SupervisorCommand::CorrectResult {
            draw,
            ref correction,
            reason,
            ref original,
        } => {
            let command = Command::CorrectResult(v1::CorrectResultRequest {
                table_id,
                draw_number: draw.0,
                correction: Some(correction::encode_correction(correction)),
                reason: correction::encode_reason(reason).into(),
                note,
            });
            return (command, original.as_deref().map(correction::encode_settled));
        }
        SupervisorCommand::CancelDraw { draw, reason } => {
            Command::CancelDraw(v1::CancelDrawRequest {
                table_id,
                draw_number: draw.0,
                reason: encode_cancel_reason(reason).into(),
                note,
            })
        }
        SupervisorCommand::ResolveHold { draw, resolution } => {
            use v1::resolve_hold_request::Resolution as Wire;
            let resolution = match resolution {
                Resolution::Cancel(reason) => Wire::Cancel(encode_cancel_reason(reason).into()),
                Resolution::ConfirmCorrection => {
                    Wire::ConfirmCorrection(v1::resolve_hold_request::ConfirmCorrection {})
                }
            };
            Command::ResolveHold(v1::ResolveHoldRequest {
                table_id,
                draw_number: draw.0,
                resolution: Some(resolution),
                note,
            })
        }
        SupervisorCommand::Pause { reason } => Command::PauseTable(v1::PauseTableRequest {
            table_id,
            reason: encode_pause_reason(reason).into(),
            note,
        }),
        SupervisorCommand::Resume => {
            Command::ResumeTable(v1::ResumeTableRequest { table_id, note })
        }
        SupervisorCommand::VoidSpin { draw } => Command::VoidSpin(v1::VoidSpinRequest {
            table_id,
            draw_number: draw.0,
            note,
        }),
    };
    (command, None)
}
