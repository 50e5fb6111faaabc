//! Waiting between retries of work the log refused for now, without delaying a stop.

use crate::error::EngineError;
use crate::shutdown;
use livedraw_bus::BusError;
use std::time::Duration;
use tokio::sync::watch;

/// First wait before a retry; doubled up to [`MAX_RETRY_DELAY`].
const FIRST_RETRY_DELAY: Duration = Duration::from_millis(50);
/// Longest wait between retries.
const MAX_RETRY_DELAY: Duration = Duration::from_secs(5);

/// Waits between retries: 50 ms, doubling up to 5 s.
pub(crate) struct Backoff(Duration);

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff(FIRST_RETRY_DELAY)
    }
}

impl Backoff {
    /// Waits the next delay; a stop asked for meanwhile ends the wait with `error`, the reason
    /// the work is left undone.
    pub(crate) async fn wait(
        &mut self,
        shutdown: &mut watch::Receiver<bool>,
        error: &BusError,
    ) -> Result<(), EngineError> {
        tokio::select! {
            () = shutdown::requested(shutdown) => return Err(error.clone().into()),
            () = tokio::time::sleep(self.0) => {}
        }
        self.0 = (self.0 * 2).min(MAX_RETRY_DELAY);
        Ok(())
    }
}

/// Failures of the log that may pass (a storage fault, a broker out of reach): everything
/// else is a bug or a closed log.
pub(crate) fn retryable(error: &BusError) -> bool {
    matches!(
        error,
        BusError::Storage(_)
            | BusError::StorageFull(_)
            | BusError::Io { .. }
            | BusError::Unavailable(_)
    )
}
