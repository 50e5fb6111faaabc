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
/// Work that ran this long before it failed had recovered: the delays start afresh.
const RECOVERED_AFTER: Duration = Duration::from_secs(60);

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

    /// The work ran `ran` before it failed: after a long good run the next wait is the first
    /// one again, so an outage hours later is retried as soon as the first was.
    pub(crate) fn ran(&mut self, ran: Duration) {
        if ran >= RECOVERED_AFTER {
            self.0 = FIRST_RETRY_DELAY;
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn delays_double_up_to_the_longest_and_start_afresh_after_a_long_good_run() {
        let (_stop, mut shutdown) = watch::channel(false);
        let error = BusError::Unavailable("a broker out of reach".into());
        let mut backoff = Backoff::default();
        for _ in 0..10 {
            backoff.wait(&mut shutdown, &error).await.expect("no stop");
        }
        assert_eq!(backoff.0, MAX_RETRY_DELAY);
        backoff.ran(RECOVERED_AFTER - Duration::from_millis(1));
        assert_eq!(backoff.0, MAX_RETRY_DELAY, "a short run changes nothing");
        backoff.ran(RECOVERED_AFTER);
        assert_eq!(backoff.0, FIRST_RETRY_DELAY);
    }
}
