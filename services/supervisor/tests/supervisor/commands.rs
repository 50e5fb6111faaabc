//! Supervisor commands: the bad-input table (precise status, nothing journaled), and the
//! engine's verdicts: accepted, rejected with the rules' reason, TIMEOUT.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use crate::common::{as_alice, Studio, SHORT_DEADLINE};
use livedraw_auth::{Role, TokenKeys};
use livedraw_protocol::v1::command_reply::{RejectionReason, Verdict};
use livedraw_protocol::v1::resolve_hold_request::{ConfirmCorrection, Resolution};
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{
    self, CancelDrawRequest, CancelReason, CommandReply, PauseReason, PauseTableRequest,
    ResolveHoldRequest, ResumeTableRequest,
};
use livedraw_testkit::tokens::{as_caller, keys, token_signed, with_token};
use std::time::{Duration, Instant};
use tonic::transport::Channel;
use tonic::{Code, Request, Status};

fn cancel(table: &str, draw: u64, reason: CancelReason, note: &str) -> CancelDrawRequest {
    CancelDrawRequest {
        table_id: table.into(),
        draw_number: draw,
        reason: reason.into(),
        note: note.into(),
    }
}

fn good_cancel() -> CancelDrawRequest {
    cancel(
        "baccarat-1",
        1,
        CancelReason::ScannerFault,
        "scanner lost the card",
    )
}

fn resolve(draw: u64, resolution: Option<Resolution>) -> ResolveHoldRequest {
    ResolveHoldRequest {
        table_id: "baccarat-1".into(),
        draw_number: draw,
        resolution,
        note: "checked the camera".into(),
    }
}

fn pause(reason: i32, note: &str) -> PauseTableRequest {
    PauseTableRequest {
        table_id: "baccarat-1".into(),
        reason,
        note: note.into(),
    }
}

/// One bad request: what it is, how to send it, the code and a message fragment.
struct Case {
    name: &'static str,
    send: Request<Sent>,
    code: Code,
    fragment: &'static str,
}

enum Sent {
    Cancel(CancelDrawRequest),
    Resolve(ResolveHoldRequest),
    Pause(PauseTableRequest),
    Resume(ResumeTableRequest),
}

async fn send(
    client: &mut SupervisorClient<Channel>,
    request: Request<Sent>,
) -> Result<CommandReply, Status> {
    let (metadata, extensions, message) = request.into_parts();
    let reply = match message {
        Sent::Cancel(m) => {
            client
                .cancel_draw(Request::from_parts(metadata, extensions, m))
                .await
        }
        Sent::Resolve(m) => {
            client
                .resolve_hold(Request::from_parts(metadata, extensions, m))
                .await
        }
        Sent::Pause(m) => {
            client
                .pause_table(Request::from_parts(metadata, extensions, m))
                .await
        }
        Sent::Resume(m) => {
            client
                .resume_table(Request::from_parts(metadata, extensions, m))
                .await
        }
    };
    reply.map(tonic::Response::into_inner)
}

fn case(name: &'static str, send: Request<Sent>, code: Code, fragment: &'static str) -> Case {
    Case {
        name,
        send,
        code,
        fragment,
    }
}

/// A supervisor token of the studio's key that expired a minute ago.
fn expired() -> String {
    let hour = Duration::from_secs(3600);
    let age = hour + Duration::from_secs(60);
    token_signed(&keys().private_pem, "alice", &[Role::Supervisor], age, hour)
}

/// A supervisor token signed by another key.
fn foreign() -> String {
    let other = TokenKeys::generate().unwrap();
    let hour = Duration::from_secs(3600);
    token_signed(
        &other.private_pem,
        "alice",
        &[Role::Admin],
        Duration::ZERO,
        hour,
    )
}

