//! Triple Bet Poker's figures against brute force over every deal of a reduced deck, settled by
//! the domain, and against the rules file's reference figures.

use super::*;
use livedraw_domain::games::triple_bet::{settle, Standing};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

/// The seat's net by brute force: every ordered pair of community cards, each decision taken
/// at its best seeing what the player sees then, every deal settled by the domain.
fn brute_first(own: [Card; 3], left: &[Card], first_rides: bool) -> f64 {
    let rules = TripleBetRules::published();
    let mut total = 0.0;
    for &first in left {
        let rest: Vec<Card> = left.iter().copied().filter(|&c| c != first).collect();
        let value = |second_rides: bool| {
            let standing = Standing {
                first: first_rides,
                second: second_rides,
            };
            let sum: i64 = rest
                .iter()
                .map(|&second| {
                    settle(&rules, standing, [own[0], own[1], own[2], first, second]).net()
                })
                .sum();
            sum as f64 / 100.0 / rest.len() as f64
        };
        total += value(true).max(value(false));
    }
    total / left.len() as f64
}

#[test]
fn decision_values_equal_brute_force_on_a_reduced_deck() {
    let rules = TripleBetRules::published();
    let seen: Vec<Card> = Card::all()
        .filter(|c| c.rank() < livedraw_domain::Rank::Eight)
        .collect();
    for hand in ["Ah Kd Ts", "9c 9d Qh", "Jh Qh Kh", "8c Td As"] {
        let own = cards(hand);
        let own = [own[0], own[1], own[2]];
        let left: Vec<Card> = Card::all()
            .filter(|c| !seen.contains(c) && !own.contains(c))
            .collect();
        let [ride, withdraw] = decision_values(&rules, own, &[], false, &seen).expect("values");
        assert!(
            (ride.ev.as_f64() - brute_first(own, &left, true)).abs() < 1e-12,
            "{hand}"
        );
        assert!(
            (withdraw.ev.as_f64() - brute_first(own, &left, false)).abs() < 1e-12,
            "{hand}"
        );
    }
}

#[test]
fn decision_2_values_ride_and_withdraw_bet_2_with_bet_1_as_decided() {
    let rules = TripleBetRules::published();
    let own = cards("Ah Kd Ts");
    let own = [own[0], own[1], own[2]];
    let community = cards("Qc");
    let [ride, withdraw] = decision_values(&rules, own, &community, true, &[]).expect("values");
    // Two standing bets against three: the difference is one bet's expected multiple.
    let m = ride.ev.as_f64() - withdraw.ev.as_f64();
    assert!((withdraw.ev.as_f64() - 2.0 * m).abs() < 1e-12);
}

#[test]
fn the_returns_equal_the_rules_file_s_reference_figures() {
    let returns = returns(&TripleBetRules::published(), &[]).expect("returns");
    // House edge 7.476 %, bonus return 78.89 %, to the figures given.
    assert_eq!(
        (returns.bets.as_f64() * -100_000.0).round() / 1000.0,
        7.476,
        "{}",
        returns.bets
    );
    assert_eq!(
        ((1.0 + returns.bonus.as_f64()) * 10_000.0).round() / 100.0,
        78.89,
        "{}",
        returns.bonus
    );
}

#[test]
fn the_returns_equal_brute_force_on_a_reduced_deck() {
    let rules = TripleBetRules::published();
    let seen: Vec<Card> = Card::all()
        .filter(|c| c.rank() < livedraw_domain::Rank::Nine)
        .collect();
    let left: Vec<Card> = Card::all().filter(|c| !seen.contains(c)).collect();
    let exact = returns(&rules, &seen).expect("returns");
    let mut sum = 0.0;
    let mut hands = 0.0;
    for (i, &a) in left.iter().enumerate() {
        for (j, &b) in left.iter().enumerate().skip(i + 1) {
            for &c in &left[j + 1..] {
                let own = [a, b, c];
                let rest: Vec<Card> = left.iter().copied().filter(|x| !own.contains(x)).collect();
                sum += brute_first(own, &rest, true).max(brute_first(own, &rest, false));
                hands += 1.0;
            }
        }
    }
    assert!((exact.bets.as_f64() - sum / hands).abs() < 1e-12);
}
