//! Revocation (R4, R11), on both backends: an administrator revokes a frontend's token, a
//! supervisor's token and a floor device's certificate through `Supervisor.RevokeToken` and
//! `RevokeCertificate`; every service instance refuses each within a second (UNAUTHENTICATED,
//! naming the revocation), an instance started later refuses them from its first call (it reads
//! the access topic, not a local file), the credentials not revoked keep working, and the audit
//! trail records who revoked what. Non-administrators and malformed ids are refused with their
//! precise status.

use crate::backend::Backend;
use livedraw_allinone::{self as studio, RunOptions, RunningStudio, Services};
use livedraw_auth::{device_certificate_pem, token_id, Role, TokenIssuer};
use livedraw_client::access::Access;
use livedraw_client::pki::PkiDir;
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::v1::{
    AuditKind, AuditTrailRequest, ListIncidentsRequest, ResultsHistoryRequest,
    RevokeCertificateRequest, RevokeTokenRequest,
};
use livedraw_studio::StudioConfig;
use std::path::Path;
use std::time::{Duration, Instant};
use tonic::Code;

/// The bound: from the revocation's reply to the first refusal, on every instance.
const ENFORCED_WITHIN: Duration = Duration::from_secs(1);

const DEVICE: &str = "sensor-wheel-1";

fn config(data_dir: &Path, backend: &Backend) -> StudioConfig {
    let text = format!(
        "data_dir = {:?}\n{}[listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\n\
         feed = \"127.0.0.1:0\"\n[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n\
         [[devices]]\nid = \"{DEVICE}\"\ntables = [\"wheel-1\"]\n",
        data_dir.display().to_string(),
        backend.config_text()
    );
    StudioConfig::parse(&text, "revocation test").unwrap()
}

/// Credentials of their own for the test (the demo's stay valid): a frontend token, a
/// supervisor token and a device certificate, each to be revoked, in `dir`.
struct Doomed {
    frontend: Access,
    frontend_id: String,
    supervisor: Access,
    supervisor_id: String,
    device: Access,
    serial: String,
}

fn doomed(config: &StudioConfig, dir: &Path) -> Doomed {
    let pki = PkiDir::demo(config);
    let issuer = TokenIssuer::from_pem(&std::fs::read_to_string(pki.token_key()).unwrap()).unwrap();
    let token = |role: Role| {
        let token = issuer
            .issue(
                &format!("doomed-{role}"),
                &[role],
                livedraw_client::pki::now(),
                Duration::from_secs(3600),
            )
            .unwrap();
        let path = dir.join(format!("{role}.jwt"));
        std::fs::write(&path, &token).unwrap();
        let access =
            Access::from_files(Some(&pki.ca_cert()), dir.to_path_buf(), Some(&path)).unwrap();
        (access, token_id(&token).unwrap())
    };
    let (frontend, frontend_id) = token(Role::Frontend);
    let (supervisor, supervisor_id) = token(Role::Supervisor);
    pki.issue_device(DEVICE, dir, 1).unwrap();
    let cert = std::fs::read_to_string(dir.join(format!("{DEVICE}.crt"))).unwrap();
    let serial = device_certificate_pem(&cert).unwrap().serial;
    let device = Access::from_files(Some(&pki.ca_cert()), dir.to_path_buf(), None).unwrap();
    Doomed {
        frontend,
        frontend_id,
        supervisor,
        supervisor_id,
        device,
        serial,
    }
}

/// What each credential gets from an instance right now: through its gate, or refused.
struct Answers {
    frontend: Result<(), tonic::Status>,
    supervisor: Result<(), tonic::Status>,
    device: Result<(), tonic::Status>,
}

async fn ask(studio: &RunningStudio, doomed: &Doomed, sequence: u64) -> Answers {
    let addresses = studio.addresses();
    let mut feed = doomed.frontend.feed(&addresses.feed.to_string()).unwrap();
    let frontend = feed
        .results_history(ResultsHistoryRequest {
            table_id: "wheel-1".into(),
            ..Default::default()
        })
        .await
        .map(drop);
    let mut supervisor = doomed
        .supervisor
        .supervisor(&addresses.supervisor.to_string())
        .unwrap();
    let listed = supervisor
        .list_incidents(ListIncidentsRequest::default())
        .await;
    let mut sensor = doomed
        .device
        .ingest(&addresses.ingest.to_string(), DEVICE)
        .unwrap();
    // Past the gate is what counts: two ingest instances each expect a device's sequence from
    // what the journal held at their start, so one of them may refuse the number itself.
    let device = match sensor.post(heartbeat(sequence)).await {
        Err(status) if status.code() == Code::Unauthenticated => Err(status),
        _ => Ok(()),
    };
    Answers {
        frontend,
        supervisor: listed.map(drop),
        device,
    }
}

