//! End to end (issue "the studio running", R1 R2 R3 R5 R7): the whole studio in-process on
//! free ports, three tables of each of the seven games with one-second rounds, played by the
//! simulated floor through the real gRPC APIs with faults injected, until at least 200 draws
//! have ended. Then the journal is replayed through plain domain tables and everything the
//! services published is checked against it: one step per journal entry, every decision, every
//! draw ending in exactly one result or one cancellation with exactly one result record, and
//! every round's odds equal to what `livedraw odds` prices for that table state.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod verify;

use livedraw::simulate::{self, SimulateOptions};
use livedraw::studio::{self, RunOptions, LOG_FILE};
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Topic};
use livedraw_domain::GameKind;
use livedraw_engine::{ClockMode, Engine};
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::ResultsHistoryRequest;
use livedraw_studio::StudioConfig;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// Draws that must have ended (settled or cancelled) across the studio.
const DRAWS: usize = 200;

/// Tables of each game.
const TABLES_PER_GAME: usize = 3;

fn studio_config(data_dir: &Path) -> StudioConfig {
    let mut text = format!(
        "data_dir = \"{}\"\n[listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\nfeed = \"127.0.0.1:0\"\n",
        data_dir.display()
    );
    for game in GameKind::ALL {
        for n in 1..=TABLES_PER_GAME {
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
    StudioConfig::parse(&text, "e2e").unwrap()
}

/// Draws ended so far, over every table's results history.
async fn ended(feed: SocketAddr, config: &StudioConfig) -> usize {
    let mut client = FeedClient::connect(format!("http://{feed}")).await.unwrap();
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
