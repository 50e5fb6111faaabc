//! The fixed-payout games' probabilities and returns against figures computed here, from the
//! rules file's payout tables and plain counting, never from the code under test: exact
//! fractions for the wheels and dice, brute-force enumeration of small shoes and the known
//! six-deck figures for punto banco.

use crate::common::rng;

use livedraw_domain::card::Card;
use livedraw_domain::games::baccarat::rules::{next_side, total, Side};
use livedraw_domain::games::lucky_dice::LuckyDiceConfig;
use livedraw_domain::games::money_wheel::MoneyWheelConfig;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_domain::games::sic_bo::SicBoConfig;
use livedraw_domain::Composition;
use livedraw_odds::games::{lucky_dice, money_wheel, punto_banco, roulette, sic_bo};
use livedraw_odds::{Chances, MarketChance};
use rng::Rng;

fn market<'a>(chances: &'a Chances, id: &str) -> &'a MarketChance {
    chances.get(id).unwrap_or_else(|| panic!("no market {id}"))
}

fn rtp(chances: &Chances, id: &str) -> f64 {
    market(chances, id).paid.expect("a fixed payout").rtp
}

fn close(engine: f64, exact: f64, what: &str) {
    assert!(
        (engine - exact).abs() < 1e-12,
        "{what}: engine {engine}, exact {exact}"
    );
}

// ---- Roulette -------------------------------------------------------------------------

/// The rules file's roulette table: (id prefix, numbers covered, arcade, casino).
const ROULETTE: [(&str, u32, Option<u32>, u32); 10] = [
    ("straight", 1, Some(30), 35),
    ("split", 2, Some(15), 17),
    ("street", 3, Some(10), 11),
    ("corner", 4, Some(7), 8),
    ("five_numbers", 5, None, 6),
    ("six_line", 6, Some(4), 5),
    ("quarter", 9, None, 3),
    ("dozen", 12, Some(2), 2),
    ("column", 12, Some(2), 2),
    ("even_chance", 18, Some(1), 1),
];

fn roulette_row(id: &str) -> (u32, Option<u32>, u32, bool) {
    let even = ["red", "black", "even", "odd", "low", "high"].contains(&id);
    let prefix = if even { "even_chance" } else { id };
    let row = ROULETTE
        .iter()
        .find(|(name, ..)| prefix.starts_with(name))
        .unwrap_or_else(|| panic!("{id} is not a bet of the rules"));
    (row.1, row.2, row.3, even)
}

#[test]
fn roulette_returns_are_the_exact_fractions_of_every_wheel_and_paytable() {
    for wheel in [WheelKind::SingleZero, WheelKind::DoubleZero] {
        for paytable in [Paytable::Arcade, Paytable::Casino] {
            let config = RouletteConfig {
                wheel,
                paytable,
                ..RouletteConfig::default()
            };
            let pockets = if wheel == WheelKind::SingleZero {
                37
            } else {
                38
            };
            let zeros = pockets - 36;
            let chances = roulette::chances(&config);
            for m in &chances.markets {
                let (covers, arcade, casino, even) = roulette_row(m.id.as_str());
                let payout = match paytable {
                    Paytable::Arcade => arcade.expect("offered on the arcade paytable"),
                    Paytable::Casino => casino,
                };
                // Casino: an even chance loses half on each zero.
                let half = if even && paytable == Paytable::Casino {
                    zeros as f64 * 0.5
                } else {
                    0.0
                };
                let exact = (f64::from(covers * (payout + 1)) + half) / f64::from(pockets);
                close(m.paid.expect("paid").rtp, exact, m.id.as_str());
                close(m.win, f64::from(covers) / f64::from(pockets), m.id.as_str());
            }
        }
    }
}

