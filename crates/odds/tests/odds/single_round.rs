//! Wheel, dice and lotteries against brute force through the domain's settlement: every
//! sector, all 7,776 rolls, all C(36,5) = 376,992 sets of winning balls.

use livedraw_domain::games::dice5::{Market as DiceMarket, Outcome as Roll};
use livedraw_domain::games::lotto::{LottoConfig, Market as LottoMarket, Outcome as Balls};
use livedraw_domain::games::wheel::Market as WheelMarket;
use livedraw_domain::Verdict;
use livedraw_odds::games::{dice5, lotto, wheel};
use livedraw_odds::Chances;

fn win(chances: &Chances, id: &str) -> f64 {
    chances.get(id).unwrap_or_else(|| panic!("market {id}")).win
}

#[test]
fn wheel_chances_are_sectors_over_19() {
    let chances = wheel::chances();
    assert_eq!(chances.markets.len(), WheelMarket::all().len());
    for n in 1..=18 {
        assert_eq!(win(&chances, &format!("sector_{n}")), 1.0 / 19.0);
    }
    for (id, sectors) in [
        ("symbol", 1.0),
        ("odd", 9.0),
        ("even", 9.0),
        ("low", 9.0),
        ("high", 9.0),
        ("third_1_6", 6.0),
        ("third_7_12", 6.0),
        ("third_13_18", 6.0),
        ("black", 6.0),
        ("grey", 6.0),
        ("red", 6.0),
    ] {
        assert_eq!(win(&chances, id), sectors / 19.0, "{id}");
    }
    let all: f64 = chances.markets[..19].iter().map(|m| m.win).sum();
    assert!((all - 1.0).abs() < 1e-12);
    // The symbol makes every number market lose: odd + even + symbol is everything.
    assert!(
        (win(&chances, "odd") + win(&chances, "even") + win(&chances, "symbol") - 1.0).abs()
            < 1e-12
    );
}

fn every_roll() -> impl Iterator<Item = [u8; 5]> {
    (0..7776u32).map(|mut index| {
        std::array::from_fn(|_| {
            let die = (index % 6) as u8 + 1;
            index /= 6;
            die
        })
    })
}

#[test]
fn dice_equal_all_7776_rolls_settled_by_the_domain() {
    let chances = dice5::chances();
    let markets = DiceMarket::all();
    assert_eq!(chances.markets.len(), markets.len());
    for (chance, market) in chances.markets.iter().zip(&markets) {
        assert_eq!(chance.id, market.id());
        let wins = every_roll()
            .filter(|&dice| market.settle(&Roll { dice }) == Verdict::Win)
            .count();
        assert!(
            (chance.win - wins as f64 / 7776.0).abs() < 1e-15,
            "{}",
            chance.id
        );
    }
    // The classic counts.
    assert_eq!(win(&chances, "one_pair"), 3600.0 / 7776.0);
    assert_eq!(win(&chances, "five_of_a_kind"), 6.0 / 7776.0);
    let combinations: f64 = chances.markets[..9].iter().map(|m| m.win).sum();
    assert!((combinations - 1.0).abs() < 1e-12);
    let totals = win(&chances, "total_under_17_5") + win(&chances, "total_over_17_5");
    assert!((totals - 1.0).abs() < 1e-12);
    assert!((win(&chances, "total_odd") + win(&chances, "total_even") - 1.0).abs() < 1e-12);
}

fn for_each_subset(n: u8, k: usize, chosen: &mut Vec<u8>, next: u8, visit: &mut impl FnMut(&[u8])) {
    if chosen.len() == k {
        visit(chosen);
        return;
    }
    for ball in next..=n {
        chosen.push(ball);
        for_each_subset(n, k, chosen, ball + 1, visit);
        chosen.pop();
    }
}

