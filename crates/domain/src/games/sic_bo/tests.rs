//! Sic bo's rules (table-games.md, "Sic Bo"), one test per rule.

use super::*;
use crate::games::single_round::testing::{assert_voided, paid, repeats, settled, Floor};
use crate::games::GameConfig;
use crate::market::{Payout, Settlement, Verdict};
use crate::paytable::PayoutOverrides;

/// 4 even chances, 6 singles, 15 combos, 6 doubles, any triple, 6 triples, 14 totals, 4
/// three-of-four groups, 30 double-and-number bets, 20 three-number sets.
const CATALOGUE: usize = 106;

fn ready() -> Floor {
    Floor::ready(GameConfig::SicBo(SicBoConfig::default()))
}

fn clean(dice: [u8; 3]) -> Observation {
    Observation::DiceSettled {
        dice: dice.to_vec(),
        faults: DiceFaults::default(),
    }
}

fn roll(dice: [u8; 3]) -> Vec<Settlement> {
    let mut floor = ready();
    let decisions = floor.send_all(vec![clean(dice)]);
    settled(&decisions).expect("settled").1.to_vec()
}

fn verdict(settlements: &[Settlement], market: &str) -> Verdict {
    paid(settlements, market).0
}

#[test]
fn a_clean_roll_settles_the_whole_catalogue() {
    assert_eq!(Bet::all().len(), CATALOGUE);
    let settlements = roll([1, 3, 5]);
    assert_eq!(settlements.len(), CATALOGUE);
    assert!(settlements.iter().all(|s| s.payout.is_some()));
}

#[test]
fn small_is_4_to_10_and_big_11_to_17() {
    let small = roll([1, 3, 6]);
    assert_eq!(verdict(&small, "small"), Verdict::Win);
    assert_eq!(verdict(&small, "big"), Verdict::Lose);
    let big = roll([5, 3, 3]);
    assert_eq!(verdict(&big, "big"), Verdict::Win);
    assert_eq!(verdict(&big, "small"), Verdict::Lose);
    assert_eq!(verdict(&big, "odd"), Verdict::Win);
    assert_eq!(verdict(&big, "even"), Verdict::Lose);
}

#[test]
fn any_triple_makes_small_big_even_and_odd_lose() {
    let low_triple = roll([2, 2, 2]);
    let high_triple = roll([5, 5, 5]);
    for market in ["small", "big", "even", "odd"] {
        assert_eq!(verdict(&low_triple, market), Verdict::Lose, "{market}");
        assert_eq!(verdict(&high_triple, market), Verdict::Lose, "{market}");
    }
    assert_eq!(
        paid(&low_triple, "any_triple"),
        (Verdict::Win, Some(Payout::times(30)))
    );
    assert_eq!(
        paid(&low_triple, "triple_2"),
        (Verdict::Win, Some(Payout::times(180)))
    );
    assert_eq!(verdict(&low_triple, "triple_3"), Verdict::Lose);
}

