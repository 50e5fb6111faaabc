//! The rules of livedraw's live games, as pure state machines.
//!
//! Nothing here does I/O, spawns, or reads a clock: every input comes with the time it was
//! received, so the same inputs always give the same decisions. Start at [`Table`]: it takes
//! floor [`Observation`]s, clock ticks and [`SupervisorCommand`]s and returns [`Decision`]s.
//!
//! - cards and the physical layer: [`card`], [`barcode`], [`manifest`], [`shoe`] (how a
//!   table's shoe is made and ended, [`shoe_rule`], and the studio file's keys for it,
//!   [`shoe_options`]), [`composition`], and the floor's devices ([`device`]);
//! - the studio's vocabulary, which imports no game's rules (only the games' leaf files: their
//!   outcomes, blackjack's decisions): which game ([`kind`]), what a draw ended with
//!   ([`outcome`]), what its statistics count ([`categories`]), what players decide
//!   ([`player`]), what the table decides ([`decision`]), instructs ([`instruction`]) and
//!   refuses ([`error`]);
//! - the poker hand rankings the poker games share ([`poker`]: five of five to seven cards,
//!   three cards);
//! - one module per game under [`games`], behind the trait in [`games::rules`] (and, for the
//!   outcome statistics, the two in [`categories`]: each game's `categories.rs`);
//! - the table, its configuration, its stake [`limits`] and the lottery [`schedule`];
//!   [`correction`]: what a supervisor says a settled draw was, and the original result a
//!   correction starts from;
//! - [`seeded`]: the one seeded random stream every simulation and estimate draws from.

pub mod barcode;
pub mod card;
pub mod categories;
pub mod composition;
pub mod config;
pub mod correction;
pub mod decision;
pub mod device;
pub mod error;
pub mod games;
pub mod instruction;
pub mod kind;
pub mod limits;
pub mod manifest;
pub mod market;
pub mod observation;
pub mod options;
pub mod outcome;
pub mod paytable;
pub mod player;
pub mod poker;
pub mod position;
pub mod schedule;
pub mod seat_request;
pub mod seeded;
pub mod shoe;
pub mod shoe_options;
pub mod shoe_rule;
pub mod table;
#[cfg(test)]
pub(crate) mod testkit;
pub mod time;

pub use barcode::{Barcode, BarcodeError, DeckSerial};
pub use card::{Card, Rank, Suit};
pub use categories::Categories;
pub use composition::Composition;
pub use config::TableConfig;
pub use decision::{
    BurnCause, CancelReason, Decision, DrawNumber, Incident, PauseReason, RepeatCause,
};
pub use device::DeviceName;
pub use error::TableError;
pub use games::GameConfig;
pub use instruction::FloorInstruction;
pub use kind::GameKind;
pub use limits::TableLimits;
pub use manifest::{Manifest, ManifestError};
pub use market::{MarketId, MarketVerdict, Payout, PaytableLine, Settlement, Verdict};
pub use observation::{
    ColouredDie, DiceFaults, DieColour, MoneyWheelStop, Observation, Pocket, ThrowFaults, WheelStop,
};
pub use outcome::Outcome;
pub use paytable::{PayoutOverrides, PaytableError};
pub use player::{DecisionRefusal, DecisionWindow, PlayerAction, PlayerDecision};
pub use position::Position;
pub use seat_request::{SeatChoice, SeatOption, SeatRequest};
pub use shoe::{Shoe, ShoeError};
pub use shoe_rule::{ShoeEnd, ShoeRule, ShoeRuleError};
pub use table::{Resolution, SupervisorCommand, Table};
pub use time::Timestamp;
