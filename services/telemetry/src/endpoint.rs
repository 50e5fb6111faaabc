//! The HTTP endpoint beside the gRPC ports: `GET /metrics` (Prometheus text) and `GET /healthz`
//! (200 when every service of the process is serving, 503 otherwise).

use crate::error::TelemetryError;
use crate::health::ProcessHealth;
use crate::metrics::Metrics;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use tokio::net::TcpListener;

/// The content type of the Prometheus text exposition (OpenMetrics flavour).
const METRICS_CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// The endpoint, bound; [`MetricsEndpoint::serve`] runs it.
pub struct MetricsEndpoint {
    listener: TcpListener,
    health: ProcessHealth,
    metrics: Metrics,
}

impl MetricsEndpoint {
    /// Binds `address` (port 0 picks a free one) to serve `metrics` and `health`.
    pub async fn bind(
        address: SocketAddr,
        health: ProcessHealth,
        metrics: Metrics,
    ) -> Result<MetricsEndpoint, TelemetryError> {
        let listener = TcpListener::bind(address)
            .await
            .map_err(|source| TelemetryError::Bind { address, source })?;
        Ok(MetricsEndpoint {
            listener,
            health,
            metrics,
        })
    }

    /// Where it listens.
    pub fn address(&self) -> Result<SocketAddr, TelemetryError> {
        self.listener
            .local_addr()
            .map_err(|source| TelemetryError::Bind {
                address: SocketAddr::from(([0, 0, 0, 0], 0)),
                source,
            })
    }

    /// Serves until `stop` completes.
    pub async fn serve(
        self,
        stop: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let metrics = self.metrics;
        let router = Router::new()
            .route("/metrics", get(move || metrics_text(metrics.clone())))
            .route("/healthz", get(healthz))
            .with_state(self.health);
        axum::serve(self.listener, router)
            .with_graceful_shutdown(stop)
            .await
    }
}

async fn metrics_text(metrics: Metrics) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, METRICS_CONTENT_TYPE)],
        metrics.encode(),
    )
}

async fn healthz(State(health): State<ProcessHealth>) -> impl IntoResponse {
    let status = if health.serving() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let body: String = health
        .statuses()
        .into_iter()
        .map(|(service, serving)| {
            let word = if serving { "SERVING" } else { "NOT_SERVING" };
            format!("{service} {word}\n")
        })
        .collect();
    (status, body)
}