#[test]
fn roulette_returns_of_the_issue_s_examples() {
    let casino = roulette::chances(&RouletteConfig::default());
    close(rtp(&casino, "straight_17"), 36.0 / 37.0, "casino straight");
    close(rtp(&casino, "red"), 36.5 / 37.0, "casino red");
    close(rtp(&casino, "dozen_2"), 36.0 / 37.0, "casino dozen");
    let arcade = roulette::chances(&RouletteConfig {
        paytable: Paytable::Arcade,
        ..RouletteConfig::default()
    });
    close(rtp(&arcade, "straight_17"), 31.0 / 37.0, "arcade straight");
    close(rtp(&arcade, "red"), 36.0 / 37.0, "arcade red");
    let double = roulette::chances(&RouletteConfig {
        wheel: WheelKind::DoubleZero,
        ..RouletteConfig::default()
    });
    close(rtp(&double, "straight_00"), 36.0 / 38.0, "double straight");
    close(rtp(&double, "five_numbers"), 35.0 / 38.0, "five numbers");
    close(rtp(&double, "red"), 37.0 / 38.0, "double casino red");
}

// ---- Money wheel ----------------------------------------------------------------------

#[test]
fn money_wheel_returns_are_sectors_times_stake_and_payout_over_54() {
    let config = MoneyWheelConfig::default();
    let chances = money_wheel::chances(&config);
    // The rules file: (symbol, sectors, pays).
    for (symbol, sectors, pays) in [
        ("1", 23, 1),
        ("2", 15, 2),
        ("5", 8, 5),
        ("10", 4, 10),
        ("20", 2, 20),
        ("joker", 1, 45),
        ("logo", 1, 45),
    ] {
        let id = format!("symbol_{symbol}");
        close(
            rtp(&chances, &id),
            f64::from(sectors * (pays + 1)) / 54.0,
            &id,
        );
        close(market(&chances, &id).win, f64::from(sectors) / 54.0, &id);
    }
    let mut reordered = config.clone();
    reordered.sectors.reverse();
    assert_eq!(
        money_wheel::chances(&reordered),
        chances,
        "order changes nothing"
    );
}

// ---- Sic bo ---------------------------------------------------------------------------

/// A sic bo bet settled by the rules file, written out here: its pay on `dice`, if it wins.
fn sic_bo_pays(id: &str, dice: [u8; 3]) -> Option<u32> {
    let count = |n: u8| dice.iter().filter(|d| **d == n).count();
    let sum: u8 = dice.iter().sum();
    let triple = dice[0] == dice[1] && dice[1] == dice[2];
    let distinct = count(dice[0]) == 1 && count(dice[1]) == 1 && count(dice[2]) == 1;
    let numbers: Vec<u8> = id.split('_').filter_map(|part| part.parse().ok()).collect();
    let totals = [60, 30, 18, 12, 8, 6, 6, 6, 6, 8, 12, 18, 30, 60];
    let (won, pays) = match id {
        "small" => (!triple && sum <= 10, 1),
        "big" => (!triple && sum >= 11, 1),
        "even" => (!triple && sum.is_multiple_of(2), 1),
        "odd" => (!triple && sum % 2 == 1, 1),
        "any_triple" => (triple, 30),
        _ if id.starts_with("single_") => {
            let shown = count(numbers[0]);
            (shown > 0, [0, 1, 2, 12][shown])
        }
        _ if id.starts_with("combo_") => (count(numbers[0]) > 0 && count(numbers[1]) > 0, 6),
        _ if id.contains("_single_") => (count(numbers[0]) == 2 && count(numbers[1]) == 1, 50),
        _ if id.starts_with("double_") => (count(numbers[0]) >= 2, 11),
        _ if id.starts_with("triple_") => (count(numbers[0]) == 3, 180),
        _ if id.starts_with("total_") => (sum == numbers[0], totals[usize::from(numbers[0]) - 4]),
        _ if id.starts_with("three_of_four_") => {
            (distinct && dice.iter().all(|d| numbers.contains(d)), 7)
        }
        _ if id.starts_with("three_") => (distinct && dice.iter().all(|d| numbers.contains(d)), 30),
        _ => panic!("{id} is not a bet of the rules"),
    };
    won.then_some(pays)
}

