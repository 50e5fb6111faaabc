//! The studio's health, in the two places it is read: gRPC health on every port and
//! [`ProcessHealth`] for `GET /healthz`. Everything is NOT_SERVING until the studio has started
//! and its event log answers; see [`super::log_probe`].

use crate::selection::Services;
use livedraw_telemetry::ProcessHealth;
use tonic_health::server::HealthReporter;
use tonic_health::ServingStatus;

/// The gRPC services of the all-in-one studio (`Decisions` is served beside the feed).
pub const GRPC_SERVICES: [&str; 4] = [
    "livedraw.v1.FloorIngest",
    "livedraw.v1.Supervisor",
    "livedraw.v1.Feed",
    "livedraw.v1.Decisions",
];

/// The engine, which has no port of its own, under its name in [`ProcessHealth`].
pub const ENGINE: &str = "engine";

/// The names under which `services` report health: their gRPC services, and [`ENGINE`].
pub fn names(services: Services) -> Vec<&'static str> {
    let [ingest, supervisor, feed, decisions] = GRPC_SERVICES;
    [
        (ingest, services.ingest),
        (supervisor, services.supervisor),
        (feed, services.feed),
        (decisions, services.feed),
        (ENGINE, services.engine),
    ]
    .into_iter()
    .filter_map(|(name, runs)| runs.then_some(name))
    .collect()
}

/// Both views of the studio's health. Cheap to clone.
#[derive(Clone)]
pub struct StudioHealth {
    reporter: HealthReporter,
    process: ProcessHealth,
    /// What this process runs ([`names`]).
    names: Vec<&'static str>,
}

impl StudioHealth {
    /// Reports the services `names` through `reporter` (gRPC) and `process` (HTTP); every one
    /// NOT_SERVING.
    pub async fn new(
        reporter: HealthReporter,
        process: ProcessHealth,
        names: Vec<&'static str>,
    ) -> StudioHealth {
        let health = StudioHealth {
            reporter,
            process,
            names,
        };
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
        for name in self.names.iter().copied() {
            if name != ENGINE {
                self.reporter.set_service_status(name, status).await;
            }
            self.process.set(name, serving);
        }
    }
}
