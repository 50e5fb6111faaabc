//! The longest name the journal and the Decisions service accept, which [`crate::journal`]
//! re-exports.

/// The longest request id, identity or role accepted.
pub const MAX_NAME: usize = 128;
