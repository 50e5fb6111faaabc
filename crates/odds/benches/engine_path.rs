//! Every game's pricing on the engine's path (target ≤ 15 ms at the 99th percentile on one
//! core): the table states a betting round opens with, recorded by playing each game's table
//! with the simulated floor, each captured and priced as the engine does when the round opens
//! (`TableState::capture`, `chances`, `pricing::price`).
//!
//! `cargo bench -p livedraw-odds --bench engine_path` prints, per game, how many states were
//! recorded and the 50th and 99th percentiles and the maximum of their pricing time, then
//! criterion's mean over all of a game's states. Under `cargo test` it prices one state per
//! game, once.

use criterion::Criterion;
use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame};
use livedraw_domain::games::oasis::{OasisConfig, OasisVersion};
use livedraw_domain::games::seating::Seating;
use livedraw_domain::games::three_card::{ThreeCardConfig, ThreeCardGame};
use livedraw_domain::{Decision, GameConfig, GameKind, Table, TableConfig, Timestamp};
use livedraw_odds::pricing::{price, PricingConfig};
use livedraw_odds::TableState;
use livedraw_simulator::{mirror, Floor};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Betting rounds recorded per game.
const ROUNDS: usize = 40;
/// Floor inputs played per game at most, in case a game opens fewer rounds.
const INPUTS: usize = 200_000;
/// How many times each recorded state is priced for the percentiles.
const PASSES: usize = 5;

/// A game's table as a studio runs it, and the states its betting rounds opened with.
struct Recorded {
    name: String,
    states: Vec<TableState>,
}

fn main() {
    let benching = std::env::args().any(|arg| arg == "--bench");
    let rounds = if benching { ROUNDS } else { 1 };
    let recorded: Vec<Recorded> = tables()
        .into_iter()
        .map(|(name, config)| record(name, config, rounds))
        .collect();
    if benching {
        report_percentiles(&recorded);
    }
    let mut criterion = Criterion::default().configure_from_args();
    let mut group = criterion.benchmark_group("engine_path");
    group.sample_size(10);
    for game in &recorded {
        group.bench_function(&game.name, |b| {
            b.iter(|| {
                game.states
                    .iter()
                    .for_each(|state| price_once(black_box(state)))
            })
        });
    }
    group.finish();
    criterion.final_summary();
}

/// Every game under its default configuration, blackjack also with a side game, Oasis Stud
/// also in versions C and D, Three Card Poker also in seats.
fn tables() -> Vec<(String, GameConfig)> {
    let mut tables: Vec<(String, GameConfig)> = GameKind::ALL
        .into_iter()
        .map(|kind| (kind.name().to_string(), GameConfig::of(kind)))
        .collect();
    let with_side_game = BlackjackConfig {
        side_game: Some(SideGame::C),
        ..BlackjackConfig::default()
    };
    tables.push((
        "blackjack-side-game-c".to_string(),
        GameConfig::Blackjack(with_side_game),
    ));
    for version in [OasisVersion::C, OasisVersion::D] {
        let config = OasisConfig {
            version,
            ..OasisConfig::default()
        };
        tables.push((format!("oasis-stud-{version}"), GameConfig::Oasis(config)));
    }
    let in_seats = ThreeCardConfig {
        seating: Seating::Seats,
        ..ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker)
    };
    tables.push((
        "three-card-poker-seats".to_string(),
        GameConfig::ThreeCard(in_seats),
    ));
    tables
}

/// Plays a table of `config` with the simulated floor until `rounds` betting rounds opened,
/// capturing the table as each opened, as the engine does.
fn record(name: String, config: GameConfig, rounds: usize) -> Recorded {
    let start = Timestamp::from_millis(1_800_000_000_000);
    let mut floor = Floor::for_table(&config, 7, start, 0.0);
    let mut table = Table::new(TableConfig::studio_default(config));
    let mut input = floor.next_input(&table);
    let mut states = Vec::new();
    for _ in 0..INPUTS {
        let answer = mirror(&mut table, &input);
        if let Ok(decisions) = &answer {
            if decisions.iter().any(opens_a_round) {
                states.extend(TableState::capture(table.game()).ok());
            }
        }
        if states.len() >= rounds {
            break;
        }
        floor.answered(&input, &answer);
        input = floor.next_input(&table);
    }
    Recorded { name, states }
}

fn opens_a_round(decision: &Decision) -> bool {
    matches!(decision, Decision::BettingRoundOpened { .. })
}

/// Prices `state` as the engine does when its round opens.
fn price_once(state: &TableState) {
    let chances = state.chances().expect("a recorded state prices");
    black_box(price(state.kind(), &chances, 1, &PricingConfig::default()));
}

/// Prints each game's states and the 50th and 99th percentiles and the maximum of their
/// pricing time, over every state priced `PASSES` times.
fn report_percentiles(recorded: &[Recorded]) {
    println!(
        "{:<24} {:>6} {:>10} {:>10} {:>10}",
        "engine_path", "states", "p50 ms", "p99 ms", "max ms"
    );
    for game in recorded {
        let mut times: Vec<Duration> = (0..PASSES)
            .flat_map(|_| game.states.iter().map(timed))
            .collect();
        times.sort();
        let at = |quantile: f64| {
            let index = ((times.len() as f64 * quantile).ceil() as usize).saturating_sub(1);
            times
                .get(index)
                .map_or(0.0, |time| time.as_secs_f64() * 1e3)
        };
        println!(
            "{:<24} {:>6} {:>10.3} {:>10.3} {:>10.3}",
            game.name,
            game.states.len(),
            at(0.50),
            at(0.99),
            at(1.0)
        );
    }
}

fn timed(state: &TableState) -> Duration {
    let start = Instant::now();
    price_once(state);
    start.elapsed()
}
