//! The studio's health, in the two places it is read: gRPC health on every port and
//! [`ProcessHealth`] for `GET /healthz`. Everything is NOT_SERVING until the studio has started
//! and its event log answers; see [`super::log_probe`].

use livedraw_telemetry::ProcessHealth;
use tonic_health::server::HealthReporter;
use tonic_health::ServingStatus;

/// The gRPC services of the all-in-one studio.
pub const GRPC_SERVICES: [&str; 3] = [
    "livedraw.v1.FloorIngest",
    "livedraw.v1.Supervisor",
    "livedraw.v1.Feed",
];

/// The engine, which has no port of its own, under its name in [`ProcessHealth`].
pub const ENGINE: &str = "engine";

/// Both views of the studio's health. Cheap to clone.
#[derive(Clone)]
pub struct StudioHealth {
    reporter: HealthReporter,
    process: ProcessHealth,
}

impl StudioHealth {
    /// Reports through `reporter` (gRPC) and `process` (HTTP); every service NOT_SERVING.
    pub async fn new(reporter: HealthReporter, process: ProcessHealth) -> StudioHealth {
        let health = StudioHealth { reporter, process };
        health.set(false).await;
        health
    }

    /// Reports every service SERVING, or NOT_SERVING.
    pub async fn set(&self, serving: bool) {
        let status = if serving {
            ServingStatus::Serving
        } else {
            ServingStatus::NotServing
        };
        self.reporter.set_service_status("", status).await;
        for name in GRPC_SERVICES {
            self.reporter.set_service_status(name, status).await;
            self.process.set(name, serving);
        }
        self.process.set(ENGINE, serving);
    }
}
