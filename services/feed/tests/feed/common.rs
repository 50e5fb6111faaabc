//! The feed on real tonic over loopback and a real embedded log in a temporary directory; the
//! tests play the engine by appending steps (and results) themselves.

#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_auth::{Revocations, Role};
use livedraw_bus::{EventLog, NewRecord, Topic};
use livedraw_domain::games::wheel;
use livedraw_domain::{
    CancelReason, Decision, DrawNumber, Incident, MarketId, Outcome, PauseReason, Settlement,
    Timestamp, Verdict,
};
use livedraw_feed::{FeedOptions, FeedService};
use livedraw_gate::{Authorized, Bearer, TokenGate};
use livedraw_protocol::draw_event::{self, DrawEventEnvelope};
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::{self, MarketStatus};
use livedraw_protocol::{timestamp, TableId};
use livedraw_studio::StudioConfig;
use livedraw_testkit::serve;
use livedraw_testkit::sparse::Sparse;
use livedraw_testkit::tokens::{self, token};
use prost::Message;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tempfile::TempDir;

/// Six tables; `wheel-1` and `dice-1` sit in different draw-events partitions (checked);
/// `blackjack-n` deals its players' cards face down (version N), `blackjack-h` face up;
/// `three-card-poker-1` deals a common hand.
/// `wheel-1` takes stakes of 1.00 to 200.00 (100.00 on red) and wins up to 150.00, and
/// operator `frontend-2` up to 1,000.00 a stake and 5,000.00 a win.
const STUDIO: &str = r#"
data_dir = "unused"
[[tables]]
id = "wheel-1"
game = "wheel"
[tables.limits]
min_stake = 1
max_stake = 200
max_win = 150
[tables.limits.markets.red]
max_stake = 100
[tables.limits.profiles.frontend-2]
max_stake = 1000
max_win = 5000
[[tables]]
id = "dice-1"
game = "dice5"
[[tables]]
id = "baccarat-1"
game = "baccarat"
[[tables]]
id = "blackjack-n"
game = "blackjack"
version = "N"
[[tables]]
id = "blackjack-h"
game = "blackjack"
version = "H"
[[tables]]
id = "three-card-poker-1"
game = "three-card-poker"
"#;

/// A running feed and the log behind it.
pub struct Studio {
    /// The log the feed reads, and the tests append to.
    pub log: Arc<dyn EventLog>,
    /// A frontend's client.
    pub client: FeedClient<Authorized>,
    /// The feed's address.
    pub address: SocketAddr,
    _dir: Arc<TempDir>,
}

impl Studio {
    pub async fn start() -> Studio {
        Studio::with_options(FeedOptions::default()).await
    }

    pub async fn with_options(options: FeedOptions) -> Studio {
        let (dir, log) = serve::temp_log().await;
        Studio::on(dir, log, options).await
    }

    /// A feed on a log with a gap in the offsets after every record (see [`Sparse`]).
    pub async fn with_gaps() -> Studio {
        let (dir, log) = serve::temp_log().await;
        let sparse = Arc::new(Sparse::new(log));
        Studio::on(dir, sparse, FeedOptions::default()).await
    }

    async fn on(dir: TempDir, log: Arc<dyn EventLog>, options: FeedOptions) -> Studio {
        let (client, address) = serve_feed(log.clone(), options).await;
        Studio {
            log,
            client,
            address,
            _dir: Arc::new(dir),
        }
    }

    /// A second feed on the same log, started now: it rebuilds its state from the log.
    pub async fn restart_feed(&self) -> Studio {
        let (client, address) = serve_feed(self.log.clone(), FeedOptions::default()).await;
        Studio {
            log: self.log.clone(),
            client,
            address,
            _dir: self._dir.clone(),
        }
    }

