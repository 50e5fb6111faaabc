//! Red Dog's rules against red-dog.md, one test per rule.

use super::*;
use crate::card::Rank::{self, Ace, Eight, Five, Four, King, Nine, Queen, Seven, Six, Ten, Two};
use crate::market::{Payout, Verdict};
use crate::poker::paytable::Line;

fn result(a: Rank, b: Rank, third: Option<Rank>) -> (Verdict, f64) {
    let settled = settle(&RedDogRules::published(), Spread::of(a, b), third);
    (settled.verdict, settled.payout.as_f64())
}

#[test]
fn the_spread_is_the_number_of_ranks_strictly_between_the_two_cards() {
    let gap = |a, b| match Spread::of(a, b) {
        Spread::Between { gap, .. } => gap,
        other => panic!("{other:?}"),
    };
    assert_eq!(gap(Seven, Nine), 1);
    assert_eq!(gap(Ten, Five), 4);
    assert_eq!(gap(Two, Ace), 11);
    assert_eq!(Spread::of(Six, Seven), Spread::Consecutive);
    assert_eq!(Spread::of(King, Ace), Spread::Consecutive);
    assert_eq!(Spread::of(Queen, Queen), Spread::Pair(Queen));
}

#[test]
fn the_ace_is_always_high() {
    // A-2 is no consecutive pair: the ace counts 14.
    assert!(matches!(
        Spread::of(Ace, Two),
        Spread::Between { gap: 11, .. }
    ));
}

#[test]
fn the_paytable_is_the_rules_file_s_line_by_line() {
    let rules = RedDogRules::published();
    let pays = |line: RedDogLine| rules.paytable.pays(line).map(Payout::as_f64);
    assert_eq!(pays(RedDogLine::ThreeOfAKind), Some(11.0));
    assert_eq!(pays(RedDogLine::SpreadOne), Some(5.0));
    assert_eq!(pays(RedDogLine::SpreadTwo), Some(4.0));
    assert_eq!(pays(RedDogLine::SpreadThree), Some(2.0));
    assert_eq!(pays(RedDogLine::SpreadFourToEleven), Some(1.0));
    for gap in 4..=11 {
        let high = Rank::from_index(gap + 1).expect("a rank");
        assert_eq!(
            rules.multiple(Spread::of(Two, high)),
            Some(Payout::times(1))
        );
    }
}

#[test]
fn a_third_card_strictly_between_wins_the_spread_s_multiple() {
    assert_eq!(result(Seven, Nine, Some(Eight)), (Verdict::Win, 5.0));
    assert_eq!(result(Five, Nine, Some(Seven)), (Verdict::Win, 2.0));
    assert_eq!(result(Two, Ace, Some(King)), (Verdict::Win, 1.0));
}

#[test]
fn a_third_card_equal_to_either_or_outside_loses_bet_and_raise() {
    assert_eq!(result(Seven, Nine, Some(Nine)), (Verdict::Lose, -1.0));
    assert_eq!(result(Seven, Nine, Some(Seven)), (Verdict::Lose, -1.0));
    assert_eq!(result(Seven, Nine, Some(Four)), (Verdict::Lose, -1.0));
}

#[test]
fn a_pair_and_a_third_card_of_its_rank_pays_11x_another_rank_pushes() {
    assert_eq!(result(Queen, Queen, Some(Queen)), (Verdict::Win, 11.0));
    assert_eq!(result(Queen, Queen, Some(Two)), (Verdict::Void, 0.0));
}

#[test]
fn consecutive_cards_deal_no_third_card_and_void_the_bet() {
    assert_eq!(result(Six, Seven, None), (Verdict::Void, 0.0));
}

#[test]
fn a_paytable_below_the_published_one_is_refused_naming_the_line() {
    let mut rules = RedDogRules::published();
    rules.paytable.set(RedDogLine::SpreadOne, Payout::times(4));
    assert_eq!(
        rules.check().expect_err("refused").to_string(),
        "market `red_dog.spread_1` pays 4x, below the rulebook's minimum of 5x"
    );
    assert_eq!(
        RedDogLine::named("spread_4_to_11"),
        Some(RedDogLine::SpreadFourToEleven)
    );
}
