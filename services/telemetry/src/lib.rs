//! Observability of the studio (docs/services.md, docs/observability.md).
//!
//! - [`propagation`]: W3C `traceparent` in and out of log-record headers and gRPC metadata,
//!   and [`propagation::follow`], which makes a span the child of a received context;
//! - [`metrics`]: a studio instance's Prometheus metrics ([`metrics::Metrics`]);
//! - [`MeasuredLog`]: the event log with its append latency measured;
//! - [`init`]: the `tracing` subscriber (text or JSON lines, OpenTelemetry spans exported over
//!   OTLP/gRPC when a collector is configured), in `subscriber.rs`; `escape.rs`: the text
//!   lines' fields, escaped so that no value from outside can forge a line or a field;
//! - [`MetricsEndpoint`]: `GET /metrics` and `GET /healthz`, with [`ProcessHealth`].

mod endpoint;
mod error;
mod escape;
mod health;
mod measured_log;
pub mod metrics;
pub mod propagation;
mod subscriber;

pub use endpoint::MetricsEndpoint;
pub use error::TelemetryError;
pub use health::ProcessHealth;
pub use measured_log::MeasuredLog;
pub use subscriber::{init, spans, LogOptions, Telemetry, SERVICE_NAME};
