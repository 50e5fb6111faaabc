//! livedraw's wire protocol: the gRPC services and topic messages of `proto/livedraw/v1`, and
//! checked conversions between them and the domain.
//!
//! - [`v1`]: the generated messages, clients and servers, whose codec is [`codec`]'s (a
//!   message that does not decode is `INVALID_ARGUMENT`);
//! - [`floor_event`]: floor events (untrusted input) to domain observations, and back;
//! - [`draw_event`]: the engine's decisions to draw events (the system of record), and back;
//! - [`supervisor`]: supervisor requests to domain commands;
//! - [`player_decision`]: blackjack players' decisions from the Decisions service;
//! - [`settings`]: a table's configured settings and the audit trail's table summaries, with
//!   [`game_options`] for the fixed-payout games' paytables and layouts (their raised
//!   payouts in `raised_payouts.rs`, repeat limits in `repeat_limit.rs`) and [`limits`] for
//!   its stake limits;
//! - [`games`]: one module per game, its outcome and options, behind the registry the
//!   generic files dispatch through;
//! - the pieces they share: [`ids`], [`timestamp`], [`common`], [`outcome`] (the checks the
//!   games' outcomes share in `outcome_checks.rs`), [`blackjack`]'s seats, windows and
//!   actions (the most hands a seat can have in `max_hands.rs`), the longest name accepted
//!   (`max_name.rs`, re-exported by [`journal`]), the checked narrowing every decoder uses
//!   (`narrowing.rs`), a shoe's decks and end (`shoe.rs`); what can go wrong: [`error`].

pub mod blackjack;
pub mod codec;
pub mod common;
pub mod correction;
pub mod decision_window;
pub mod draw_event;
pub mod error;
pub mod floor_event;
pub mod game_options;
pub mod games;
pub mod ids;
pub mod instruction;
pub mod journal;
pub mod limits;
mod max_hands;
mod max_name;
mod narrowing;
pub mod outcome;
mod outcome_checks;
pub mod player_decision;
mod raised_payouts;
mod repeat_limit;
pub mod settings;
mod shoe;
pub mod supervisor;
pub mod timestamp;

/// The generated code of package `livedraw.v1`. Its documentation comes from the proto
/// comments, but prost leaves some generated items undocumented (oneof modules, service
/// traits' methods, clients), hence the allowance on this module only.
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod v1;
mod window_length;

pub use error::DecodeError;
pub use ids::{DeviceId, IdError, TableId};

/// The encoded `FileDescriptorSet` of every livedraw proto, for gRPC reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/livedraw_v1_descriptor.bin"));