#[test]
fn a_single_number_pays_1_2_or_12_times_as_it_shows_on_1_2_or_3_dice() {
    assert_eq!(
        paid(&roll([4, 1, 2]), "single_4"),
        (Verdict::Win, Some(Payout::times(1)))
    );
    assert_eq!(
        paid(&roll([4, 1, 4]), "single_4"),
        (Verdict::Win, Some(Payout::times(2)))
    );
    assert_eq!(
        paid(&roll([4, 4, 4]), "single_4"),
        (Verdict::Win, Some(Payout::times(12)))
    );
    assert_eq!(
        paid(&roll([1, 2, 3]), "single_4"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn a_two_dice_combination_needs_both_numbers_and_pays_6() {
    let settlements = roll([2, 5, 5]);
    assert_eq!(
        paid(&settlements, "combo_2_5"),
        (Verdict::Win, Some(Payout::times(6)))
    );
    assert_eq!(verdict(&settlements, "combo_2_3"), Verdict::Lose);
}

#[test]
fn a_double_needs_at_least_two_dice_and_pays_11() {
    assert_eq!(
        paid(&roll([3, 3, 1]), "double_3"),
        (Verdict::Win, Some(Payout::times(11)))
    );
    assert_eq!(verdict(&roll([3, 3, 3]), "double_3"), Verdict::Win);
    assert_eq!(verdict(&roll([3, 1, 2]), "double_3"), Verdict::Lose);
}

#[test]
fn each_total_pays_the_rulebook_figure() {
    let table = [
        (4, 60),
        (5, 30),
        (6, 18),
        (7, 12),
        (8, 8),
        (9, 6),
        (10, 6),
        (11, 6),
        (12, 6),
        (13, 8),
        (14, 12),
        (15, 18),
        (16, 30),
        (17, 60),
    ];
    for (total, times) in table {
        assert_eq!(
            Bet::published(&format!("total_{total}")),
            Some(Payout::times(times))
        );
    }
    assert_eq!(
        paid(&roll([1, 1, 2]), "total_4"),
        (Verdict::Win, Some(Payout::times(60)))
    );
    assert_eq!(
        paid(&roll([6, 6, 5]), "total_17"),
        (Verdict::Win, Some(Payout::times(60)))
    );
    assert_eq!(verdict(&roll([6, 6, 5]), "total_16"), Verdict::Lose);
}

#[test]
fn the_rulebook_payout_table_is_the_code_s_line_by_line() {
    let table = [
        ("small", 1),
        ("big", 1),
        ("even", 1),
        ("odd", 1),
        ("single_1_die", 1),
        ("single_2_dice", 2),
        ("single_3_dice", 12),
        ("combo", 6),
        ("double", 11),
        ("any_triple", 30),
        ("triple", 180),
        ("three_of_four", 7),
        ("double_and_single", 50),
        ("three", 30),
    ];
    for (line, times) in table {
        assert_eq!(Bet::published(line), Some(Payout::times(times)), "{line}");
    }
    assert_eq!(Bet::published("total_3"), None);
    assert_eq!(markets::line_names().len(), table.len() + 14);
}

#[test]
fn three_out_of_four_needs_three_different_values_of_the_group() {
    let settlements = roll([6, 3, 5]);
    assert_eq!(
        paid(&settlements, "three_of_four_3_4_5_6"),
        (Verdict::Win, Some(Payout::times(7)))
    );
    assert_eq!(verdict(&settlements, "three_of_four_2_3_5_6"), Verdict::Win);
    assert_eq!(
        verdict(&settlements, "three_of_four_2_3_4_5"),
        Verdict::Lose
    );
    assert_eq!(
        verdict(&roll([3, 3, 5]), "three_of_four_3_4_5_6"),
        Verdict::Lose
    );
}

#[test]
fn double_and_specific_number_needs_the_pair_and_the_number() {
    assert_eq!(
        paid(&roll([2, 2, 5]), "double_2_single_5"),
        (Verdict::Win, Some(Payout::times(50)))
    );
    assert_eq!(
        verdict(&roll([2, 2, 5]), "double_5_single_2"),
        Verdict::Lose
    );
    assert_eq!(
        verdict(&roll([2, 2, 2]), "double_2_single_5"),
        Verdict::Lose
    );
}

#[test]
fn three_specific_numbers_need_exactly_those_values() {
    assert_eq!(
        paid(&roll([6, 1, 3]), "three_1_3_6"),
        (Verdict::Win, Some(Payout::times(30)))
    );
    assert_eq!(verdict(&roll([1, 1, 3]), "three_1_3_6"), Verdict::Lose);
}

#[test]
fn a_fault_on_the_first_roll_repeats_it_and_bets_stand() {
    let mut floor = ready();
    let cocked = Observation::DiceSettled {
        dice: vec![4, 4],
        faults: DiceFaults {
            on_edge: true,
            ..DiceFaults::default()
        },
    };
    let decisions = floor.send_all(vec![cocked]);
    assert_eq!(repeats(&decisions).len(), 1);
    assert!(settled(&decisions).is_none());
    assert!(settled(&floor.send_all(vec![clean([1, 2, 3])])).is_some());
}

#[test]
fn a_fault_on_the_repeated_roll_cancels_the_draw() {
    let mut floor = ready();
    let off = Observation::DiceSettled {
        dice: vec![4],
        faults: DiceFaults {
            off_table: true,
            ..DiceFaults::default()
        },
    };
    floor.send_all(vec![off.clone()]);
    let decisions = floor.send_all(vec![off]);
    assert_voided(&decisions, CancelReason::FaultOnRepeatRoll, CATALOGUE);
}

#[test]
fn a_clean_roll_of_other_than_three_dice_or_a_face_outside_1_to_6_is_refused() {
    let mut floor = ready();
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(Observation::DiceSettled {
            dice: vec![1, 2, 3, 4, 5],
            faults: DiceFaults::default(),
        }),
        Err(TableError::OutOfRange { value: 5, .. })
    ));
    assert_eq!(
        floor.send(clean([1, 7, 3])),
        Err(TableError::OutOfRange {
            what: "die",
            value: 7
        })
    );
    assert_eq!(floor.table, before);
}

#[test]
fn a_roll_while_betting_is_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::SicBo(SicBoConfig::default()));
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(clean([1, 2, 3])),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = ready();
    assert!(matches!(
        floor.send(Observation::RouletteLaunchFailed),
        Err(TableError::WrongGame {
            game: GameKind::SicBo,
            ..
        })
    ));
}

#[test]
fn a_payout_below_the_rulebook_is_refused_naming_the_line_and_a_raised_one_is_paid() {
    let low = SicBoConfig {
        payouts: PayoutOverrides::from_pairs([("triple".into(), Payout::times(150))]),
    };
    assert_eq!(
        low.check(),
        Err(PaytableError::BelowMinimum {
            market: "triple".into(),
            configured: Payout::times(150),
            minimum: Payout::times(180),
        })
    );
    let raised = SicBoConfig {
        payouts: PayoutOverrides::from_pairs([("single_3_dice".into(), Payout::times(13))]),
    };
    assert_eq!(raised.check(), Ok(()));
    let mut floor = Floor::ready(GameConfig::SicBo(raised));
    let decisions = floor.send_all(vec![clean([6, 6, 6])]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(
        paid(settlements, "single_6"),
        (Verdict::Win, Some(Payout::times(13)))
    );
}
