//! Why the ingest service cannot start.

use livedraw_bus::BusError;
use thiserror::Error;

/// The ingest service could not be built.
#[derive(Debug, Error)]
pub enum IngestError {
    /// The journal could not be read to rebuild the devices' sequence numbers.
    #[error("cannot read the studio journal to rebuild device sequences: {0}")]
    Journal(#[from] BusError),
    /// A table of the configuration names no known game (the configuration was not checked).
    #[error("table `{table}`: {problem}")]
    Config {
        /// The table.
        table: String,
        /// What is wrong.
        problem: String,
    },
}
