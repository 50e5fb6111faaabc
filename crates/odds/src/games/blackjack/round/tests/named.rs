//! The betting round of the rule sets named by word (operations.md) against the brute force
//! over every deal: casino-a's peek under a ten, casino-b's best play knowing both the
//! dealer's cards, casino's original stake, live's single split.

use super::*;

#[test]
fn every_named_set_s_seat_return_agrees_with_a_brute_force_over_every_deal() {
    for version in Version::NAMED {
        agrees(version, options(version), false, SHOE);
    }
}

#[test]
fn a_named_set_s_table_surrender_agrees_with_the_brute_force_too() {
    for version in [Version::Casino, Version::CasinoA, Version::CasinoB] {
        agrees(version, options(version), true, SHOE);
    }
}

#[test]
fn casino_a_under_a_ten_the_round_is_priced_given_no_blackjack_after_the_peek() {
    // Aces and tens enough for the peek under a ten to matter.
    agrees(
        Version::CasinoA,
        options(Version::CasinoA),
        false,
        "TTTTTTTT9987AAA66532",
    );
}

#[test]
fn casino_b_the_round_price_is_the_best_play_knowing_both_dealer_cards() {
    // Pairs, 9-11 doubles, a dealer blackjack face up, and ties going to the bank.
    agrees(
        Version::CasinoB,
        options(Version::CasinoB),
        false,
        "TTTTTT99855432AA",
    );
    // Knowing both dealer cards is worth something against the same rules played blind.
    let (both_up, _) = both(Version::CasinoB, options(Version::CasinoB), false, SHOE);
    let blind = Round {
        rules: Rules {
            dealer_cards: DealerCards::NoHoleCard,
            ..Version::CasinoB.rules()
        },
        options: options(Version::CasinoB),
        surrender: false,
        unseen: counts(&ranks(SHOE)),
    };
    let blind = seat_return(&blind).expect("a return");
    assert!(both_up > blind, "both up {both_up}, blind {blind}");
}
