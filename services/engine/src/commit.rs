//! How much one commit holds: the engine applies and stores up to this many journal entries
//! at a time, so only the last commit's steps can ever lack outputs.

/// The most entries applied and stored in one commit.
pub(crate) const MAX_STEPS_PER_COMMIT: usize = 64;
