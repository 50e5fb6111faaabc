//! End to end (issue "the studio running", R1 R2 R3 R5 R7): the whole studio in-process on
//! free ports, three tables of each of the twelve games with one-second rounds (the
//! fixed-payout tables over both roulette wheels and paytables and both punto banco
//! variants, a baccarat and a blackjack table with a cut card, a war table of one deck),
//! played by the
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
//!
//! Each test runs on both backends of the log (one body, `backend.rs`): the embedded file, and
//! a real Kafka broker (tansu) started for the test, which keeps running while the studio is
//! killed and restarted. The verification is the same, read through `EventLog`.
//!
//! The broker outage test (`outage.rs`, Kafka only) stops the broker for 20 s during play and
//! checks the same after the running studio has played on. The revocation test
//! (`revocation.rs`) revokes a token of each kind and a device certificate and checks every
//! instance refuses them within a second, on both backends. The full-disk test (`disk_full.rs`,
//! embedded log) fills a tmpfs of its own under the studio while a device posts. The silence
//! test (`silence.rs`) lets a table's device fall silent, on both backends.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

mod backend;
mod corrections;
mod disk_full;
mod frontend;
mod outage;
mod revocation;
mod seats;
mod silence;
mod verify;

use backend::Backend;
use frontend::Watching;
use livedraw_allinone::{self as studio, RunOptions, StudioLog};
use livedraw_auth::Role;
use livedraw_bus::{EventLog, Topic};
use livedraw_client::access::Access;
use livedraw_domain::games::blackjack::Version;
use livedraw_domain::GameKind;
use livedraw_engine::{ClockMode, Engine, EngineOptions};
use livedraw_protocol::v1::draw_result::End;
use livedraw_protocol::v1::ResultsHistoryRequest;
use livedraw_simulate::{self as simulate, FaultRate, Players, SimulateOptions};
use livedraw_studio::StudioConfig;
use livedraw_testkit::wait::{self, GENEROUS};
use seats::SeatPlay;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The floor event `input` of `device` on `table`, numbered `sequence`, sent now.
fn floor_event(
    table: &str,
    device: &str,
    sequence: u64,
    input: livedraw_protocol::floor_event::FloorInput,
) -> livedraw_protocol::v1::FloorEvent {
    livedraw_protocol::floor_event::encode(&livedraw_protocol::floor_event::FloorEnvelope {
        table: livedraw_protocol::TableId::new(table).unwrap(),
        device: livedraw_protocol::DeviceId::new(device).unwrap(),
        sequence: std::num::NonZeroU64::new(sequence).unwrap(),
        device_time: livedraw_ingest::now(),
        draw: None,
        input,
    })
}

/// Draws that must have ended (settled or cancelled) across the studio.
const DRAWS: usize = 200;

/// Tables of each game.
const TABLES_PER_GAME: usize = 3;

fn studio_text(
    data_dir: &Path,
    backend: &Backend,
    ports: [u16; 3],
    tables_per_game: usize,
) -> String {
    let [ingest, supervisor, feed] = ports;
    let mut text = format!(
        "data_dir = \"{}\"\n[listen]\ningest = \"127.0.0.1:{ingest}\"\nsupervisor = \"127.0.0.1:{supervisor}\"\nfeed = \"127.0.0.1:{feed}\"\n",
        data_dir.display()
    );
    text.push_str(&backend.config_text());
    for game in GameKind::ALL {
        for n in 1..=tables_per_game {
            let id = format!("{}-{n}", game.name());
            text.push_str(&format!(
                "[[tables]]\nid = \"{id}\"\ngame = \"{}\"\nround_seconds = {}\nhold_timeout_seconds = 5\n\
                 device_silence_seconds = {DEVICE_SILENCE_SECONDS}\n",
                game.name(),
                round_seconds(game, n)
            ));
            if game.is_lottery() {
                text.push_str("scheduled = false\n");
            }
            text.push_str(variant(game, n));
            text.push_str(&format!(
                "[[devices]]\nid = \"device-{id}\"\ntables = [\"{id}\"]\n"
            ));
        }
    }
    text
}

