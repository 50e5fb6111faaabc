//! R4 and R11 over real TLS: the all-in-one studio in the demo profile with its generated PKI,
//! every way in refused with its precise status (or a failed handshake) and nothing journaled;
//! a production studio that speaks only TLS; the demo PKI generated once and reused.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions, RunningStudio, StudioError};
use livedraw_auth::{Authority, Role, TokenIssuer};
use livedraw_bus::{EventLog, Topic};
use livedraw_client::access::Access;
use livedraw_client::pki::{device_cert, PkiDir};
use livedraw_domain::Observation;
use livedraw_gate::client_tls;
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::{CancelDrawRequest, CancelReason, FloorEvent, JournalEntry};
use livedraw_protocol::{DeviceId, TableId};
use livedraw_studio::{Profile, StudioConfig};
use prost::Message;
use std::num::NonZeroU64;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tonic::transport::Channel;
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{health_client::HealthClient, HealthCheckRequest};

/// Two wheels, each with its own sensor.
const STUDIO: &str = r#"
[listen]
ingest = "127.0.0.1:0"
supervisor = "127.0.0.1:0"
feed = "127.0.0.1:0"

[[tables]]
id = "wheel-1"
game = "wheel"

[[tables]]
id = "wheel-2"
game = "wheel"

[[devices]]
id = "sensor-wheel-1"
tables = ["wheel-1"]

[[devices]]
id = "sensor-wheel-2"
tables = ["wheel-2"]
"#;

fn config_in(dir: &Path, extra: &str) -> StudioConfig {
    let text = format!(
        "data_dir = {:?}\n{extra}{STUDIO}",
        dir.display().to_string()
    );
    StudioConfig::parse(&text, "security test").unwrap()
}

async fn demo_studio(dir: &Path) -> RunningStudio {
    studio::start(config_in(dir, ""), RunOptions::default())
        .await
        .unwrap()
}

/// A counter-clockwise presentation turn of `table`'s wheel, as `device` claims to send it.
fn turn(table: &str, device: &str) -> FloorEvent {
    floor_event::encode(&FloorEnvelope {
        table: TableId::new(table).unwrap(),
        device: DeviceId::new(device).unwrap(),
        sequence: NonZeroU64::MIN,
        device_time: livedraw_ingest::now(),
        draw: None,
        input: FloorInput::Observation(Observation::WheelSpinStarted { clockwise: false }),
    })
}

/// Floor events and supervisor actions in the journal (the engine's own clock ticks and the
/// configuration journaled at start aside).
async fn journaled_by_callers(log: &dyn EventLog) -> usize {
    let mut count = 0;
    for partition in 0..log.partitions(Topic::StudioJournal) {
        for record in log
            .read(Topic::StudioJournal, partition, 0, 10_000)
            .await
            .unwrap()
        {
            let entry = JournalEntry::decode(record.payload.as_slice()).unwrap();
            if !matches!(
                entry.entry,
                Some(Entry::ClockTick(_) | Entry::ConfigurationChanged(_))
            ) {
                count += 1;
            }
        }
    }
    count
}

fn demo_access(studio: &RunningStudio, role: Role) -> Access {
    Access::demo(&studio.config(), role).unwrap()
}

fn ingest_address(studio: &RunningStudio) -> String {
    studio.addresses().ingest.to_string()
}

#[tokio::test]
async fn r11_a_device_posts_for_its_own_table_under_its_own_name() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let access = demo_access(&studio, Role::Supervisor);
    let mut sensor = access
        .ingest(&ingest_address(&studio), "sensor-wheel-1")
        .unwrap();
    let ack = sensor
        .post(turn("wheel-1", "sensor-wheel-1"))
        .await
        .unwrap();
    assert_eq!(ack.into_inner().status(), AckStatus::Accepted);
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 1);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_a_device_without_a_client_certificate_is_unauthenticated() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let access = demo_access(&studio, Role::Supervisor);
    let channel = access.channel(&ingest_address(&studio)).unwrap();
    let refused = FloorIngestClient::new(channel.clone())
        .post(turn("wheel-1", "sensor-wheel-1"))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unauthenticated, "{refused:?}");
    assert!(refused.message().contains("client certificate"));
    // Health stays open to probes without a certificate.
    let health = HealthClient::new(channel)
        .check(HealthCheckRequest::default())
        .await
        .unwrap();
    assert_eq!(health.into_inner().status(), ServingStatus::Serving);
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 0);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_a_client_certificate_from_another_ca_fails_the_handshake() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let pki = PkiDir::demo(&studio.config());
    let ca = std::fs::read(pki.ca_cert()).unwrap();
    let now = livedraw_client::pki::now();
    let impostor = Authority::generate("someone else's CA", now, 1)
        .unwrap()
        .device("sensor-wheel-1", now, 1)
        .unwrap();
    let tls = client_tls(
        &ca,
        Some((
            impostor.certificate_pem.as_bytes(),
            impostor.key_pem.as_bytes(),
        )),
    );
    let channel = Channel::from_shared(format!("https://{}", ingest_address(&studio)))
        .unwrap()
        .tls_config(tls)
        .unwrap()
        .connect_lazy();
    let refused = FloorIngestClient::new(channel)
        .post(turn("wheel-1", "sensor-wheel-1"))
        .await
        .unwrap_err();
    // The server refuses the chain during the handshake: no call ever reaches the service.
    let why = format!("{refused:?}");
    assert!(why.contains("received fatal alert: UnknownCA"), "{why}");
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 0);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_a_device_posting_for_a_table_it_is_not_bound_to_is_permission_denied() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let access = demo_access(&studio, Role::Supervisor);
    let mut sensor = access
        .ingest(&ingest_address(&studio), "sensor-wheel-1")
        .unwrap();
    let refused = sensor
        .post(turn("wheel-2", "sensor-wheel-1"))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);
    assert_eq!(
        refused.message(),
        "device `sensor-wheel-1` is not bound to table `wheel-2`"
    );
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 0);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_an_event_claiming_another_device_is_permission_denied() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let access = demo_access(&studio, Role::Supervisor);
    let mut sensor = access
        .ingest(&ingest_address(&studio), "sensor-wheel-1")
        .unwrap();
    let refused = sensor
        .post(turn("wheel-2", "sensor-wheel-2"))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);
    assert_eq!(
        refused.message(),
        "the client certificate is device `sensor-wheel-1`, the event claims device `sensor-wheel-2`"
    );
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 0);
    studio.shutdown().await.unwrap();
}