    /// Appends one engine step for `table` at `at_ms`, with its odds and results, in one
    /// batch as the engine does. Returns the step's offset.
    pub async fn step(
        &self,
        table: &str,
        at_ms: i64,
        decisions: Vec<Decision>,
        odds: Vec<v1::OddsSet>,
    ) -> u64 {
        let wire = wire(table, at_ms, &decisions);
        let step = v1::EngineStep {
            table_id: table.to_string(),
            applied_at: Some(timestamp::encode(Timestamp::from_millis(at_ms))),
            decisions: wire.clone(),
            odds: odds.clone(),
            ..Default::default()
        };
        let mut batch = vec![(
            Topic::DrawEvents,
            NewRecord::new(table, step.encode_to_vec()),
        )];
        batch.extend(
            odds.iter()
                .map(|set| (Topic::Odds, NewRecord::new(table, set.encode_to_vec()))),
        );
        batch.extend(
            wire.iter()
                .filter_map(|event| result_of(table, event))
                .map(|result| {
                    (
                        Topic::Results,
                        NewRecord::new(table, result.encode_to_vec()),
                    )
                }),
        );
        self.log.append_batch(batch).await.unwrap()[0].offset
    }

    /// Appends the step of a blackjack player's decision sent by `decided_by`, or of the
    /// clock opening a hand's window with its decision `values`, at `at_ms`.
    pub async fn player_step(
        &self,
        table: &str,
        at_ms: i64,
        decisions: Vec<Decision>,
        values: Vec<v1::DecisionValues>,
        decided_by: &str,
    ) {
        let step = v1::EngineStep {
            table_id: table.to_string(),
            applied_at: at(at_ms),
            decisions: wire(table, at_ms, &decisions),
            decision_values: values,
            decided_by: decided_by.to_string(),
            ..Default::default()
        };
        let record = NewRecord::new(table, step.encode_to_vec());
        self.log.append(Topic::DrawEvents, record).await.unwrap();
    }

    /// Appends many steps in one batch (one transaction), each with its odds.
    pub async fn steps(&self, steps: Vec<(&str, Vec<Decision>, Vec<v1::OddsSet>)>, at_ms: i64) {
        let batch = steps
            .into_iter()
            .map(|(table, decisions, odds)| {
                let step = v1::EngineStep {
                    table_id: table.to_string(),
                    applied_at: at(at_ms),
                    decisions: wire(table, at_ms, &decisions),
                    odds,
                    ..Default::default()
                };
                (
                    Topic::DrawEvents,
                    NewRecord::new(table, step.encode_to_vec()),
                )
            })
            .collect();
        self.log.append_batch(batch).await.unwrap();
    }

    /// Opens draw `draw` of a wheel-like table with its first round closing at `closes_ms`.
    pub async fn open_draw(&self, table: &str, draw: u64, at_ms: i64, closes_ms: i64) -> u64 {
        let odds = odds_set(table, draw, 1, closes_ms, &standard_prices());
        self.step(
            table,
            at_ms,
            vec![
                Decision::DrawOpened {
                    draw: DrawNumber(draw),
                },
                round_opened(draw, 1, closes_ms),
            ],
            vec![odds],
        )
        .await
    }

    pub fn partition(&self, table: &str) -> u32 {
        self.log
            .topics()
            .partition_for_key(Topic::DrawEvents, table.as_bytes())
    }
}

/// The draw events of decisions taken at `at_ms`.
pub fn wire(table: &str, at_ms: i64, decisions: &[Decision]) -> Vec<v1::DrawEvent> {
    decisions
        .iter()
        .map(|decision| {
            draw_event::encode(&DrawEventEnvelope {
                table: TableId::new(table).unwrap(),
                server_time: Timestamp::from_millis(at_ms),
                device_time: None,
                journal_offset: None,
                decision: decision.clone(),
            })
        })
        .collect()
}

/// A feed server on loopback behind its token gate: a frontend's client of it, and its
/// address.
async fn serve_feed(
    log: Arc<dyn EventLog>,
    options: FeedOptions,
) -> (FeedClient<Authorized>, SocketAddr) {
    let config = StudioConfig::parse(STUDIO, "test").unwrap();
    let service = FeedService::with_options(&config, log, options).unwrap();
    let gate = TokenGate::readers(tokens::verifier(), Revocations::default());
    let router = tonic::transport::Server::builder().add_service(service.into_server(gate));
    let (address, _server) = serve::serve(router).await;
    (client(address, "frontend-1").await, address)
}

/// A feed client of the frontend whose token's subject is `subject`.
pub async fn client(address: SocketAddr, subject: &str) -> FeedClient<Authorized> {
    let bearer = Bearer::new(&token(subject, &[Role::Frontend])).unwrap();
    FeedClient::with_interceptor(serve::channel(address).await, bearer)
}

