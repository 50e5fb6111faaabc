//! Why a supervisor request is refused before the engine sees it, and its gRPC status.

use livedraw_bus::BusError;
use livedraw_protocol::DecodeError;
use thiserror::Error;
use tonic::{Code, Status};

/// A supervisor request refused by the service itself (the engine's own refusals are
/// `CommandReply` rejections, not errors).
#[derive(Clone, Debug, Error)]
pub enum Refusal {
    /// The call carries no verified caller (UNAUTHENTICATED): the service was served without
    /// its [`livedraw_gate::TokenGate`]. The gate itself refuses missing, bad and expired tokens
    /// and roles other than supervisor or admin before the service sees the call.
    #[error("no verified caller: the supervisor service is not behind its token gate")]
    NoCaller,
    /// The request is malformed (INVALID_ARGUMENT).
    #[error("{0}")]
    Malformed(#[from] DecodeError),
    /// A page token this service did not give (INVALID_ARGUMENT).
    #[error("page token `{0}` is not one this service gave")]
    BadPageToken(String),
    /// A revocation naming no usable token id or serial number (INVALID_ARGUMENT).
    #[error("{0}")]
    BadCredential(String),
    /// A revocation asked by a caller who is not an administrator (PERMISSION_DENIED).
    #[error("`{0}` may not revoke credentials: only an admin may")]
    NotAdmin(String),
    /// No such table (NOT_FOUND).
    #[error("unknown table `{0}`")]
    UnknownTable(String),
    /// The journal did not take the command (UNAVAILABLE): it was not applied; retry.
    #[error("the journal cannot take the command now ({0}); it was not applied, retry")]
    JournalUnavailable(BusError),
    /// A correction of a draw settled so long ago that the service no longer keeps it (a day
    /// past the correction window; the engine refuses those within it) (FAILED_PRECONDITION).
    #[error("draw {0} was settled longer ago than the correction window: it cannot be corrected")]
    ForgottenDraw(u64),
    /// A correction's draw could not be read back from the draw events (UNAVAILABLE): nothing
    /// was journaled; retry.
    #[error("the corrected draw's result cannot be read now ({0}); nothing was journaled, retry")]
    ResultUnreadable(String),
    /// The command was journaled, but its verdict cannot be read (UNAVAILABLE): the engine will
    /// still apply it; watch the table.
    #[error("command {request_id} was journaled but its verdict cannot be read ({error}); watch the table")]
    VerdictUnreadable {
        /// The command's request id.
        request_id: String,
        /// Why.
        error: BusError,
    },
}

impl Refusal {
    /// The gRPC code of this refusal.
    pub fn code(&self) -> Code {
        match self {
            Refusal::NoCaller => Code::Unauthenticated,
            Refusal::Malformed(_) | Refusal::BadPageToken(_) | Refusal::BadCredential(_) => {
                Code::InvalidArgument
            }
            Refusal::NotAdmin(_) => Code::PermissionDenied,
            Refusal::ForgottenDraw(_) => Code::FailedPrecondition,
            Refusal::UnknownTable(_) => Code::NotFound,
            Refusal::JournalUnavailable(_)
            | Refusal::VerdictUnreadable { .. }
            | Refusal::ResultUnreadable(_) => Code::Unavailable,
        }
    }

    /// The gRPC status of this refusal.
    pub fn status(&self) -> Status {
        Status::new(self.code(), self.to_string())
    }
}
