//! Corrections after settlement (operations.md, R1, R4, R5): one roulette table whose sensor
//! is played by the test. Draw 1 settles on pocket 17; a supervisor corrects it to pocket 18
//! (revision 2: the straight on 18 wins, on 17 loses), then voids it (revision 3: every bet
//! void, from the command line); the table's statistics count 17, then 18, then nothing. Each revision is a result of its own on the results topic and in the results
//! history, keyed by (table, draw, revision); the audit trail holds who, why, before and
//! after; corrections that change nothing, of a draw in progress or unknown, or of a kind the
//! game does not have, are refused with their reasons and audited. The journal's replay
//! through plain tables gives exactly what the studio published. On both logs.

use super::backend::Backend;
use super::caught_up_and_verified;
use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_client::supervise::{self, Verdict};
use livedraw_domain::games::roulette;
use livedraw_domain::{Observation, Outcome, Pocket, Position};
use livedraw_gate::Authorized;
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::v1::command_reply::RejectionReason;
use livedraw_protocol::v1::correct_result_request::Correction;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::table_status::Phase;
use livedraw_protocol::v1::{self, draw_result::End, AuditKind, CorrectionReason};
use livedraw_studio::StudioConfig;
use livedraw_testkit::wait::GENEROUS;
use std::path::Path;
use tokio::time::timeout;

const TABLE: &str = "roulette-1";
const DEVICE: &str = "sensor-roulette-1";

/// The studio's configuration, also written to `studio.toml` in `data_dir` for the CLI.
fn config(data_dir: &Path, backend: &Backend) -> StudioConfig {
    let text = format!(
        "data_dir = {:?}\n[security]\nplaintext = true\n\
         [listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\nfeed = \"127.0.0.1:0\"\n\
         {}\
         [[tables]]\nid = \"{TABLE}\"\ngame = \"roulette\"\nround_seconds = 2\n\
         device_silence_seconds = 3600\n\
         [[devices]]\nid = \"{DEVICE}\"\ntables = [\"{TABLE}\"]\n",
        data_dir.display().to_string(),
        backend.config_text(),
    );
    std::fs::write(data_dir.join("studio.toml"), &text).unwrap();
    StudioConfig::parse(&text, "corrections test").unwrap()
}

/// `livedraw correct` voids draw 1 from the command line; its exit status (0 accepted, 2
/// rejected).
fn void_by_cli(data_dir: &Path, studio: &RunningStudio) -> Option<i32> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["correct", "--table", TABLE, "--draw", "1", "void"])
        .args([
            "--reason",
            "malfunction",
            "--note",
            "the wheel's sensor failed",
        ])
        .arg("--supervisor")
        .arg(studio.addresses().supervisor.to_string())
        .arg("--config")
        .arg(data_dir.join("studio.toml"))
        .output()
        .expect("livedraw runs");
    println!(
        "livedraw correct: {}",
        String::from_utf8_lossy(&output.stdout)
    );
    output.status.code()
}

/// Waits until draw 1's betting round has closed, then the sensor reports the ball in `pocket`.
async fn spin_draw_1(
    studio: &RunningStudio,
    supervisor: &mut SupervisorClient<Authorized>,
    pocket: u8,
) {
    let mut watch = supervisor
        .watch_tables(v1::WatchTablesRequest::default())
        .await
        .unwrap()
        .into_inner();
    timeout(GENEROUS, async {
        loop {
            let status = watch.message().await.unwrap().expect("the watch goes on");
            if status.table_id == TABLE && status.phase() == Phase::Play {
                return;
            }
        }
    })
    .await
    .expect("draw 1's betting round closes");
    let access = Access::demo(&studio.config(), Role::Supervisor).unwrap();
    let mut sensor = access
        .ingest(&studio.addresses().ingest.to_string(), DEVICE)
        .unwrap();
    let stopped = Observation::RouletteBallStopped {
        pocket: Pocket::Number(pocket),
        ball_revolutions: 8,
        wheel_revolutions: 2,
    };
    let event = crate::floor_event(TABLE, DEVICE, 1, FloorInput::Observation(stopped));
    sensor.post(event).await.unwrap();
}

fn pocket(number: u8) -> Correction {
    let outcome = Outcome::Roulette(roulette::Outcome {
        pocket: Pocket::Number(number),
    });
    Correction::Outcome(livedraw_protocol::outcome::encode(&outcome))
}

async fn correct(
    supervisor: &mut SupervisorClient<Authorized>,
    draw: u64,
    correction: Correction,
) -> Verdict {
    let reason = CorrectionReason::Misread;
    supervise::correct(
        supervisor,
        TABLE,
        draw,
        correction,
        reason,
        "the video shows 18",
    )
    .await
    .unwrap()
}

fn rejected(verdict: &Verdict) -> RejectionReason {
    match verdict {
        Verdict::Rejected { reason, .. } => *reason,
        Verdict::Accepted { .. } => panic!("accepted: {verdict:?}"),
    }
}