/// The DrawResult the engine publishes for a settled or cancelled draw.
fn result_of(table: &str, event: &v1::DrawEvent) -> Option<v1::DrawResult> {
    use v1::draw_event::Decision as Payload;
    let end = match event.decision.as_ref()? {
        Payload::DrawSettled(settled) => v1::draw_result::End::Settled(settled.clone()),
        Payload::DrawCancelled(cancelled) => v1::draw_result::End::Cancelled(cancelled.clone()),
        _ => return None,
    };
    Some(v1::DrawResult {
        table_id: table.to_string(),
        game: match table {
            "dice-1" => v1::GameKind::Dice5,
            "baccarat-1" => v1::GameKind::Baccarat,
            _ => v1::GameKind::Wheel,
        }
        .into(),
        draw_number: event.draw_number?,
        settled_at: event.server_time,
        end: Some(end),
        revision: 1,
    })
}

pub fn now_ms() -> i64 {
    i64::try_from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

pub fn at(ms: i64) -> Option<prost_types::Timestamp> {
    Some(timestamp::encode(Timestamp::from_millis(ms)))
}

/// Markets of the tests: one open, one won, one lost, one suspended.
pub fn standard_prices() -> Vec<(&'static str, MarketStatus, u32)> {
    vec![
        ("red", MarketStatus::Open, 195),
        ("sector_5", MarketStatus::Won, 0),
        ("sector_6", MarketStatus::Lost, 0),
        ("symbol", MarketStatus::Suspended, 0),
        // A progressive box: open without odds, its prizes paid from the platform's pot.
        (PROGRESSIVE, MarketStatus::Open, 0),
    ]
}

/// The market [`odds_set`] prices as a progressive box.
pub const PROGRESSIVE: &str = "progressive";

pub fn odds_set(
    table: &str,
    draw: u64,
    round: u8,
    closes_ms: i64,
    prices: &[(&str, MarketStatus, u32)],
) -> v1::OddsSet {
    v1::OddsSet {
        table_id: table.to_string(),
        draw_number: draw,
        round: u32::from(round),
        version: draw * 10 + u64::from(round),
        computed_at: at(closes_ms - 1000),
        closes_at: at(closes_ms),
        // No stake limits, as a set published before they existed: the feed's configuration
        // gives them.
        max_win_hundredths: 0,
        prices: prices
            .iter()
            .map(|(market, status, odds)| v1::MarketPrice {
                market: market.to_string(),
                probability: 0.5,
                odds_hundredths: *odds,
                status: (*status).into(),
                from_pot: *market == PROGRESSIVE,
                ..Default::default()
            })
            .collect(),
    }
}

pub fn round_opened(draw: u64, round: u8, closes_ms: i64) -> Decision {
    Decision::BettingRoundOpened {
        draw: DrawNumber(draw),
        round,
        closes_at: Timestamp::from_millis(closes_ms),
        last_hand: false,
    }
}

pub fn round_closed(draw: u64, round: u8) -> Decision {
    Decision::BettingRoundClosed {
        draw: DrawNumber(draw),
        round,
    }
}

pub fn settled(draw: u64, sector: u8) -> Decision {
    Decision::DrawSettled {
        draw: DrawNumber(draw),
        outcome: Outcome::Wheel(wheel::Outcome::Number(sector)),
        settlements: vec![Settlement {
            market: MarketId::new("red"),
            round: 1,
            verdict: Verdict::Win,
            payout: None,
        }],
    }
}

pub fn cancelled(draw: u64) -> Decision {
    Decision::DrawCancelled {
        draw: DrawNumber(draw),
        reason: CancelReason::TechnicalProblem,
        settlements: vec![Settlement {
            market: MarketId::new("red"),
            round: 1,
            verdict: Verdict::Void,
            payout: None,
        }],
    }
}

pub fn held(draw: u64) -> Decision {
    Decision::DrawHeld {
        draw: DrawNumber(draw),
        incident: Incident::WheelSpeedAlarm,
    }
}

pub fn resumed(draw: u64) -> Decision {
    Decision::DrawResumed {
        draw: DrawNumber(draw),
    }
}

pub fn paused() -> Decision {
    Decision::TablePaused {
        reason: PauseReason::Maintenance,
    }
}
