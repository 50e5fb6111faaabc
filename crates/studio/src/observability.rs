//! `[observability]`: how the studio reports on itself (logs, traces, metrics, clock skew).

use serde::{Deserialize, Serialize};
use std::net::SocketAddr;

/// Logs, traces, metrics and the clock-skew threshold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Observability {
    /// How log lines are written.
    #[serde(default)]
    pub log_format: LogFormat,
    /// The OpenTelemetry collector traces are exported to over OTLP/gRPC, e.g.
    /// `http://127.0.0.1:4317`; nothing is exported when absent (`OTEL_EXPORTER_OTLP_ENDPOINT`
    /// stands in for it).
    #[serde(default)]
    pub otlp_endpoint: Option<String>,
    /// Where `GET /metrics` (Prometheus text) and `GET /healthz` are served; off when absent.
    #[serde(default)]
    pub metrics_listen: Option<SocketAddr>,
    /// A device whose clock is further than this from the server's (moving median of server
    /// receive time − device time) is degraded, and so are its tables (R6).
    #[serde(default = "default_max_clock_skew_ms")]
    pub max_clock_skew_ms: u64,
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// One human-readable line per event.
    #[default]
    Text,
    /// One JSON object per event, fields included, for a log collector.
    Json,
}

impl Default for Observability {
    fn default() -> Observability {
        Observability {
            log_format: LogFormat::Text,
            otlp_endpoint: None,
            metrics_listen: None,
            max_clock_skew_ms: default_max_clock_skew_ms(),
        }
    }
}

fn default_max_clock_skew_ms() -> u64 {
    2000
}
