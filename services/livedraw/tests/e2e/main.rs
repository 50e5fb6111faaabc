//! End to end (issue "the studio running", R1 R2 R3 R5 R7): the whole studio in-process on
//! free ports, three tables of each of the seven games with one-second rounds, played by the
//! simulated floor through the real gRPC APIs (over TLS with the demo PKI: a client certificate
//! per device, tokens for the supervisor and the feed) with faults injected, until at least 200 draws
//! have ended. Then the journal is replayed through plain domain tables and everything the
//! services published is checked against it: one step per journal entry, every decision, every
//! draw ending in exactly one result or one cancellation with exactly one result record, and
//! every round's odds equal to what `livedraw odds` prices for that table state.
//!
//! The second test does the same while the all-in-one `livedraw run` process is killed with
//! SIGKILL at random moments and started again, 20 times and more (R1, R10): the journal's
//! replay is an uninterrupted run of the same input, and what the crashed studio published must
//! equal it, with no gap and nothing twice.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod verify;

use livedraw::access::Access;
use livedraw::simulate::{self, SimulateOptions};
use livedraw::studio::{self, RunOptions, LOG_FILE};
use livedraw_auth::Role;
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Topic};
use livedraw_domain::GameKind;
use livedraw_engine::{ClockMode, Engine};
use livedraw_protocol::v1::ResultsHistoryRequest;
use livedraw_studio::StudioConfig;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Draws that must have ended (settled or cancelled) across the studio.
const DRAWS: usize = 200;

/// Tables of each game.
const TABLES_PER_GAME: usize = 3;

fn studio_text(data_dir: &Path, ports: [u16; 3], tables_per_game: usize) -> String {
    let [ingest, supervisor, feed] = ports;
    let mut text = format!(
        "data_dir = \"{}\"\n[listen]\ningest = \"127.0.0.1:{ingest}\"\nsupervisor = \"127.0.0.1:{supervisor}\"\nfeed = \"127.0.0.1:{feed}\"\n",
        data_dir.display()
    );
    for game in GameKind::ALL {
        for n in 1..=tables_per_game {
            let id = format!("{}-{n}", game.name());
            text.push_str(&format!(
                "[[tables]]\nid = \"{id}\"\ngame = \"{}\"\nround_seconds = 1\nhold_timeout_seconds = 5\n",
                game.name()
            ));
            if game.is_lottery() {
                text.push_str("scheduled = false\n");
            }
            text.push_str(&format!(
                "[[devices]]\nid = \"device-{id}\"\ntables = [\"{id}\"]\n"
            ));
        }
    }
    text
}

fn studio_config(data_dir: &Path) -> StudioConfig {
    StudioConfig::parse(&studio_text(data_dir, [0, 0, 0], TABLES_PER_GAME), "e2e").unwrap()
}

/// Draws ended so far, over every table's results history.
async fn ended(feed: SocketAddr, config: &StudioConfig) -> usize {
    let access = Access::demo(config, Role::Frontend).unwrap();
    let mut client = access.feed(&feed.to_string()).unwrap();
    let mut ended = 0;
    for table in &config.tables {
        let request = ResultsHistoryRequest {
            table_id: table.id.clone(),
            limit: 1_000,
            ..Default::default()
        };
        ended += client
            .results_history(request)
            .await
            .unwrap()
            .into_inner()
            .results
            .len();
    }
    ended
}

