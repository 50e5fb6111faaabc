//! Why the simulated floor cannot play.

use livedraw_client::access::AccessError;

/// Why the simulated floor cannot play.
#[derive(Debug, thiserror::Error)]
pub enum SimulateError {
    /// A client could not be set up (address, certificate, token).
    #[error("{0}")]
    Access(#[from] AccessError),
    /// A table or device of the configuration is unusable.
    #[error("table {table}: {reason}")]
    Table {
        /// The table.
        table: String,
        /// Why.
        reason: String,
    },
    /// A table's task ended abnormally (it panicked).
    #[error("a table's floor stopped: {0}")]
    Task(String),
}
