//! Whole lottery draws driven through the table.

use super::*;
use crate::config::TableConfig;
use crate::games::single_round::testing::{
    assert_settled, assert_voided, held, settled, verdict, Floor, START,
};
use crate::games::{GameConfig, GameKind};
use crate::market::Verdict;
use crate::time::Timestamp;

const FIVE_OF_36_CATALOGUE: usize = 86;
const SEVEN_OF_42_CATALOGUE: usize = 94;

fn five_of_36() -> GameConfig {
    GameConfig::Lotto(LottoConfig::five_of_36())
}

fn seven_of_42() -> GameConfig {
    GameConfig::Lotto(LottoConfig::seven_of_42())
}

fn ball(slot: u8, number: u8) -> Observation {
    Observation::BallDrawn { slot, number }
}

fn count(count: u8) -> Observation {
    Observation::BallCount { count }
}

/// A table whose betting round closed after the host presented the balls.
fn presented(game: GameConfig) -> Floor {
    let mut floor = Floor::new(game);
    floor.send_all(vec![Observation::BallsPresented]);
    floor.close_betting();
    floor
}

fn balls(numbers: &[u8]) -> Vec<Observation> {
    numbers
        .iter()
        .zip(1..)
        .map(|(number, slot)| ball(slot, *number))
        .collect()
}

fn lotto_outcome(outcome: crate::games::Outcome) -> Outcome {
    let crate::games::Outcome::Lotto(lotto) = outcome else {
        panic!("not a lottery outcome: {outcome:?}");
    };
    lotto
}

#[test]
fn lotto_5_36_draw_settles_every_market() {
    let mut floor = presented(five_of_36());
    let mut observations = balls(&[3, 14, 25, 36, 9]);
    observations.push(count(5));
    let decisions = floor.send_all(observations);
    let outcome = lotto_outcome(assert_settled(&decisions, FIVE_OF_36_CATALOGUE));
    assert_eq!(outcome.balls, vec![3, 14, 25, 36, 9]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "ball_25"), Verdict::Win);
    assert_eq!(verdict(settlements, "first_ball_3"), Verdict::Win);
    assert_eq!(verdict(settlements, "first_ball_white"), Verdict::Win);
    assert_eq!(verdict(settlements, "most_white"), Verdict::Win);
}

#[test]
fn lotto_5_36_needs_exactly_5_balls() {
    for wrong in [4, 6] {
        let mut floor = presented(five_of_36());
        let mut observations = balls(&[1, 2, 3, 4, 5]);
        observations.push(count(wrong));
        let decisions = floor.send_all(observations);
        assert_voided(
            &decisions,
            CancelReason::WrongBallCount { counted: wrong },
            FIVE_OF_36_CATALOGUE,
        );
    }
}

#[test]
fn wrong_ball_count_voids_every_bet_r3() {
    let mut floor = presented(seven_of_42());
    let decisions = floor.send_all(vec![ball(1, 1), count(6)]);
    assert_voided(
        &decisions,
        CancelReason::WrongBallCount { counted: 6 },
        SEVEN_OF_42_CATALOGUE,
    );
}

#[test]
fn lotto_7_42_needs_at_least_7_balls() {
    let mut floor = presented(seven_of_42());
    let mut observations = balls(&[1, 2, 3, 4, 5, 6]);
    observations.push(count(6));
    let decisions = floor.send_all(observations);
    assert_voided(
        &decisions,
        CancelReason::WrongBallCount { counted: 6 },
        SEVEN_OF_42_CATALOGUE,
    );
    let mut floor = presented(seven_of_42());
    let mut observations = balls(&[1, 2, 3, 4, 5, 6, 7]);
    observations.push(count(7));
    assert_settled(&floor.send_all(observations), SEVEN_OF_42_CATALOGUE);
}

#[test]
fn lotto_7_42_counts_only_first_seven_balls() {
    let mut floor = presented(seven_of_42());
    let mut observations = balls(&[42, 41, 40, 39, 38, 37, 36, 1, 2]);
    observations.push(count(9));
    let decisions = floor.send_all(observations);
    let outcome = lotto_outcome(assert_settled(&decisions, SEVEN_OF_42_CATALOGUE));
    assert_eq!(outcome.balls, vec![42, 41, 40, 39, 38, 37, 36]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "ball_1"), Verdict::Lose);
    assert_eq!(verdict(settlements, "ball_36"), Verdict::Win);
}