/// Restarts the engine on the journal alone until every journal entry has its step: what was
/// journaled and acknowledged before the studio stopped is applied, nothing twice.
async fn catch_up(config: &StudioConfig, log: &Arc<EmbeddedLog>) {
    let shared: Arc<dyn EventLog> = log.clone();
    let engine = Engine::start(Arc::new(config.clone()), shared, ClockMode::Journal)
        .await
        .unwrap();
    for _ in 0..600 {
        let mut behind = false;
        for partition in 0..log.partitions(Topic::StudioJournal) {
            let journal = log
                .end_offset(Topic::StudioJournal, partition)
                .await
                .unwrap();
            let steps = log.end_offset(Topic::DrawEvents, partition).await.unwrap();
            behind |= steps < journal;
        }
        if !behind {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    engine.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_draws_over_grpc_match_the_rules_and_the_odds_r1_r2_r3_r5() {
    let dir = tempfile::tempdir().unwrap();
    let config = studio_config(dir.path());
    let studio = studio::start(config.clone(), RunOptions::default())
        .await
        .unwrap();
    let addresses = studio.addresses();
    let options = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        fault_rate: 0.05,
        seed: 2026,
        pace: Duration::from_millis(20),
        access: Access::demo(&config, Role::Supervisor).unwrap(),
    };
    let floor = tokio::spawn(simulate::run(studio.config(), options));
    let mut draws = 0;
    for _ in 0..240 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        draws = ended(addresses.feed, &config).await;
        if draws >= DRAWS {
            break;
        }
    }
    floor.abort();
    studio.shutdown().await.unwrap();
    assert!(draws >= DRAWS, "only {draws} draws ended");

    let log = Arc::new(
        EmbeddedLog::open(EmbeddedConfig::at(dir.path().join(LOG_FILE)))
            .await
            .unwrap(),
    );
    catch_up(&config, &log).await;
    let verified = verify::verify(&config, log.as_ref(), env!("CARGO_BIN_EXE_livedraw")).await;
    println!("{verified:?}");
    assert!(verified.draws() >= DRAWS);
    for game in GameKind::ALL {
        let settled: usize = verified
            .settled
            .iter()
            .filter(|(table, _)| table.starts_with(game.name()))
            .map(|(_, count)| count)
            .sum();
        assert!(settled > 0, "no {game} draw settled: {verified:?}");
    }
    assert!(verified.odds_checked >= DRAWS, "{verified:?}");
    log.close().await.unwrap();
}

/// Kills of the all-in-one in one run.
const KILLS: usize = 20;

/// Three ports free now, for a studio that must listen on the same ones after each restart.
fn free_ports() -> [u16; 3] {
    let listeners: Vec<TcpListener> = (0..3)
        .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let port = |i: usize| listeners[i].local_addr().unwrap().port();
    [port(0), port(1), port(2)]
}

/// Starts `livedraw run` and waits until its ingest accepts connections.
fn start_studio(config: &Path, ingest: SocketAddr) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["run", "--config"])
        .arg(config)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(ingest).is_err() {
        assert!(Instant::now() < deadline, "the studio did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_the_all_in_one_loses_nothing_and_publishes_nothing_twice_r1_r10() {
    let dir = tempfile::tempdir().unwrap();
    let ports = free_ports();
    let text = studio_text(dir.path(), ports, 1);
    let path = dir.path().join("studio.toml");
    std::fs::write(&path, &text).unwrap();
    let config = StudioConfig::parse(&text, "crash").unwrap();
    let ingest = SocketAddr::from(([127, 0, 0, 1], ports[0]));
    let mut studio = start_studio(&path, ingest);
    // The studio generated its demo PKI before it listened.
    let options = SimulateOptions {
        ingest: ingest.to_string(),
        supervisor: format!("127.0.0.1:{}", ports[1]),
        fault_rate: 0.05,
        seed: 9,
        pace: Duration::from_millis(20),
        access: Access::demo(&config, Role::Supervisor).unwrap(),
    };
    let floor = tokio::spawn(simulate::run(Arc::new(config.clone()), options));
    // Kill moments from a fixed sequence: reproducible, spread over 1.5–4.5 s so that the floor
    // (which watches the tables again 2 s after a stream ends) plays between kills.
    for kill in 0..KILLS {
        let wait = 1_500 + (kill as u64 * 7_919) % 3_000;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        studio.kill().unwrap();
        studio.wait().unwrap();
        studio = start_studio(&path, ingest);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    floor.abort();
    studio.kill().unwrap();
    studio.wait().unwrap();

    let log = Arc::new(
        EmbeddedLog::open(EmbeddedConfig::at(dir.path().join(LOG_FILE)))
            .await
            .unwrap(),
    );
    catch_up(&config, &log).await;
    let verified = verify::verify(&config, log.as_ref(), env!("CARGO_BIN_EXE_livedraw")).await;
    println!("{KILLS} kills: {verified:?}");
    assert!(verified.draws() >= 20, "too little play: {verified:?}");
    log.close().await.unwrap();
}