#[test]
fn sic_bo_probabilities_and_returns_match_all_216_rolls() {
    let chances = sic_bo::chances(&SicBoConfig::default());
    assert_eq!(chances.markets.len(), 106);
    for m in &chances.markets {
        let (mut wins, mut returned) = (0u32, 0u32);
        for i in 0..216u32 {
            let dice = [(i / 36 + 1) as u8, (i / 6 % 6 + 1) as u8, (i % 6 + 1) as u8];
            if let Some(pays) = sic_bo_pays(m.id.as_str(), dice) {
                wins += 1;
                returned += pays + 1;
            }
        }
        close(m.win, f64::from(wins) / 216.0, m.id.as_str());
        close(
            m.paid.expect("paid").rtp,
            f64::from(returned) / 216.0,
            m.id.as_str(),
        );
    }
    close(
        rtp(&chances, "any_triple"),
        6.0 * 31.0 / 216.0,
        "any triple",
    );
    close(rtp(&chances, "triple_1"), 181.0 / 216.0, "triple");
    close(
        rtp(&chances, "single_1"),
        (75.0 * 2.0 + 15.0 * 3.0 + 13.0) / 216.0,
        "single",
    );
    close(rtp(&chances, "small"), 105.0 * 2.0 / 216.0, "small");
}

// ---- Lucky dice -----------------------------------------------------------------------

/// A lucky dice bet by the rules file and the field's geometry (square = (red − 1) × 6 +
/// green): its pay on (red, green), if it wins.
fn lucky_pays(id: &str, red: u8, green: u8) -> Option<u32> {
    let square = (red - 1) * 6 + green;
    let sum = red + green;
    let numbers: Vec<u8> = id.split('_').filter_map(|p| p.parse().ok()).collect();
    let (won, pays) = match id {
        "any_double" => (red == green, 4),
        "under_7" => (sum < 7, 1),
        "over_7" => (sum > 7, 1),
        _ if id.starts_with("total_") => {
            let pays = match numbers[0] {
                3 | 11 => 15,
                4 | 10 => 10,
                5 | 9 => 7,
                6 | 8 => 5,
                _ => 4,
            };
            (sum == numbers[0], pays)
        }
        _ if id.starts_with("square_") => (square == numbers[0], 30),
        _ if id.starts_with("split_") => (numbers.contains(&square), 15),
        _ if id.starts_with("street_") => ((numbers[0]..=numbers[1]).contains(&square), 10),
        _ if id.starts_with("corner_") => {
            let (low, high) = (numbers[0], numbers[1]);
            let corner = [low, low + 1, high - 1, high];
            (corner.contains(&square), 7)
        }
        _ if id.starts_with("group_") => (red == numbers[0], 4),
        _ => panic!("{id} is not a bet of the rules"),
    };
    won.then_some(pays)
}

#[test]
fn lucky_dice_probabilities_and_returns_match_all_36_throws() {
    let chances = lucky_dice::chances(&LuckyDiceConfig::default());
    for m in &chances.markets {
        let (mut wins, mut returned) = (0u32, 0u32);
        for red in 1..=6 {
            for green in 1..=6 {
                if let Some(pays) = lucky_pays(m.id.as_str(), red, green) {
                    wins += 1;
                    returned += pays + 1;
                }
            }
        }
        close(m.win, f64::from(wins) / 36.0, m.id.as_str());
        close(
            m.paid.expect("paid").rtp,
            f64::from(returned) / 36.0,
            m.id.as_str(),
        );
    }
    close(rtp(&chances, "square_17"), 31.0 / 36.0, "square");
    close(rtp(&chances, "total_7"), 6.0 * 5.0 / 36.0, "total 7");
    close(rtp(&chances, "under_7"), 15.0 * 2.0 / 36.0, "under 7");
    close(rtp(&chances, "any_double"), 6.0 * 5.0 / 36.0, "any double");
}

// ---- Punto banco ----------------------------------------------------------------------

/// Probabilities of punto winning, a tie, banco winning on each final total, by dealing every
/// ordered sequence from `shoe` with the third-card rules.
#[derive(Default)]
struct Coups {
    punto: f64,
    tie: f64,
    banco_on: [f64; 10],
}