/// How long a table's device may stay silent in these tests: longer than the studio's 10 s, so
/// that a restart of the killed studio on a busy machine is not a silence (the silent-device
/// test, `silence.rs`, sets its own).
const DEVICE_SILENCE_SECONDS: u64 = 30;

/// One-second rounds, but blackjack's three: its betting round is priced on the round's own
/// clock (0.3 s and more at the tests' opt-level on a busy core, issue "Pricing within the
/// betting round"), and with eight tests side by side on two cores a one-second round often
/// closed before the seat players saw it open. Bulldog's seat holders bet through the
/// Decisions API too, as do the three-card table's in seats mode: two seconds give them time
/// on a busy machine.
fn round_seconds(game: GameKind, table: usize) -> u32 {
    match game {
        GameKind::Blackjack => 3,
        GameKind::Bulldog => 2,
        // The three-card table in seats mode: its seat holders bet through the API.
        GameKind::ThreeCardPoker if table == 3 => 2,
        GameKind::ThreeCardPoker
        | GameKind::FastPoker
        | GameKind::RedDog
        | GameKind::TripleBetPoker
        | GameKind::OasisStud
        | GameKind::UltimateHoldem
        | GameKind::HoldemBonus
        | GameKind::DynamicPoker
        | GameKind::RiversidePoker => 1,
        GameKind::Baccarat
        | GameKind::War
        | GameKind::Poker6
        | GameKind::Wheel
        | GameKind::Dice5
        | GameKind::Lotto5Of36
        | GameKind::Lotto7Of42
        | GameKind::Roulette
        | GameKind::MoneyWheel
        | GameKind::SicBo
        | GameKind::LuckyDice
        | GameKind::PuntoBanco => 1,
    }
}

