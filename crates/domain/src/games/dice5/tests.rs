use super::*;
use crate::games::single_round::testing::{assert_settled, assert_voided, settled, verdict, Floor};
use crate::games::GameConfig;
use crate::market::Verdict;

const CATALOGUE: usize = 13;

fn clean(dice: &[u8]) -> Observation {
    Observation::DiceSettled {
        dice: dice.to_vec(),
        faults: DiceFaults::default(),
    }
}

fn faulty(dice: &[u8], faults: DiceFaults) -> Observation {
    Observation::DiceSettled {
        dice: dice.to_vec(),
        faults,
    }
}

fn ready() -> Floor {
    Floor::ready(GameConfig::Dice5)
}

fn repeat_cause(decisions: &[Decision]) -> Option<RepeatCause> {
    decisions.iter().find_map(|decision| match decision {
        Decision::Repeat { cause, .. } => Some(*cause),
        _ => None,
    })
}

/// Each fault flag alone.
fn each_fault() -> [DiceFaults; 5] {
    let none = DiceFaults::default();
    [
        DiceFaults {
            on_edge: true,
            ..none
        },
        DiceFaults {
            not_flat: true,
            ..none
        },
        DiceFaults {
            off_table: true,
            ..none
        },
        DiceFaults {
            covering_line: true,
            ..none
        },
        DiceFaults {
            undeterminable: true,
            ..none
        },
    ]
}

#[test]
fn clean_roll_settles_with_the_dice_left_to_right() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![clean(&[5, 2, 5, 2, 3])]);
    let outcome = assert_settled(&decisions, CATALOGUE);
    let expected = Outcome {
        dice: [5, 2, 5, 2, 3],
    };
    assert_eq!(outcome, crate::games::Outcome::Dice5(expected));
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "two_pairs"), Verdict::Win);
    assert_eq!(verdict(settlements, "one_pair"), Verdict::Lose);
    assert_eq!(verdict(settlements, "total_under_17_5"), Verdict::Win);
    assert_eq!(verdict(settlements, "total_odd"), Verdict::Win);
}

#[test]
fn dice_fault_on_first_roll_repeats_roll() {
    let mut floor = ready();
    let faults = DiceFaults {
        on_edge: true,
        ..DiceFaults::default()
    };
    let decisions = floor.send_all(vec![faulty(&[1, 2, 3, 4, 5], faults)]);
    assert_eq!(
        repeat_cause(&decisions),
        Some(RepeatCause::DiceFault(faults))
    );
    assert!(settled(&decisions).is_none());
    let decisions = floor.send_all(vec![clean(&[1, 2, 3, 4, 5])]);
    assert_settled(&decisions, CATALOGUE);
}

/// A first roll with `faults` is repeated for exactly that cause, and settles nothing.
fn assert_first_roll_repeated(faults: DiceFaults) {
    let mut floor = ready();
    let decisions = floor.send_all(vec![faulty(&[2, 3, 3, 5, 6], faults)]);
    assert_eq!(
        repeat_cause(&decisions),
        Some(RepeatCause::DiceFault(faults))
    );
    assert!(settled(&decisions).is_none());
}

#[test]
fn die_on_edge_repeats_roll() {
    assert_first_roll_repeated(DiceFaults {
        on_edge: true,
        ..DiceFaults::default()
    });
}

#[test]
fn die_not_flat_repeats_roll() {
    assert_first_roll_repeated(DiceFaults {
        not_flat: true,
        ..DiceFaults::default()
    });
}

#[test]
fn die_covering_the_line_repeats_roll() {
    assert_first_roll_repeated(DiceFaults {
        covering_line: true,
        ..DiceFaults::default()
    });
}

#[test]
fn undeterminable_combination_repeats_roll() {
    assert_first_roll_repeated(DiceFaults {
        undeterminable: true,
        ..DiceFaults::default()
    });
}

#[test]
fn each_fault_flag_on_first_roll_repeats() {
    for faults in each_fault() {
        let mut floor = ready();
        let decisions = floor.send_all(vec![faulty(&[6, 6, 6, 6, 6], faults)]);
        assert_eq!(
            repeat_cause(&decisions),
            Some(RepeatCause::DiceFault(faults))
        );
    }
}

