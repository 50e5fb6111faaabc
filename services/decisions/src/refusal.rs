//! Why a decision is refused before the engine sees it, and its gRPC status.

use livedraw_bus::BusError;
use livedraw_protocol::DecodeError;
use thiserror::Error;
use tonic::{Code, Status};

/// A decision refused by the service itself, before it is journaled (the rules' own refusals
/// are `DecideReply` verdicts, not errors).
#[derive(Clone, Debug, Error)]
pub enum Refusal {
    /// The call carries no verified caller (UNAUTHENTICATED): the service was served without
    /// its [`livedraw_gate::TokenGate::deciders`]. The gate itself refuses missing, bad,
    /// expired and revoked tokens and roles other than frontend before the service sees the
    /// call.
    #[error("no verified caller: the decisions service is not behind its token gate")]
    NoCaller,
    /// The request is malformed (INVALID_ARGUMENT): the decode error names the field.
    #[error("{0}")]
    Malformed(#[from] DecodeError),
    /// No such table (NOT_FOUND).
    #[error("unknown table `{0}`")]
    UnknownTable(String),
    /// The table's game takes no such decision through this API (FAILED_PRECONDITION): a
    /// blackjack action means nothing at a Bulldog table, a seat bet nothing at a common hand.
    #[error("table `{table}` runs {game}: its seat holders cannot decide {decided} here")]
    OtherGame {
        /// The table.
        table: String,
        /// Its game, as the studio configuration names it.
        game: String,
        /// What the request decides, in words (`a bet on a seat`, `a blackjack action`).
        decided: &'static str,
    },
    /// The journal did not take the decision (UNAVAILABLE): it was not applied; retry.
    #[error("the journal cannot take the decision now ({0}); it was not applied, retry")]
    JournalUnavailable(BusError),
}

impl Refusal {
    /// The gRPC code of this refusal.
    pub fn code(&self) -> Code {
        match self {
            Refusal::NoCaller => Code::Unauthenticated,
            Refusal::Malformed(_) => Code::InvalidArgument,
            Refusal::UnknownTable(_) => Code::NotFound,
            Refusal::OtherGame { .. } => Code::FailedPrecondition,
            Refusal::JournalUnavailable(_) => Code::Unavailable,
        }
    }

    /// The gRPC status of this refusal.
    pub fn status(&self) -> Status {
        Status::new(self.code(), self.to_string())
    }
}