/// The paytables, wheels, blackjack versions and shoes the tables vary over: table 1 of each
/// game runs the defaults, the others another wheel, paytable, version or shoe.
fn variant(game: GameKind, table: usize) -> &'static str {
    match (game, table) {
        (GameKind::Roulette, 2) => "wheel = \"double\"\npaytable = \"arcade\"\n",
        (GameKind::Roulette, 3) => "wheel = \"double\"\npaytable = \"casino\"\n",
        (GameKind::PuntoBanco, 2) => "paytable = \"no_commission\"\n",
        (GameKind::PuntoBanco, 3) => "paytable = \"no_commission\"\nexception_total = 5\n",
        // Short windows, so that a late player costs the run little; a peeking version with a
        // side game, and one whose dealer busts above 22, from a two-deck shoe.
        (GameKind::Blackjack, 1) => "decision_window_seconds = 2\n",
        (GameKind::Blackjack, 2) => {
            "version = \"N\"\nside_game = \"A\"\ndecision_window_seconds = 2\n"
        }
        // A cut card two decks from the back of a two-deck shoe, reached every few deals.
        (GameKind::Blackjack, _) => {
            "version = \"P\"\ndecks = 2\nshoe_end = { cut_card = 52 }\ndecision_window_seconds = 2\n"
        }
        // Two-second windows on the common hand; a raised line on table 2.
        (GameKind::ThreeCardPoker, 2) => {
            "decision_window_seconds = 2\npays = { \"pairplus.straight_flush\" = 50 }\n"
        }
        (GameKind::FastPoker, 2) => "decision_window_seconds = 2\npays = { \"bonus.flush\" = 5 }\n",
        // Seats mode: seven seats, each holder betting and deciding through the Decisions API.
        (GameKind::ThreeCardPoker, 3) => "decision_window_seconds = 2\nseating = \"seats\"\n",
        (GameKind::ThreeCardPoker | GameKind::FastPoker, _) => "decision_window_seconds = 2\n",
        // A raised spread-1 line on table 2, and a one-deck shoe changed every few rounds.
        (GameKind::RedDog, 2) => "decision_window_seconds = 2\npays = { spread_1 = 6 }\n",
        (GameKind::RedDog, 3) => {
            "decision_window_seconds = 2\ndecks = 1\nshoe_end = { fewer_than = 20 }\n"
        }
        (GameKind::RedDog, _) => "decision_window_seconds = 2\n",
        // Five seats and a one-deck shoe on table 2, a raised spread-1 line on table 3.
        (GameKind::Bulldog, 2) => {
            "decision_window_seconds = 2\nseats = 5\ndecks = 1\nshoe_end = { fewer_than = 20 }\n"
        }
        (GameKind::Bulldog, 3) => "decision_window_seconds = 2\npays = { spread_1 = 6 }\n",
        (GameKind::Bulldog, _) => "decision_window_seconds = 2\n",
        // Two-second windows on the common hand; a raised bonus line on table 2.
        (GameKind::TripleBetPoker, 2) => {
            "decision_window_seconds = 2\npays = { \"bonus.flush\" = 25 }\n"
        }
        (GameKind::TripleBetPoker, _) => "decision_window_seconds = 2\n",
        // Every version a common hand runs: Caribbean Stud with a progressive bonus of one
        // 2.50 stake, deuces wild on table 2, and on table 3 version D (three own and two
        // community cards) with a raised line.
        (GameKind::OasisStud, 2) => "version = \"c\"\ndecision_window_seconds = 2\n",
        (GameKind::OasisStud, 3) => {
            "version = \"d\"\ndecision_window_seconds = 2\npays = { \"bet.flush\" = 9 }\n"
        }
        (GameKind::OasisStud, _) => {
            "version = \"a\"\ndecision_window_seconds = 2\n\
             progressive_bonus = { stake = \"2.50\", royal_flush = \"100%\", \
             straight_flush = \"10%\", four_of_a_kind = \"500\" }\n"
        }
        // Two-second windows; another trips table, ante option and bonus table on table 2, a
        // raised side-box line on table 3; a progressive box on UTH 3 and THB 2.
        (GameKind::UltimateHoldem, 2) => "trips = \"IV\"\ndecision_window_seconds = 2\n",
        (GameKind::UltimateHoldem, 3) => {
            "decision_window_seconds = 2\npays = { \"trips.flush\" = 8 }\n\
             progressive = { royal_flush = \"100%\", straight_flush = \"10%\", \
             four_of_a_kind = \"500\", three_of_a_kind = \"5\", pair = \"1\" }\n"
        }
        (GameKind::DynamicPoker, 3) => "decision_window_seconds = 2\npays = { \"b.aces\" = 60 }\n",
        (GameKind::HoldemBonus, 2) => {
            "ante_option = \"A\"\nbonus = \"II\"\ndecision_window_seconds = 2\n\
             progressive = { royal_flush = \"100%\", flush = \"50\", straight = \"25.50\" }\n"
        }
        (
            GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker,
            _,
        ) => "decision_window_seconds = 2\n",
        // One deck with a cut card seven from the back: a shoe lasts about nine coups.
        (GameKind::Baccarat, 2) => "decks = 1\nshoe_end = { cut_card = 7 }\n",
        (GameKind::War, 2) => "decks = 1\nshoe_end = { fewer_than = 20 }\n",
        (GameKind::Roulette | GameKind::PuntoBanco, _) => "",
        (
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice,
            _,
        ) => "",
    }
}

/// The two hundred draws' studio: every game's tables, and a blackjack table of each rule set
/// named by word (operations.md).
fn studio_config(data_dir: &Path, backend: &Backend) -> StudioConfig {
    let mut text = studio_text(data_dir, backend, [0, 0, 0], TABLES_PER_GAME);
    for id in named_blackjack_tables() {
        let version = id.trim_start_matches("blackjack-");
        text.push_str(&format!(
            "[[tables]]\nid = \"{id}\"\ngame = \"blackjack\"\nversion = \"{version}\"\n\
             round_seconds = {}\nhold_timeout_seconds = 5\ndecision_window_seconds = 2\n\
             device_silence_seconds = {DEVICE_SILENCE_SECONDS}\n\
             [[devices]]\nid = \"device-{id}\"\ntables = [\"{id}\"]\n",
            round_seconds(GameKind::Blackjack, 1)
        ));
    }
    StudioConfig::parse(&text, "e2e").unwrap()
}