/// Draw 1's results in the history, most recent first, once there are `count`.
async fn draw_1_results(studio: &RunningStudio, count: usize) -> Vec<v1::DrawResult> {
    let access = Access::demo(&studio.config(), Role::Frontend).unwrap();
    let mut feed = access.feed(&studio.addresses().feed.to_string()).unwrap();
    let found = timeout(GENEROUS, async {
        loop {
            let request = v1::ResultsHistoryRequest {
                table_id: TABLE.into(),
                ..v1::ResultsHistoryRequest::default()
            };
            let reply = feed.results_history(request).await.unwrap().into_inner();
            let results: Vec<v1::DrawResult> = reply
                .results
                .into_iter()
                .filter(|result| result.draw_number == 1)
                .collect();
            if results.len() >= count {
                return results;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    })
    .await;
    found.unwrap_or_else(|_| panic!("waited {GENEROUS:?} for {count} results of draw 1"))
}

/// How often the table's statistics count pockets 17 and 18.
async fn pockets_seen(supervisor: &mut SupervisorClient<Authorized>) -> (u64, u64) {
    let request = v1::OutcomeStatisticsRequest {
        table_id: TABLE.into(),
    };
    let statistics = supervisor
        .outcome_statistics(request)
        .await
        .unwrap()
        .into_inner();
    let seen = |pocket: &str| {
        statistics
            .categories
            .iter()
            .find(|category| category.category == pocket)
            .map_or(0, |category| category.observed)
    };
    (seen("17"), seen("18"))
}

fn verdict_of(result: &v1::DrawResult, market: &str) -> v1::Verdict {
    let settlements = match &result.end {
        Some(End::Settled(settled)) => &settled.settlements,
        Some(End::Corrected(corrected)) => &corrected.settlements,
        other => panic!("not a settled or corrected result: {other:?}"),
    };
    settlements
        .iter()
        .find(|settled| settled.market == market)
        .map(|settled| settled.verdict())
        .unwrap_or_else(|| panic!("{market} not settled"))
}

pub async fn a_settled_draw_is_corrected_as_new_revisions_audited_and_replayed(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(config(dir.path(), &backend), RunOptions::default())
        .await
        .unwrap();
    let config = studio.config();
    let access = Access::demo(&config, Role::Supervisor).unwrap();
    let mut supervisor = access
        .supervisor(&studio.addresses().supervisor.to_string())
        .unwrap();
    spin_draw_1(&studio, &mut supervisor, 17).await;
    let original = draw_1_results(&studio, 1).await;
    assert_eq!(verdict_of(&original[0], "straight_17"), v1::Verdict::Win);

    assert_eq!(pockets_seen(&mut supervisor).await, (1, 0), "17 counted");
    let to_18 = correct(&mut supervisor, 1, pocket(18)).await;
    assert!(matches!(to_18, Verdict::Accepted { .. }), "{to_18:?}");
    assert_eq!(
        pockets_seen(&mut supervisor).await,
        (0, 1),
        "18 counted instead"
    );
    let again = correct(&mut supervisor, 1, pocket(18)).await;
    assert_eq!(rejected(&again), RejectionReason::NothingCorrected);
    let in_progress = correct(&mut supervisor, 2, pocket(18)).await;
    assert_eq!(rejected(&in_progress), RejectionReason::NotSettled);
    let unknown = correct(&mut supervisor, 9, pocket(18)).await;
    assert_eq!(rejected(&unknown), RejectionReason::UnknownDraw);
    let card = Correction::Card(v1::CardReading {
        position: Some(livedraw_protocol::common::encode_position(Position::Player)),
        index: 1,
        barcode: livedraw_domain::Barcode::new(
            livedraw_domain::DeckSerial::new(1).unwrap(),
            "Ah".parse().unwrap(),
        )
        .to_string(),
    });
    let card = correct(&mut supervisor, 1, card).await;
    assert_eq!(rejected(&card), RejectionReason::NotOfDraw);
    assert_eq!(void_by_cli(dir.path(), &studio), Some(0), "accepted");
    assert_eq!(void_by_cli(dir.path(), &studio), Some(2), "voided already");

    assert_eq!(
        pockets_seen(&mut supervisor).await,
        (0, 0),
        "a void counts nothing"
    );
    let revisions = draw_1_results(&studio, 3).await;
    let numbers: Vec<u32> = revisions.iter().map(|result| result.revision).collect();
    assert_eq!(
        numbers,
        [3, 2, 1],
        "the latest revision first, the earlier ones listed"
    );
    assert_eq!(verdict_of(&revisions[1], "straight_18"), v1::Verdict::Win);
    assert_eq!(verdict_of(&revisions[1], "straight_17"), v1::Verdict::Lose);
    let Some(End::Corrected(void)) = &revisions[0].end else {
        panic!("revision 3 is a correction: {:?}", revisions[0]);
    };
    assert!(void.outcome.is_none(), "a void revision has no outcome");
    assert!(void
        .settlements
        .iter()
        .all(|settled| settled.verdict() == v1::Verdict::Void));

    let audit = supervisor
        .audit_trail(v1::AuditTrailRequest {
            table_id: TABLE.into(),
            kinds: vec![AuditKind::CorrectResult.into()],
            ..v1::AuditTrailRequest::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(audit.records.len(), 7, "every correction, taken or refused");
    let first = &audit.records[0];
    assert_eq!((first.reason.as_str(), first.draw_number), ("misread", 1));
    assert_eq!(first.note, "the video shows 18");
    assert_eq!(first.result_before.as_ref().map(|r| r.revision), Some(1));
    assert_eq!(first.result_after.as_ref().map(|r| r.revision), Some(2));
    let last = &audit.records[5];
    assert_eq!(last.reason, "malfunction");
    assert_eq!(last.result_before.as_ref().map(|r| r.revision), Some(2));
    assert_eq!(last.result_after.as_ref().map(|r| r.revision), Some(3));
    let refused = &audit.records[1];
    assert!(refused.result_after.is_none(), "{refused:?}");
    assert_eq!(
        refused
            .verdict
            .as_ref()
            .map(|verdict| verdict.code.as_str()),
        Some("nothing_corrected")
    );
    studio.shutdown().await.unwrap();

    let verified = caught_up_and_verified(&config).await;
    assert_eq!(verified.corrected.get(TABLE), Some(&2), "{verified:?}");
    println!("[{}] {verified:?}", backend.name());
}
