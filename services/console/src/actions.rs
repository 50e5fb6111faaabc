//! Supervisor actions from the console: cancel a draw, resolve a hold, pause and resume a table,
//! correct a settled draw (in the words of [`livedraw_client::correction_text`]), each one call of the existing `Supervisor` API made with the signed-in person's token, so
//! the action is journaled and audited exactly as the CLI's.
//!
//! The page gives every action an id when the person opens its form. The [`Ledger`] remembers
//! the latest actions by signer and id: a second request with an id already seen (a double
//! click, a resent request) waits for the first one's verdict and gets it, and the studio sees
//! the action once — one audit record, one verdict.

use super::problem::Problem;
use super::session::Session;
use super::upstream::Upstream;
use futures::future::{BoxFuture, FutureExt, Shared};
use livedraw_client::correction_text;
use livedraw_client::supervise::{self, Resolution, SuperviseError, Verdict};
use livedraw_protocol::v1;
use livedraw_protocol::v1::correct_result_request::Correction;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::Mutex;

/// Actions remembered for repeats.
const REMEMBERED: usize = 1024;
/// The longest action id.
const MAX_ACTION_ID: usize = 64;
/// The longest note.
const MAX_NOTE: usize = 500;

/// What a person asks of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Action {
    /// Cancel a draw with a reason.
    Cancel,
    /// Resolve a held draw: confirm the correction, or cancel with a reason.
    Resolve,
    /// Pause the table.
    Pause,
    /// Resume the table.
    Resume,
    /// Correct a settled draw: void it, or give what the table showed.
    Correct,
}

impl Action {
    /// The action of a route's last segment.
    pub fn named(name: &str) -> Option<Action> {
        match name {
            "cancel" => Some(Action::Cancel),
            "resolve" => Some(Action::Resolve),
            "pause" => Some(Action::Pause),
            "resume" => Some(Action::Resume),
            "correct" => Some(Action::Correct),
            _ => None,
        }
    }
}

/// The request body of an action.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ActionRequest {
    /// Chosen by the page when the form opens: repeats of one id are one action.
    pub action_id: String,
    /// The draw (cancel, resolve).
    #[serde(default)]
    pub draw: Option<u64>,
    /// `confirm` or `cancel` (resolve).
    #[serde(default)]
    pub resolution: Option<String>,
    /// A cancel reason code (`scanner_fault`, ...), a pause reason (`maintenance`, ...) or a
    /// correction reason (`misread`, ...).
    #[serde(default)]
    pub reason: Option<String>,
    /// The correction in words: `void`, `pocket 18`, `card banker:2:<barcode>`, ... (correct).
    #[serde(default)]
    pub correction: Option<String>,
    /// Why, in the supervisor's words; journaled with the action.
    #[serde(default)]
    pub note: String,
}

/// The engine's verdict, for the page.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct VerdictView {
    action_id: String,
    accepted: bool,
    /// The rejection's code (`draw_already_ended`, ...), empty when accepted.
    reason: String,
    message: String,
    journal_offset: Option<u64>,
    /// This request repeated an action already given: the verdict is the first one's.
    repeated: bool,
}

/// One action, checked: what is sent to the `Supervisor`.
#[derive(Clone, Debug, PartialEq)]
enum Command {
    Cancel {
        draw: u64,
        reason: v1::CancelReason,
    },
    Resolve {
        draw: u64,
        resolution: Resolution,
    },
    Pause {
        reason: v1::PauseReason,
    },
    Resume,
    Correct {
        draw: u64,
        correction: Correction,
        reason: v1::CorrectionReason,
    },
}

type Pending = Shared<BoxFuture<'static, Result<VerdictView, Problem>>>;

/// The latest actions by signer and action id, with their (pending or given) verdicts.
#[derive(Default)]
pub(super) struct Ledger {
    actions: Mutex<VecDeque<(String, Pending)>>,
}