#[test]
fn cylinder_order_not_fill_order_decides() {
    let mut floor = presented(five_of_36());
    let decisions = floor.send_all(vec![
        ball(3, 30),
        ball(1, 10),
        ball(5, 5),
        ball(2, 20),
        ball(4, 36),
        count(5),
    ]);
    let outcome = lotto_outcome(assert_settled(&decisions, FIVE_OF_36_CATALOGUE));
    assert_eq!(outcome.balls, vec![10, 20, 30, 36, 5]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "first_ball_10"), Verdict::Win);
    assert_eq!(verdict(settlements, "first_ball_30"), Verdict::Lose);
}

#[test]
fn ball_before_presentation_holds_draw() {
    let mut floor = Floor::ready(five_of_36());
    let decisions = floor.send(ball(1, 7)).expect("held");
    assert_eq!(held(&decisions), Some(Incident::BallsNotPresented));
    assert!(matches!(
        floor.send(ball(2, 8)),
        Err(TableError::DrawHeld(_))
    ));
}

#[test]
fn confirmed_correction_marks_balls_presented_and_discards_the_held_ball() {
    let mut floor = Floor::ready(five_of_36());
    floor.send(ball(1, 7)).expect("held");
    floor.confirm_correction();
    let mut observations = balls(&[7, 8, 9, 10, 11]);
    observations.push(count(5));
    let outcome = lotto_outcome(assert_settled(
        &floor.send_all(observations),
        FIVE_OF_36_CATALOGUE,
    ));
    assert_eq!(outcome.balls, vec![7, 8, 9, 10, 11]);
}

#[test]
fn same_ball_twice_holds_draw() {
    let mut floor = presented(five_of_36());
    floor.send_all(vec![ball(1, 7)]);
    let decisions = floor.send(ball(2, 7)).expect("held");
    assert_eq!(
        held(&decisions),
        Some(Incident::ImpossibleBall { slot: 2, number: 7 })
    );
}

#[test]
fn same_slot_twice_holds_draw() {
    let mut floor = presented(seven_of_42());
    floor.send_all(vec![ball(1, 7)]);
    let decisions = floor.send(ball(1, 8)).expect("held");
    assert_eq!(
        held(&decisions),
        Some(Incident::ImpossibleBall { slot: 1, number: 8 })
    );
}

#[test]
fn impossible_ball_is_discarded_on_correction() {
    let mut floor = presented(five_of_36());
    floor.send_all(vec![ball(1, 7), ball(2, 7)]);
    floor.confirm_correction();
    let decisions = floor.send_all(vec![
        ball(2, 8),
        ball(3, 9),
        ball(4, 10),
        ball(5, 11),
        count(5),
    ]);
    let outcome = lotto_outcome(assert_settled(&decisions, FIVE_OF_36_CATALOGUE));
    assert_eq!(outcome.balls, vec![7, 8, 9, 10, 11]);
}

#[test]
fn valid_count_with_a_counted_slot_unread_holds_draw() {
    let mut floor = presented(five_of_36());
    let decisions = floor.send_all(vec![
        ball(1, 1),
        ball(2, 2),
        ball(4, 4),
        ball(5, 5),
        count(5),
    ]);
    assert_eq!(held(&decisions), Some(Incident::BallsMissing { slot: 3 }));
    assert!(settled(&decisions).is_none());
    floor.confirm_correction();
    let decisions = floor.send_all(vec![ball(3, 3), count(5)]);
    assert_settled(&decisions, FIVE_OF_36_CATALOGUE);
}

