//! The engine: the table runtime of the studio (docs/services.md, docs/engine.md).
//!
//! For each partition of the studio journal, one task applies every entry, in order, to its
//! table's rules ([`livedraw_domain::Table`]): the table is ticked to the entry's time, then
//! given the floor event or supervisor command. What the entry caused becomes one
//! `v1::EngineStep` on the draw-events partition of the same number, appended in one batch with
//! the odds set of every betting round it opened (priced exactly on a blocking thread) and the
//! result of every draw it settled or cancelled; the next entry is applied only once that batch
//! is durable. In [`ClockMode::Live`] the engine journals a `ClockTick` when a table's deadline
//! passes, so a round closing is an input like any other and the engine stays a deterministic
//! function of its journal.
//!
//! On start, each partition is rebuilt from its draw events: the last step says where the
//! journal resumes, each table comes back from its latest snapshot, and the entries after it are
//! applied again without publishing (R1, R10).

mod apply;
mod clock;
mod consumer;
mod engine;
mod error;
mod observe;
mod pricing;
mod process;
mod records;
mod recovery;
mod results;
mod shutdown;
mod step;
mod tables;

pub use engine::{ClockMode, Engine, EngineHandle};
pub use error::EngineError;
pub use records::{
    DRAW_RESULT_CONTENT_TYPE, ENGINE_STEP_CONTENT_TYPE, JOURNAL_ENTRY_CONTENT_TYPE,
    ODDS_SET_CONTENT_TYPE,
};
pub use step::{MALFORMED_ENTRY, UNKNOWN_TABLE};