fn deal(
    shoe: &mut [u8; 52],
    left: u32,
    hands: &mut (Vec<Card>, Vec<Card>),
    p: f64,
    out: &mut Coups,
) {
    let Some(side) = next_side(&hands.0, &hands.1) else {
        let (punto, banco) = (total(&hands.0), total(&hands.1));
        match punto.cmp(&banco) {
            std::cmp::Ordering::Greater => out.punto += p,
            std::cmp::Ordering::Equal => out.tie += p,
            std::cmp::Ordering::Less => out.banco_on[usize::from(banco)] += p,
        }
        return;
    };
    for face in 0..52 {
        let count = shoe[face];
        if count == 0 {
            continue;
        }
        let card = Card::from_index(face).expect("a face");
        shoe[face] -= 1;
        let hand = if side == Side::Player {
            &mut hands.0
        } else {
            &mut hands.1
        };
        hand.push(card);
        deal(
            shoe,
            left - 1,
            hands,
            p * f64::from(count) / f64::from(left),
            out,
        );
        let hand = if side == Side::Player {
            &mut hands.0
        } else {
            &mut hands.1
        };
        hand.pop();
        shoe[face] += 1;
    }
}

fn brute_force(shoe: &Composition) -> Coups {
    let mut counts = [0u8; 52];
    counts.copy_from_slice(shoe.counts());
    let mut out = Coups::default();
    let mut hands = (Vec::new(), Vec::new());
    deal(
        &mut counts,
        u32::from(shoe.total()),
        &mut hands,
        1.0,
        &mut out,
    );
    out
}

fn small_shoe(rng: &mut Rng) -> Composition {
    let mut counts = [0u8; 52];
    for _ in 0..8 {
        counts[rng.below(52)] += 1 + rng.below(2) as u8;
    }
    Composition::from_counts(counts)
}

#[test]
fn punto_banco_matches_brute_force_on_small_shoes_for_every_variant() {
    let mut rng = Rng::new(2026);
    for _ in 0..5 {
        let shoe = small_shoe(&mut rng);
        if shoe.total() < 6 {
            continue;
        }
        let coups = brute_force(&shoe);
        let banco: f64 = coups.banco_on.iter().sum();
        for (variant, banco_rtp) in [
            (Variant::Commission, banco * 1.95),
            (
                Variant::NoCommission { exception_total: 6 },
                (banco - coups.banco_on[6]) * 2.0 + coups.banco_on[6] * 1.5,
            ),
            (
                Variant::NoCommission { exception_total: 5 },
                (banco - coups.banco_on[5]) * 2.0 + coups.banco_on[5] * 1.5,
            ),
        ] {
            let config = PuntoBancoConfig {
                variant,
                ..PuntoBancoConfig::default()
            };
            let chances = punto_banco::chances(&config, &shoe).expect("enough cards");
            close(market(&chances, "punto").win, coups.punto, "punto");
            close(market(&chances, "punto").void, coups.tie, "punto push");
            close(market(&chances, "banco").win, banco, "banco");
            close(market(&chances, "tie").win, coups.tie, "tie");
            close(
                rtp(&chances, "punto"),
                coups.punto * 2.0 + coups.tie,
                "punto rtp",
            );
            close(rtp(&chances, "banco"), banco_rtp + coups.tie, "banco rtp");
            close(rtp(&chances, "tie"), coups.tie * 9.0, "tie rtp");
        }
    }
}

#[test]
fn punto_banco_from_a_full_six_deck_shoe_returns_the_known_figures() {
    let shoe = Composition::full(6);
    let chances = punto_banco::chances(&PuntoBancoConfig::default(), &shoe).expect("a full shoe");
    // The published six-deck house edges: banker 1.0558 %, player 1.2374 %, tie at 8:1
    // 14.4382 %.
    assert!((rtp(&chances, "banco") - (1.0 - 0.010558)).abs() < 1e-6);
    assert!((rtp(&chances, "punto") - (1.0 - 0.012374)).abs() < 1e-6);
    assert!((rtp(&chances, "tie") - (1.0 - 0.144382)).abs() < 1e-6);
}

#[test]
fn punto_banco_refuses_a_shoe_too_short_for_a_coup() {
    let mut counts = [0u8; 52];
    counts[0] = 5;
    assert!(punto_banco::chances(
        &PuntoBancoConfig::default(),
        &Composition::from_counts(counts)
    )
    .is_err());
}
