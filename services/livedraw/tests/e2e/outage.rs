//! Broker outage (issue #5, R1 R10): the studio on Kafka, one table per game, played by the
//! simulated floor; once some draws have ended the broker is stopped for 20 s and started
//! again on the same port and store. During the outage a floor event answers UNAVAILABLE (the
//! floor keeps it and re-sends it with the same number) and health says NOT_SERVING; after the
//! broker's return the same studio process plays on by itself (the engine takes its partitions
//! back, the feed's results history grows), the re-sent event is journaled once, and
//! everything published equals the journal's replay (`verify.rs`): no gap, nothing twice,
//! every draw ending in exactly one result or one cancellation.

use super::backend::Backend;
use super::{caught_up_and_verified, ended, studio_text, DEVICE_SILENCE_SECONDS};
use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_domain::Observation;
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::FloorEvent;
use livedraw_protocol::{DeviceId, TableId};
use livedraw_simulate::{self as simulate, FaultRate, SimulateOptions};
use livedraw_studio::StudioConfig;
use std::net::SocketAddr;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tonic::transport::Channel;
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{health_client::HealthClient, HealthCheckRequest};

/// How long the broker stays down.
const OUTAGE: Duration = Duration::from_secs(20);

/// `[kafka] produce_timeout_ms` of the test: an append the broker does not acknowledge fails
/// after it, well within the outage (the default, 30 s, would outlast it: the event would wait
/// in the producer and be acknowledged once the broker is back).
const PRODUCE_TIMEOUT_MS: u64 = 5_000;

/// Draws that end before the outage.
const DRAWS_BEFORE: usize = 10;

/// Draws that must end after the broker's return, counted from the draws ended before it.
const DRAWS_AFTER: usize = 20;

/// How long play may take to reach [`DRAWS_AFTER`] once the broker is back.
const RESUME: Duration = Duration::from_secs(120);

/// A device of the studio the simulated floor does not know: the test posts with it directly.
const PROBE: &str = "probe-wheel-1";

/// The table it is bound to.
const PROBE_TABLE: &str = "wheel-1";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn broker_outage_of_20_s_during_play_ingest_answers_unavailable_then_everything_continues_and_nothing_is_lost_on_kafka_r1_r10(
) {
    let began = Instant::now();
    let mut backend = Backend::kafka("outage").with_produce_timeout(PRODUCE_TIMEOUT_MS);
    let dir = tempfile::tempdir().unwrap();
    // The devices cannot be heard while the journal is down: a silence limit longer than the
    // test keeps the outage from suspending the tables (a journal outage longer than a table's
    // limit does suspend it: docs/operations.md), and the probe never sends heartbeats.
    let text = studio_text(dir.path(), &backend, [0, 0, 0], 1);
    let mut text = text.replace(
        &format!("device_silence_seconds = {DEVICE_SILENCE_SECONDS}"),
        "device_silence_seconds = 3600",
    );
    // Allowed only the counter-clockwise presentation turn, which the rules record without a
    // decision during a draw and refuse between draws: the probe changes no game.
    text.push_str(&format!(
        "[[devices]]\nid = \"{PROBE}\"\ntables = [\"{PROBE_TABLE}\"]\nkinds = [\"wheel_spin_started\"]\n"
    ));
    let config = StudioConfig::parse(&text, "outage").unwrap();
    let mut studio = studio::start(config.clone(), RunOptions::default())
        .await
        .unwrap();
    let addresses = studio.addresses();
    let floor = tokio::spawn(simulate::run(
        Arc::new(without_probe(&config)),
        SimulateOptions {
            ingest: addresses.ingest.to_string(),
            supervisor: addresses.supervisor.to_string(),
            faults: FaultRate::PerAction(0.05),
            leave_holds: false,
            device_silence_every: None,
            seed: 20,
            pace: Duration::from_millis(20),
            access: Access::demo(&config, Role::Supervisor).unwrap(),
            players: None,
        },
    ));
    let before = draws_reach(addresses.feed, &config, DRAWS_BEFORE, RESUME).await;

    let broker = backend.broker().unwrap();
    broker.stop().unwrap();
    let stopped = Instant::now();
    let probe = Probe::new(&config, addresses.ingest);
    let refused = probe.post().await;
    let answered_in = stopped.elapsed();
    assert_eq!(
        refused.as_ref().map_err(tonic::Status::code),
        Err(Code::Unavailable),
        "a floor event during the outage: {refused:?}"
    );
    assert!(
        answered_in < Duration::from_millis(PRODUCE_TIMEOUT_MS) + Duration::from_secs(5),
        "UNAVAILABLE only after {answered_in:?}"
    );
    health_becomes(addresses.ingest, &config, ServingStatus::NotServing).await;
    tokio::time::sleep(OUTAGE.saturating_sub(stopped.elapsed())).await;
    let outage = stopped.elapsed();
    broker.restart().unwrap();
    let restarted = Instant::now();

    // The floor's way: the same event, the same number, until the studio takes it.
    let accepted = probe.post_until_journaled().await;
    let probe_journaled = restarted.elapsed();
    health_becomes(addresses.ingest, &config, ServingStatus::Serving).await;
    let after = draws_reach(addresses.feed, &config, before + DRAWS_AFTER, RESUME).await;
    let resumed = restarted.elapsed();
    assert!(
        still_running(&mut studio).await,
        "the studio stopped by itself"
    );
    floor.abort();
    studio.shutdown().await.unwrap();

    let verified = caught_up_and_verified(&config).await;
    println!(
        "kafka: {before} draws before the outage; UNAVAILABLE after {answered_in:?}; broker down \
         {outage:?}; after its return the probe event was {accepted:?} after {probe_journaled:?} \
         and {} more draws ended within {resumed:?}; {:?} in all; {verified:?}",
        after - before,
        began.elapsed(),
    );
    assert!(verified.draws() >= before + DRAWS_AFTER, "{verified:?}");
    assert_eq!(
        verified.floor_events.get(PROBE),
        Some(&1),
        "the probe's event is journaled exactly once"
    );
}

