//! Health follows the event log: the studio is SERVING only while its log answers (an
//! `end_offset` of journal partition 0) and, for the embedded log, while its disk has at least
//! `[log] min_free_mib` free, probed at start and then every few seconds; a failed probe turns
//! every service NOT_SERVING (logged once), the next good one turns them back. A full disk thus
//! shows before the appends fail, and the studio serves again by itself once space is freed.

use super::health::StudioHealth;
use livedraw_bus::{EventLog, Topic};
use std::path::PathBuf;
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

/// The disk the embedded log writes to, and how much of it must stay free.
#[derive(Clone, Debug)]
pub struct Space {
    /// A directory on that disk (the data directory).
    pub dir: PathBuf,
    /// Bytes that must stay free.
    pub min_free: u64,
}

impl Space {
    /// Whether enough is free; logs why not. A disk that cannot be asked counts as full.
    fn enough(&self) -> bool {
        match free_bytes(&self.dir) {
            Ok(free) if free >= self.min_free => true,
            Ok(free) => {
                tracing::debug!(free, min_free = self.min_free, dir = %self.dir.display(), "the event log's disk is (nearly) full");
                false
            }
            Err(error) => {
                tracing::debug!(%error, dir = %self.dir.display(), "the event log's disk cannot be asked for its free space");
                false
            }
        }
    }
}

/// Bytes available to this process on the file system of `dir`.
fn free_bytes(dir: &std::path::Path) -> std::io::Result<u64> {
    let stat = rustix::fs::statvfs(dir)?;
    Ok(stat.f_bavail.saturating_mul(stat.f_frsize))
}

/// Probes `log` (and `space`, when given) once and reports the result, then goes on probing
/// every `interval` on a task until the returned [`Probe`] is dropped.
pub async fn start(
    log: Arc<dyn EventLog>,
    health: StudioHealth,
    interval: Duration,
    space: Option<Space>,
) -> Probe {
    let mut reachable = healthy(log.as_ref(), space.as_ref()).await;
    if !reachable {
        tracing::warn!("the event log does not answer: NOT_SERVING");
    }
    health.set(reachable).await;
    Probe(tokio::spawn(async move {
        loop {
            tokio::time::sleep(interval).await;
            let now = healthy(log.as_ref(), space.as_ref()).await;
            if now != reachable {
                if now {
                    tracing::info!("the event log answers and has room again: SERVING");
                } else {
                    tracing::warn!(
                        min_free_bytes = space.as_ref().map(|space| space.min_free),
                        "the event log does not answer or its disk is full: NOT_SERVING"
                    );
                }
                health.set(now).await;
                reachable = now;
            }
        }
    }))
}

/// The log answers and, when a disk is watched, has room.
async fn healthy(log: &dyn EventLog, space: Option<&Space>) -> bool {
    probe(log).await && space.is_none_or(Space::enough)
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
    use livedraw_testkit::wait::{self, GENEROUS};

    #[tokio::test]
    async fn health_turns_not_serving_when_the_log_stops_answering() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let log = EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("studio.db")))
            .await
            .expect("log opens");
        let process = ProcessHealth::default();
        let (reporter, _service) = tonic_health::server::health_reporter();
        let health =
            StudioHealth::new(reporter, process.clone(), vec![crate::health::ENGINE]).await;
        assert!(!process.serving(), "NOT_SERVING before the first probe");
        let shared: Arc<dyn EventLog> = Arc::new(log.clone());
        let probe = start(shared, health, Duration::from_millis(20), None).await;
        assert!(process.serving(), "the log answers");
        log.close().await.expect("log closes");
        // The next probe notices, 20 ms later on a quiet machine: waited for.
        wait::until("the probe to see the log gone", GENEROUS, || async {
            (!process.serving()).then_some(())
        })
        .await;
        assert!(!process.serving(), "the log is gone");
        drop(probe);
    }

    #[test]
    fn a_disk_with_less_free_than_the_minimum_is_full() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let roomy = Space {
            dir: dir.path().to_path_buf(),
            min_free: 1,
        };
        assert!(roomy.enough());
        let greedy = Space {
            min_free: u64::MAX,
            ..roomy.clone()
        };
        assert!(!greedy.enough());
        let gone = Space {
            dir: dir.path().join("no such directory"),
            ..roomy
        };
        assert!(!gone.enough(), "a disk that cannot be asked counts as full");
    }
}
