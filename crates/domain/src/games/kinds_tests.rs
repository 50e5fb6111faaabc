//! `GameKind::observation_kinds` agrees with what the rules refuse as another game's event.

use super::{GameConfig, GameKind};
use crate::error::TableError;
use crate::observation::{
    ColouredDie, DiceFaults, DieColour, MoneyWheelStop, Observation, Pocket, ThrowFaults, WheelStop,
};
use crate::position::Position;
use crate::testkit::{barcode, manifest, Harness};

fn one_of_each_kind() -> Vec<Observation> {
    vec![
        Observation::ShoeLoaded {
            manifest: manifest(6),
        },
        Observation::ShuffleDone,
        Observation::CardScanned {
            position: Position::Player,
            barcode: barcode(1, "Ah"),
        },
        Observation::CardUnreadable,
        Observation::DiscardDealt { exposed: None },
        Observation::WheelSpinStarted { clockwise: true },
        Observation::WheelSpinStopped {
            revolutions: 3,
            stop: WheelStop::Number(1),
        },
        Observation::WheelSpeedAlarm,
        Observation::DiceSettled {
            dice: vec![1, 2, 3, 4, 5],
            faults: DiceFaults::default(),
        },
        Observation::BallDrawn { slot: 1, number: 1 },
        Observation::BallCount { count: 5 },
        Observation::BallsPresented,
        Observation::RouletteBallStopped {
            pocket: Pocket::Number(17),
            ball_revolutions: 9,
            wheel_revolutions: 2,
        },
        Observation::RouletteLaunchFailed,
        Observation::MoneyWheelStopped {
            revolutions: 5,
            stop: MoneyWheelStop::Sector(3),
        },
        Observation::LuckyDiceThrown {
            dice: vec![
                ColouredDie {
                    colour: DieColour::Red,
                    value: 2,
                },
                ColouredDie {
                    colour: DieColour::Green,
                    value: 5,
                },
            ],
            faults: ThrowFaults::default(),
        },
    ]
}

#[test]
fn every_kind_a_game_does_not_take_is_refused_as_another_games_event() {
    let samples = one_of_each_kind();
    assert_eq!(
        samples.iter().map(Observation::kind).collect::<Vec<_>>(),
        Observation::KINDS
    );
    for game in GameKind::ALL {
        let config = GameConfig::of(game);
        for observation in &samples {
            let mut harness = Harness::new(config.clone());
            let outcome = harness.observe(observation.clone());
            let kind = observation.kind();
            if game.takes(kind) {
                assert!(
                    !matches!(outcome, Err(TableError::WrongGame { .. })),
                    "{game} refused its own {kind}"
                );
            } else {
                // The table refuses a shoe during a draw before asking the game.
                assert!(
                    matches!(
                        outcome,
                        Err(TableError::WrongGame { .. } | TableError::ShoeLoadDuringDraw)
                    ),
                    "{game} and {kind}: {outcome:?}"
                );
            }
        }
    }
}