impl Ledger {
    /// The verdict of `action` on `table`: given once per signer and action id.
    pub async fn give(
        &self,
        upstream: &Upstream,
        session: &Session,
        table: &str,
        action: Action,
        request: ActionRequest,
    ) -> Result<VerdictView, Problem> {
        check_action_id(&request.action_id)?;
        if request.note.chars().count() > MAX_NOTE {
            return Err(Problem::bad_request(format!(
                "the note is longer than {MAX_NOTE} characters"
            )));
        }
        let command = command(action, &request)?;
        let key = format!("{}\n{}", session.subject, request.action_id);
        let (pending, first) = {
            let mut actions = self.actions.lock().map_err(|_| poisoned())?;
            match actions.iter().find(|(seen, _)| *seen == key) {
                Some((_, pending)) => (pending.clone(), false),
                None => {
                    let pending = send(upstream, session, table, command, request)?;
                    actions.push_back((key, pending.clone()));
                    if actions.len() > REMEMBERED {
                        actions.pop_front();
                    }
                    (pending, true)
                }
            }
        };
        let mut verdict = pending.await?;
        verdict.repeated = !first;
        if verdict.repeated {
            tracing::info!(table, subject = %session.subject, action_id = %verdict.action_id, "repeated console action answered with its first verdict");
        }
        Ok(verdict)
    }
}

fn poisoned() -> Problem {
    Problem::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        "the console's action ledger is unusable: restart the console",
    )
}

fn check_action_id(id: &str) -> Result<(), Problem> {
    let fits = !id.is_empty()
        && id.len() <= MAX_ACTION_ID
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if fits {
        Ok(())
    } else {
        Err(Problem::bad_request(format!(
            "action_id must be 1 to {MAX_ACTION_ID} letters, digits or dashes"
        )))
    }
}

fn command(action: Action, request: &ActionRequest) -> Result<Command, Problem> {
    let draw = || {
        request
            .draw
            .filter(|draw| *draw > 0)
            .ok_or_else(|| Problem::bad_request("which draw? `draw` is missing"))
    };
    let cancel_reason = || {
        let code = request
            .reason
            .as_deref()
            .ok_or_else(|| Problem::bad_request("a cancellation needs a reason code"))?;
        supervise::cancel_reason(code).map_err(|error| Problem::bad_request(error.to_string()))
    };
    Ok(match action {
        Action::Cancel => Command::Cancel {
            draw: draw()?,
            reason: cancel_reason()?,
        },
        Action::Resolve => Command::Resolve {
            draw: draw()?,
            resolution: match request.resolution.as_deref() {
                Some("confirm") => Resolution::Confirm,
                Some("cancel") => Resolution::Cancel(cancel_reason()?),
                _ => {
                    return Err(Problem::bad_request(
                        "resolution must be `confirm` or `cancel`",
                    ))
                }
            },
        },
        Action::Pause => Command::Pause {
            reason: pause_reason(request.reason.as_deref().unwrap_or("supervisor"))?,
        },
        Action::Resume => Command::Resume,
        Action::Correct => {
            let words = request
                .correction
                .as_deref()
                .ok_or_else(|| Problem::bad_request("which correction? `correction` is missing"))?;
            let reason = request
                .reason
                .as_deref()
                .ok_or_else(|| Problem::bad_request("a correction needs a reason code"))?;
            Command::Correct {
                draw: draw()?,
                correction: correction_text::parse(words)
                    .map_err(|error| Problem::bad_request(error.to_string()))?,
                reason: supervise::correction_reason(reason)
                    .map_err(|error| Problem::bad_request(error.to_string()))?,
            }
        }
    })
}

/// The pause reasons a person may give, as codes.
pub(super) const PAUSE_REASONS: &[&str] = &["maintenance", "technical_problem", "supervisor"];

fn pause_reason(code: &str) -> Result<v1::PauseReason, Problem> {
    v1::PauseReason::from_str_name(&format!("PAUSE_REASON_{}", code.to_ascii_uppercase()))
        .filter(|reason| *reason != v1::PauseReason::Unspecified)
        .ok_or_else(|| {
            Problem::bad_request(format!(
                "unknown pause reason `{code}` (known: {})",
                PAUSE_REASONS.join(", ")
            ))
        })
}

