//! The browser console and the betting page in a real browser (R4, R5, R11): the example
//! studio in-process with `--fast` rounds and the console on a free port, the simulated floor
//! erring in half its draws and leaving every hold to people, and `tests/browser/console.mjs`
//! driving Debian's Chromium through playwright-core (`make browser` installs both). The
//! script signs in with good and bad tokens, watches every table update, cancels a draw and
//! finds it on the board and in the audit trail, sends one action twice, resolves a hold the
//! floor made, sees a refusal with its reason, goes offline and back, and uses the betting
//! page. Screenshots land in `target/console-screenshots/`.
//!
//! Without a browser (issue 29, finding 7): every kind of response carries the security
//! headers, and an action from another origin (a page on another port of the same host, whose
//! requests carry the SameSite=Strict cookie) is refused.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions};
use livedraw_auth::{Role, TokenIssuer, TokenKeys};
use livedraw_client::access::Access;
use livedraw_client::pki::PkiDir;
use livedraw_simulate::{self as simulate, FaultRate, SimulateOptions};
use livedraw_studio::StudioConfig;
use livedraw_testkit::https::{self, Answer, Request};
use livedraw_testkit::studio_config::{example_studio, free_port, repository};
use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::process::Command;

/// The whole browser run may take this long.
const BROWSER_RUN: Duration = Duration::from_secs(360);