fn heartbeat(sequence: u64) -> livedraw_protocol::v1::FloorEvent {
    crate::floor_event("wheel-1", DEVICE, sequence, FloorInput::Heartbeat)
}

fn revoked(answer: &Result<(), tonic::Status>, what: &str) {
    let status = answer.as_ref().expect_err(what);
    assert_eq!(status.code(), Code::Unauthenticated, "{what}: {status:?}");
    assert!(status.message().contains("revoked"), "{what}: {status:?}");
}

/// Polls `studio` until all three are refused; how long it took.
async fn refused_within(studio: &RunningStudio, doomed: &Doomed, sequence: &mut u64) -> Duration {
    let began = Instant::now();
    loop {
        *sequence += 1;
        let answers = ask(studio, doomed, *sequence).await;
        let all =
            answers.frontend.is_err() && answers.supervisor.is_err() && answers.device.is_err();
        if all || began.elapsed() > ENFORCED_WITHIN * 5 {
            revoked(&answers.frontend, "the revoked frontend token");
            revoked(&answers.supervisor, "the revoked supervisor token");
            revoked(&answers.device, "the revoked device certificate");
            return began.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn start(config: &StudioConfig, services: Services) -> RunningStudio {
    studio::start_services(config.clone(), RunOptions::default(), services)
        .await
        .unwrap()
}

/// The body, on `backend`. On Kafka a second instance (no engine) runs beside the first and a
/// third starts after the revocations; on the embedded log the one instance is restarted.
pub async fn revocations_are_enforced_everywhere(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let config = config(dir.path(), &backend);
    let first = start(&config, Services::ALL).await;
    let doomed_dir = tempfile::tempdir().unwrap();
    let doomed = doomed(&config, doomed_dir.path());
    let kafka = matches!(backend, Backend::Kafka { .. });
    let second = if kafka {
        let services: Services = "ingest,supervisor,feed".parse().unwrap();
        Some(start(&config, services).await)
    } else {
        None
    };
    let mut sequence = 0;
    for studio in std::iter::once(&first).chain(&second) {
        sequence += 1;
        let answers = ask(studio, &doomed, sequence).await;
        answers.frontend.expect("the frontend token works before");
        answers
            .supervisor
            .expect("the supervisor token works before");
        answers.device.expect("the device certificate works before");
    }
    let admin = Access::demo(&config, Role::Admin).unwrap();
    let mut as_admin = admin
        .supervisor(&first.addresses().supervisor.to_string())
        .unwrap();
    refusals_of_bad_revocations(&config, &first, &doomed).await;
    let streams = open_streams(&first, &doomed).await;
    as_admin
        .revoke_token(RevokeTokenRequest {
            token_id: doomed.frontend_id.clone(),
            note: "frontend key leaked".into(),
        })
        .await
        .unwrap();
    as_admin
        .revoke_token(RevokeTokenRequest {
            token_id: doomed.supervisor_id.clone(),
            note: "supervisor left".into(),
        })
        .await
        .unwrap();
    as_admin
        .revoke_certificate(RevokeCertificateRequest {
            serial: doomed.serial.to_uppercase(),
            note: "scanner stolen".into(),
        })
        .await
        .unwrap();
    let revoked_at = Instant::now();
    for (name, studio) in
        std::iter::once(("first", &first)).chain(second.iter().map(|s| ("second", s)))
    {
        let took = refused_within(studio, &doomed, &mut sequence).await;
        println!(
            "[{}] revocations enforced by the {name} instance {took:?} after the reply",
            backend.name()
        );
        assert!(took <= ENFORCED_WITHIN, "{name} instance took {took:?}");
    }
    streams
        .end_within(revoked_at, ENFORCED_WITHIN, backend.name())
        .await;
    // The demo's own credentials are not affected.
    let demo = Access::demo(&config, Role::Frontend).unwrap();
    demo.feed(&first.addresses().feed.to_string())
        .unwrap()
        .results_history(ResultsHistoryRequest {
            table_id: "wheel-1".into(),
            ..Default::default()
        })
        .await
        .expect("a token not revoked still works");
    audited(&mut as_admin, &doomed).await;
    // An instance started after the revocations refuses them from its first call.
    let later = if kafka {
        let services: Services = "ingest,supervisor,feed".parse().unwrap();
        let later = start(&config, services).await;
        if let Some(second) = second {
            second.shutdown().await.unwrap();
        }
        first.shutdown().await.unwrap();
        later
    } else {
        first.shutdown().await.unwrap();
        start(&config, Services::ALL).await
    };
    sequence += 1;
    let answers = ask(&later, &doomed, sequence).await;
    revoked(
        &answers.frontend,
        "the revoked frontend token, at a later instance",
    );
    revoked(
        &answers.supervisor,
        "the revoked supervisor token, at a later instance",
    );
    revoked(
        &answers.device,
        "the revoked device certificate, at a later instance",
    );
    later.shutdown().await.unwrap();
}

/// A feed subscription and a watch of the tables, opened with the tokens to be revoked.
struct OpenStreams {
    feed: tonic::Streaming<livedraw_protocol::v1::FeedEvent>,
    watch: tonic::Streaming<livedraw_protocol::v1::TableStatus>,
}

async fn open_streams(studio: &RunningStudio, doomed: &Doomed) -> OpenStreams {
    let addresses = studio.addresses();
    let feed = doomed
        .frontend
        .feed(&addresses.feed.to_string())
        .unwrap()
        .subscribe(livedraw_protocol::v1::SubscribeRequest::default())
        .await
        .unwrap()
        .into_inner();
    let watch = doomed
        .supervisor
        .supervisor(&addresses.supervisor.to_string())
        .unwrap()
        .watch_tables(livedraw_protocol::v1::WatchTablesRequest::default())
        .await
        .unwrap()
        .into_inner();
    OpenStreams { feed, watch }
}

impl OpenStreams {
    /// Both streams end UNAUTHENTICATED ("token revoked") within `bound` of `revoked_at`.
    async fn end_within(mut self, revoked_at: Instant, bound: Duration, backend: &str) {
        let feed = ended(&mut self.feed, bound).await;
        let watch = ended(&mut self.watch, bound).await;
        let took = revoked_at.elapsed();
        println!("[{backend}] open streams ended within {took:?} of the revocations");
        for (status, what) in [
            (feed, "the feed subscription"),
            (watch, "the watch of the tables"),
        ] {
            assert_eq!(status.code(), Code::Unauthenticated, "{what}: {status:?}");
            assert_eq!(status.message(), "token revoked", "{what}");
        }
        assert!(took <= bound, "{took:?}");
    }
}

/// The status that ends `stream` (its items before are skipped), waited for at most `bound`.
async fn ended<T>(stream: &mut tonic::Streaming<T>, bound: Duration) -> tonic::Status {
    tokio::time::timeout(bound, async {
        loop {
            match stream.message().await {
                Ok(Some(_)) => continue,
                Ok(None) => panic!("the stream ended without a status"),
                Err(status) => return status,
            }
        }
    })
    .await
    .expect("the stream of a revoked token ends")
}

/// A supervisor may not revoke; ids, serials and notes that cannot be journaled are refused.
async fn refusals_of_bad_revocations(
    config: &StudioConfig,
    studio: &RunningStudio,
    doomed: &Doomed,
) {
    let address = studio.addresses().supervisor.to_string();
    let mut supervisor = Access::demo(config, Role::Supervisor)
        .unwrap()
        .supervisor(&address)
        .unwrap();
    let denied = supervisor
        .revoke_token(RevokeTokenRequest {
            token_id: doomed.frontend_id.clone(),
            note: "not mine to revoke".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(denied.code(), Code::PermissionDenied, "{denied:?}");
    let mut admin = Access::demo(config, Role::Admin)
        .unwrap()
        .supervisor(&address)
        .unwrap();
    let bad_id = admin
        .revoke_token(RevokeTokenRequest {
            token_id: "two words".into(),
            note: "x".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(bad_id.code(), Code::InvalidArgument, "{bad_id:?}");
    let no_note = admin
        .revoke_token(RevokeTokenRequest {
            token_id: doomed.frontend_id.clone(),
            note: " ".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(no_note.code(), Code::InvalidArgument, "{no_note:?}");
    let bad_serial = admin
        .revoke_certificate(RevokeCertificateRequest {
            serial: "not-hex".into(),
            note: "x".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(bad_serial.code(), Code::InvalidArgument, "{bad_serial:?}");
}

/// The audit trail lists the three revocations with who, why and what.
async fn audited(
    admin: &mut livedraw_protocol::v1::supervisor_client::SupervisorClient<
        livedraw_gate::Authorized,
    >,
    doomed: &Doomed,
) {
    let request = AuditTrailRequest {
        kinds: vec![
            AuditKind::RevokeToken.into(),
            AuditKind::RevokeCertificate.into(),
        ],
        ..Default::default()
    };
    let records = admin
        .audit_trail(request)
        .await
        .unwrap()
        .into_inner()
        .records;
    let revoked: Vec<(&str, &str, &str)> = records
        .iter()
        .map(|r| (r.revoked.as_str(), r.subject.as_str(), r.note.as_str()))
        .collect();
    assert_eq!(
        revoked,
        [
            (
                doomed.frontend_id.as_str(),
                "demo-admin",
                "frontend key leaked"
            ),
            (
                doomed.supervisor_id.as_str(),
                "demo-admin",
                "supervisor left"
            ),
            (doomed.serial.as_str(), "demo-admin", "scanner stolen"),
        ]
    );
    assert!(records
        .iter()
        .all(|r| r.role == "admin" && r.table_id.is_empty()));
}
