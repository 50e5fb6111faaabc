//! `livedraw watch` against a real feed: when stdout is not a terminal it prints one plain
//! line per event. The feed runs plaintext (`plaintext = true` in the configuration the command
//! reads) and takes the demo's frontend token, which the command finds under `data_dir/pki`.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_auth::{Revocations, TokenVerifier};
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, Topic};
use livedraw_client::pki::{read_text, PkiDir};
use livedraw_domain::{Decision, DrawNumber, Timestamp};
use livedraw_feed::FeedService;
use livedraw_gate::TokenGate;
use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
use livedraw_protocol::{timestamp, v1, TableId};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::TcpListener;
use tokio_stream::wrappers::TcpListenerStream;

const STUDIO: &str =
    "[security]\nplaintext = true\n[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n";

fn step(draw: u64, closes_ms: i64) -> v1::EngineStep {
    let decisions = [
        Decision::DrawOpened {
            draw: DrawNumber(draw),
        },
        Decision::BettingRoundOpened {
            draw: DrawNumber(draw),
            round: 1,
            closes_at: Timestamp::from_millis(closes_ms),
            last_hand: false,
        },
    ];
    let odds = v1::OddsSet {
        table_id: "wheel-1".into(),
        draw_number: draw,
        round: 1,
        version: draw * 10 + 1,
        closes_at: Some(timestamp::encode(Timestamp::from_millis(closes_ms))),
        prices: vec![v1::MarketPrice {
            market: "red".into(),
            probability: 0.5,
            odds_hundredths: 195,
            status: v1::MarketStatus::Open.into(),
            ..Default::default()
        }],
        ..Default::default()
    };
    v1::EngineStep {
        table_id: "wheel-1".into(),
        decisions: decisions
            .into_iter()
            .map(|decision| {
                draw_event::encode(&DrawEventEnvelope {
                    table: TableId::new("wheel-1").unwrap(),
                    server_time: Timestamp::from_millis(closes_ms - 60_000),
                    device_time: None,
                    journal_offset: None,
                    decision,
                })
            })
            .collect(),
        odds: vec![odds],
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_piped_watch_prints_one_line_per_event() {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(
        EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("s.db")))
            .await
            .unwrap(),
    );
    let text = format!(
        "data_dir = {:?}\n{STUDIO}",
        dir.path().display().to_string()
    );
    let config_file = dir.path().join("studio.toml");
    std::fs::write(&config_file, &text).unwrap();
    let config = StudioConfig::parse(&text, "test").unwrap();
    let pki = PkiDir::demo(&config);
    pki.ensure_demo(&config).unwrap();
    let verifier = TokenVerifier::from_pem(&read_text(&pki.token_public_key()).unwrap()).unwrap();
    let feed = FeedService::new(&config, log.clone()).unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(feed.into_server(TokenGate::readers(
                Arc::new(verifier),
                Revocations::default(),
            )))
            .serve_with_incoming(TcpListenerStream::new(listener)),
    );
    let record = NewRecord::new("wheel-1", step(4, 1_700_000_060_000).encode_to_vec());
    log.append(Topic::DrawEvents, record).await.unwrap();

    let mut watch = tokio::process::Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["watch", "--feed", &address.to_string(), "--config"])
        .arg(&config_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(watch.stdout.take().unwrap()).lines();
    let wait = Duration::from_secs(20);
    let first = tokio::time::timeout(wait, lines.next_line()).await;
    let first = first.unwrap().unwrap().unwrap();
    assert!(
        first.ends_with("wheel-1 #4 round 1 opened: v41 red 1.95"),
        "{first}"
    );
    let record = NewRecord::new("wheel-1", step(5, 1_700_000_120_000).encode_to_vec());
    log.append(Topic::DrawEvents, record).await.unwrap();
    let second = tokio::time::timeout(wait, lines.next_line()).await;
    let second = second.unwrap().unwrap().unwrap();
    assert!(
        second.ends_with("wheel-1 #5 round 1 opened: v51 red 1.95"),
        "{second}"
    );
    watch.kill().await.unwrap();
}
