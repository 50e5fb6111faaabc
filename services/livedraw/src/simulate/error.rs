//! Why the simulated floor cannot play.

use crate::supervise::SuperviseError;

/// Why the simulated floor cannot play.
#[derive(Debug, thiserror::Error)]
pub enum SimulateError {
    /// An address is not a usable URI.
    #[error("address {address}: {reason}")]
    Address {
        /// The address given.
        address: String,
        /// Why.
        reason: String,
    },
    /// The supervisor client could not be set up.
    #[error("supervisor: {0}")]
    Supervisor(#[from] SuperviseError),
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
