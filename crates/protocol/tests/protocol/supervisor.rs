//! Supervisor requests: checked into domain commands; automatic and unknown reasons, blank and
//! overlong notes are typed errors.

use livedraw_domain::{CancelReason, DrawNumber, PauseReason, Resolution, SupervisorCommand};
use livedraw_protocol::supervisor::{
    decode_cancel_draw, decode_pause_table, decode_resolve_hold, decode_resume_table, Note,
    MAX_NOTE,
};
use livedraw_protocol::v1::{self, resolve_hold_request::Resolution as WireResolution};
use livedraw_protocol::{DecodeError, IdError};

fn cancel(reason: v1::CancelReason, note: &str) -> v1::CancelDrawRequest {
    v1::CancelDrawRequest {
        table_id: "wheel-1".into(),
        draw_number: 9,
        reason: reason.into(),
        note: note.into(),
    }
}

#[test]
fn a_cancel_draw_request_becomes_the_domain_command() {
    let request = decode_cancel_draw(cancel(
        v1::CancelReason::HostTouchedWheel,
        "host touched it",
    ))
    .expect("valid");
    assert_eq!(request.table.as_str(), "wheel-1");
    assert_eq!(
        request.command,
        SupervisorCommand::CancelDraw {
            draw: DrawNumber(9),
            reason: CancelReason::HostTouchedWheel
        }
    );
    assert_eq!(request.note.as_str(), "host touched it");
}

#[test]
fn automatic_reasons_are_refused_from_a_supervisor() {
    for (reason, code) in [
        (v1::CancelReason::HoldTimeout, "hold_timeout"),
        (v1::CancelReason::FaultOnRepeatSpin, "fault_on_repeat_spin"),
        (v1::CancelReason::FaultOnRepeatRoll, "fault_on_repeat_roll"),
        (v1::CancelReason::WrongBallCount, "wrong_ball_count"),
    ] {
        assert_eq!(
            decode_cancel_draw(cancel(reason, "why")),
            Err(DecodeError::AutomaticReason {
                field: "reason",
                code
            })
        );
    }
}

#[test]
fn unknown_and_unspecified_reasons_are_refused() {
    let mut request = cancel(v1::CancelReason::Unspecified, "why");
    assert_eq!(
        decode_cancel_draw(request.clone()),
        Err(DecodeError::Unspecified { field: "reason" })
    );
    request.reason = 77;
    assert_eq!(
        decode_cancel_draw(request),
        Err(DecodeError::UnknownEnumValue {
            field: "reason",
            value: 77
        })
    );
}

#[test]
fn a_note_is_required() {
    for blank in ["", "   ", "\n\t"] {
        assert_eq!(
            decode_cancel_draw(cancel(v1::CancelReason::HostError, blank)),
            Err(DecodeError::MissingNote)
        );
    }
}

#[test]
fn a_note_longer_than_1000_characters_is_refused() {
    assert!(Note::new("é".repeat(MAX_NOTE)).is_ok());
    assert_eq!(
        decode_cancel_draw(cancel(
            v1::CancelReason::HostError,
            &"é".repeat(MAX_NOTE + 1)
        )),
        Err(DecodeError::NoteTooLong {
            length: MAX_NOTE + 1,
            max: MAX_NOTE
        })
    );
}

#[test]
fn a_bad_table_or_draw_zero_is_refused() {
    let mut request = cancel(v1::CancelReason::HostError, "why");
    request.draw_number = 0;
    assert_eq!(
        decode_cancel_draw(request.clone()),
        Err(DecodeError::ZeroDrawNumber {
            field: "draw_number"
        })
    );
    request.table_id = String::new();
    assert_eq!(
        decode_cancel_draw(request),
        Err(DecodeError::BadId {
            field: "table_id",
            source: IdError::Empty
        })
    );
}

fn resolve(resolution: Option<WireResolution>) -> v1::ResolveHoldRequest {
    v1::ResolveHoldRequest {
        table_id: "poker-1".into(),
        draw_number: 3,
        resolution,
        note: "rescanned".into(),
    }
}

#[test]
fn a_hold_is_resolved_by_cancel_or_correction() {
    let corrected = decode_resolve_hold(resolve(Some(WireResolution::ConfirmCorrection(
        v1::resolve_hold_request::ConfirmCorrection {},
    ))))
    .expect("valid");
    assert_eq!(
        corrected.command,
        SupervisorCommand::ResolveHold {
            draw: DrawNumber(3),
            resolution: Resolution::ConfirmCorrection
        }
    );
    let cancelled = decode_resolve_hold(resolve(Some(WireResolution::Cancel(
        v1::CancelReason::ScannerFault.into(),
    ))))
    .expect("valid");
    assert_eq!(
        cancelled.command,
        SupervisorCommand::ResolveHold {
            draw: DrawNumber(3),
            resolution: Resolution::Cancel(CancelReason::ScannerFault)
        }
    );
}

#[test]
fn a_hold_resolution_must_be_given_and_not_automatic() {
    assert_eq!(
        decode_resolve_hold(resolve(None)),
        Err(DecodeError::Missing {
            field: "resolution"
        })
    );
    assert_eq!(
        decode_resolve_hold(resolve(Some(WireResolution::Cancel(
            v1::CancelReason::HoldTimeout.into()
        )))),
        Err(DecodeError::AutomaticReason {
            field: "cancel",
            code: "hold_timeout"
        })
    );
}

#[test]
fn pause_and_resume_become_domain_commands() {
    let pause = decode_pause_table(v1::PauseTableRequest {
        table_id: "dice-1".into(),
        reason: v1::PauseReason::Maintenance.into(),
        note: "felt change".into(),
    })
    .expect("valid");
    assert_eq!(
        pause.command,
        SupervisorCommand::Pause {
            reason: PauseReason::Maintenance
        }
    );
    let resume = decode_resume_table(v1::ResumeTableRequest {
        table_id: "dice-1".into(),
        note: "done".into(),
    })
    .expect("valid");
    assert_eq!(resume.command, SupervisorCommand::Resume);
}

#[test]
fn a_pause_needs_a_reason_and_a_resume_a_note() {
    assert_eq!(
        decode_pause_table(v1::PauseTableRequest {
            table_id: "dice-1".into(),
            reason: 0,
            note: "why".into(),
        }),
        Err(DecodeError::Unspecified { field: "reason" })
    );
    assert_eq!(
        decode_resume_table(v1::ResumeTableRequest {
            table_id: "dice-1".into(),
            note: String::new(),
        }),
        Err(DecodeError::MissingNote)
    );
}
