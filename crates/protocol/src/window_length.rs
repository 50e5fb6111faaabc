//! A decision window's length in a table's options, to the wire (milliseconds) and back.

use crate::error::DecodeError;
use std::time::Duration;

/// The shortest decision window the wire takes, in milliseconds.
const MIN_DECISION_WINDOW_MS: u64 = 1_000;

/// The wire length of a window.
pub(crate) fn encode(length: Duration) -> u64 {
    u64::try_from(length.as_millis()).unwrap_or(u64::MAX)
}

/// The length of a wire window, at least a second; `field` names it in errors.
pub(crate) fn decode(field: &'static str, ms: u64) -> Result<Duration, DecodeError> {
    if ms < MIN_DECISION_WINDOW_MS {
        return Err(DecodeError::OutOfRange {
            field,
            value: ms,
            min: MIN_DECISION_WINDOW_MS,
            max: u64::MAX,
        });
    }
    Ok(Duration::from_millis(ms))
}