fn example_config(data_dir: &Path) -> StudioConfig {
    let mut config = example_studio(data_dir);
    config.listen.console = Some(free_port());
    config
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// A supervisor token signed with the studio's key that expired an hour ago.
fn expired_token(config: &StudioConfig) -> String {
    let key = std::fs::read_to_string(PkiDir::demo(config).token_key()).unwrap();
    TokenIssuer::from_pem(&key)
        .unwrap()
        .naming(
            config.security.token_issuer.clone(),
            config.security.token_audience.clone(),
        )
        .issue(
            "late-supervisor",
            &[Role::Supervisor],
            now() - 7200,
            Duration::from_secs(3600),
        )
        .unwrap()
}

/// An admin token signed with a key the studio does not know.
fn forged_token() -> String {
    let keys = TokenKeys::generate().unwrap();
    TokenIssuer::from_pem(&keys.private_pem)
        .unwrap()
        .issue("mallory", &[Role::Admin], now(), Duration::from_secs(3600))
        .unwrap()
}

fn demo_token(config: &StudioConfig, role: Role) -> String {
    std::fs::read_to_string(PkiDir::demo(config).token(role))
        .unwrap()
        .trim()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_and_the_betting_page_work_in_a_real_browser_r4_r5_r11() {
    let chromium = std::env::var("LIVEDRAW_CHROMIUM").unwrap_or("/usr/bin/chromium".into());
    let script = repository().join("tests/browser/console.mjs");
    assert!(
        Path::new(&chromium).exists()
            && repository()
                .join("tests/browser/node_modules/playwright-core")
                .exists(),
        "no Chromium at {chromium} or no playwright-core: run `make browser`"
    );
    let dir = tempfile::tempdir().unwrap();
    let config = example_config(dir.path());
    let options = RunOptions {
        fast: true,
        ..RunOptions::default()
    };
    let studio = studio::start(config, options).await.unwrap();
    let config = studio.config();
    let console = studio.console_address().unwrap();
    let addresses = studio.addresses();
    let floor = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        faults: FaultRate::PerDraw(0.5),
        leave_holds: true,
        device_silence_every: None,
        seed: 11,
        pace: Duration::from_millis(300),
        access: Access::demo(&config, Role::Supervisor).unwrap(),
        players: None,
    };
    let floor = tokio::spawn(simulate::run(config.clone(), floor));
    let tables: Vec<&str> = config.tables.iter().map(|t| t.id.as_str()).collect();
    let screenshots = repository().join("target/console-screenshots");

    let run = Command::new("node")
        .arg(&script)
        .current_dir(repository().join("tests/browser"))
        .env("CONSOLE_URL", format!("https://{console}"))
        .env("TOKEN_SUPERVISOR", demo_token(&config, Role::Supervisor))
        .env("TOKEN_FRONTEND", demo_token(&config, Role::Frontend))
        .env("TOKEN_EXPIRED", expired_token(&config))
        .env("TOKEN_FORGED", forged_token())
        .env("TABLES", tables.join(","))
        .env("SCREENSHOTS", &screenshots)
        .env("CHROMIUM", &chromium)
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(BROWSER_RUN, run)
        .await
        .expect("the browser run took too long")
        .expect("node runs (Node.js is on every machine of this kind)");
    floor.abort();
    studio.shutdown().await.unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    assert!(
        output.status.success() && stdout.contains("all browser checks passed"),
        "the browser checks failed:\n{stdout}\n{stderr}"
    );
}

/// The console's answer to one request, header values given as strings.
async fn ask(
    console: SocketAddr,
    ca: &[u8],
    method: &str,
    path: &str,
    headers: &[(&str, String)],
    body: &str,
) -> Answer {
    let headers: Vec<(&str, &str)> = headers
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    let request = Request {
        method,
        path,
        headers: &headers,
        body,
    };
    https::send(console, ca, &request).await
}

/// Whether `answer` carries every security header of the console.
fn guarded(answer: &Answer) -> bool {
    answer.header("x-content-type-options") == Some("nosniff")
        && answer.header("x-frame-options") == Some("DENY")
        && answer
            .header("strict-transport-security")
            .is_some_and(|value| value.starts_with("max-age="))
        && answer
            .header("content-security-policy")
            .is_some_and(|value| value.contains("frame-ancestors 'none'"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r11_console_headers_and_origin_every_response_guarded_foreign_actions_refused() {
    let dir = tempfile::tempdir().unwrap();
    let studio = studio::start(example_config(dir.path()), RunOptions::default())
        .await
        .unwrap();
    let config = studio.config();
    let console = studio.console_address().unwrap();
    let ca = std::fs::read(PkiDir::demo(&config).ca_cert()).unwrap();
    let send = |method, path, headers: Vec<(&'static str, String)>, body| {
        let ca = ca.clone();
        async move { ask(console, &ca, method, path, &headers, body).await }
    };
    for path in [
        "/",
        "/bet",
        "/assets/console.js",
        "/api/me",
        "/api/tables/wheel-1/audit?format=csv",
        "/no-such-page",
    ] {
        let answer = send("GET", path, vec![], "").await;
        assert!(guarded(&answer), "GET {path}: {answer:?}");
    }

    let own = format!("https://{console}");
    let foreign = format!("https://127.0.0.1:{}", console.port().wrapping_add(1));
    let token = demo_token(&config, Role::Supervisor);
    let sign_in = serde_json::json!({ "token": token, "page": "console" }).to_string();
    let json = ("Content-Type", "application/json".to_string());
    let from = |origin: &str| vec![json.clone(), ("Origin", origin.to_string())];
    let refused = send("POST", "/api/session", from(&foreign), &sign_in).await;
    assert_eq!(refused.status, 403, "{refused:?}");
    assert!(refused.header("set-cookie").is_none() && guarded(&refused));
    assert!(refused.body.contains("another origin"), "{}", refused.body);
    let signed_in = send("POST", "/api/session", from(&own), &sign_in).await;
    assert_eq!(signed_in.status, 200, "{signed_in:?}");
    assert!(signed_in.header("set-cookie").is_some());

    // The cookie a same-site page gets sent, on an action from that page.
    let cookie = ("Cookie", format!("livedraw_session={token}"));
    let cancel = r#"{"action_id":"probe-1","draw":1,"reason":"technical_problem","note":"probe"}"#;
    let mut cross = from(&foreign);
    cross.push(cookie.clone());
    let refused = send("POST", "/api/tables/wheel-1/cancel", cross.clone(), cancel).await;
    assert_eq!(refused.status, 403, "{refused:?}");
    assert!(guarded(&refused));
    let refused = send("DELETE", "/api/session", cross, "").await;
    assert_eq!(refused.status, 403, "{refused:?}");
    let mut null = from("null");
    null.push(cookie.clone());
    let refused = send("POST", "/api/tables/wheel-1/cancel", null, cancel).await;
    assert_eq!(refused.status, 403, "{refused:?}");
    let mut same = from(&own);
    same.push(cookie);
    let answered = send("POST", "/api/tables/wheel-1/cancel", same, cancel).await;
    assert_eq!(answered.status, 200, "{answered:?}");
    studio.shutdown().await.unwrap();
}
