//! The Decisions gRPC service (`livedraw.v1.Decisions`): betting frontends send seat holders'
//! decisions during a draw — a bet on a blackjack or Bulldog seat while betting is open, a
//! blackjack action on a hand in its window — and are answered with the engine's verdict. The
//! service knows no game's rules: it checks that the table's game takes the request
//! ([`livedraw_domain::PlayerDecision::at_table`]) and the table's rules judge it, so a next
//! game whose players decide needs only its arm of the request and its rules.
//!
//! A decision is checked (caller, shape, table, the table's game; each refusal a precise
//! status and a log line, [`Refusal`]), journaled on the table's studio journal as a
//! `PlayerDecisionEntry` with the frontend's verified identity (R4) before it is answered, and
//! answered with the engine's step for it ([`livedraw_ingest::journal_and_wait`]): accepted, or
//! refused with the rules' code (`not_your_turn`, `window_closed`, `request_id_reused`, …).
//!
//! The caller's request id makes a decision idempotent: one accepted in the draw and sent
//! again is answered accepted with nothing applied twice; another decision under the same id is
//! refused `request_id_reused`. So when the engine does not answer within the deadline
//! ([`DecisionsService::with_deadline`]), or its answer cannot be read, the reply is refused
//! with the code [`TIMEOUT`]: the decision is journaled and the engine will still judge it, and
//! the frontend learns the verdict by sending the same request again.
//!
//! The service is served behind [`livedraw_gate::TokenGate::deciders`]
//! ([`DecisionsService::into_server`] takes it): every call needs a token granting `frontend`,
//! and the identity journaled with a decision is the token's verified subject
//! ([`livedraw_gate::Caller`]), never anything the request says about itself.

mod decide;
mod refusal;
mod service;
mod verdict;

pub use livedraw_gate::Caller;
pub use refusal::Refusal;
pub use service::{DecisionsService, DEFAULT_DEADLINE};
pub use verdict::TIMEOUT;