fn cases() -> Vec<Case> {
    let alice = |sent| as_alice(sent);
    vec![
        case(
            "r4 no token",
            Request::new(Sent::Cancel(good_cancel())),
            Code::Unauthenticated,
            "missing `authorization: Bearer <token>`",
        ),
        case(
            "r4 garbled token",
            with_token(Sent::Cancel(good_cancel()), "not-a-jwt"),
            Code::Unauthenticated,
            "malformed token",
        ),
        case(
            "r4 not a bearer token",
            {
                let mut request = Request::new(Sent::Cancel(good_cancel()));
                request
                    .metadata_mut()
                    .insert("authorization", "Basic YWxpY2U6c2VjcmV0".parse().unwrap());
                request
            },
            Code::Unauthenticated,
            "is not `Bearer <token>`",
        ),
        case(
            "r4 expired token",
            with_token(Sent::Cancel(good_cancel()), &expired()),
            Code::Unauthenticated,
            "token expired",
        ),
        case(
            "r4 bad signature",
            with_token(Sent::Cancel(good_cancel()), &foreign()),
            Code::Unauthenticated,
            "bad token signature",
        ),
        case(
            "r4 frontend token on a command",
            as_caller(Sent::Cancel(good_cancel()), "bob", Role::Frontend),
            Code::PermissionDenied,
            "`bob` has no role that may call livedraw.v1.Supervisor (needs admin or supervisor)",
        ),
        case(
            "r4 frontend token on pause",
            as_caller(Sent::Pause(pause(1, "lunch")), "bob", Role::Frontend),
            Code::PermissionDenied,
            "needs admin or supervisor",
        ),
        case(
            "missing note",
            alice(Sent::Cancel(cancel(
                "baccarat-1",
                1,
                CancelReason::ScannerFault,
                "",
            ))),
            Code::InvalidArgument,
            "`note` is required",
        ),
        case(
            "blank note",
            alice(Sent::Resume(ResumeTableRequest {
                table_id: "baccarat-1".into(),
                note: "   ".into(),
            })),
            Code::InvalidArgument,
            "`note` is required",
        ),
        case(
            "note too long",
            alice(Sent::Pause(pause(1, &"x".repeat(1_001)))),
            Code::InvalidArgument,
            "`note` has 1001 characters, at most 1000",
        ),
        case(
            "automatic reason",
            alice(Sent::Cancel(cancel(
                "baccarat-1",
                1,
                CancelReason::HoldTimeout,
                "late",
            ))),
            Code::InvalidArgument,
            "`hold_timeout` is applied by the rules",
        ),
        case(
            "unknown reason",
            alice(Sent::Cancel(CancelDrawRequest {
                reason: 999,
                ..good_cancel()
            })),
            Code::InvalidArgument,
            "`reason` is 999, not a known value",
        ),
        case(
            "unspecified reason",
            alice(Sent::Cancel(CancelDrawRequest {
                reason: 0,
                ..good_cancel()
            })),
            Code::InvalidArgument,
            "`reason` is not set",
        ),
        case(
            "draw number 0",
            alice(Sent::Cancel(CancelDrawRequest {
                draw_number: 0,
                ..good_cancel()
            })),
            Code::InvalidArgument,
            "`draw_number` is 0",
        ),
        case(
            "unknown table",
            alice(Sent::Cancel(cancel(
                "roulette-9",
                1,
                CancelReason::ScannerFault,
                "x",
            ))),
            Code::NotFound,
            "unknown table `roulette-9`",
        ),
        case(
            "table id with bad characters",
            alice(Sent::Cancel(cancel(
                "bac/carat",
                1,
                CancelReason::ScannerFault,
                "x",
            ))),
            Code::InvalidArgument,
            "`table_id` has `/`",
        ),
        case(
            "resolve without a resolution",
            alice(Sent::Resolve(resolve(1, None))),
            Code::InvalidArgument,
            "`resolution` is missing",
        ),
        case(
            "resolve with an automatic reason",
            alice(Sent::Resolve(resolve(
                1,
                Some(Resolution::Cancel(CancelReason::WrongBallCount.into())),
            ))),
            Code::InvalidArgument,
            "`wrong_ball_count` is applied by the rules",
        ),
        case(
            "pause without a reason",
            alice(Sent::Pause(pause(0, "lunch"))),
            Code::InvalidArgument,
            "`reason` is not set",
        ),
        case(
            "resume of an unknown table",
            alice(Sent::Resume(ResumeTableRequest {
                table_id: "nowhere".into(),
                note: "back".into(),
            })),
            Code::NotFound,
            "unknown table `nowhere`",
        ),
    ]
}

#[tokio::test]
async fn r4_every_bad_command_gets_its_status_and_journals_nothing() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    for case in cases() {
        let before = studio.journal_size().await;
        let status = match send(&mut client, case.send).await {
            Err(status) => status,
            Ok(reply) => panic!("{}: answered {reply:?}", case.name),
        };
        assert_eq!(
            status.code(),
            case.code,
            "{}: {}",
            case.name,
            status.message()
        );
        assert!(
            status.message().contains(case.fragment),
            "{}: `{}` lacks `{}`",
            case.name,
            status.message(),
            case.fragment
        );
        assert_eq!(
            studio.journal_size().await,
            before,
            "{} journaled",
            case.name
        );
    }
    assert_eq!(studio.journal_size().await, 0);
}

fn rejected(reply: &CommandReply) -> (RejectionReason, &str) {
    match &reply.verdict {
        Some(Verdict::Rejected(rejected)) => (rejected.reason(), rejected.message.as_str()),
        other => panic!("not rejected: {other:?}"),
    }
}

