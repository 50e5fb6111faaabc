//! The browser console and the betting page in a real browser (R4, R5, R11): the example
//! studio in-process with `--fast` rounds and the console on a free port, the simulated floor
//! erring in half its draws and leaving every hold to people, and `tests/browser/console.mjs`
//! driving Debian's Chromium through playwright-core (`make browser` installs both). The
//! script signs in with good and bad tokens, watches every table update, cancels a draw and
//! finds it on the board and in the audit trail, sends one action twice, resolves a hold the
//! floor made, sees a refusal with its reason, goes offline and back, and uses the betting
//! page. Screenshots land in `target/console-screenshots/`.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions};
use livedraw_auth::{Role, TokenIssuer, TokenKeys};
use livedraw_client::access::Access;
use livedraw_client::pki::PkiDir;
use livedraw_simulate::{self as simulate, FaultRate, SimulateOptions};
use livedraw_studio::{Listen, StudioConfig};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::process::Command;

/// The whole browser run may take this long.
const BROWSER_RUN: Duration = Duration::from_secs(360);

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn example_config(data_dir: &Path) -> StudioConfig {
    let mut config = StudioConfig::load(&repository().join("config/studio.toml")).unwrap();
    let free = SocketAddr::from(([127, 0, 0, 1], 0));
    config.listen = Listen {
        ingest: free,
        supervisor: free,
        feed: free,
        console: Some(free),
    };
    config.data_dir = data_dir.to_path_buf();
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
