//! Lucky dice's rules (table-games.md, "Lucky Dice"), one test per rule.

use super::*;
use crate::decision::CancelReason;
use crate::games::single_round::testing::{assert_voided, paid, repeats, settled, Floor};
use crate::games::GameConfig;
use crate::market::{Payout, Settlement, Verdict};
use crate::paytable::PayoutOverrides;

/// 36 squares, 60 splits, 12 streets, 25 corners, 6 groups, 9 totals, any double, under and
/// over 7.
const CATALOGUE: usize = 151;

fn ready() -> Floor {
    Floor::ready(GameConfig::LuckyDice(LuckyDiceConfig::default()))
}

fn die(colour: DieColour, value: u8) -> ColouredDie {
    ColouredDie { colour, value }
}

fn thrown(red: u8, green: u8) -> Observation {
    Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Red, red), die(DieColour::Green, green)],
        faults: ThrowFaults::default(),
    }
}

fn throw(red: u8, green: u8) -> Vec<Settlement> {
    let mut floor = ready();
    let decisions = floor.send_all(vec![thrown(red, green)]);
    settled(&decisions).expect("settled").1.to_vec()
}

fn invalid() -> Observation {
    Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Red, 2), die(DieColour::Green, 3)],
        faults: ThrowFaults {
            missed_far_end: true,
            ..ThrowFaults::default()
        },
    }
}

#[test]
fn the_red_die_picks_the_group_and_the_green_die_the_square() {
    assert_eq!(Outcome { red: 1, green: 1 }.square(), 1);
    assert_eq!(Outcome { red: 4, green: 5 }.square(), 23);
    assert_eq!(Outcome { red: 6, green: 6 }.square(), 36);
    let settlements = throw(4, 5);
    assert_eq!(settlements.len(), CATALOGUE);
    assert_eq!(
        paid(&settlements, "square_23"),
        (Verdict::Win, Some(Payout::times(30)))
    );
    assert_eq!(paid(&settlements, "square_29").0, Verdict::Lose);
    assert_eq!(paid(&settlements, "group_4").0, Verdict::Win);
}

#[test]
fn number_bets_pay_as_roulette_s_by_the_squares_they_cover() {
    let payouts = [(1, 30), (2, 15), (3, 10), (4, 7), (6, 4)];
    for market in catalogue(&LuckyDiceConfig::default()) {
        if market.squares() == 0 {
            continue;
        }
        let times = payouts
            .iter()
            .find(|(size, _)| *size == market.squares())
            .map(|(_, times)| *times)
            .expect("a number bet size");
        assert_eq!(market.payout(), Payout::times(times), "{}", market.id());
    }
    let settlements = throw(4, 5);
    assert_eq!(paid(&settlements, "split_22_23").1, Some(Payout::times(15)));
    assert_eq!(paid(&settlements, "split_17_23").0, Verdict::Win);
    assert_eq!(
        paid(&settlements, "street_22_24").1,
        Some(Payout::times(10))
    );
    assert_eq!(paid(&settlements, "corner_16_23").0, Verdict::Win);
}

#[test]
fn the_rulebook_sum_field_is_the_code_s_bet_by_bet() {
    let table = [
        ("total_3", 15),
        ("total_11", 15),
        ("total_4", 10),
        ("total_10", 10),
        ("total_5", 7),
        ("total_9", 7),
        ("total_6", 5),
        ("total_8", 5),
        ("total_7", 4),
        ("any_double", 4),
        ("under_7", 1),
        ("over_7", 1),
    ];
    let markets = catalogue(&LuckyDiceConfig::default());
    for (id, times) in table {
        let market = markets
            .iter()
            .find(|m| m.id().as_str() == id)
            .expect("offered");
        assert_eq!(market.payout(), Payout::times(times), "{id}");
    }
}

#[test]
fn there_are_no_bets_on_totals_2_and_12() {
    let ids: Vec<String> = catalogue(&LuckyDiceConfig::default())
        .iter()
        .map(|m| m.id().to_string())
        .collect();
    assert!(!ids.contains(&"total_2".into()) && !ids.contains(&"total_12".into()));
}

#[test]
fn a_total_of_7_loses_both_under_and_over_7() {
    let seven = throw(3, 4);
    assert_eq!(paid(&seven, "under_7").0, Verdict::Lose);
    assert_eq!(paid(&seven, "over_7").0, Verdict::Lose);
    assert_eq!(paid(&seven, "total_7").0, Verdict::Win);
    assert_eq!(paid(&throw(1, 5), "under_7").0, Verdict::Win);
    assert_eq!(paid(&throw(6, 2), "over_7").0, Verdict::Win);
}

