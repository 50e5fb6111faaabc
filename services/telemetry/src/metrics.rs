//! The studio's Prometheus metrics: one registry per studio instance, handed to the services
//! that count (ingest: floor events and refusals, device silence and clock skew; the engine's
//! steps: decisions, odds compute time, scan-to-publish; the log: append latency; the gRPC
//! ports: connections closed before they served anything) and read by
//! that instance's `GET /metrics`. Nothing is process-wide, so two studios in one process (the
//! tests, a multi-studio host) never count into each other's figures.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::{Registry, Unit};
use std::fmt;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

/// A floor event's kind and table.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct KindTable {
    /// The event kind (`card_scanned`, `wheel_spin_stopped`, …).
    pub kind: String,
    /// The table id.
    pub table: String,
}

/// A table.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct TableLabel {
    /// The table id.
    pub table: String,
}

/// A table and a reason code.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct TableReason {
    /// The table id.
    pub table: String,
    /// The reason, as its protocol name in lower case (`hold_timeout`, …).
    pub reason: String,
}

/// A code: a gRPC status code name or an engine rejection code.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct CodeLabel {
    /// The code.
    pub code: String,
}

/// A game.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct GameLabel {
    /// The game's configuration name (`baccarat`, `wheel`, …).
    pub game: String,
}

/// A floor device.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct DeviceLabel {
    /// The device id.
    pub device: String,
}

/// A log operation.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OperationLabel {
    /// `append` or `append_batch`.
    pub operation: String,
}

/// A topic of the event log.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct TopicLabel {
    /// The topic's base name (`studio-journal`, `draw-events`, `odds`, `results`, `access`).
    pub topic: String,
}

/// A gRPC port and why one of its connections was closed.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct PortReason {
    /// The service on the port (`ingest`, `supervisor`, `feed`).
    pub port: String,
    /// `over_cap`, `handshake_timeout` or `preface_timeout`.
    pub reason: String,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// Every metric of one studio instance. Names (with the `livedraw_` prefix, `_total` on
/// counters) are listed in docs/observability.md. Cheap to clone: clones count into the
/// same registry.
#[derive(Clone)]
pub struct Metrics {
    /// Floor events journaled, by kind and table.
    pub floor_events_journaled: Family<KindTable, Counter>,
    /// Floor events refused by ingest, by gRPC status code.
    pub refusals: Family<CodeLabel, Counter>,
    /// Journal entries the engine refused, by rejection code.
    pub rejections: Family<CodeLabel, Counter>,
    /// Cards burned, by table.
    pub burns: Family<TableLabel, Counter>,
    /// Repeat spins and rolls, by table.
    pub repeats: Family<TableLabel, Counter>,
    /// Draws held for a supervisor, by table.
    pub holds: Family<TableLabel, Counter>,
    /// Draws cancelled, by table and reason.
    pub cancellations: Family<TableReason, Counter>,
    /// Draws settled, by table.
    pub draws_settled: Family<TableLabel, Counter>,
    /// Settled draws corrected (each revision from 2), by table.
    pub draws_corrected: Family<TableLabel, Counter>,
    /// Engine steps applied (counted as each is built, before its batch is stored).
    pub engine_steps: Counter,
    /// Time to price one betting round, by game.
    pub odds_compute: Histograms<GameLabel>,
    /// From a journal entry's append to its step's records being stored.
    pub scan_to_publish: Histogram,
    /// Log append latency, by operation.
    pub log_append: Histograms<OperationLabel>,
    /// Records a subscription wanted that retention had deleted before it read them, by
    /// topic (each [`livedraw_bus::BusError::Lost`], counted by the records it skipped).
    pub log_lost_records: Family<TopicLabel, Counter>,
    /// Devices silent longer than the studio allows.
    pub devices_silent: Gauge,
    /// Each device's clock skew (moving median of server receive time − device time).
    pub clock_skew: Family<DeviceLabel, Gauge<f64, AtomicU64>>,
    /// Connections a gRPC port closed before they served anything, by port and reason.
    pub connections_dropped: Family<PortReason, Counter>,
    registry: Arc<Registry>,
}

/// Buckets from 0.1 ms to about 13 s: pricing, appends and publication all fall inside.
fn latency() -> Histogram {
    Histogram::new(exponential_buckets(0.0001, 2.0, 18))
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl fmt::Debug for Metrics {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("Metrics")
    }
}