/// The ids of the named rule sets' tables: `blackjack-casino`, ..., `blackjack-live`.
fn named_blackjack_tables() -> Vec<String> {
    Version::NAMED
        .iter()
        .map(|version| format!("blackjack-{version}"))
        .collect()
}

/// Draws ended so far, over every table's results history; the feed's refusal if it cannot
/// answer.
/// Draws ended across the studio, and the games with at least one settled draw, from the
/// feed's results history.
async fn ended(
    feed: SocketAddr,
    config: &StudioConfig,
) -> Result<(usize, BTreeSet<i32>), tonic::Status> {
    let access = Access::demo(config, Role::Frontend).unwrap();
    let mut client = access.feed(&feed.to_string()).unwrap();
    let (mut ended, mut settled) = (0, BTreeSet::new());
    for table in &config.tables {
        let request = ResultsHistoryRequest {
            table_id: table.id.clone(),
            limit: 1_000,
            ..Default::default()
        };
        let results = client.results_history(request).await?.into_inner().results;
        ended += results.len();
        settled.extend(
            results
                .iter()
                .filter(|result| matches!(result.end, Some(End::Settled(_))))
                .map(|result| result.game),
        );
    }
    Ok((ended, settled))
}

/// The tables with at least one draw ended, from the feed's results history.
async fn ended_tables(feed: SocketAddr, config: &StudioConfig) -> BTreeSet<String> {
    let access = Access::demo(config, Role::Frontend).unwrap();
    let mut client = access.feed(&feed.to_string()).unwrap();
    let mut tables = BTreeSet::new();
    for table in &config.tables {
        let request = ResultsHistoryRequest {
            table_id: table.id.clone(),
            limit: 1,
            ..Default::default()
        };
        let results = client.results_history(request).await.unwrap().into_inner();
        if !results.results.is_empty() {
            tables.insert(table.id.clone());
        }
    }
    tables
}

/// How long the catching-up engine may take: on Kafka it joins the engine group, which first
/// waits out the session of a killed studio's member.
const CATCH_UP: Duration = Duration::from_secs(120);

/// Restarts the engine on the journal alone until every journal entry has its step and every
/// step its outputs: what was journaled and acknowledged before the studio stopped is applied,
/// nothing twice. (On Kafka a killed studio may have stored steps without their outputs; the
/// engine publishes them once it owns the partition again.)
async fn catch_up(config: &StudioConfig, log: &Arc<dyn EventLog>) {
    let options = EngineOptions::new(ClockMode::Journal).in_group(&config.kafka.engine_group);
    let engine = Engine::start(Arc::new(config.clone()), log.clone(), options)
        .await
        .unwrap();
    let began = Instant::now();
    let mut journal = Tally::new(log.as_ref(), Topic::StudioJournal);
    journal.update(log.as_ref()).await;
    let entries = journal.counts.clone();
    wait_for(log.as_ref(), Topic::DrawEvents, &entries, began).await;
    let (odds, results) = verify::outputs_of_steps(log.as_ref()).await;
    wait_for(log.as_ref(), Topic::Odds, &odds, began).await;
    wait_for(log.as_ref(), Topic::Results, &results, began).await;
    engine.shutdown().await.unwrap();
}

/// Records of a topic counted per partition as they come: offsets need not be dense, so an
/// end offset is no count.
struct Tally {
    topic: Topic,
    next: Vec<u64>,
    counts: Vec<u64>,
}

impl Tally {
    fn new(log: &dyn EventLog, topic: Topic) -> Tally {
        let partitions = log.partitions(topic) as usize;
        Tally {
            topic,
            next: vec![0; partitions],
            counts: vec![0; partitions],
        }
    }