fn cancel() -> CancelDrawRequest {
    CancelDrawRequest {
        table_id: "wheel-1".into(),
        draw_number: 1,
        reason: CancelReason::TechnicalProblem.into(),
        note: "test".into(),
    }
}

#[tokio::test]
async fn r4_supervisor_commands_need_a_supervisor_token_over_tls() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let address = studio.addresses().supervisor.to_string();
    let mut frontend = demo_access(&studio, Role::Frontend)
        .supervisor(&address)
        .unwrap();
    let denied = frontend.cancel_draw(cancel()).await.unwrap_err();
    assert_eq!(denied.code(), Code::PermissionDenied, "{denied:?}");
    let anonymous = Access {
        token: None,
        ..demo_access(&studio, Role::Supervisor)
    };
    let refused = anonymous
        .supervisor(&address)
        .unwrap()
        .cancel_draw(cancel())
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unauthenticated);
    let pki = PkiDir::demo(&studio.config());
    let key = std::fs::read_to_string(pki.token_key()).unwrap();
    let expired = TokenIssuer::from_pem(&key)
        .unwrap()
        .issue(
            "alice",
            &[Role::Supervisor],
            livedraw_client::pki::now() - 7200,
            Duration::from_secs(3600),
        )
        .unwrap();
    let late = Access {
        token: Some(expired),
        ..demo_access(&studio, Role::Supervisor)
    };
    let refused = late
        .supervisor(&address)
        .unwrap()
        .cancel_draw(cancel())
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unauthenticated);
    assert_eq!(refused.message(), "token expired");
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 0);
    // The demo's supervisor token is journaled as who commanded.
    let mut supervisor = demo_access(&studio, Role::Supervisor)
        .supervisor(&address)
        .unwrap();
    supervisor.cancel_draw(cancel()).await.unwrap();
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 1);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_demo_pki_is_generated_once_and_reused() {
    let dir = tempfile::tempdir().unwrap();
    let config = config_in(dir.path(), "");
    let pki = PkiDir::demo(&config);
    pki.ensure_demo(&config).unwrap();
    let read = |path: PathBuf| std::fs::read(path).unwrap();
    let files = |pki: &PkiDir| {
        [
            read(pki.ca_cert()),
            read(pki.server_cert()),
            read(device_cert(&pki.devices(), "sensor-wheel-1")),
            read(pki.token_public_key()),
            read(pki.token(Role::Supervisor)),
        ]
    };
    let first = files(&pki);
    pki.ensure_demo(&config).unwrap();
    assert_eq!(files(&pki), first, "the second start made new material");
    // A device added later gets its certificate; the rest is kept.
    let mut grown = config.clone();
    let mut spec = grown.devices[0].clone();
    spec.id = "sensor-wheel-1b".into();
    grown.devices.push(spec);
    pki.ensure_demo(&grown).unwrap();
    assert!(device_cert(&pki.devices(), "sensor-wheel-1b").exists());
    assert_eq!(files(&pki), first);
}

#[tokio::test]
async fn r11_a_production_studio_speaks_only_tls() {
    let dir = tempfile::tempdir().unwrap();
    let material = dir.path().join("pki");
    let pki = PkiDir::at(&material);
    pki.init(&["127.0.0.1".to_string()], 1).unwrap();
    let extra = format!(
        "profile = \"production\"\n[security]\ntls_cert = {:?}\ntls_key = {:?}\n\
         client_ca = {:?}\ntoken_public_key = {:?}\n",
        "pki/server.crt", "pki/server.key", "pki/ca.crt", "pki/token.pub"
    );
    let config = config_in(dir.path(), &extra);
    let studio = studio::start(config, RunOptions::default()).await.unwrap();
    let address = studio.addresses().ingest;
    let plaintext = Channel::from_shared(format!("http://{address}"))
        .unwrap()
        .connect_lazy();
    let refused = HealthClient::new(plaintext)
        .check(HealthCheckRequest::default())
        .await;
    assert!(
        refused.is_err(),
        "a plaintext call was answered: {refused:?}"
    );
    let tls = Access::from_files(Some(&pki.ca_cert()), PathBuf::new(), None).unwrap();
    let health = HealthClient::new(tls.channel(&address.to_string()).unwrap())
        .check(HealthCheckRequest::default())
        .await
        .unwrap();
    assert_eq!(health.into_inner().status(), ServingStatus::Serving);
    studio.shutdown().await.unwrap();
}

#[tokio::test]
async fn r11_a_production_config_without_tls_material_does_not_start() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("profile = \"production\"\n{STUDIO}");
    let refused = StudioConfig::parse(&text, "t").unwrap_err().to_string();
    assert!(
        refused.contains("needs TLS and token material"),
        "{refused}"
    );
    let mut config = config_in(dir.path(), "");
    config.profile = Profile::Production;
    let refused = studio::start(config, RunOptions::default()).await;
    assert!(matches!(refused, Err(StudioError::NoMaterial(_))));
}