impl Metrics {
    /// A new registry with every metric at zero.
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("livedraw");
        let mut metrics = Metrics {
            floor_events_journaled: Family::default(),
            refusals: Family::default(),
            rejections: Family::default(),
            burns: Family::default(),
            repeats: Family::default(),
            holds: Family::default(),
            cancellations: Family::default(),
            draws_settled: Family::default(),
            draws_corrected: Family::default(),
            engine_steps: Counter::default(),
            odds_compute: Family::new_with_constructor(latency),
            scan_to_publish: latency(),
            log_append: Family::new_with_constructor(latency),
            log_lost_records: Family::default(),
            devices_silent: Gauge::default(),
            clock_skew: Family::default(),
            connections_dropped: Family::default(),
            registry: Arc::new(Registry::default()),
        };
        metrics.register(&mut registry);
        metrics.registry = Arc::new(registry);
        metrics
    }

    /// Every metric in the Prometheus text format.
    pub fn encode(&self) -> String {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }

    fn register(&self, registry: &mut Registry) {
        registry.register(
            "floor_events_journaled",
            "Floor events journaled, by kind and table",
            self.floor_events_journaled.clone(),
        );
        registry.register(
            "ingest_refusals",
            "Floor events refused by ingest, by gRPC status code",
            self.refusals.clone(),
        );
        registry.register(
            "engine_rejections",
            "Journal entries the engine refused, by rejection code",
            self.rejections.clone(),
        );
        registry.register("burns", "Cards burned, by table", self.burns.clone());
        registry.register(
            "repeats",
            "Repeat spins and rolls, by table",
            self.repeats.clone(),
        );
        registry.register(
            "holds",
            "Draws held for a supervisor, by table",
            self.holds.clone(),
        );
        registry.register(
            "cancellations",
            "Draws cancelled, by table and reason",
            self.cancellations.clone(),
        );
        registry.register(
            "draws_settled",
            "Draws settled, by table",
            self.draws_settled.clone(),
        );
        registry.register(
            "draws_corrected",
            "Settled draws corrected (each new revision), by table",
            self.draws_corrected.clone(),
        );
        registry.register(
            "engine_steps",
            "Engine steps stored",
            self.engine_steps.clone(),
        );
        registry.register_with_unit(
            "odds_compute",
            "Time to price one betting round, by game",
            Unit::Seconds,
            self.odds_compute.clone(),
        );
        registry.register_with_unit(
            "scan_to_publish",
            "From a journal entry's append to its step, odds and results being stored",
            Unit::Seconds,
            self.scan_to_publish.clone(),
        );
        registry.register_with_unit(
            "log_append",
            "Event-log append latency, by operation",
            Unit::Seconds,
            self.log_append.clone(),
        );
        registry.register(
            "log_lost_records",
            "Records a reader wanted that retention deleted before it read them, by topic",
            self.log_lost_records.clone(),
        );
        registry.register(
            "devices_silent",
            "Devices silent longer than [engine] device_silence_seconds",
            self.devices_silent.clone(),
        );
        registry.register_with_unit(
            "device_clock_skew",
            "Moving median of server receive time minus device time, by device",
            Unit::Seconds,
            self.clock_skew.clone(),
        );
        registry.register(
            "grpc_connections_dropped",
            "Connections a gRPC port closed before they served anything: over its cap, or \
             past the deadline of the TLS handshake or the HTTP/2 preface; by port and reason",
            self.connections_dropped.clone(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metrics_are_named_with_the_prefix_and_units() {
        let metrics = Metrics::new();
        let table = TableLabel { table: "w1".into() };
        metrics.burns.get_or_create(&table).inc();
        metrics
            .odds_compute
            .get_or_create(&GameLabel {
                game: "wheel".into(),
            })
            .observe(0.002);
        let device = DeviceLabel {
            device: "s1".into(),
        };
        metrics.clock_skew.get_or_create(&device).set(-0.25);
        let text = metrics.encode();
        assert!(
            text.contains("livedraw_burns_total{table=\"w1\"} "),
            "{text}"
        );
        assert!(
            text.contains("livedraw_odds_compute_seconds_bucket{"),
            "{text}"
        );
        assert!(
            text.contains("livedraw_device_clock_skew_seconds{device=\"s1\"} -0.25"),
            "{text}"
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
    }

    #[test]
    fn two_instances_count_apart() {
        let (first, second) = (Metrics::new(), Metrics::new());
        let clone = first.clone();
        clone.engine_steps.inc();
        first.engine_steps.inc();
        assert_eq!(first.engine_steps.get(), 2);
        assert_eq!(second.engine_steps.get(), 0);
        assert!(second.encode().contains("livedraw_engine_steps_total 0"));
        assert!(first.encode().contains("livedraw_engine_steps_total 2"));
    }
}