#[test]
fn ball_drawn_while_betting_open_is_rejected_r2() {
    let mut floor = Floor::new(five_of_36());
    floor.send_all(vec![Observation::BallsPresented]);
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(ball(1, 7)),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert!(matches!(
        floor.send(count(5)),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn balls_may_be_presented_while_betting_is_open() {
    let mut floor = Floor::new(seven_of_42());
    let decisions = floor.send(Observation::BallsPresented).expect("accepted");
    assert!(matches!(decisions[..], [Decision::BallsPresented { .. }]));
}

#[test]
fn balls_presented_twice_is_not_expected() {
    let mut floor = presented(five_of_36());
    assert!(matches!(
        floor.send(Observation::BallsPresented),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn ball_37_in_5_36_is_out_of_range() {
    let mut floor = presented(five_of_36());
    let before = floor.table.clone();
    assert_eq!(
        floor.send(ball(1, 37)),
        Err(TableError::OutOfRange {
            what: "ball",
            value: 37
        })
    );
    assert_eq!(
        floor.send(ball(1, 0)),
        Err(TableError::OutOfRange {
            what: "ball",
            value: 0
        })
    );
    assert_eq!(floor.table, before);
}

#[test]
fn ball_42_is_in_range_in_7_42_and_43_is_not() {
    let mut floor = presented(seven_of_42());
    assert!(floor.send(ball(1, 42)).is_ok());
    assert!(matches!(
        floor.send(ball(2, 43)),
        Err(TableError::OutOfRange { what: "ball", .. })
    ));
}

#[test]
fn slot_0_and_slots_past_the_cylinders_are_out_of_range() {
    let mut floor = presented(five_of_36());
    for slot in [0, 6] {
        assert_eq!(
            floor.send(ball(slot, 7)),
            Err(TableError::OutOfRange {
                what: "slot",
                value: i64::from(slot)
            })
        );
    }
    let mut floor = presented(seven_of_42());
    assert!(floor.send(ball(42, 7)).is_ok());
    assert!(matches!(
        floor.send(ball(43, 8)),
        Err(TableError::OutOfRange { what: "slot", .. })
    ));
}

#[test]
fn ball_count_above_the_machine_is_out_of_range() {
    let mut floor = presented(seven_of_42());
    assert!(matches!(
        floor.send(count(43)),
        Err(TableError::OutOfRange {
            what: "ball count",
            ..
        })
    ));
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = presented(seven_of_42());
    assert!(matches!(
        floor.send(Observation::ShuffleDone),
        Err(TableError::WrongGame {
            game: GameKind::Lotto7Of42,
            ..
        })
    ));
}

#[test]
fn between_draws_nothing_is_expected() {
    let mut lotto = Lotto::new(LottoConfig::five_of_36());
    assert_eq!(
        lotto.between_draws(&ball(1, 1)),
        Err(TableError::NoDrawInProgress {
            observation: "ball_drawn"
        })
    );
    assert!(matches!(
        lotto.between_draws(&Observation::WheelSpeedAlarm),
        Err(TableError::WrongGame { .. })
    ));
}

#[test]
fn each_draw_needs_its_own_presentation() {
    let mut floor = presented(five_of_36());
    let mut observations = balls(&[1, 2, 3, 4, 5]);
    observations.push(count(5));
    floor.send_all(observations);
    let closes_at = floor.table.next_deadline().expect("next round");
    assert_eq!(
        floor.table.instruction(),
        FloorInstruction::WaitForBetting { closes_at }
    );
    floor.close_betting();
    assert_eq!(floor.table.instruction(), FloorInstruction::PresentBalls);
    let decisions = floor.send(ball(1, 9)).expect("held");
    assert_eq!(held(&decisions), Some(Incident::BallsNotPresented));
}

#[test]
fn lottery_is_always_ready_and_offers_the_catalogue_in_its_single_round() {
    let lotto = Lotto::new(LottoConfig::seven_of_42());
    assert_eq!(lotto.blocked(), None);
    assert_eq!(lotto.markets(1).len(), SEVEN_OF_42_CATALOGUE);
    assert!(lotto.markets(2).is_empty());
}

#[test]
fn scheduled_draw_closes_betting_at_its_draw_time() {
    let mut floor = Floor::with_config(TableConfig::studio_default(five_of_36()));
    // 09:00 GMT+2: the draw at 09:02 opens at once and closes at 09:02.
    let nine_oh_two = Timestamp::from_millis(START.millis() + 2 * 60_000);
    assert_eq!(floor.table.next_deadline(), Some(nine_oh_two));
    floor.send_all(vec![Observation::BallsPresented]);
    floor.close_betting();
    let mut observations = balls(&[36, 27, 18, 9, 1]);
    observations.push(count(5));
    assert_settled(&floor.send_all(observations), FIVE_OF_36_CATALOGUE);
}

#[test]
fn ball_outside_the_schedule_finds_no_draw() {
    // 05:00 GMT+2, between the 04:57 and 09:02 draws.
    let five_am = Timestamp::from_millis(START.millis() - 4 * 60 * 60_000);
    let mut table = crate::table::Table::new(TableConfig::studio_default(five_of_36()));
    assert!(table.tick(five_am).is_empty());
    assert_eq!(
        table.observe(&ball(1, 7), None, five_am),
        Err(TableError::NoDrawInProgress {
            observation: "ball_drawn"
        })
    );
}
