//! Waiting for what a test needs, not for a fixed time: a condition checked again and again
//! until it holds, within a bound long enough for a machine busy with other work
//! (docs/testing.md, "On a busy machine"). A test that passes waits only as long as it must.

use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// The bound for something that takes a moment on a quiet machine: a busy 2-core machine may
/// take many times longer, and only a broken studio takes this long.
pub const GENEROUS: Duration = Duration::from_secs(60);

/// How often the condition is checked again.
const EVERY: Duration = Duration::from_millis(50);

/// What `check` gives once it gives something, checked every 50 ms; panics naming `what` was
/// awaited if `within` passes first.
pub async fn until<T, F, Fut>(what: &str, within: Duration, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Option<T>>,
{
    let began = Instant::now();
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(began.elapsed() < within, "waited {within:?} for {what}");
        tokio::time::sleep(EVERY).await;
    }
}