#[test]
fn lotto_5_36_equals_all_376992_draws_settled_by_the_domain() {
    let config = LottoConfig::five_of_36();
    let chances = lotto::chances(&config);
    let markets = LottoMarket::all(&config);
    assert_eq!(chances.markets.len(), markets.len());
    // Markets that do not depend on the order of the balls: every unordered draw once.
    let unordered: Vec<(usize, LottoMarket)> = markets
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, m)| {
            !matches!(
                m,
                LottoMarket::FirstBall(_)
                    | LottoMarket::FirstBallColour(_)
                    | LottoMarket::FirstBallOdd
                    | LottoMarket::FirstBallEven
            )
        })
        .collect();
    let mut wins = vec![0u64; markets.len()];
    let mut draws = 0u64;
    for_each_subset(36, 5, &mut Vec::new(), 1, &mut |balls| {
        let outcome = Balls {
            balls: balls.to_vec(),
        };
        for &(i, market) in &unordered {
            if market.settle(&outcome, &config) == Verdict::Win {
                wins[i] += 1;
            }
        }
        draws += 1;
    });
    assert_eq!(draws, 376_992);
    // First-ball markets: each ball is first in the same number of ordered draws.
    for (i, market) in markets.iter().enumerate() {
        if unordered.iter().any(|&(j, _)| j == i) {
            continue;
        }
        for first in 1..=36u8 {
            let outcome = Balls { balls: vec![first] };
            if market.settle(&outcome, &config) == Verdict::Win {
                wins[i] += draws / 36;
            }
        }
    }
    for ((chance, market), count) in chances.markets.iter().zip(&markets).zip(wins) {
        assert_eq!(chance.id, market.id(config.variant()));
        let exact = count as f64 / draws as f64;
        assert!(
            (chance.win - exact).abs() < 1e-12,
            "{}: {} vs {exact}",
            chance.id,
            chance.win
        );
    }
}

#[test]
fn lotto_mutually_exclusive_markets_sum_to_1() {
    for config in [LottoConfig::five_of_36(), LottoConfig::seven_of_42()] {
        let chances = lotto::chances(&config);
        let balls = config.variant().balls();
        let line = config.variant().sum_line();
        let sum_of = |prefix: &str| -> f64 {
            chances
                .markets
                .iter()
                .filter(|m| m.id.as_str().starts_with(prefix))
                .map(|m| m.win)
                .sum()
        };
        let first_numbers: f64 = (1..=balls)
            .map(|n| win(&chances, &format!("first_ball_{n}")))
            .sum();
        assert!((first_numbers - 1.0).abs() < 1e-12);
        let numbers: f64 = (1..=balls)
            .map(|n| win(&chances, &format!("ball_{n}")))
            .sum();
        assert!((numbers - f64::from(config.variant().winning())).abs() < 1e-12);
        let sums = win(&chances, &format!("sum_under_{line}_5"))
            + win(&chances, &format!("sum_over_{line}_5"));
        assert!((sums - 1.0).abs() < 1e-12);
        let parity = win(&chances, "first_ball_odd") + win(&chances, "first_ball_even");
        assert!((parity - 1.0).abs() < 1e-12);
        let colours: f64 = config
            .palette()
            .iter()
            .map(|c| win(&chances, &format!("first_ball_{}", c.name())))
            .sum();
        assert!((colours - 1.0).abs() < 1e-12);
        // Odd number of balls drawn: one parity always has more.
        assert!((win(&chances, "more_odd") + win(&chances, "more_even") - 1.0).abs() < 1e-12);
        // Sole colour majorities exclude each other but can all fail on a tie (5/36).
        assert!(sum_of("most_") + sum_of("more_yellow") + sum_of("more_black") <= 1.0 + 1e-12);
    }
}

#[test]
fn lotto_7_42_closed_forms() {
    let config = LottoConfig::seven_of_42();
    let chances = lotto::chances(&config);
    assert_eq!(win(&chances, "ball_42"), 7.0 / 42.0);
    // 21 yellow and 21 black, 7 balls: no tie, and by symmetry each side wins half.
    assert!((win(&chances, "more_yellow") - 0.5).abs() < 1e-12);
    // The sum of 7 of 1..=42 is symmetric about 150.5.
    assert!((win(&chances, "sum_under_150_5") - 0.5).abs() < 1e-12);
}
