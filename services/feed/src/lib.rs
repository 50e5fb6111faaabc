//! The frontend-facing feed (`livedraw.v1.Feed`): what betting frontends that do not read
//! Kafka use. Read-only: it only reads the draw-events and results topics.
//!
//! - `Subscribe`: the chosen tables' rounds opened (with their odds set), rounds closed,
//!   results, cancellations and corrections (each a revision), holds and resumptions, and
//!   blackjack's decision windows (at a face-down table a hand's values to its seat's
//!   frontend only: `seats.rs`), derived from the engine steps. Every
//!   event carries its [`Position`] (draw-events partition, step offset, index in the step);
//!   a subscriber resumes after the last position it received from each partition, with no
//!   gap and no duplicate. Without a position it first gets each table's draw in progress,
//!   then live events.
//! - `CheckBet`: accept, or a precise `BetRejection`, against each table's state rebuilt from
//!   its steps (see the start-up cost below).
//! - `CheckDecision`: whether a player's decision on a common hand may still be taken (the
//!   step's window open, the option one of the step's), or a precise `DecisionRejection`.
//! - `ResultsHistory`: a table's results from the results topic, most recent first, by time
//!   range and in pages.
//!
//! Start-up cost: the state behind `CheckBet` is rebuilt by reading every draw-events
//! partition from offset 0 (a decode and check per step, of the order of a second per million
//! steps); the engine's snapshots could shorten it later.

mod catalog;
mod check;
mod decision_check;
mod derive;
mod error;
mod history;
mod position;
mod seats;
mod service;
mod state;
mod step;
mod subscribe;
mod tracker;

pub use error::FeedError;
pub use history::{DEFAULT_LIMIT, MAX_LIMIT};
pub use position::{Position, MAX_OFFSET, MAX_PARTITION};
pub use service::{FeedOptions, FeedService};
pub use subscribe::FeedStream;