#[tokio::test]
async fn an_accepted_command_is_journaled_with_who_and_answered_with_its_offset() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let reply = client
        .cancel_draw(as_alice(good_cancel()))
        .await
        .unwrap()
        .into_inner();
    let Some(Verdict::Accepted(accepted)) = reply.verdict else {
        panic!("not accepted: {reply:?}");
    };
    assert_eq!(accepted.journal_offset, 0);
    let journal = studio.journal_of("baccarat-1").await;
    assert_eq!(journal.len(), 1);
    let Some(v1::journal_entry::Entry::Supervisor(action)) = &journal[0].entry else {
        panic!("not a supervisor action");
    };
    assert_eq!(
        (action.subject.as_str(), action.role.as_str()),
        ("alice", "supervisor")
    );
    assert_eq!(action.request_id.len(), 36, "a uuid: {}", action.request_id);
    assert_eq!(
        action.command,
        Some(v1::supervisor_action::Command::CancelDraw(good_cancel()))
    );
    assert_eq!(accepted.applied_at, journal[0].received_at);
    // Each command gets its own request id.
    client
        .resolve_hold(as_alice(resolve(
            1,
            Some(Resolution::ConfirmCorrection(ConfirmCorrection {})),
        )))
        .await
        .unwrap();
    let journal = studio.journal_of("baccarat-1").await;
    let ids: Vec<_> = journal
        .iter()
        .map(|entry| match &entry.entry {
            Some(v1::journal_entry::Entry::Supervisor(action)) => action.request_id.clone(),
            _ => panic!("not a supervisor action"),
        })
        .collect();
    assert_ne!(ids[0], ids[1]);
}

#[tokio::test]
async fn the_rules_refusals_come_back_as_rejection_reasons() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let ended = client
        .cancel_draw(as_alice(CancelDrawRequest {
            draw_number: 2,
            ..good_cancel()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        rejected(&ended),
        (
            RejectionReason::DrawAlreadyEnded,
            "draw_already_ended: draw 2 has already ended"
        )
    );
    let unknown = client
        .resolve_hold(as_alice(resolve(
            9,
            Some(Resolution::ConfirmCorrection(ConfirmCorrection {})),
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rejected(&unknown).0, RejectionReason::UnknownDraw);
    let not_paused = client
        .resume_table(as_caller(
            ResumeTableRequest {
                table_id: "baccarat-1".into(),
                note: "back".into(),
            },
            "root",
            Role::Admin,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rejected(&not_paused).0, RejectionReason::NotPaused);
    let first = client
        .pause_table(as_alice(pause(PauseReason::Maintenance.into(), "lunch")))
        .await
        .unwrap()
        .into_inner();
    assert!(matches!(first.verdict, Some(Verdict::Accepted(_))));
    let again = client
        .pause_table(as_alice(pause(PauseReason::Maintenance.into(), "lunch")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rejected(&again).0, RejectionReason::AlreadyPaused);
    // Rejected commands are journaled too: the engine judged them there.
    assert_eq!(studio.journal_size().await, 5);
}

#[tokio::test]
async fn no_step_within_the_deadline_is_a_timeout() {
    let studio = Studio::with_deadline(SHORT_DEADLINE).await;
    let mut client = studio.client().await;
    let started = Instant::now();
    let reply = client
        .cancel_draw(as_alice(cancel(
            "wheel-1",
            1,
            CancelReason::HostTouchedWheel,
            "touched",
        )))
        .await
        .unwrap()
        .into_inner();
    let (reason, message) = rejected(&reply);
    assert_eq!(reason, RejectionReason::Timeout);
    assert!(message.contains("may still be applied"), "{message}");
    assert!(started.elapsed() >= SHORT_DEADLINE);
    assert_eq!(
        studio.journal_size().await,
        1,
        "the command is journaled all the same"
    );
}

#[test]
fn every_rules_code_a_command_can_get_has_its_reason() {
    use livedraw_supervisor::rejection_reason;
    for (code, reason) in [
        ("draw_already_ended", RejectionReason::DrawAlreadyEnded),
        ("unknown_draw", RejectionReason::UnknownDraw),
        ("not_held", RejectionReason::NotHeld),
        ("not_correctable", RejectionReason::NotCorrectable),
        ("automatic_reason", RejectionReason::AutomaticReason),
        ("already_paused", RejectionReason::AlreadyPaused),
        ("not_paused", RejectionReason::NotPaused),
        ("device_still_silent", RejectionReason::DeviceStillSilent),
        ("clock_behind", RejectionReason::InvalidRequest),
    ] {
        assert_eq!(rejection_reason(code), reason, "{code}");
    }
}
