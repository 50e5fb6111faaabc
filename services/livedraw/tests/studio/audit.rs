//! R4/R5: the audit trail of a real studio: the configuration journaled at start, a
//! supervisor's cancel with every field and the table before and after, a command the rules
//! refuse with its verdict, and a changed configuration after a restart (applied at the next
//! draw); a cancel note that a spreadsheet would run as a formula, exported as text by
//! `livedraw audit --format csv` and by the console's CSV download (issue 29).
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, Operator, RunOptions};
use livedraw_auth::{Role, TokenIssuer};
use livedraw_client::access::Access;
use livedraw_client::audit::{self, AuditQuery};
use livedraw_client::pki::PkiDir;
use livedraw_client::supervise::{self, Verdict};
use livedraw_gate::Authorized;
use livedraw_protocol::v1::audit_verdict::Outcome;
use livedraw_protocol::v1::draw_summary::DrawState;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_protocol::v1::{AuditKind, AuditRecord, CancelReason};
use livedraw_studio::StudioConfig;
use livedraw_testkit::https::{self, Request};
use livedraw_testkit::studio_config::studio_of;
use livedraw_testkit::wait::{self, GENEROUS};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

fn config(data_dir: &Path, round_seconds: u64) -> StudioConfig {
    let text = format!(
        "[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\nround_seconds = {round_seconds}\n"
    );
    studio_of(&text, data_dir)
}

fn options(operator: &str, reason: &str) -> RunOptions {
    RunOptions {
        fast: false,
        operator: Operator {
            subject: operator.into(),
            reason: reason.into(),
        },
    }
}

/// A supervisor client for alice, with a token signed by the studio's demo key.
fn alice(config: &StudioConfig, supervisor: SocketAddr) -> SupervisorClient<Authorized> {
    let pki = PkiDir::demo(config);
    let key = std::fs::read_to_string(pki.token_key()).unwrap();
    let token = TokenIssuer::from_pem(&key)
        .unwrap()
        .issue(
            "alice",
            &[Role::Supervisor],
            livedraw_client::pki::now(),
            Duration::from_secs(3600),
        )
        .unwrap();
    let access = Access {
        token: Some(token),
        ..Access::demo(config, Role::Supervisor).unwrap()
    };
    access.supervisor(&supervisor.to_string()).unwrap()
}

/// Cancels draw 1 as alice with `note`, retrying while the engine has not opened it yet.
async fn cancel_first_draw(config: &StudioConfig, supervisor: SocketAddr, note: &str) -> Verdict {
    wait::until("draw 1 to open and take the cancel", GENEROUS, || async {
        let mut client = alice(config, supervisor);
        let verdict = supervise::cancel(
            &mut client,
            "wheel-1",
            1,
            CancelReason::TechnicalProblem,
            note,
        )
        .await
        .unwrap();
        matches!(verdict, Verdict::Accepted { .. }).then_some(verdict)
    })
    .await
}

async fn trail(config: &StudioConfig, supervisor: SocketAddr) -> Vec<AuditRecord> {
    let mut client = alice(config, supervisor);
    let query = AuditQuery {
        table: Some("wheel-1".into()),
        ..AuditQuery::default()
    };
    audit::fetch(&mut client, &query).await.unwrap()
}

