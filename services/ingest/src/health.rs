//! Device health: when each device was last heard from and how far its clock is from the
//! server's, and which tables are degraded because a device bound to them fell silent (R9) or
//! its clock drifted beyond `[observability] max_clock_skew_ms` (R6).

use crate::skew::SkewWindow;
use livedraw_studio::StudioConfig;
use livedraw_telemetry::metrics::{DeviceLabel, Metrics};
use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::time::Instant;

/// Tracks when each configured device was last heard from (any event or heartbeat that passed
/// the identity checks). A device silent for longer than the studio's
/// `engine.device_silence_seconds` degrades every table it is bound to. A device not heard from
/// since the service started counts as silent from the start. A device whose clock skew (the
/// moving median of server receive time − device time) is beyond the studio's
/// `observability.max_clock_skew_ms`, either way, degrades its tables too.
#[derive(Debug)]
pub struct DeviceHealth {
    silence: Duration,
    max_skew_ms: i64,
    started: Instant,
    /// Devices bound to each table.
    bound: HashMap<String, Vec<String>>,
    last_seen: Mutex<HashMap<String, Instant>>,
    /// Devices already reported silent, so that each fall and recovery is logged once.
    reported: Mutex<BTreeSet<String>>,
    skews: Mutex<HashMap<String, SkewWindow>>,
    /// Devices already reported skewed, so that each drift and recovery is logged once.
    reported_skew: Mutex<BTreeSet<String>>,
    metrics: Metrics,
}

impl DeviceHealth {
    /// A tracker of the configured devices, all considered heard from now, reporting silence
    /// and clock skew into `metrics`.
    pub fn new(config: &StudioConfig, metrics: Metrics) -> DeviceHealth {
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
            max_skew_ms: i64::try_from(config.observability.max_clock_skew_ms).unwrap_or(i64::MAX),
            started: Instant::now(),
            bound,
            last_seen: Mutex::new(HashMap::new()),
            reported: Mutex::new(BTreeSet::new()),
            skews: Mutex::new(HashMap::new()),
            reported_skew: Mutex::new(BTreeSet::new()),
            metrics,
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

    /// The device was heard from now, by a message it stamped `skew_ms` milliseconds before
    /// the server received it (negative: the device's clock is ahead).
    pub fn heard(&self, device: &str, skew_ms: i64) {
        self.seen(device);
        let median = {
            let mut skews = lock(&self.skews);
            let window = skews.entry(device.to_string()).or_default();
            window.record(skew_ms);
            window.median().unwrap_or(skew_ms)
        };
        self.metrics
            .clock_skew
            .get_or_create(&DeviceLabel {
                device: device.to_string(),
            })
            .set(median as f64 / 1000.0);
        let skewed = median.abs() > self.max_skew_ms;
        let mut reported = lock(&self.reported_skew);
        if skewed && reported.insert(device.to_string()) {
            tracing::warn!(
                device,
                skew_ms = median,
                max_skew_ms = self.max_skew_ms,
                "device clock skewed: its tables are degraded"
            );
        } else if !skewed && reported.remove(device) {
            tracing::info!(device, skew_ms = median, "device clock back within bounds");
        }
    }

    /// A device's clock skew (moving median of server receive time − device time, in
    /// milliseconds); `None` before its first message.
    pub fn clock_skew(&self, device: &str) -> Option<i64> {
        lock(&self.skews).get(device).and_then(SkewWindow::median)
    }

    /// Whether a device bound to `table` has been silent too long or has a skewed clock.
    pub fn degraded(&self, table: &str) -> bool {
        !self.degraded_because(table).is_empty()
    }

    /// Why `table` is degraded, for people: one line per silent or skewed device; empty when
    /// it is not.
    pub fn degraded_because(&self, table: &str) -> Vec<String> {
        let silent = self
            .silent_devices(table)
            .into_iter()
            .map(|(device, silent)| format!("device {device} silent for {} s", silent.as_secs()));
        let skewed = self
            .skewed_devices(table)
            .into_iter()
            .map(|(device, skew)| {
                format!(
                    "device {device} clock skewed by {skew} ms (beyond {} ms)",
                    self.max_skew_ms
                )
            });
        silent.chain(skewed).collect()
    }

    /// Logs every device that fell silent since the last sweep, with its tables (R9), and
    /// counts the silent devices (`livedraw_devices_silent`).
    pub fn sweep(&self) {
        let now = Instant::now();
        let mut reported = lock(&self.reported);
        let mut silent_devices = BTreeSet::new();
        for (table, devices) in &self.bound {
            for device in devices {
                let silent = self.silent_for(device, now);
                if silent > self.silence {
                    silent_devices.insert(device);
                }
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
        let count = i64::try_from(silent_devices.len()).unwrap_or(i64::MAX);
        self.metrics.devices_silent.set(count);
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

    fn skewed_devices(&self, table: &str) -> Vec<(String, i64)> {
        let skews = lock(&self.skews);
        self.bound
            .get(table)
            .into_iter()
            .flatten()
            .filter_map(|device| {
                let skew = skews.get(device)?.median()?;
                (skew.abs() > self.max_skew_ms).then(|| (device.clone(), skew))
            })
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A studio whose wheel has one sensor, `device`, with metrics of its own.
    fn health(device: &str) -> DeviceHealth {
        let studio = format!(
            "[observability]\nmax_clock_skew_ms = 500\n\
             [[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n\
             [[devices]]\nid = \"{device}\"\ntables = [\"wheel-1\"]\n"
        );
        let config = StudioConfig::parse(&studio, "test").expect("parses");
        DeviceHealth::new(&config, Metrics::new())
    }

    #[tokio::test]
    async fn r6_health_degrades_beyond_the_clock_skew_threshold() {
        let health = health("skewed-sensor");
        health.heard("skewed-sensor", 120);
        assert_eq!(health.clock_skew("skewed-sensor"), Some(120));
        assert!(!health.degraded("wheel-1"));
        for _ in 0..10 {
            health.heard("skewed-sensor", -900);
        }
        assert_eq!(health.clock_skew("skewed-sensor"), Some(-900));
        assert!(health.degraded("wheel-1"));
        assert_eq!(
            health.degraded_because("wheel-1"),
            ["device skewed-sensor clock skewed by -900 ms (beyond 500 ms)"]
        );
        let reported = health.metrics.clock_skew.get_or_create(&DeviceLabel {
            device: "skewed-sensor".into(),
        });
        assert!((reported.get() + 0.9).abs() < 1e-9);
    }

    #[tokio::test]
    async fn r6_a_clock_set_right_again_clears_the_degradation() {
        let health = health("reset-sensor");
        for _ in 0..5 {
            health.heard("reset-sensor", 3_000);
        }
        assert!(health.degraded("wheel-1"));
        for _ in 0..15 {
            health.heard("reset-sensor", 40);
        }
        assert_eq!(health.clock_skew("reset-sensor"), Some(40));
        assert!(!health.degraded("wheel-1"));
    }
}
