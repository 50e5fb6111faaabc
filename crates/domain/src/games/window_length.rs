//! How long a common hand's decision window may last (house-games.md: a per-table length).

use crate::paytable::PaytableError;
use std::time::Duration;

/// The longest decision window a table may set (our choice: a round must keep moving).
pub const LONGEST_DECISION_WINDOW: Duration = Duration::from_secs(120);

/// Refuses a decision window of no time or longer than two minutes, in the studio file's words.
pub fn check(window: Duration) -> Result<(), PaytableError> {
    if window.is_zero() || window > LONGEST_DECISION_WINDOW {
        return Err(PaytableError::Layout(format!(
            "decision_window_seconds is {}: from 1 to {}",
            window.as_secs(),
            LONGEST_DECISION_WINDOW.as_secs()
        )));
    }
    Ok(())
}
