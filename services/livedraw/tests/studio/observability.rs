//! Software identity on every port (R12), and the metrics and health endpoint.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions, ENGINE, GRPC_SERVICES};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_protocol::v1::server_info_client::ServerInfoClient;
use livedraw_protocol::v1::GetServerInfoRequest;
use livedraw_studio::StudioConfig;
use livedraw_testkit::probe::get;
use livedraw_testkit::studio_config::{example_studio, free_port};
use livedraw_testkit::wait::{self, GENEROUS};
use std::path::Path;

fn config(data_dir: &Path) -> StudioConfig {
    let mut config = example_studio(data_dir);
    config.observability.metrics_listen = Some(free_port());
    config
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r12_every_port_serves_the_version_and_git_revision() {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(config(dir.path()), RunOptions::default())
        .await
        .unwrap();
    let addresses = studio.addresses();
    for port in [addresses.ingest, addresses.supervisor, addresses.feed] {
        // Over TLS with the demo's CA; ServerInfo, like health, needs no credentials.
        let access = Access::demo(&studio.config(), Role::Frontend).unwrap();
        let mut client = ServerInfoClient::new(access.channel(&port.to_string()).unwrap());
        let info = client
            .get_server_info(GetServerInfoRequest {})
            .await
            .unwrap()
            .into_inner();
        assert_eq!(info.version, env!("CARGO_PKG_VERSION"));
        assert_eq!(info.git_revision, livedraw_allinone::identity::GIT_REVISION);
        assert!(!info.git_revision.is_empty());
        assert_eq!(info.profile, "demo");
        for service in GRPC_SERVICES.iter().chain([&ENGINE]) {
            assert!(info.services.iter().any(|name| name == service), "{info:?}");
        }
        assert!(info.started_at.is_some());
    }
    studio.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_healthz_are_served_beside_the_grpc_ports() {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(
        config(dir.path()),
        RunOptions {
            fast: true,
            ..RunOptions::default()
        },
    )
    .await
    .unwrap();
    let endpoint = studio.metrics_address().unwrap();
    let (status, body) = get(endpoint, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("engine SERVING"), "{body}");
    // The clock opens a draw on every table within a moment (steps, odds, appends): waited
    // for, since a busy machine may take longer.
    let names = [
        "livedraw_engine_steps_total ",
        "livedraw_odds_compute_seconds_bucket{",
        "livedraw_scan_to_publish_seconds_count ",
        "livedraw_log_append_seconds_count{operation=\"append\"}",
        "livedraw_devices_silent ",
    ];
    let all_there = |metrics: &str| names.iter().all(|name| metrics.contains(name));
    let (status, metrics) = wait::until("every metric on /metrics", GENEROUS, || async {
        let (status, metrics) = get(endpoint, "/metrics").await;
        (status != 200 || all_there(&metrics)).then_some((status, metrics))
    })
    .await;
    assert_eq!(status, 200);
    for name in names {
        assert!(metrics.contains(name), "{name} missing from\n{metrics}");
    }
    studio.shutdown().await.unwrap();
}
