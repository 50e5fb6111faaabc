//! The engine's stop signal, shared by its tasks.

use tokio::sync::watch;

/// Resolves once the engine is asked to stop, or once its handle is gone.
pub(crate) async fn requested(shutdown: &mut watch::Receiver<bool>) {
    // An error means the handle was dropped: that stops the engine too. The guard is dropped
    // here, before any other await, so the tasks' futures stay `Send`.
    let _ = shutdown.wait_for(|stop| *stop).await;
}
