//! Issue 29, finding 2: connections that stall half-way through their handshake are closed on
//! every gRPC port within the studio's deadline, and a port over its cap closes new ones at
//! once, so an outside probe cannot keep the process's descriptors; each is counted in
//! `livedraw_grpc_connections_dropped_total`. The studio runs in this process, so its
//! descriptors are this process's (`/proc/self/fd`).
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use futures::future::join_all;
use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_client::pki::PkiDir;
use livedraw_studio::{Connections, StudioConfig};
use livedraw_testkit::probe::{self, PARTIAL_TLS_RECORD};
use livedraw_testkit::studio_config::{example_studio, free_port};
use std::path::Path;
use std::time::Duration;

/// The scaled-down probe: 200 connections of each kind (the outside probe sent 2,000 and 200).
const PROBES: usize = 200;

/// More than a loaded machine needs, beyond the deadline, to close what is past it.
const SLACK: Duration = Duration::from_secs(5);

/// Descriptors the studio may open meanwhile on its own (log files, its database).
const OWN_DESCRIPTORS: usize = 16;

fn config(data_dir: &Path, connections: Connections) -> StudioConfig {
    let mut config = example_studio(data_dir);
    config.observability.metrics_listen = Some(free_port());
    config.connections = connections;
    config
}

async fn start(data_dir: &Path, connections: Connections) -> RunningStudio {
    studio::start(config(data_dir, connections), RunOptions::default())
        .await
        .unwrap()
}

/// The count of dropped connections of `port` for `reason`, as `/metrics` says.
async fn dropped(studio: &RunningStudio, port: &str, reason: &str) -> u64 {
    let (status, metrics) = probe::get(studio.metrics_address().unwrap(), "/metrics").await;
    assert_eq!(status, 200);
    let series =
        format!("livedraw_grpc_connections_dropped_total{{port=\"{port}\",reason=\"{reason}\"}} ");
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(&series))
        .map_or(0, |count| count.parse().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_2_half_open_connections_are_closed_within_the_handshake_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Connections {
        handshake_timeout_ms: 2000,
        ..Connections::default()
    };
    let studio = start(dir.path(), limits).await;
    let deadline = Duration::from_millis(2000);
    let before = probe::open_descriptors();

    // The outside probe's two kinds: a partial TLS record on ingest, and TLS without the
    // HTTP/2 preface on the feed.
    let addresses = studio.addresses();
    let partial = probe::stalled(addresses.ingest, PROBES, &PARTIAL_TLS_RECORD).await;
    let ca = std::fs::read(PkiDir::demo(&studio.config()).ca_cert()).unwrap();
    let silent = probe::stalled_after_tls(addresses.feed, &ca, PROBES).await;
    assert!(probe::open_descriptors() >= before + 2 * PROBES);

    let closed = async {
        join_all(partial.into_iter().map(probe::closed_by_server)).await;
        join_all(silent.into_iter().map(probe::closed_by_server)).await;
    };
    tokio::time::timeout(deadline + SLACK, closed)
        .await
        .expect("the studio closes every stalled connection within its deadline");
    assert!(
        probe::open_descriptors() <= before + OWN_DESCRIPTORS,
        "{} descriptors open, {before} before the probe",
        probe::open_descriptors()
    );
    let partial = dropped(&studio, "ingest", "handshake_timeout").await;
    assert_eq!(partial, PROBES as u64);
    assert_eq!(
        dropped(&studio, "feed", "preface_timeout").await,
        PROBES as u64
    );
    studio.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_2_a_port_at_its_cap_closes_new_connections_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Connections {
        max_per_port: 20,
        handshake_timeout_ms: 60_000,
        ..Connections::default()
    };
    let studio = start(dir.path(), limits).await;
    let ingest = studio.addresses().ingest;
    let held = probe::stalled(ingest, 20, &PARTIAL_TLS_RECORD).await;
    let refused = probe::stalled(ingest, 10, &[]).await;
    // Long before the minute's deadline.
    tokio::time::timeout(
        SLACK,
        join_all(refused.into_iter().map(probe::closed_by_server)),
    )
    .await
    .expect("a connection over the cap is closed at once");
    assert_eq!(dropped(&studio, "ingest", "over_cap").await, 10);
    // The supervisor's port has its own cap.
    let supervisor = probe::stalled(studio.addresses().supervisor, 1, &[]).await;
    assert_eq!(dropped(&studio, "supervisor", "over_cap").await, 0);
    drop((held, supervisor));
    studio.shutdown().await.unwrap();
}
