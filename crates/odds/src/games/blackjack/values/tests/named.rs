//! The decision values of the rule sets named by word (operations.md) against the brute force
//! recursion: casino-a's peek under a ten, casino-b's two dealer cards face up.

use super::*;

/// The named sets' values of `hand` against `up` (and `second` face up, casino-b) from the
/// physical cards `shoe`, checked against the brute force's stand, hit and double.
fn agrees(version: Version, hand: &str, up: char, second: Option<char>, shoe: &str) {
    let (player, shoe) = (ranks(hand), ranks(shoe));
    let up = Rank::from_symbol(up).expect("a rank");
    let second = second.map(|second| Rank::from_symbol(second).expect("a rank"));
    let decision = Decision {
        dealer_second: second,
        ..decision_at(version, &player, up, (1, 1), counts(&shoe))
    };
    let got = values(&decision).expect("values");
    let brute = Brute::new(version, up);
    let brute = second.map_or(brute, |second| brute.facing(second));
    let what = |action: &str| format!("{version} {hand} against {up:?} {second:?}, {action}");
    close(
        got.stand,
        brute.stand(&player, false, &shoe),
        &what("stand"),
    );
    close(got.hit, brute.hit(&mut player.clone(), &shoe), &what("hit"));
    if let Some(double) = got.double {
        close(Some(double), brute.double(&player, &shoe), &what("double"));
    }
}

#[test]
fn casino_a_under_a_ten_the_values_are_given_no_blackjack_after_the_peek() {
    for (hand, up, shoe) in [
        ("T6", 'T', "A2345A789TT"),
        ("93", 'K', "A2457TTA9"),
        ("55", 'A', "A9TT4326T"),
    ] {
        agrees(Version::CasinoA, hand, up, None, shoe);
    }
}

#[test]
fn casino_b_the_values_know_both_dealer_cards() {
    for (hand, up, second, shoe) in [
        ("T6", 'T', '6', "A2345A789TT"),
        ("93", '5', '9', "A2457TTA9"),
        ("A6", '9', '9', "A23T8T7T5"),
        ("T2", 'A', '5', "A9TT4326T"),
    ] {
        agrees(Version::CasinoB, hand, up, Some(second), shoe);
    }
}

#[test]
fn casino_and_live_values_agree_with_the_brute_force() {
    for version in [Version::Casino, Version::Live] {
        for (hand, up, shoe) in [("T6", 'T', "23456789TT"), ("55", 'A', "A9TT4326T")] {
            agrees(version, hand, up, None, shoe);
        }
    }
}
