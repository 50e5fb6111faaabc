//! Device liveness: when each device was last heard from, and which tables are degraded
//! because a device bound to them fell silent (R9).

use livedraw_studio::StudioConfig;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::time::Instant;

/// Tracks when each configured device was last heard from (any event or heartbeat that passed
/// the identity checks). A device silent for longer than the studio's
/// `engine.device_silence_seconds` degrades every table it is bound to. A device not heard from
/// since the service started counts as silent from the start.
#[derive(Debug)]
pub struct DeviceHealth {
    silence: Duration,
    started: Instant,
    /// Devices bound to each table.
    bound: HashMap<String, Vec<String>>,
    last_seen: Mutex<HashMap<String, Instant>>,
    /// Devices already reported silent, so that each fall and recovery is logged once.
    reported: Mutex<BTreeSet<String>>,
}

impl DeviceHealth {
    /// A tracker of the configured devices, all considered heard from now.
    pub fn new(config: &StudioConfig) -> DeviceHealth {
        let mut bound: HashMap<String, Vec<String>> = HashMap::new();
        for device in &config.devices {
            for table in &device.tables {
                bound
                    .entry(table.clone())
                    .or_default()
                    .push(device.id.clone());
            }
        }
        DeviceHealth {
            silence: Duration::from_secs(config.engine.device_silence_seconds),
            started: Instant::now(),
            bound,
            last_seen: Mutex::new(HashMap::new()),
            reported: Mutex::new(BTreeSet::new()),
        }
    }

    /// How long a device may stay silent before its tables are degraded.
    pub fn silence(&self) -> Duration {
        self.silence
    }

    /// The device was heard from now.
    pub fn seen(&self, device: &str) {
        lock(&self.last_seen).insert(device.to_string(), Instant::now());
        if lock(&self.reported).remove(device) {
            tracing::info!(device, "device heard from again");
        }
    }

    /// Whether a device bound to `table` has been silent too long.
    pub fn degraded(&self, table: &str) -> bool {
        !self.silent_devices(table).is_empty()
    }

    /// Why `table` is degraded, for people: one line per silent device; empty when it is not.
    pub fn degraded_because(&self, table: &str) -> Vec<String> {
        self.silent_devices(table)
            .into_iter()
            .map(|(device, silent)| format!("device {device} silent for {} s", silent.as_secs()))
            .collect()
    }

    /// Logs every device that fell silent since the last sweep, with its tables (R9).
    pub fn sweep(&self) {
        let now = Instant::now();
        let mut reported = lock(&self.reported);
        for (table, devices) in &self.bound {
            for device in devices {
                let silent = self.silent_for(device, now);
                if silent > self.silence && reported.insert(device.clone()) {
                    tracing::warn!(
                        table = %table,
                        device = %device,
                        silent_seconds = silent.as_secs(),
                        "device silent: table degraded"
                    );
                }
            }
        }
    }

    /// Sweeps forever, a few times per silence period; run it beside the service.
    pub async fn monitor(&self) {
        let mut ticks = tokio::time::interval((self.silence / 4).max(Duration::from_millis(100)));
        loop {
            ticks.tick().await;
            self.sweep();
        }
    }

    fn silent_devices(&self, table: &str) -> Vec<(String, Duration)> {
        let now = Instant::now();
        self.bound
            .get(table)
            .into_iter()
            .flatten()
            .map(|device| (device.clone(), self.silent_for(device, now)))
            .filter(|(_, silent)| *silent > self.silence)
            .collect()
    }

    fn silent_for(&self, device: &str, now: Instant) -> Duration {
        let last = lock(&self.last_seen)
            .get(device)
            .copied()
            .unwrap_or(self.started);
        now.saturating_duration_since(last)
    }
}

/// A poisoned lock only means another thread panicked while holding it; the maps stay usable.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
