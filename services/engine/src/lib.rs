//! The engine: the table runtime of the studio (docs/services.md, docs/engine.md).
//!
//! Engines share the journal's partitions through a consumer group: each partition (and so
//! each table) has one owner at a time. For each partition it owns, one task applies every
//! entry, in order, to its table's rules ([`livedraw_domain::Table`]): the table is ticked to
//! the entry's time, then given the floor event or supervisor command. What the entry caused
//! becomes one `v1::EngineStep` on the draw-events partition of the same number, stored with
//! the odds set of every betting round it opened (priced exactly on a blocking thread) and the
//! result of every draw it settled or cancelled: in one batch on a log with atomic batches,
//! else the steps first and the outputs once the steps are durable, each output naming its
//! step's journal entry. The next entry is applied only once all of it is durable. In
//! [`ClockMode::Live`] the engine journals a `ClockTick` when a table's deadline passes, so a
//! round closing is an input like any other and the engine stays a deterministic function of
//! its journal.
//!
//! When a partition is assigned, it is rebuilt from its draw events: the last step says where
//! the journal resumes, each table comes back from its latest snapshot, the entries after it
//! are applied again without publishing, and the outputs the last steps are missing are
//! published from the stored steps (R1, R10).

mod apply;
mod backoff;
mod clock;
mod clock_mode;
mod commit;
mod consumer;
mod engine;
mod error;
mod missing;
mod observe;
mod options;
mod outputs;
mod ownership;
mod partition;
mod pricing;
mod process;
mod records;
mod recovery;
mod republish;
mod results;
mod shutdown;
mod step;
mod store;
mod tables;
mod values;

pub use clock_mode::ClockMode;
pub use engine::{Engine, EngineHandle};
pub use error::EngineError;
pub use options::{EngineOptions, DEFAULT_ENGINE_GROUP};
pub use records::{
    DRAW_RESULT_CONTENT_TYPE, ENGINE_STEP_CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE,
    ODDS_SET_CONTENT_TYPE, SOURCE_HEADER,
};
pub use step::{MALFORMED_ENTRY, UNKNOWN_TABLE};
