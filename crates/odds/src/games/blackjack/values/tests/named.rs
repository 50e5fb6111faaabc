//! The decision values of the rule sets named by word (operations.md) against the brute force
//! recursion: casino-a's peek under a ten, casino-b's two dealer cards face up.

use super::*;

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
