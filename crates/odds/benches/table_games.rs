//! The fixed-payout games' full market catalogue with exact returns (target ≤ 50 µs each) and
//! punto banco from an arbitrary used shoe (target ≤ 0.3 ms).

use criterion::{criterion_group, criterion_main, Criterion};
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::lucky_dice::LuckyDiceConfig;
use livedraw_domain::games::money_wheel::MoneyWheelConfig;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{RouletteConfig, WheelKind};
use livedraw_domain::games::sic_bo::SicBoConfig;
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::{lucky_dice, money_wheel, punto_banco, roulette, sic_bo};
use std::hint::black_box;

fn catalogues(c: &mut Criterion) {
    let mut group = c.benchmark_group("fixed_payout_catalogue");
    let single = RouletteConfig::default();
    let double = RouletteConfig {
        wheel: WheelKind::DoubleZero,
        ..RouletteConfig::default()
    };
    group.bench_function("roulette_single_casino", |b| {
        b.iter(|| roulette::chances(black_box(&single)))
    });
    group.bench_function("roulette_double_casino", |b| {
        b.iter(|| roulette::chances(black_box(&double)))
    });
    let wheel = MoneyWheelConfig::default();
    group.bench_function("money_wheel", |b| {
        b.iter(|| money_wheel::chances(black_box(&wheel)))
    });
    let sic_bo = SicBoConfig::default();
    group.bench_function("sic_bo", |b| b.iter(|| sic_bo::chances(black_box(&sic_bo))));
    let lucky = LuckyDiceConfig::default();
    group.bench_function("lucky_dice", |b| {
        b.iter(|| lucky_dice::chances(black_box(&lucky)))
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
