//! Health follows the event log: the studio is SERVING only while its log answers (an
//! `end_offset` of journal partition 0), probed at start and then every few seconds; a failed
//! probe turns every service NOT_SERVING (logged once), the next good one turns them back.

use super::health::StudioHealth;
use livedraw_bus::{EventLog, Topic};
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;

/// How often the log is probed.
pub const PROBE_INTERVAL: Duration = Duration::from_secs(2);

/// How long a probe may take before it counts as failed.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// The probing task; dropping it stops the probes.
pub struct Probe(JoinHandle<()>);

impl Drop for Probe {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Probes `log` once and reports the result, then goes on probing every `interval` on a task
/// until the returned [`Probe`] is dropped.
pub async fn start(log: Arc<dyn EventLog>, health: StudioHealth, interval: Duration) -> Probe {
    let mut reachable = probe(log.as_ref()).await;
    if !reachable {
        tracing::warn!("the event log does not answer: NOT_SERVING");
    }
    health.set(reachable).await;
    Probe(tokio::spawn(async move {
        loop {
            tokio::time::sleep(interval).await;
            let now = probe(log.as_ref()).await;
            if now != reachable {
                if now {
                    tracing::info!("the event log answers again: SERVING");
                } else {
                    tracing::warn!("the event log does not answer: NOT_SERVING");
                }
                health.set(now).await;
                reachable = now;
            }
        }
    }))
}

async fn probe(log: &dyn EventLog) -> bool {
    match tokio::time::timeout(PROBE_TIMEOUT, log.end_offset(Topic::StudioJournal, 0)).await {
        Ok(Ok(_)) => true,
        Ok(Err(error)) => {
            tracing::debug!(%error, "log probe failed");
            false
        }
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_bus::{EmbeddedConfig, EmbeddedLog};
    use livedraw_telemetry::ProcessHealth;

    #[tokio::test]
    async fn health_turns_not_serving_when_the_log_stops_answering() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let log = EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("studio.db")))
            .await
            .expect("log opens");
        let process = ProcessHealth::default();
        let (reporter, _service) = tonic_health::server::health_reporter();
        let health = StudioHealth::new(reporter, process.clone(), vec![super::super::ENGINE]).await;
        assert!(!process.serving(), "NOT_SERVING before the first probe");
        let shared: Arc<dyn EventLog> = Arc::new(log.clone());
        let probe = start(shared, health, Duration::from_millis(20)).await;
        assert!(process.serving(), "the log answers");
        log.close().await.expect("log closes");
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!process.serving(), "the log is gone");
        drop(probe);
    }
}
