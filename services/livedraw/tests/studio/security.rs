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
use livedraw_protocol::v1::decide_request::Choice;
use livedraw_protocol::v1::decisions_client::DecisionsClient;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{
    BetOnSeat, CancelDrawRequest, CancelReason, CheckBetRequest, DecideRequest, FloorEvent,
    JournalEntry, ListIncidentsRequest,
};
use livedraw_protocol::{DeviceId, TableId};
use livedraw_studio::{Profile, StudioConfig};
use livedraw_testkit::raw::{self, UNDECODABLE};
use prost::Message;
use std::num::NonZeroU64;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tonic::transport::Channel;
use tonic::{Code, Status};
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

/// A cancellation of `wheel-1`'s draw 1.
fn cancel() -> CancelDrawRequest {
    CancelDrawRequest {
        table_id: "wheel-1".into(),
        draw_number: 1,
        reason: CancelReason::TechnicalProblem.into(),
        note: "test".into(),
    }
}

/// A bet check on `wheel-1`.
fn check_bet() -> CheckBetRequest {
    CheckBetRequest {
        table_id: "wheel-1".into(),
        ..Default::default()
    }
}

/// A bet on seat 3 of `wheel-1`'s draw 1 (the gate answers before the service looks at it).
fn seat_bet() -> DecideRequest {
    DecideRequest {
        table_id: "wheel-1".into(),
        draw: 1,
        seat: 3,
        hand: 1,
        request_id: "bet-3".into(),
        choice: Some(Choice::Bet(BetOnSeat {})),
    }
}

