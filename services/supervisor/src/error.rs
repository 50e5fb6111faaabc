//! Why the supervisor service cannot start.

use livedraw_bus::BusError;
use thiserror::Error;

/// The supervisor service could not be built.
#[derive(Debug, Error)]
pub enum SupervisorError {
    /// The draw events could not be read to build the tables' status.
    #[error("cannot follow the draw events: {0}")]
    DrawEvents(#[from] BusError),
}