/// Starts the call; its verdict is shared by every repeat of the action.
fn send(
    upstream: &Upstream,
    session: &Session,
    table: &str,
    command: Command,
    request: ActionRequest,
) -> Result<Pending, Problem> {
    let mut client = upstream.supervisor(session)?;
    let table = table.to_string();
    let call = async move {
        let note = request.note.as_str();
        let verdict = match command {
            Command::Cancel { draw, reason } => {
                supervise::cancel(&mut client, &table, draw, reason, note).await
            }
            Command::Resolve { draw, resolution } => {
                supervise::resolve(&mut client, &table, draw, resolution, note).await
            }
            Command::Pause { reason } => supervise::pause(&mut client, &table, reason, note).await,
            Command::Resume => supervise::resume(&mut client, &table, note).await,
            Command::Correct {
                draw,
                correction,
                reason,
            } => supervise::correct(&mut client, &table, draw, correction, reason, note).await,
        };
        let view = view(request.action_id, verdict)?;
        tracing::info!(table, action_id = %view.action_id, accepted = view.accepted, reason = %view.reason, "console action");
        Ok(view)
    };
    // Its own task: a page that goes away mid-call does not stop an action already sent.
    let task = tokio::spawn(call);
    Ok(async move {
        task.await.unwrap_or_else(|error| {
            Err(Problem::new(
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                format!("the action's call failed: {error}"),
            ))
        })
    }
    .boxed()
    .shared())
}

fn view(
    action_id: String,
    verdict: Result<Verdict, SuperviseError>,
) -> Result<VerdictView, Problem> {
    match verdict {
        Ok(Verdict::Accepted { journal_offset, .. }) => Ok(VerdictView {
            action_id,
            accepted: true,
            reason: String::new(),
            message: "accepted".into(),
            journal_offset: Some(journal_offset),
            repeated: false,
        }),
        Ok(Verdict::Rejected { reason, message }) => Ok(VerdictView {
            action_id,
            accepted: false,
            reason: super::view::enum_name(reason.as_str_name(), "REJECTION_REASON_"),
            message,
            journal_offset: None,
            repeated: false,
        }),
        Err(error) => Err(Problem::from(error)),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;

    fn request(body: &str) -> ActionRequest {
        serde_json::from_str(body).unwrap()
    }

    #[test]
    fn each_action_is_checked_before_it_is_sent() {
        let cancel = request(r#"{"action_id":"a-1","draw":7,"reason":"scanner_fault","note":"x"}"#);
        assert_eq!(
            command(Action::Cancel, &cancel).unwrap(),
            Command::Cancel {
                draw: 7,
                reason: v1::CancelReason::ScannerFault
            }
        );
        let unknown = request(r#"{"action_id":"a-1","draw":7,"reason":"bored"}"#);
        let refused = command(Action::Cancel, &unknown).unwrap_err();
        assert!(
            refused.message.contains("unknown reason `bored`"),
            "{}",
            refused.message
        );
        let no_draw = request(r#"{"action_id":"a-1","reason":"scanner_fault"}"#);
        assert!(command(Action::Cancel, &no_draw)
            .unwrap_err()
            .message
            .contains("draw"));
        let confirm = request(r#"{"action_id":"a-1","draw":3,"resolution":"confirm"}"#);
        assert_eq!(
            command(Action::Resolve, &confirm).unwrap(),
            Command::Resolve {
                draw: 3,
                resolution: Resolution::Confirm
            }
        );
        let neither = request(r#"{"action_id":"a-1","draw":3,"resolution":"maybe"}"#);
        assert!(command(Action::Resolve, &neither).is_err());
        let pause = request(r#"{"action_id":"a-1","reason":"maintenance"}"#);
        assert_eq!(
            command(Action::Pause, &pause).unwrap(),
            Command::Pause {
                reason: v1::PauseReason::Maintenance
            }
        );
        let correct =
            request(r#"{"action_id":"a-1","draw":5,"correction":"pocket 18","reason":"misread"}"#);
        assert!(matches!(
            command(Action::Correct, &correct).unwrap(),
            Command::Correct {
                draw: 5,
                reason: v1::CorrectionReason::Misread,
                ..
            }
        ));
        let wordless =
            request(r#"{"action_id":"a-1","draw":5,"correction":"18","reason":"misread"}"#);
        assert!(command(Action::Correct, &wordless)
            .unwrap_err()
            .message
            .contains("a correction is one of"));
        assert!(serde_json::from_str::<ActionRequest>(r#"{"action_id":"a","table":"x"}"#).is_err());
    }

    #[test]
    fn action_ids_are_short_and_plain() {
        assert!(check_action_id("3f2a-77").is_ok());
        assert!(check_action_id("").is_err());
        assert!(check_action_id("a b").is_err());
        assert!(check_action_id(&"a".repeat(65)).is_err());
    }
}
