//! A device that stops talking (operations.md, R9): one wheel table whose sensor may stay
//! silent 4 s, the sensor played by the test. Its heartbeat is journaled; once it falls
//! silent the table is suspended on the engine's journaled clock: the open round closes, the
//! draw is held naming the sensor, `CheckBet` refuses with "table suspended: <device> silent",
//! and a supervisor cannot resume it while the sensor is silent. After a heartbeat the
//! supervisor resumes the draw; the journal's replay through plain tables gives exactly what
//! the studio published, suspension included. On both logs.

use super::backend::Backend;
use super::caught_up_and_verified;
use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_client::supervise::{self, Resolution, Verdict};
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::v1::check_bet_reply::Verdict as BetVerdict;
use livedraw_protocol::v1::command_reply::RejectionReason;
use livedraw_protocol::v1::incident::Kind;
use livedraw_protocol::v1::table_status::Phase;
use livedraw_protocol::v1::{self, BetRejection, TableStatus};
use livedraw_studio::StudioConfig;
use livedraw_testkit::wait::GENEROUS;
use std::path::Path;
use tokio::time::timeout;
use tonic::Streaming;

const TABLE: &str = "wheel-1";
const DEVICE: &str = "sensor-wheel-1";

fn config(data_dir: &Path, backend: &Backend) -> StudioConfig {
    let text = format!(
        "data_dir = {:?}\n[security]\nplaintext = true\n\
         [listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\nfeed = \"127.0.0.1:0\"\n\
         {}\
         [[tables]]\nid = \"{TABLE}\"\ngame = \"wheel\"\nround_seconds = 120\n\
         device_silence_seconds = 4\n\
         [[devices]]\nid = \"{DEVICE}\"\ntables = [\"{TABLE}\"]\n",
        data_dir.display().to_string(),
        backend.config_text(),
    );
    StudioConfig::parse(&text, "silence test").unwrap()
}

/// The sensor's heartbeat, carrying its next number (1: it posts nothing else).
async fn heartbeat(studio: &RunningStudio) {
    let access = Access::demo(&studio.config(), Role::Supervisor).unwrap();
    let mut sensor = access
        .ingest(&studio.addresses().ingest.to_string(), DEVICE)
        .unwrap();
    let event = crate::floor_event(TABLE, DEVICE, 1, FloorInput::Heartbeat);
    sensor.post(event).await.unwrap();
}

/// The next status of the table that `wanted` accepts.
async fn status_until(
    watch: &mut Streaming<TableStatus>,
    what: &str,
    wanted: impl Fn(&TableStatus) -> bool,
) -> TableStatus {
    let found = timeout(GENEROUS, async {
        loop {
            let status = watch.message().await.unwrap().expect("the watch goes on");
            if status.table_id == TABLE && wanted(&status) {
                return status;
            }
        }
    })
    .await;
    found.unwrap_or_else(|_| panic!("waited {GENEROUS:?} for {what}"))
}

/// What `CheckBet` says of a bet on round 1 of draw 1.
async fn bet_refusal(studio: &RunningStudio) -> (BetRejection, String) {
    let access = Access::demo(&studio.config(), Role::Frontend).unwrap();
    let mut feed = access.feed(&studio.addresses().feed.to_string()).unwrap();
    let request = v1::CheckBetRequest {
        table_id: TABLE.into(),
        draw_number: 1,
        round: 1,
        market: "1".into(),
        odds_version: 1,
        placed_at: Some(prost_types::Timestamp::from(std::time::SystemTime::now())),
        stake_hundredths: 1_000,
    };
    let reply = feed.check_bet(request).await.unwrap().into_inner();
    match reply.verdict {
        Some(BetVerdict::Rejected(rejected)) => (rejected.reason(), rejected.message),
        other => panic!("a bet was not refused at a suspended table: {other:?}"),
    }
}

pub async fn a_silent_device_suspends_its_table_until_a_supervisor_resumes_it(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(config(dir.path(), &backend), RunOptions::default())
        .await
        .unwrap();
    let config = studio.config();
    let access = Access::demo(&config, Role::Supervisor).unwrap();
    let supervisor_address = studio.addresses().supervisor.to_string();
    let mut supervisor = access.supervisor(&supervisor_address).unwrap();
    let mut watch = supervisor
        .watch_tables(v1::WatchTablesRequest::default())
        .await
        .unwrap()
        .into_inner();
    heartbeat(&studio).await;

    let suspended = status_until(&mut watch, "the suspension", |status| {
        status.suspended_by == DEVICE
    })
    .await;
    assert_eq!(suspended.phase(), Phase::Held, "{suspended:?}");
    assert_eq!(suspended.draw_number, Some(1));
    let incident = suspended.incident.and_then(|incident| incident.kind);
    assert!(
        matches!(&incident, Some(Kind::DeviceSilent(silent)) if silent.device_id == DEVICE),
        "{incident:?}"
    );
    let (reason, message) = bet_refusal(&studio).await;
    assert_eq!(reason, BetRejection::TableSuspended);
    assert_eq!(message, format!("table suspended: {DEVICE} silent"));

    let early = supervise::resolve(&mut supervisor, TABLE, 1, Resolution::Confirm, "device?")
        .await
        .unwrap();
    assert!(
        matches!(
            early,
            Verdict::Rejected {
                reason: RejectionReason::DeviceStillSilent,
                ..
            }
        ),
        "{early:?}"
    );
    heartbeat(&studio).await;
    let resumed = supervise::resolve(&mut supervisor, TABLE, 1, Resolution::Confirm, "it is back")
        .await
        .unwrap();
    assert!(matches!(resumed, Verdict::Accepted { .. }), "{resumed:?}");
    status_until(&mut watch, "the resumed draw", |status| {
        status.suspended_by.is_empty() && status.phase() == Phase::Play
    })
    .await;
    studio.shutdown().await.unwrap();

    let verified = caught_up_and_verified(&config).await;
    println!("[{}] {verified:?}", backend.name());
}