/// The trail once the engine has stepped `changes` configuration changes.
async fn trail_with_changes(
    config: &StudioConfig,
    supervisor: SocketAddr,
    changes: usize,
) -> Vec<AuditRecord> {
    let what = format!("the engine to step {changes} configuration changes");
    wait::until(&what, GENEROUS, || async {
        let records = trail(config, supervisor).await;
        let stepped = records
            .iter()
            .filter(|r| r.kind() == AuditKind::ConfigurationChanged)
            .count();
        (stepped >= changes).then_some(records)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_supervisor_actions_and_configuration_changes_are_audited_with_before_and_after() {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(config(dir.path(), 60), options("ops-anna", "new wheel"))
        .await
        .unwrap();
    let supervisor = studio.addresses().supervisor;
    cancel_first_draw(&studio.config(), supervisor, "camera 2 lost").await;
    // Draw 1 has ended: the rules refuse a second cancel, and that is audited too.
    let mut client = alice(&studio.config(), supervisor);
    let refused = supervise::cancel(&mut client, "wheel-1", 1, CancelReason::HostError, "again")
        .await
        .unwrap();
    assert!(matches!(refused, Verdict::Rejected { .. }), "{refused}");

    let records = trail(&studio.config(), supervisor).await;
    let configured = &records[0];
    let first = configured.after.clone().unwrap();
    assert!(
        first.pending_settings.is_none(),
        "the table already runs it"
    );
    assert_eq!(configured.kind(), AuditKind::ConfigurationChanged);
    assert_eq!(
        (configured.subject.as_str(), configured.role.as_str()),
        ("ops-anna", "admin")
    );
    assert_eq!(configured.note, "new wheel");
    assert!(
        configured.settings_before.is_none(),
        "first time: no before"
    );
    assert_eq!(configured.settings_after.clone().unwrap().round_seconds, 60);
    assert_eq!(
        configured.verdict.clone().unwrap().outcome(),
        Outcome::Accepted
    );

    let cancel = records
        .iter()
        .find(|r| r.kind() == AuditKind::CancelDraw && r.verdict.clone().unwrap().code.is_empty())
        .unwrap();
    assert!(cancel.recorded_at.is_some());
    assert_eq!(cancel.table_id, "wheel-1");
    assert_eq!(
        (cancel.subject.as_str(), cancel.role.as_str()),
        ("alice", "supervisor")
    );
    assert_eq!(cancel.reason, "technical_problem");
    assert_eq!(cancel.note, "camera 2 lost");
    assert!(!cancel.request_id.is_empty());
    assert_eq!(cancel.draw_number, 1);
    let before = cancel.before.clone().unwrap();
    assert_eq!(before.draws[0].draw_number, 1);
    assert_eq!(before.draws[0].state(), DrawState::Betting);
    let after = cancel.after.clone().unwrap();
    assert_eq!(after.draws[0].draw_number, 1);
    assert_eq!(after.draws[0].state(), DrawState::Cancelled);
    assert_eq!(
        after.draws[0].cancellation.clone().unwrap().code,
        "technical_problem"
    );
    let verdict = cancel.verdict.clone().unwrap();
    assert_eq!(verdict.outcome(), Outcome::Accepted);
    assert!(verdict.applied_at.is_some());

    let rejected = records.last().unwrap();
    assert_eq!(rejected.kind(), AuditKind::CancelDraw);
    assert_eq!(rejected.note, "again");
    let verdict = rejected.verdict.clone().unwrap();
    assert_eq!(verdict.outcome(), Outcome::Rejected);
    assert_eq!(verdict.code, "draw_already_ended");
    assert_eq!(
        rejected.before, rejected.after,
        "a refused command changes nothing"
    );
    studio.shutdown().await.unwrap();

    // Restarted with longer rounds: journaled with before and after; draw 2 is open, so the
    // engine keeps its timing and takes the new one at the next draw.
    let studio = studio::start(config(dir.path(), 90), options("ops-ben", "longer rounds"))
        .await
        .unwrap();
    let records = trail_with_changes(&studio.config(), studio.addresses().supervisor, 2).await;
    let changes: Vec<&AuditRecord> = records
        .iter()
        .filter(|r| r.kind() == AuditKind::ConfigurationChanged)
        .collect();
    assert_eq!(changes.len(), 2, "{changes:?}");
    let change = changes[1];
    assert_eq!(change.subject, "ops-ben");
    assert_eq!(change.settings_before.clone().unwrap().round_seconds, 60);
    assert_eq!(change.settings_after.clone().unwrap().round_seconds, 90);
    let after = change.after.clone().unwrap();
    assert_eq!(after.settings.unwrap().round_seconds, 60);
    assert_eq!(after.pending_settings.unwrap().round_seconds, 90);
    studio.shutdown().await.unwrap();

    // The same configuration again is no change.
    let studio = studio::start(config(dir.path(), 90), options("ops-ben", "restart"))
        .await
        .unwrap();
    // Give the engine the time to step anything journaled at start.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let records = trail(&studio.config(), studio.addresses().supervisor).await;
    let changes = records
        .iter()
        .filter(|r| r.kind() == AuditKind::ConfigurationChanged)
        .count();
    assert_eq!(changes, 2);
    studio.shutdown().await.unwrap();
}

/// The CSV lines of `livedraw audit --format csv` run against the studio of `config`, which
/// listens at `supervisor` (the CLI reads the address from a studio file).
async fn audit_command_csv(config: &StudioConfig, supervisor: SocketAddr) -> String {
    let file = config.data_dir.join("running.toml");
    let text = format!(
        "data_dir = {:?}\n[listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"{supervisor}\"\n\
         feed = \"127.0.0.1:0\"\n[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n",
        config.data_dir.display().to_string()
    );
    std::fs::write(&file, text).unwrap();
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["audit", "--format", "csv", "--config"])
        .arg(&file)
        .output()
        .await
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r5_csv_formula_injection_a_cancel_note_opens_as_text_in_both_exports() {
    let note = r#"=HYPERLINK("http://127.0.0.1:9/x","click")"#;
    // The cell a spreadsheet shows as text: a single quote first, the whole cell quoted.
    let cell = r#","'=HYPERLINK(""http://127.0.0.1:9/x"",""click"")","#;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config(dir.path(), 60);
    config.listen.console = Some(SocketAddr::from(([127, 0, 0, 1], 0)));
    let studio = studio::start(config, options("ops-anna", "formula probe"))
        .await
        .unwrap();
    let config = studio.config();
    let supervisor = studio.addresses().supervisor;
    cancel_first_draw(&config, supervisor, note).await;

    let exported = audit_command_csv(&config, supervisor).await;
    assert!(exported.contains(cell), "{exported}");

    let pki = PkiDir::demo(&config);
    let ca = std::fs::read(pki.ca_cert()).unwrap();
    let token = std::fs::read_to_string(pki.token(Role::Supervisor)).unwrap();
    let bearer = format!("Bearer {}", token.trim());
    let answer = https::send(
        studio.console_address().unwrap(),
        &ca,
        &Request {
            method: "GET",
            path: "/api/tables/wheel-1/audit?format=csv",
            headers: &[("Authorization", &bearer)],
            body: "",
        },
    )
    .await;
    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.body.contains(cell), "{}", answer.body);
    assert!(
        !answer.body.contains(&format!(",{note}")),
        "{}",
        answer.body
    );
    studio.shutdown().await.unwrap();
}

/// R4 and operations.md ("limits are configuration, validated at start-up and audited when
/// changed"): a studio restarted with other stake limits for a table journals the change with
/// the limits before and after, and whose.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_a_change_of_stake_limits_is_audited_with_before_and_after() {
    let dir = tempfile::tempdir().unwrap();
    let limited = |limits: &str| {
        let text = format!("[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n{limits}");
        studio_of(&text, dir.path())
    };
    let studio = studio::start(limited(""), options("ops-ann", "opening"))
        .await
        .unwrap();
    trail_with_changes(&studio.config(), studio.addresses().supervisor, 1).await;
    studio.shutdown().await.unwrap();

    let lower = "[tables.limits]\nmax_stake = 100\nprofiles = { acme = { max_win = 5000 } }\n";
    let studio = studio::start(limited(lower), options("ops-ben", "lower limits"))
        .await
        .unwrap();
    let records = trail_with_changes(&studio.config(), studio.addresses().supervisor, 2).await;
    let change = records
        .iter()
        .filter(|r| r.kind() == AuditKind::ConfigurationChanged)
        .nth(1)
        .unwrap();
    assert_eq!(change.subject, "ops-ben");
    assert_eq!(change.note, "lower limits");
    let before = change.settings_before.clone().unwrap().limits.unwrap();
    let after = change.settings_after.clone().unwrap().limits.unwrap();
    assert_eq!(before.max_stake_hundredths, 50_000);
    assert!(before.profiles.is_empty());
    assert_eq!(after.max_stake_hundredths, 10_000);
    assert_eq!(after.profiles[0].operator, "acme");
    assert_eq!(after.profiles[0].max_win_hundredths, Some(500_000));
    studio.shutdown().await.unwrap();
}