/// Who makes a refused call.
enum Caller {
    /// TLS without a client certificate, and no `authorization` header.
    Anonymous,
    /// The demo's client without a token: an empty `Bearer`.
    EmptyToken,
    /// The demo CA's certificate of this device.
    Device(&'static str),
    /// A certificate for `sensor-wheel-1` from a CA the studio does not know.
    ForeignDevice,
    /// The demo's token for this role.
    Demo(Role),
    /// A supervisor token of the studio's key that expired an hour ago.
    Expired,
    /// A token of the studio's key that grants no role.
    Roleless,
}

/// The call, one per service (and per way in to ingest).
enum Call {
    /// A wheel turn posted to ingest for `table`, naming `device`.
    Post {
        table: &'static str,
        device: &'static str,
    },
    /// A supervisor's draw cancellation.
    CancelDraw,
    /// A supervisor's incident list.
    ListIncidents,
    /// A frontend's bet check on the feed.
    CheckBet,
    /// A player's decision (a seat bet).
    Decide,
}

/// How a call must be refused.
enum Refused {
    /// With this status code and a message that is exactly this one (`=`), holds it (`~`), or
    /// anything (`""`).
    Status(Code, &'static str),
    /// The TLS handshake fails with this alert: no call reaches a service.
    Handshake(&'static str),
}

/// One refusal: its name, who calls, what, and how it is refused.
struct Case {
    name: &'static str,
    caller: Caller,
    call: Call,
    refused: Refused,
}

/// Every way in without the right credentials, each refused with its precise status.
fn refusals() -> Vec<Case> {
    use Call::{CancelDraw, CheckBet, Decide, ListIncidents, Post};
    use Caller::{Anonymous, Demo, Device, EmptyToken, Expired, ForeignDevice, Roleless};
    use Code::{PermissionDenied, Unauthenticated};
    let wheel_1 = Post {
        table: "wheel-1",
        device: "sensor-wheel-1",
    };
    vec![
        Case {
            name: "a device without a client certificate",
            caller: Anonymous,
            call: wheel_1,
            refused: Refused::Status(Unauthenticated, "~client certificate"),
        },
        Case {
            name: "a client certificate from another CA",
            caller: ForeignDevice,
            call: Post {
                table: "wheel-1",
                device: "sensor-wheel-1",
            },
            refused: Refused::Handshake("received fatal alert: UnknownCA"),
        },
        Case {
            name: "a device posting for a table it is not bound to",
            caller: Device("sensor-wheel-1"),
            call: Post {
                table: "wheel-2",
                device: "sensor-wheel-1",
            },
            refused: Refused::Status(
                PermissionDenied,
                "=device `sensor-wheel-1` is not bound to table `wheel-2`",
            ),
        },
        Case {
            name: "an event claiming another device",
            caller: Device("sensor-wheel-1"),
            call: Post {
                table: "wheel-2",
                device: "sensor-wheel-2",
            },
            refused: Refused::Status(
                PermissionDenied,
                "=the client certificate is device `sensor-wheel-1`, the event claims device `sensor-wheel-2`",
            ),
        },
        Case {
            name: "a frontend token on a supervisor command",
            caller: Demo(Role::Frontend),
            call: CancelDraw,
            refused: Refused::Status(PermissionDenied, ""),
        },
        Case {
            name: "no token on a supervisor command",
            caller: EmptyToken,
            call: CancelDraw,
            refused: Refused::Status(Unauthenticated, ""),
        },
        Case {
            name: "an expired token on a supervisor command",
            caller: Expired,
            call: CancelDraw,
            refused: Refused::Status(Unauthenticated, "=token expired"),
        },
        Case {
            name: "no token on a supervisor view",
            caller: Anonymous,
            call: ListIncidents,
            refused: Refused::Status(Unauthenticated, ""),
        },
        Case {
            name: "no token on the feed",
            caller: Anonymous,
            call: CheckBet,
            refused: Refused::Status(Unauthenticated, "~missing `authorization"),
        },
        Case {
            name: "a token granting no role on the feed",
            caller: Roleless,
            call: CheckBet,
            refused: Refused::Status(PermissionDenied, ""),
        },
        Case {
            name: "no token on a player's decision",
            caller: Anonymous,
            call: Decide,
            refused: Refused::Status(
                Unauthenticated,
                "~missing `authorization: Bearer <token>`",
            ),
        },
        Case {
            name: "a supervisor token on a player's decision",
            caller: Demo(Role::Supervisor),
            call: Decide,
            refused: Refused::Status(PermissionDenied, "~needs frontend"),
        },
    ]
}

/// A token of the demo studio's key for `subject` with `roles`, issued `age_seconds` ago and
/// valid for an hour from then.
fn demo_token(studio: &RunningStudio, subject: &str, roles: &[Role], age_seconds: u64) -> String {
    let pki = PkiDir::demo(&studio.config());
    let key = std::fs::read_to_string(pki.token_key()).unwrap();
    TokenIssuer::from_pem(&key)
        .unwrap()
        .issue(
            subject,
            roles,
            livedraw_client::pki::now() - age_seconds,
            Duration::from_secs(3600),
        )
        .unwrap()
}

/// A channel to ingest presenting a device certificate for `sensor-wheel-1` from a CA of its
/// own.
fn foreign_device_channel(studio: &RunningStudio) -> Channel {
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
    Channel::from_shared(format!("https://{}", ingest_address(studio)))
        .unwrap()
        .tls_config(tls)
        .unwrap()
        .connect_lazy()
}

/// `caller`'s access to the demo studio: the demo's CA and devices, and the caller's token.
fn access_of(studio: &RunningStudio, caller: &Caller) -> Access {
    let token = match caller {
        Caller::Anonymous | Caller::EmptyToken | Caller::Device(_) | Caller::ForeignDevice => None,
        Caller::Demo(role) => return demo_access(studio, *role),
        Caller::Expired => Some(demo_token(studio, "alice", &[Role::Supervisor], 7200)),
        Caller::Roleless => Some(demo_token(studio, "nobody", &[], 0)),
    };
    Access {
        token,
        ..demo_access(studio, Role::Supervisor)
    }
}

/// Makes `call` as `caller`; the status it was answered with.
async fn attempt(studio: &RunningStudio, caller: &Caller, call: &Call) -> Result<(), Status> {
    let access = access_of(studio, caller);
    let feed = studio.addresses().feed.to_string();
    let supervisor = studio.addresses().supervisor.to_string();
    match call {
        Call::Post { table, device } => {
            let channel = match caller {
                Caller::Device(id) => access.device_channel(&ingest_address(studio), id),
                Caller::ForeignDevice => Ok(foreign_device_channel(studio)),
                Caller::Anonymous
                | Caller::EmptyToken
                | Caller::Demo(_)
                | Caller::Expired
                | Caller::Roleless => access.channel(&ingest_address(studio)),
            };
            let mut ingest = FloorIngestClient::new(channel.unwrap());
            ingest.post(turn(table, device)).await.map(drop)
        }
        Call::CancelDraw => {
            let mut client = access.supervisor(&supervisor).unwrap();
            client.cancel_draw(cancel()).await.map(drop)
        }
        Call::ListIncidents if matches!(caller, Caller::Anonymous) => {
            let mut client = SupervisorClient::new(access.channel(&supervisor).unwrap());
            client
                .list_incidents(ListIncidentsRequest::default())
                .await
                .map(drop)
        }
        Call::ListIncidents => {
            let mut client = access.supervisor(&supervisor).unwrap();
            client
                .list_incidents(ListIncidentsRequest::default())
                .await
                .map(drop)
        }
        Call::CheckBet if matches!(caller, Caller::Anonymous) => {
            let mut client = FeedClient::new(access.channel(&feed).unwrap());
            client.check_bet(check_bet()).await.map(drop)
        }
        Call::CheckBet => {
            let mut client = access.feed(&feed).unwrap();
            client.check_bet(check_bet()).await.map(drop)
        }
        Call::Decide if matches!(caller, Caller::Anonymous) => {
            let mut client = DecisionsClient::new(access.channel(&feed).unwrap());
            client.decide(seat_bet()).await.map(drop)
        }
        Call::Decide => {
            let mut client = access.decisions(&feed).unwrap();
            client.decide(seat_bet()).await.map(drop)
        }
    }
}

/// Whether `refused` is the refusal `case` expects.
fn check(case: &Case, refused: &Status) {
    let name = case.name;
    match case.refused {
        Refused::Status(code, message) => {
            assert_eq!(refused.code(), code, "{name}: {refused:?}");
            let got = refused.message();
            match (message.strip_prefix('='), message.strip_prefix('~')) {
                (Some(exact), _) => assert_eq!(got, exact, "{name}"),
                (None, Some(part)) => assert!(got.contains(part), "{name}: {got}"),
                (None, None) => {}
            }
        }
        // The server refuses the chain during the handshake: no call ever reaches the service.
        Refused::Handshake(alert) => {
            let why = format!("{refused:?}");
            assert!(why.contains(alert), "{name}: {why}");
        }
    }
}

#[tokio::test]
async fn r4_r11_every_call_without_the_right_credentials_is_refused_and_journals_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    for case in refusals() {
        match attempt(&studio, &case.caller, &case.call).await {
            Ok(()) => panic!("{}: answered", case.name),
            Err(refused) => check(&case, &refused),
        }
        let journaled = journaled_by_callers(studio.log().as_ref()).await;
        assert_eq!(journaled, 0, "{}: journaled", case.name);
    }
    // Health stays open to probes without a certificate.
    let channel = demo_access(&studio, Role::Supervisor)
        .channel(&ingest_address(&studio))
        .unwrap();
    let health = HealthClient::new(channel)
        .check(HealthCheckRequest::default())
        .await
        .unwrap();
    assert_eq!(health.into_inner().status(), ServingStatus::Serving);
    // A supervisor's token may check a bet (the feed answers it).
    let supervisor = Caller::Demo(Role::Supervisor);
    let answered = attempt(&studio, &supervisor, &Call::CheckBet).await;
    assert!(answered.is_ok(), "{answered:?}");
    // The demo's supervisor token is journaled as who commanded.
    attempt(&studio, &supervisor, &Call::CancelDraw)
        .await
        .unwrap();
    assert_eq!(journaled_by_callers(studio.log().as_ref()).await, 1);
    studio.shutdown().await.unwrap();
}

/// Issue 29, finding 6: tonic's gRPC health service beside livedraw's answers the probe's
/// undecodable bytes with `INVALID_ARGUMENT`, as livedraw's services do, not `INTERNAL`.
#[tokio::test]
async fn finding_6_health_answers_an_undecodable_message_with_invalid_argument() {
    let dir = tempfile::tempdir().unwrap();
    let studio = demo_studio(dir.path()).await;
    let channel = demo_access(&studio, Role::Supervisor)
        .channel(&ingest_address(&studio))
        .unwrap();
    for path in [
        "/grpc.health.v1.Health/Check",
        "/grpc.health.v1.Health/Watch",
    ] {
        let request = tonic::Request::new(UNDECODABLE.to_vec());
        let refused = raw::unary(channel.clone(), path, request)
            .await
            .expect_err(path);
        assert_eq!(refused.code(), Code::InvalidArgument, "{path}: {refused:?}");
    }
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