/// The configuration without the probe device, for the simulated floor.
fn without_probe(config: &StudioConfig) -> StudioConfig {
    let mut floor = config.clone();
    floor.devices.retain(|device| device.id != PROBE);
    floor
}

/// Waits until at least `draws` have ended by the feed's results history (which may refuse
/// while the studio recovers), at most `within`; returns how many have.
async fn draws_reach(
    feed: SocketAddr,
    config: &StudioConfig,
    draws: usize,
    within: Duration,
) -> usize {
    let began = Instant::now();
    let mut last = Ok(0);
    while began.elapsed() < within {
        last = ended(feed, config).await.map(|(ended, _)| ended);
        if let Ok(now) = last {
            if now >= draws {
                return now;
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("{draws} draws did not end within {within:?}: the feed says {last:?}");
}

/// Waits (at most 10 s: the studio probes its log every 2 s) until the studio's health is
/// `wanted`.
async fn health_becomes(ingest: SocketAddr, config: &StudioConfig, wanted: ServingStatus) {
    let access = Access::demo(config, Role::Supervisor).unwrap();
    let mut health = HealthClient::new(access.channel(&ingest.to_string()).unwrap());
    let began = Instant::now();
    loop {
        let status = health
            .check(HealthCheckRequest::default())
            .await
            .unwrap()
            .into_inner()
            .status();
        if status == wanted {
            return;
        }
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "health is {status:?}, not {wanted:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Whether the studio runs on: neither its engine nor a server has stopped by itself.
async fn still_running(studio: &mut RunningStudio) -> bool {
    tokio::time::timeout(Duration::from_millis(100), studio.stopped())
        .await
        .is_err()
}

/// The probe device's one event, the first of its sequence.
struct Probe {
    client: FloorIngestClient<Channel>,
    event: FloorEvent,
}

impl Probe {
    fn new(config: &StudioConfig, ingest: SocketAddr) -> Probe {
        let access = Access::demo(config, Role::Supervisor).unwrap();
        let envelope = FloorEnvelope {
            table: TableId::new(PROBE_TABLE).unwrap(),
            device: DeviceId::new(PROBE).unwrap(),
            sequence: NonZeroU64::MIN,
            device_time: livedraw_ingest::now(),
            draw: None,
            input: FloorInput::Observation(Observation::WheelSpinStarted { clockwise: false }),
        };
        Probe {
            client: access.ingest(&ingest.to_string(), PROBE).unwrap(),
            event: floor_event::encode(&envelope),
        }
    }

    /// Posts the event once: how ingest acknowledged it, or why not.
    async fn post(&self) -> Result<AckStatus, tonic::Status> {
        let ack = self.client.clone().post(self.event.clone()).await?;
        Ok(ack.into_inner().status())
    }

    /// Re-sends the event while ingest answers UNAVAILABLE; how it was acknowledged at last
    /// (accepted, or a duplicate if the append that failed was written all the same).
    async fn post_until_journaled(&self) -> AckStatus {
        let began = Instant::now();
        loop {
            match self.post().await {
                Ok(status) => {
                    assert!(
                        matches!(status, AckStatus::Accepted | AckStatus::Duplicate),
                        "{status:?}"
                    );
                    return status;
                }
                Err(status) if status.code() == Code::Unavailable => {
                    assert!(
                        began.elapsed() < RESUME,
                        "still UNAVAILABLE after {RESUME:?}: {status:?}"
                    );
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Err(status) => panic!("the re-sent event: {status:?}"),
            }
        }
    }
}
