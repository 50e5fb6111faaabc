//! R2 as a property: whatever the floor sends and whenever, no outcome of a single-round draw
//! is recorded before the table closed its betting round.

use super::testing::START;
use crate::config::TableConfig;
use crate::decision::{Decision, DrawNumber};
use crate::games::lotto::LottoConfig;
use crate::games::GameConfig;
use crate::observation::{DiceFaults, Observation, WheelStop};
use crate::table::Table;
use crate::time::Timestamp;
use proptest::prelude::*;
use std::collections::HashSet;

fn wheel_event() -> impl Strategy<Value = Observation> {
    let stop = prop_oneof![
        (1..=18u8).prop_map(WheelStop::Number),
        Just(WheelStop::Symbol),
        Just(WheelStop::BetweenSectors),
    ];
    prop_oneof![
        any::<bool>().prop_map(|clockwise| Observation::WheelSpinStarted { clockwise }),
        (0..6u32, stop)
            .prop_map(|(revolutions, stop)| Observation::WheelSpinStopped { revolutions, stop }),
        Just(Observation::WheelSpeedAlarm),
    ]
}

fn dice_event() -> impl Strategy<Value = Observation> {
    (prop::collection::vec(1..=6u8, 4..=5), any::<bool>()).prop_map(|(dice, on_edge)| {
        Observation::DiceSettled {
            dice,
            faults: DiceFaults {
                on_edge,
                ..DiceFaults::default()
            },
        }
    })
}

fn ball_event() -> impl Strategy<Value = Observation> {
    prop_oneof![
        Just(Observation::BallsPresented),
        (1..=5u8, 1..=36u8).prop_map(|(slot, number)| Observation::BallDrawn { slot, number }),
        (4..=6u8).prop_map(|count| Observation::BallCount { count }),
    ]
}

/// Drives `game` with `events`, each after a pause of 0–300 s; every decision in order.
fn run(game: GameConfig, events: Vec<(Observation, i64)>) -> Vec<Decision> {
    let mut config = TableConfig::studio_default(game);
    config.schedule = None;
    let mut table = Table::new(config);
    let mut now = START;
    let mut decisions = table.tick(now);
    for (observation, pause_seconds) in events {
        now = Timestamp::from_millis(now.millis() + pause_seconds * 1000);
        decisions.extend(table.tick(now));
        decisions.extend(table.observe(&observation, None, now).unwrap_or_default());
    }
    decisions
}

/// The draw of a decision that records something the floor did after betting.
fn outcome_draw(decision: &Decision) -> Option<DrawNumber> {
    match decision {
        Decision::SpinStarted { draw }
        | Decision::Repeat { draw, .. }
        | Decision::BallDrawn { draw, .. }
        | Decision::DrawHeld { draw, .. }
        | Decision::DrawSettled { draw, .. }
        | Decision::DrawCancelled { draw, .. } => Some(*draw),
        _ => None,
    }
}

/// Every outcome follows its draw's `BettingRoundClosed`.
fn closed_before_every_outcome(decisions: &[Decision]) -> bool {
    let mut closed = HashSet::new();
    decisions.iter().all(|decision| {
        if let Decision::BettingRoundClosed { draw, .. } = decision {
            closed.insert(*draw);
        }
        outcome_draw(decision).is_none_or(|draw| closed.contains(&draw))
    })
}

fn events(
    event: impl Strategy<Value = Observation>,
) -> impl Strategy<Value = Vec<(Observation, i64)>> {
    prop::collection::vec((event, 0..300i64), 0..40)
}

proptest! {
    #[test]
    fn r2_wheel_round_closes_before_any_outcome(events in events(wheel_event())) {
        prop_assert!(closed_before_every_outcome(&run(GameConfig::Wheel, events)));
    }

    #[test]
    fn r2_dice_round_closes_before_any_outcome(events in events(dice_event())) {
        prop_assert!(closed_before_every_outcome(&run(GameConfig::Dice5, events)));
    }

    #[test]
    fn r2_lotto_round_closes_before_any_outcome(events in events(ball_event())) {
        let game = GameConfig::Lotto(LottoConfig::five_of_36());
        prop_assert!(closed_before_every_outcome(&run(game, events)));
    }
}

#[test]
fn r2_property_sees_outcomes_and_catches_an_early_one() {
    let spin = vec![
        (Observation::WheelSpinStarted { clockwise: true }, 240),
        (
            Observation::WheelSpinStopped {
                revolutions: 4,
                stop: WheelStop::Symbol,
            },
            0,
        ),
    ];
    let decisions = run(GameConfig::Wheel, spin);
    assert!(decisions
        .iter()
        .any(|d| matches!(d, Decision::DrawSettled { .. })));
    assert!(closed_before_every_outcome(&decisions));
    let early = [
        Decision::DrawOpened {
            draw: DrawNumber(1),
        },
        Decision::SpinStarted {
            draw: DrawNumber(1),
        },
    ];
    assert!(!closed_before_every_outcome(&early));
}
