//! Triple Bet Poker's rules against stud-and-triple-bet.md, one test per rule.

use super::*;
use crate::card::Card;
use crate::market::Payout;
use crate::poker::paytable::Line;

fn five(text: &str) -> [Card; 5] {
    let cards: Vec<Card> = text
        .split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect();
    cards.try_into().expect("five cards")
}

const ALL_RIDE: Standing = Standing {
    first: true,
    second: true,
};

fn each(text: &str) -> f64 {
    settle(&TripleBetRules::published(), ALL_RIDE, five(text))
        .each
        .as_f64()
}

fn bonus(text: &str) -> f64 {
    settle(&TripleBetRules::published(), ALL_RIDE, five(text))
        .bonus
        .as_f64()
}

#[test]
fn the_paytable_is_the_rules_file_s_line_by_line() {
    assert_eq!(each("9h Th Jh Qh Kh"), 30.0);
    assert_eq!(
        each("Ah Kh Qh Jh Th"),
        30.0,
        "the royal flush is a straight flush"
    );
    assert_eq!(each("7c 7d 7h 7s 2c"), 15.0);
    assert_eq!(each("7c 7d 7h 2s 2c"), 10.0);
    assert_eq!(each("2h 6h 9h Jh Kh"), 7.0);
    assert_eq!(each("Ac 2d 3h 4s 5c"), 5.0);
    assert_eq!(each("7c 7d 7h 2s 9c"), 3.0);
    assert_eq!(each("7c 7d 9h 9s 2c"), 2.0);
    assert_eq!(each("Tc Td 9h 4s 2c"), 1.0);
    assert_eq!(each("9c 9d Th 4s 2c"), -1.0, "a pair below tens loses");
    assert_eq!(each("Ac Kd 9h 4s 2c"), -1.0);
}

#[test]
fn nothing_wraps_q_k_a_2_3_is_no_straight() {
    assert_eq!(each("Qc Kd Ah 2s 3c"), -1.0);
}

#[test]
fn the_bonus_is_the_rules_file_s_line_by_line() {
    assert_eq!(bonus("9h Th Jh Qh Kh"), 50.0);
    assert_eq!(bonus("7c 7d 7h 7s 2c"), 40.0);
    assert_eq!(bonus("7c 7d 7h 2s 2c"), 30.0);
    assert_eq!(bonus("2h 6h 9h Jh Kh"), 20.0);
    assert_eq!(bonus("Ac 2d 3h 4s 5c"), 15.0);
    assert_eq!(bonus("7c 7d 7h 2s 9c"), 5.0);
    assert_eq!(bonus("7c 7d 9h 9s 2c"), 3.0);
    assert_eq!(bonus("Tc Td 9h 4s 2c"), -1.0, "a pair loses the bonus");
}

#[test]
fn a_four_card_straight_counts_a_2_3_4_and_j_q_k_a_but_no_gap() {
    assert_eq!(bonus("Ac 2d 3h 4s 9c"), 3.0);
    assert_eq!(bonus("Jc Qd Kh As 3c"), 3.0);
    assert_eq!(bonus("5c 6d 8h 9s Kc"), -1.0, "5-6-8-9 has a gap");
}

#[test]
fn a_four_card_flush_pays_3x_and_a_hand_that_is_both_is_paid_once() {
    assert_eq!(bonus("2h 6h 9h Jh Kc"), 3.0);
    assert_eq!(bonus("5h 6h 7h 8h Kc"), 3.0);
}

#[test]
fn every_standing_bet_gets_the_same_result_and_bet_3_always_stands() {
    let rules = TripleBetRules::published();
    let cards = five("7c 7d 9h 9s 2c");
    for (first, second, bets) in [
        (true, true, 3),
        (true, false, 2),
        (false, true, 2),
        (false, false, 1),
    ] {
        let settled = settle(&rules, Standing { first, second }, cards);
        assert_eq!(settled.bets, bets);
        assert_eq!(settled.net(), bets * 200);
    }
}

#[test]
fn a_paytable_below_the_published_one_is_refused_naming_the_line() {
    let mut rules = TripleBetRules::published();
    rules
        .paytable
        .set(TripleBetHand::TensOrBetter, Payout::hundredths(50));
    assert_eq!(
        rules
            .check(&TripleBetRules::published())
            .expect_err("refused")
            .to_string(),
        "market `bet.tens_or_better` pays 0.5x, below the rulebook's minimum of 1x"
    );
    assert_eq!(
        BonusHand::named("four_card_flush"),
        Some(BonusHand::FourCardFlush)
    );
}
