//! The all-in-one studio in-process: the example configuration on free ports, `--fast`
//! rounds, the demo PKI, the simulated floor playing through gRPC over TLS (each device with
//! its certificate), and draws settling on the feed. (The production profile's refusals are in
//! `security.rs`.)
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_protocol::v1::{draw_result::End, ResultsHistoryRequest};
use livedraw_simulate::{self as simulate, FaultRate, SimulateOptions};
use livedraw_studio::StudioConfig;
use livedraw_testkit::studio_config::example_studio;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{health_client::HealthClient, HealthCheckRequest};

/// Tables that must have settled a draw, of the twelve.
const TABLES_SETTLED: usize = 8;

/// Settled draws per table, from each table's results history.
async fn settled(feed: SocketAddr, config: &StudioConfig) -> BTreeMap<String, usize> {
    let access = Access::demo(config, Role::Frontend).unwrap();
    let mut client = access.feed(&feed.to_string()).unwrap();
    let mut settled = BTreeMap::new();
    for table in &config.tables {
        let request = ResultsHistoryRequest {
            table_id: table.id.clone(),
            ..Default::default()
        };
        let reply = client.results_history(request).await.unwrap().into_inner();
        let count = reply
            .results
            .iter()
            .filter(|result| matches!(result.end, Some(End::Settled(_))))
            .count();
        settled.insert(table.id.clone(), count);
    }
    settled
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_simulated_floor_settles_draws_on_most_tables_within_a_minute() {
    let dir = tempfile::tempdir().unwrap();
    let config = example_studio(dir.path());
    let studio = studio::start(
        config,
        RunOptions {
            fast: true,
            ..RunOptions::default()
        },
    )
    .await
    .unwrap();
    let addresses = studio.addresses();
    assert_ne!(addresses.feed.port(), 0);
    // Over TLS with the demo's CA, and no client certificate: health is open to probes.
    let access = Access::demo(&studio.config(), Role::Supervisor).unwrap();
    let channel = access.channel(&addresses.ingest.to_string()).unwrap();
    let mut health = HealthClient::new(channel);
    let status = health
        .check(HealthCheckRequest::default())
        .await
        .unwrap()
        .into_inner();
    assert_eq!(status.status(), ServingStatus::Serving);

    let options = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        faults: FaultRate::PerAction(0.03),
        leave_holds: false,
        device_silence_every: None,
        seed: 7,
        pace: Duration::from_millis(50),
        access,
        players: None,
    };
    let floor = tokio::spawn(simulate::run(studio.config(), options));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    let mut seen = BTreeMap::new();
    while tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_secs(1)).await;
        seen = settled(addresses.feed, &studio.config()).await;
        if seen.values().filter(|count| **count > 0).count() >= TABLES_SETTLED {
            break;
        }
    }
    floor.abort();
    studio.shutdown().await.unwrap();
    let tables = seen.values().filter(|count| **count > 0).count();
    assert!(
        tables >= TABLES_SETTLED,
        "settled draws per table: {seen:?}"
    );
}
