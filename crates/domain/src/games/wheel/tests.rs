use super::*;
use crate::games::single_round::testing::{
    assert_settled, assert_voided, held, settled, verdict, Floor,
};
use crate::games::GameConfig;
use crate::market::Verdict;

const CATALOGUE: usize = 29;

fn start() -> Observation {
    Observation::WheelSpinStarted { clockwise: true }
}

fn stop(revolutions: u32, stop: WheelStop) -> Observation {
    Observation::WheelSpinStopped { revolutions, stop }
}

fn ready() -> Floor {
    Floor::ready(GameConfig::Wheel)
}

fn repeats(decisions: &[Decision]) -> Vec<RepeatCause> {
    decisions
        .iter()
        .filter_map(|decision| match decision {
            Decision::Repeat { cause, .. } => Some(*cause),
            _ => None,
        })
        .collect()
}

#[test]
fn valid_spin_settles_every_market() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![start(), stop(5, WheelStop::Number(12))]);
    assert!(matches!(decisions[0], Decision::SpinStarted { .. }));
    let outcome = assert_settled(&decisions, CATALOGUE);
    assert_eq!(outcome, crate::games::Outcome::Wheel(Outcome::Number(12)));
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "sector_12"), Verdict::Win);
    assert_eq!(verdict(settlements, "third_7_12"), Verdict::Win);
    assert_eq!(verdict(settlements, "red"), Verdict::Win);
    assert_eq!(verdict(settlements, "odd"), Verdict::Lose);
}

#[test]
fn spin_with_exactly_3_revolutions_is_valid() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![start(), stop(3, WheelStop::Symbol)]);
    let outcome = assert_settled(&decisions, CATALOGUE);
    assert_eq!(outcome, crate::games::Outcome::Wheel(Outcome::Symbol));
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(verdict(settlements, "symbol"), Verdict::Win);
    assert_eq!(verdict(settlements, "black"), Verdict::Lose);
}

#[test]
fn spin_with_fewer_than_3_revolutions_is_repeated() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![start(), stop(2, WheelStop::Number(4))]);
    assert_eq!(
        repeats(&decisions),
        vec![RepeatCause::TooFewRevolutions { revolutions: 2 }]
    );
    assert!(settled(&decisions).is_none());
    let decisions = floor.send_all(vec![start(), stop(4, WheelStop::Number(4))]);
    assert_settled(&decisions, CATALOGUE);
}

#[test]
fn pointer_between_sectors_repeats_spin() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![start(), stop(6, WheelStop::BetweenSectors)]);
    assert_eq!(repeats(&decisions), vec![RepeatCause::BetweenSectors]);
    let decisions = floor.send_all(vec![start(), stop(6, WheelStop::Number(1))]);
    assert_settled(&decisions, CATALOGUE);
}

#[test]
fn fault_on_repeated_spin_cancels_draw() {
    let mut floor = ready();
    floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
    let decisions = floor.send_all(vec![start(), stop(2, WheelStop::Number(4))]);
    assert_voided(&decisions, CancelReason::FaultOnRepeatSpin, CATALOGUE);
}

#[test]
fn any_fault_on_repeated_spin_cancels_even_of_another_kind() {
    let mut floor = ready();
    floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
    let decisions = floor.send_all(vec![start(), stop(9, WheelStop::BetweenSectors)]);
    assert_voided(&decisions, CancelReason::FaultOnRepeatSpin, CATALOGUE);
}

#[test]
fn next_draw_starts_with_a_fresh_first_spin() {
    let mut floor = ready();
    floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
    floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
    floor.close_betting();
    let decisions = floor.send_all(vec![start(), stop(1, WheelStop::Number(4))]);
    assert_eq!(repeats(&decisions).len(), 1, "first spin of draw 2 repeats");
}

#[test]
fn spin_while_betting_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::Wheel);
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(start()),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert!(matches!(
        floor.send(stop(5, WheelStop::Number(3))),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn r2_round_closed_is_recorded_before_the_spin_is_accepted() {
    let mut floor = Floor::new(GameConfig::Wheel);
    let closed = floor.close_betting();
    assert!(matches!(
        closed.as_slice(),
        [Decision::BettingRoundClosed { round: 1, .. }]
    ));
    assert!(floor.send(start()).is_ok());
}

#[test]
fn counter_clockwise_presentation_does_not_start_spin() {
    let mut floor = ready();
    let presentation = Observation::WheelSpinStarted { clockwise: false };
    assert_eq!(floor.send(presentation), Ok(Vec::new()));
    assert!(matches!(
        floor.send(stop(5, WheelStop::Number(3))),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn counter_clockwise_presentation_is_allowed_while_betting_open() {
    let mut floor = Floor::new(GameConfig::Wheel);
    let presentation = Observation::WheelSpinStarted { clockwise: false };
    assert_eq!(floor.send(presentation), Ok(Vec::new()));
}

#[test]
fn stop_without_start_is_not_expected() {
    let mut floor = ready();
    assert!(matches!(
        floor.send(stop(5, WheelStop::Number(3))),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn second_clockwise_start_during_a_spin_is_not_expected() {
    let mut floor = ready();
    floor.send_all(vec![start()]);
    assert!(matches!(
        floor.send(start()),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn sector_19_is_out_of_range() {
    let mut floor = ready();
    floor.send_all(vec![start()]);
    let before = floor.table.clone();
    for number in [0, 19] {
        assert_eq!(
            floor.send(stop(5, WheelStop::Number(number))),
            Err(TableError::OutOfRange {
                what: "sector",
                value: i64::from(number)
            })
        );
    }
    assert_eq!(floor.table, before);
}

#[test]
fn speed_alarm_holds_draw() {
    let mut floor = ready();
    floor.send_all(vec![start()]);
    let decisions = floor.send(Observation::WheelSpeedAlarm).expect("held");
    assert_eq!(held(&decisions), Some(Incident::WheelSpeedAlarm));
    assert!(matches!(
        floor.send(stop(5, WheelStop::Number(3))),
        Err(TableError::DrawHeld(_))
    ));
}

#[test]
fn confirmed_correction_after_speed_alarm_lets_the_spin_go_on() {
    let mut floor = ready();
    floor.send_all(vec![start(), Observation::WheelSpeedAlarm]);
    let resumed = floor.confirm_correction();
    assert!(matches!(resumed[0], Decision::DrawResumed { .. }));
    let decisions = floor.send_all(vec![stop(5, WheelStop::Number(3))]);
    assert_settled(&decisions, CATALOGUE);
}

#[test]
fn speed_alarm_without_a_spin_is_not_expected() {
    let mut floor = ready();
    assert!(matches!(
        floor.send(Observation::WheelSpeedAlarm),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = ready();
    let dice = Observation::BallCount { count: 5 };
    assert!(matches!(
        floor.send(dice),
        Err(TableError::WrongGame {
            game: GameKind::Wheel,
            ..
        })
    ));
}

#[test]
fn between_draws_nothing_is_expected() {
    let mut wheel = Wheel::default();
    assert_eq!(
        wheel.between_draws(&start()),
        Err(TableError::NoDrawInProgress {
            observation: "wheel_spin_started"
        })
    );
    assert!(matches!(
        wheel.between_draws(&Observation::ShuffleDone),
        Err(TableError::WrongGame { .. })
    ));
}

#[test]
fn wheel_is_always_ready_and_offers_the_catalogue_in_its_single_round() {
    let wheel = Wheel::default();
    assert_eq!(wheel.blocked(), None);
    assert_eq!(wheel.markets(1).len(), CATALOGUE);
    assert!(wheel.markets(2).is_empty());
}