#[test]
fn any_double_wins_on_equal_dice() {
    assert_eq!(paid(&throw(5, 5), "any_double").0, Verdict::Win);
    assert_eq!(paid(&throw(5, 6), "any_double").0, Verdict::Lose);
}

#[test]
fn an_invalid_throw_is_repeated_with_bets_standing() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![invalid()]);
    assert_eq!(
        repeats(&decisions),
        vec![RepeatCause::InvalidThrow(ThrowFaults {
            missed_far_end: true,
            ..ThrowFaults::default()
        })]
    );
    assert!(settled(&decisions).is_none());
    assert!(
        floor.table.next_deadline().is_none(),
        "betting does not reopen"
    );
    assert!(settled(&floor.send_all(vec![thrown(1, 1)])).is_some());
}

#[test]
fn each_throw_fault_makes_a_throw_invalid() {
    let faults = [
        ThrowFaults {
            not_released_together: true,
            ..ThrowFaults::default()
        },
        ThrowFaults {
            missed_far_end: true,
            ..ThrowFaults::default()
        },
        ThrowFaults {
            outside_recess: true,
            ..ThrowFaults::default()
        },
        ThrowFaults {
            cocked: true,
            ..ThrowFaults::default()
        },
    ];
    for fault in faults {
        let mut floor = ready();
        let decisions = floor.send_all(vec![Observation::LuckyDiceThrown {
            dice: vec![die(DieColour::Red, 1), die(DieColour::Green, 2)],
            faults: fault,
        }]);
        assert_eq!(repeats(&decisions).len(), 1, "{fault:?}");
    }
}

#[test]
fn an_invalid_throw_may_miss_a_cocked_die_but_not_read_two_of_a_colour() {
    let mut floor = ready();
    let cocked = ThrowFaults {
        cocked: true,
        ..ThrowFaults::default()
    };
    let one_die = Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Red, 4)],
        faults: cocked,
    };
    assert_eq!(repeats(&floor.send_all(vec![one_die])).len(), 1);
    let two_green = Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Green, 4), die(DieColour::Green, 1)],
        faults: cocked,
    };
    assert_eq!(
        floor.send(two_green),
        Err(TableError::DiceColours { red: 0, green: 2 })
    );
}

#[test]
fn the_invalid_throw_limit_cancels_the_draw() {
    let mut floor = Floor::ready(GameConfig::LuckyDice(LuckyDiceConfig {
        invalid_throw_limit: 2,
        ..LuckyDiceConfig::default()
    }));
    floor.send_all(vec![invalid()]);
    let decisions = floor.send_all(vec![invalid()]);
    assert_voided(&decisions, CancelReason::RepeatLimitReached, CATALOGUE);
}

#[test]
fn two_dice_of_one_colour_are_refused_in_any_state_and_change_nothing() {
    let mut floor = ready();
    let before = floor.table.clone();
    let two_red = Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Red, 2), die(DieColour::Red, 5)],
        faults: ThrowFaults::default(),
    };
    assert_eq!(
        floor.send(two_red),
        Err(TableError::DiceColours { red: 2, green: 0 })
    );
    let one_die = Observation::LuckyDiceThrown {
        dice: vec![die(DieColour::Green, 5)],
        faults: ThrowFaults::default(),
    };
    assert_eq!(
        floor.send(one_die),
        Err(TableError::DiceColours { red: 0, green: 1 })
    );
    assert_eq!(floor.send(thrown(7, 1)), Err(out_of_range("die", 7)));
    assert_eq!(floor.table, before);
}

#[test]
fn a_throw_while_betting_is_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::LuckyDice(LuckyDiceConfig::default()));
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(thrown(1, 2)),
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
            game: GameKind::LuckyDice,
            ..
        })
    ));
}

#[test]
fn a_payout_below_the_rulebook_is_refused_naming_the_line() {
    let low = LuckyDiceConfig {
        payouts: PayoutOverrides::from_pairs([("square".into(), Payout::times(29))]),
        ..LuckyDiceConfig::default()
    };
    assert_eq!(
        low.check(),
        Err(PaytableError::BelowMinimum {
            market: "square".into(),
            configured: Payout::times(29),
            minimum: Payout::times(30),
        })
    );
    let unknown = LuckyDiceConfig {
        payouts: PayoutOverrides::from_pairs([("total_2".into(), Payout::times(30))]),
        ..LuckyDiceConfig::default()
    };
    assert!(matches!(
        unknown.check(),
        Err(PaytableError::UnknownBet { .. })
    ));
}
