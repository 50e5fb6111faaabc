//! The supervisor-facing gRPC service (`livedraw.v1.Supervisor`): cancel draws, resolve holds,
//! pause and resume tables, each answered with the engine's verdict; watch tables and list
//! incidents; the audit trail (R4, R5) and the tables' outcome statistics (R8).
//!
//! A command is checked (caller, shape, table; each refusal a precise status and a log line,
//! [`Refusal`]), journaled on the table's studio journal as a `SupervisorAction` with a fresh
//! request id and the caller's identity (R4), and answered with the engine's step carrying that
//! request id: accepted, rejected with the rules' reason, or TIMEOUT when no step comes within
//! the deadline ([`SupervisorService::with_deadline`]). Table status and incidents come from a
//! [`Board`] that folds every engine step; so do the audit trail (each step answering a
//! request id, with its journal entry) and the outcome statistics (each settled draw, tested
//! against the rules' distribution after every draw; a drift is a statistics incident).
//!
//! A correction of a settled draw (`CorrectResult`, operations.md) is journaled with the draw's
//! original result, which the service reads back from the draw events (the [`Board`] keeps
//! where each settled draw lies, `settled_draws.rs`): the engine derives the new revision from
//! the journal alone, and the audit trail holds the result before and after.
//!
//! An administrator revokes a token or a device certificate (`RevokeToken`,
//! `RevokeCertificate`): the change is journaled on the access topic, which every service
//! instance follows to refuse it, and the [`Board`] folds it into the audit trail.
//!
//! The service is served behind a [`livedraw_gate::TokenGate`] ([`SupervisorService::into_server`]
//! takes it): every RPC needs a bearer token granting `supervisor` or `admin`, and the caller
//! journaled with an action is the token's verified subject and role ([`livedraw_gate::Caller`]),
//! never anything the request says about itself.

mod audit;
mod board;
mod command;
mod error;
mod incidents;
mod refusal;
pub mod revoke;
mod service;
mod settled_draws;
mod statistics;
mod table_view;
mod verdict;
mod watch_tables;

pub use board::Board;
pub use error::SupervisorError;
pub use livedraw_gate::Caller;
pub use refusal::Refusal;
pub use service::{SupervisorService, DEFAULT_DEADLINE};
pub use verdict::rejection_reason;
