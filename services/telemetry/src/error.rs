//! Why observability could not be set up.

use std::net::SocketAddr;

/// Observability could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TelemetryError {
    /// The OTLP exporter could not be built.
    #[error("the OTLP exporter for {endpoint}: {reason}")]
    Exporter {
        /// The collector.
        endpoint: String,
        /// Why.
        reason: String,
    },
    /// A subscriber was already installed in this process.
    #[error("installing the log subscriber: {0}")]
    Installed(String),
    /// The metrics endpoint could not listen.
    #[error("the metrics endpoint cannot listen on {address}: {source}")]
    Bind {
        /// The address.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
}
