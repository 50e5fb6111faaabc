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
//! Until the security issue brings authenticated connections, the caller's identity is read
//! from the `x-livedraw-subject` and `x-livedraw-role` metadata.

mod audit;
mod board;
mod caller;
mod command;
mod error;
mod game;
mod incidents;
mod refusal;
mod service;
mod statistics;
mod table_view;
mod verdict;
mod watch_tables;

pub use board::Board;
pub use caller::{Caller, ROLE_HEADER, SUBJECT_HEADER};
pub use error::SupervisorError;
pub use refusal::Refusal;
pub use service::{SupervisorService, DEFAULT_DEADLINE};
pub use verdict::rejection_reason;