#[test]
fn each_fault_flag_on_repeat_roll_cancels() {
    for faults in each_fault() {
        let mut floor = ready();
        floor.send_all(vec![faulty(&[6, 6, 6, 6, 6], faults)]);
        let decisions = floor.send_all(vec![faulty(&[6, 6, 6, 6, 6], faults)]);
        assert_voided(&decisions, CancelReason::FaultOnRepeatRoll, CATALOGUE);
    }
}

#[test]
fn dice_fault_on_repeat_roll_cancels_draw() {
    let mut floor = ready();
    let edge = DiceFaults {
        on_edge: true,
        ..DiceFaults::default()
    };
    let line = DiceFaults {
        covering_line: true,
        ..DiceFaults::default()
    };
    floor.send_all(vec![faulty(&[1, 2, 3, 4, 5], edge)]);
    let decisions = floor.send_all(vec![faulty(&[1, 2, 3, 4, 5], line)]);
    assert_voided(&decisions, CancelReason::FaultOnRepeatRoll, CATALOGUE);
}

#[test]
fn die_off_table_on_first_roll_repeats() {
    let mut floor = ready();
    let off = DiceFaults {
        off_table: true,
        ..DiceFaults::default()
    };
    let decisions = floor.send_all(vec![faulty(&[3, 1, 4, 1], off)]);
    assert_eq!(repeat_cause(&decisions), Some(RepeatCause::DiceFault(off)));
}

#[test]
fn die_off_table_on_repeat_roll_cancels() {
    let mut floor = ready();
    let off = DiceFaults {
        off_table: true,
        ..DiceFaults::default()
    };
    floor.send_all(vec![faulty(&[3, 1, 4, 1], off)]);
    let decisions = floor.send_all(vec![faulty(&[3, 1, 4], off)]);
    assert_voided(&decisions, CancelReason::FaultOnRepeatRoll, CATALOGUE);
}

#[test]
fn next_draw_starts_with_a_fresh_first_roll() {
    let mut floor = ready();
    let edge = DiceFaults {
        on_edge: true,
        ..DiceFaults::default()
    };
    floor.send_all(vec![faulty(&[1; 5], edge), clean(&[2; 5])]);
    floor.close_betting();
    let decisions = floor.send_all(vec![faulty(&[1; 5], edge)]);
    assert!(repeat_cause(&decisions).is_some());
}

#[test]
fn roll_while_betting_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::Dice5);
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(clean(&[1, 2, 3, 4, 5])),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn die_of_7_is_out_of_range() {
    let mut floor = ready();
    let before = floor.table.clone();
    for die in [0, 7] {
        assert_eq!(
            floor.send(clean(&[1, 2, die, 4, 5])),
            Err(TableError::OutOfRange {
                what: "die",
                value: i64::from(die)
            })
        );
    }
    assert_eq!(floor.table, before);
}

#[test]
fn clean_roll_of_other_than_five_dice_is_out_of_range() {
    let mut floor = ready();
    let before = floor.table.clone();
    for dice in [&[1, 2, 3, 4][..], &[1, 2, 3, 4, 5, 6][..]] {
        assert!(matches!(
            floor.send(clean(dice)),
            Err(TableError::OutOfRange {
                what: "dice in a clean roll",
                ..
            })
        ));
    }
    assert_eq!(floor.table, before);
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = ready();
    assert!(matches!(
        floor.send(Observation::WheelSpeedAlarm),
        Err(TableError::WrongGame {
            game: GameKind::Dice5,
            ..
        })
    ));
}

#[test]
fn between_draws_nothing_is_expected() {
    let mut dice = Dice5::default();
    assert_eq!(
        dice.between_draws(&clean(&[1; 5])),
        Err(TableError::NoDrawInProgress {
            observation: "dice_settled"
        })
    );
    assert!(matches!(
        dice.between_draws(&Observation::BallsPresented),
        Err(TableError::WrongGame { .. })
    ));
}

#[test]
fn dice_table_is_always_ready_and_offers_the_catalogue_in_its_single_round() {
    let dice = Dice5::default();
    assert_eq!(dice.blocked(), None);
    assert_eq!(dice.markets(1).len(), CATALOGUE);
    assert!(dice.markets(2).is_empty());
}
