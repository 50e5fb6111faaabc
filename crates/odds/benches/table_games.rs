//! The fixed-payout games' full market catalogue with exact returns (target ≤ 50 µs each) and
//! punto banco from an arbitrary used shoe (target ≤ 0.3 ms).

use criterion::{criterion_group, criterion_main, Criterion};
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{RouletteConfig, WheelKind};
use livedraw_domain::games::Game;
use livedraw_domain::{GameConfig, GameKind};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::{punto_banco, roulette};
use livedraw_odds::TableState;
use std::hint::black_box;

/// Every fixed-payout game's whole catalogue from the state a table opens with, under its
/// default configuration (a new game is benched without a line here), and the double-zero
/// roulette wheel. A card game opens without a shoe: punto banco is benched from a used one,
/// below.
fn catalogues(c: &mut Criterion) {
    let mut group = c.benchmark_group("fixed_payout_catalogue");
    let opening = |kind: &GameKind| kind.is_fixed_payout() && !kind.is_card_game();
    for kind in GameKind::ALL.into_iter().filter(opening) {
        let state = TableState::capture(&Game::new(&GameConfig::of(kind))).expect("an opening");
        group.bench_function(kind.name(), |b| b.iter(|| black_box(&state).chances()));
    }
    let double = RouletteConfig {
        wheel: WheelKind::DoubleZero,
        ..RouletteConfig::default()
    };
    group.bench_function("roulette-double-zero", |b| {
        b.iter(|| roulette::chances(black_box(&double)))
    });
    group.finish();
}

fn punto_banco_from_a_used_shoe(c: &mut Criterion) {
    let seen =
        parse_cards("Ah Td 5c 5c 9s Kh 2d 7c 7h 3s Qd Qc 8h 4d 6s Ac 9d Tc").expect("bench cards");
    let shoe = remaining(6, &seen).expect("a shoe");
    let mut group = c.benchmark_group("punto_banco");
    for (name, variant) in [
        ("commission", Variant::Commission),
        (
            "no_commission",
            Variant::NoCommission { exception_total: 6 },
        ),
    ] {
        let config = PuntoBancoConfig {
            variant,
            ..PuntoBancoConfig::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| punto_banco::chances(black_box(&config), black_box(&shoe)))
        });
    }
    group.finish();
}

criterion_group!(benches, catalogues, punto_banco_from_a_used_shoe);
criterion_main!(benches);