    /// Counts the records appended since the last count.
    async fn update(&mut self, log: &dyn EventLog) {
        for (partition, (next, count)) in self.next.iter_mut().zip(&mut self.counts).enumerate() {
            let partition = partition as u32;
            loop {
                let page = log.read(self.topic, partition, *next, 1_000).await.unwrap();
                let Some(last) = page.last() else {
                    break;
                };
                *next = last.offset + 1;
                *count += page.len() as u64;
            }
        }
    }
}

/// Waits until every partition of `topic` holds `wanted` records.
async fn wait_for(log: &dyn EventLog, topic: Topic, wanted: &[u64], began: Instant) {
    let mut tally = Tally::new(log, topic);
    loop {
        tally.update(log).await;
        if tally
            .counts
            .iter()
            .zip(wanted)
            .all(|(now, wanted)| now >= wanted)
        {
            return;
        }
        assert!(
            began.elapsed() < CATCH_UP,
            "the engine did not catch up: {topic:?} holds {:?}, wanted {wanted:?}",
            tally.counts
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Opens the log the stopped (or killed) studio ran on, lets the engine catch up with the
/// journal, and checks everything published against the journal's replay.
async fn caught_up_and_verified(config: &StudioConfig) -> verify::Verified {
    let log = StudioLog::open(config).await.unwrap();
    let shared = log.shared();
    catch_up(config, &shared).await;
    let verified = verify::verify(config, shared.as_ref(), env!("CARGO_BIN_EXE_livedraw")).await;
    log.close().await.unwrap();
    verified
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_draws_over_grpc_match_the_rules_and_the_odds_r1_r2_r3_r5() {
    two_hundred_draws(Backend::embedded()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_draws_over_grpc_match_the_rules_and_the_odds_on_kafka_r1_r2_r3_r5() {
    // tansu's memory store, as the Kafka figures are measured: it is the store that hid
    // records inside batches of several (docs/kafka.md, "Offsets").
    two_hundred_draws(Backend::kafka_in_memory("two-hundred-draws")).await;
}

async fn two_hundred_draws(backend: Backend) {
    // The frontend's view on Kafka, where it went missing (issue "On Kafka, frontends get
    // nothing for some tables"); on both, two studios on two cores leave the floors' players
    // too little time for another load.
    let frontend = backend.is_kafka();
    let began = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let config = studio_config(dir.path(), &backend);
    let studio = studio::start(config.clone(), RunOptions::default())
        .await
        .unwrap();
    let addresses = studio.addresses();
    let options = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        faults: FaultRate::PerAction(0.05),
        leave_holds: false,
        device_silence_every: None,
        seed: 2026,
        pace: Duration::from_millis(20),
        access: Access::demo(&config, Role::Supervisor).unwrap(),
        players: Some(Players {
            decisions: addresses.feed.to_string(),
            access: Access::demo(&config, Role::Frontend).unwrap(),
        }),
    };
    let floor = tokio::spawn(simulate::run(studio.config(), options));
    let watching = frontend.then(|| Watching::start(&config, addresses.feed, addresses.ingest));
    // Until enough draws have ended, every game has settled one and blackjack's seats have
    // been played: a poker draw takes many more floor steps than a spin, so the fast games
    // alone reach the count first, and a seat player may miss many one-second betting rounds
    // on a busy machine.
    let mut draws = 0;
    let log = studio.log();
    let mut seats = SeatPlay::new(log.as_ref());
    let named = named_blackjack_tables();
    for _ in 0..240 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let (ended, games) = ended(addresses.feed, &config).await.unwrap();
        draws = ended;
        seats.update(log.as_ref()).await;
        let sets_played = named.iter().all(|id| seats.settled_at(id));
        if draws >= DRAWS && games.len() == GameKind::ALL.len() && seats.enough() && sets_played {
            break;
        }
    }
    drop(log);
    let tables_ended = ended_tables(addresses.feed, &config).await;
    let seen = match watching {
        Some(watching) => Some(watching.stop().await),
        None => None,
    };
    floor.abort();
    studio.shutdown().await.unwrap();
    assert!(draws >= DRAWS, "only {draws} draws ended");
    // Every table's rounds and odds, and the results of every table whose draws ended, reached
    // a frontend, which could bet on each table; no floor watch ended while the studio ran.
    if let Some(seen) = seen {
        let missing = seen.missing(&config, &tables_ended);
        assert!(missing.is_empty(), "{missing:?}; seen {seen:?}");
    }

    let verified = caught_up_and_verified(&config).await;
    println!("{}: {:?}, {verified:?}", backend.name(), began.elapsed());
    assert!(verified.draws() >= DRAWS);
    // The seat players bet and decide through the Decisions API, and the dealer deals to them.
    for kind in seats::NEEDED {
        let count = verified.blackjack.get(kind).copied().unwrap_or(0);
        assert!(count > 0, "no blackjack {kind}: {:?}", verified.blackjack);
    }
    // Bulldog's seat holders bet through it too, and each seat with a bet gets its card.
    for kind in ["seat bets", "cards to seats"] {
        let count = verified.bulldog.get(kind).copied().unwrap_or(0);
        assert!(count > 0, "no Bulldog {kind}: {:?}", verified.bulldog);
    }
    // So do the three-card table's in seats mode, who then play or fold on their own cards.
    for kind in seats::NEEDED {
        let count = verified.three_card_seats.get(kind).copied().unwrap_or(0);
        assert!(
            count > 0,
            "no three-card seats {kind}: {:?}",
            verified.three_card_seats
        );
    }
    assert!(verified.values_checked > 0, "no decision values published");
    for id in &named {
        let settled = verified.settled.get(id).copied().unwrap_or(0);
        assert!(settled > 0, "{id} settled no draw: {verified:?}");
    }
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
}

/// Kills of the all-in-one in one run.
const KILLS: usize = 20;

/// Draws that must have ended by the end of the kill test.
const PLAYED: usize = 20;

/// Three ports free now, for a studio that must listen on the same ones after each restart.
fn free_ports() -> [u16; 3] {
    let listeners: Vec<TcpListener> = (0..3)
        .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let port = |i: usize| listeners[i].local_addr().unwrap().port();
    [port(0), port(1), port(2)]
}

/// What the engine logs when it takes a journal partition (and starts rebuilding it).
const ASSIGNED: &str = "journal partition assigned";

/// Starts `livedraw run` and waits until its ingest accepts connections and its engine owns a
/// journal partition: at once on the embedded log; on Kafka once the group has given the
/// partitions back, after the killed process's member has missed its heartbeats.
fn start_studio(config: &Path, ingest: SocketAddr) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["run", "--config"])
        .arg(config)
        .env("RUST_LOG", "warn,livedraw_engine::ownership=info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (owns, owning) = std::sync::mpsc::channel();
    let stderr = BufReader::new(child.stderr.take().unwrap());
    // Reads the studio's log to its end, so that a full pipe never blocks it.
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            if line.contains(ASSIGNED) {
                let _ = owns.send(());
            }
        }
    });
    let deadline = Instant::now() + GENEROUS;
    while TcpStream::connect(ingest).is_err() {
        assert!(Instant::now() < deadline, "the studio did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let left = deadline.saturating_duration_since(Instant::now());
    owning
        .recv_timeout(left)
        .expect("the engine owns no journal partition");
    child
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r1_a_full_disk_is_resource_exhausted_not_serving_loses_nothing_and_recovers_by_itself() {
    disk_full::a_full_disk_refuses_loses_nothing_and_recovers().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r1_r4_r5_a_settled_draw_is_corrected_as_new_revisions_audited_and_replayed() {
    corrections::a_settled_draw_is_corrected_as_new_revisions_audited_and_replayed(
        Backend::embedded(),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r1_r4_r5_a_settled_draw_is_corrected_as_new_revisions_audited_and_replayed_on_kafka() {
    corrections::a_settled_draw_is_corrected_as_new_revisions_audited_and_replayed(Backend::kafka(
        "corrections",
    ))
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r9_a_silent_device_suspends_its_table_until_a_supervisor_resumes_it() {
    silence::a_silent_device_suspends_its_table_until_a_supervisor_resumes_it(Backend::embedded())
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r9_a_silent_device_suspends_its_table_until_a_supervisor_resumes_it_on_kafka() {
    silence::a_silent_device_suspends_its_table_until_a_supervisor_resumes_it(Backend::kafka(
        "silence",
    ))
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_r11_revoked_tokens_and_certificates_are_refused_within_a_second() {
    revocation::revocations_are_enforced_everywhere(Backend::embedded()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_r11_revoked_tokens_and_certificates_are_refused_within_a_second_on_kafka() {
    revocation::revocations_are_enforced_everywhere(Backend::kafka("revocation")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_the_all_in_one_loses_nothing_and_publishes_nothing_twice_r1_r10() {
    kill_9(Backend::embedded()).await;
}

/// The broker keeps running: each restarted studio finds its log where the killed one left it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_the_all_in_one_loses_nothing_and_publishes_nothing_twice_on_kafka_r1_r10() {
    kill_9(Backend::kafka("kill-9")).await;
}

async fn kill_9(backend: Backend) {
    let began = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let ports = free_ports();
    let text = studio_text(dir.path(), &backend, ports, 1);
    let path = dir.path().join("studio.toml");
    std::fs::write(&path, &text).unwrap();
    let config = StudioConfig::parse(&text, "crash").unwrap();
    let ingest = SocketAddr::from(([127, 0, 0, 1], ports[0]));
    let mut studio = start_studio(&path, ingest);
    // The studio generated its demo PKI before it listened.
    let options = SimulateOptions {
        ingest: ingest.to_string(),
        supervisor: format!("127.0.0.1:{}", ports[1]),
        faults: FaultRate::PerAction(0.05),
        leave_holds: false,
        device_silence_every: None,
        seed: 9,
        pace: Duration::from_millis(20),
        access: Access::demo(&config, Role::Supervisor).unwrap(),
        players: Some(Players {
            decisions: format!("127.0.0.1:{}", ports[2]),
            access: Access::demo(&config, Role::Frontend).unwrap(),
        }),
    };
    let floor = tokio::spawn(simulate::run(Arc::new(config.clone()), options));
    // Kill moments from a fixed sequence: reproducible, spread over 1.5–4.5 s after the engine
    // took its partitions, so that the floor (which watches the tables again 2 s after a stream
    // ends) plays between kills and the engine works on what it journaled meanwhile.
    let mut restarts = Vec::with_capacity(KILLS);
    for kill in 0..KILLS {
        let wait = 1_500 + (kill as u64 * 7_919) % 3_000;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        studio.kill().unwrap();
        studio.wait().unwrap();
        let restart = Instant::now();
        studio = start_studio(&path, ingest);
        restarts.push(restart.elapsed());
    }
    // Enough play for the checks, waited for: a busy machine plays fewer draws between kills.
    let feed = SocketAddr::from(([127, 0, 0, 1], ports[2]));
    let what = format!("{PLAYED} draws ended across the kills");
    wait::until(&what, GENEROUS, || async {
        let (ended, _) = ended(feed, &config).await.ok()?;
        (ended >= PLAYED).then_some(())
    })
    .await;
    floor.abort();
    studio.kill().unwrap();
    studio.wait().unwrap();

    let verified = caught_up_and_verified(&config).await;
    println!(
        "{}: {KILLS} kills, {:?} in all, restarts until the engine owned its partitions {:?} at \
         most; {verified:?}",
        backend.name(),
        began.elapsed(),
        restarts.iter().max().copied().unwrap_or_default(),
    );
    assert!(verified.draws() >= PLAYED, "too little play: {verified:?}");
}
