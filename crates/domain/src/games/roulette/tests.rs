//! Roulette's rules (table-games.md, "Roulette"), one test per rule.

use super::*;
use crate::config::TableConfig;
use crate::decision::CancelReason;
use crate::games::single_round::testing::{
    assert_voided, paid, repeats, rounds_opened, settled, Floor,
};
use crate::games::GameConfig;
use crate::market::{Payout, Verdict};
use crate::paytable::{PayoutOverrides, PaytableError};
use crate::table::SupervisorCommand;

fn config(wheel: WheelKind, paytable: Paytable) -> RouletteConfig {
    RouletteConfig {
        wheel,
        paytable,
        ..RouletteConfig::default()
    }
}

fn floor(config: RouletteConfig) -> Floor {
    let mut table = TableConfig::studio_default(GameConfig::Roulette(config));
    table.schedule = None;
    let mut floor = Floor::with_config(table);
    floor.close_betting();
    floor
}

fn stop(pocket: Pocket) -> Observation {
    Observation::RouletteBallStopped {
        pocket,
        ball_revolutions: 8,
        wheel_revolutions: 2,
    }
}

fn n(number: u8) -> Pocket {
    Pocket::Number(number)
}

/// Settles one spin on `pocket`; the settlements.
fn spin(config: RouletteConfig, pocket: Pocket) -> Vec<crate::market::Settlement> {
    let mut floor = floor(config);
    let decisions = floor.send_all(vec![stop(pocket)]);
    settled(&decisions).expect("settled").1.to_vec()
}

fn single_casino() -> RouletteConfig {
    config(WheelKind::SingleZero, Paytable::Casino)
}

#[test]
fn each_wheel_and_paytable_offers_its_catalogue() {
    let count = |wheel, paytable| catalogue(&config(wheel, paytable)).len();
    // 37 straights, 60 splits, 14 streets, 23 corners, 11 six-lines, 10 quarters, 3 dozens,
    // 3 columns, 6 even chances.
    assert_eq!(count(WheelKind::SingleZero, Paytable::Casino), 167);
    // No quarter on the arcade paytable.
    assert_eq!(count(WheelKind::SingleZero, Paytable::Arcade), 157);
    // 38 straights, 62 splits, 15 streets, 22 corners, the five numbers.
    assert_eq!(count(WheelKind::DoubleZero, Paytable::Casino), 171);
    assert_eq!(count(WheelKind::DoubleZero, Paytable::Arcade), 160);
    let ids: Vec<String> = catalogue(&single_casino())
        .iter()
        .map(|m| m.id().to_string())
        .collect();
    for id in [
        "straight_0",
        "straight_17",
        "split_17_20",
        "split_0_1",
        "street_34_36",
        "street_0_1_2",
        "corner_1_5",
        "corner_0_3",
        "six_line_31_36",
        "quarter_28_36",
        "dozen_2",
        "column_3",
        "red",
        "high",
    ] {
        assert!(ids.contains(&id.to_string()), "{id}");
    }
    let unique: std::collections::BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "ids are unique");
}

#[test]
fn each_bet_covers_as_many_numbers_as_the_rules_say() {
    let sizes = [
        (Bet::Straight, 1),
        (Bet::Split, 2),
        (Bet::Street, 3),
        (Bet::Corner, 4),
        (Bet::FiveNumbers, 5),
        (Bet::SixLine, 6),
        (Bet::Quarter, 9),
        (Bet::Dozen, 12),
        (Bet::Column, 12),
        (Bet::EvenChance, 18),
    ];
    for market in catalogue(&config(WheelKind::DoubleZero, Paytable::Casino)) {
        let expected = sizes
            .iter()
            .find(|(bet, _)| *bet == market.bet())
            .map(|(_, size)| *size)
            .expect("a known bet");
        assert_eq!(market.size(), expected, "{}", market.id());
    }
}

#[test]
fn the_rulebook_payout_table_is_the_code_s_market_by_market() {
    // table-games.md, "Roulette": (bet, arcade, casino).
    let table = [
        (Bet::Straight, Some(30), 35),
        (Bet::Split, Some(15), 17),
        (Bet::Street, Some(10), 11),
        (Bet::Corner, Some(7), 8),
        (Bet::FiveNumbers, None, 6),
        (Bet::SixLine, Some(4), 5),
        (Bet::Quarter, None, 3),
        (Bet::Dozen, Some(2), 2),
        (Bet::Column, Some(2), 2),
        (Bet::EvenChance, Some(1), 1),
    ];
    for (bet, arcade, casino) in table {
        assert_eq!(bet.published(Paytable::Arcade), arcade.map(Payout::times));
        assert_eq!(bet.published(Paytable::Casino), Some(Payout::times(casino)));
    }
    for (wheel, paytable) in [
        (WheelKind::SingleZero, Paytable::Arcade),
        (WheelKind::SingleZero, Paytable::Casino),
        (WheelKind::DoubleZero, Paytable::Arcade),
        (WheelKind::DoubleZero, Paytable::Casino),
    ] {
        for market in catalogue(&config(wheel, paytable)) {
            assert_eq!(Some(market.payout()), market.bet().published(paytable));
        }
    }
}

#[test]
fn a_winning_bet_is_paid_its_payout_and_a_losing_one_loses_the_stake() {
    let settlements = spin(single_casino(), n(17));
    assert_eq!(
        paid(&settlements, "straight_17"),
        (Verdict::Win, Some(Payout::times(35)))
    );
    assert_eq!(
        paid(&settlements, "split_17_20"),
        (Verdict::Win, Some(Payout::times(17)))
    );
    assert_eq!(
        paid(&settlements, "corner_13_17"),
        (Verdict::Win, Some(Payout::times(8)))
    );
    assert_eq!(paid(&settlements, "dozen_2").0, Verdict::Win);
    assert_eq!(paid(&settlements, "column_2").0, Verdict::Win);
    assert_eq!(paid(&settlements, "black").0, Verdict::Win);
    assert_eq!(
        paid(&settlements, "red"),
        (Verdict::Lose, Some(Payout::LOST))
    );
    assert_eq!(paid(&settlements, "straight_0").0, Verdict::Lose);
}

#[test]
fn arcade_zero_makes_every_1x_and_2x_bet_lose_and_pays_bets_covering_zero() {
    let settlements = spin(
        config(WheelKind::SingleZero, Paytable::Arcade),
        Pocket::Zero,
    );
    for market in [
        "red", "black", "even", "odd", "low", "high", "dozen_1", "column_1",
    ] {
        assert_eq!(
            paid(&settlements, market),
            (Verdict::Lose, Some(Payout::LOST))
        );
    }
    assert_eq!(
        paid(&settlements, "straight_0"),
        (Verdict::Win, Some(Payout::times(30)))
    );
    assert_eq!(
        paid(&settlements, "split_0_3"),
        (Verdict::Win, Some(Payout::times(15)))
    );
}

#[test]
fn casino_zero_makes_even_chances_lose_half_and_dozens_and_columns_lose() {
    let settlements = spin(single_casino(), Pocket::Zero);
    for market in ["red", "black", "even", "odd", "low", "high"] {
        assert_eq!(
            paid(&settlements, market),
            (Verdict::HalfLose, Some(Payout::HALF_LOST)),
            "{market}"
        );
    }
    for market in ["dozen_1", "dozen_3", "column_1", "column_2", "column_3"] {
        assert_eq!(paid(&settlements, market).0, Verdict::Lose, "{market}");
    }
    assert_eq!(
        paid(&settlements, "corner_0_3"),
        (Verdict::Win, Some(Payout::times(8)))
    );
    assert_eq!(
        paid(&settlements, "street_0_1_2"),
        (Verdict::Win, Some(Payout::times(11)))
    );
}

#[test]
fn casino_double_zero_is_a_zero_and_pays_the_five_numbers() {
    let settlements = spin(
        config(WheelKind::DoubleZero, Paytable::Casino),
        Pocket::DoubleZero,
    );
    assert_eq!(paid(&settlements, "red").0, Verdict::HalfLose);
    assert_eq!(paid(&settlements, "dozen_1").0, Verdict::Lose);
    assert_eq!(
        paid(&settlements, "five_numbers"),
        (Verdict::Win, Some(Payout::times(6)))
    );
    assert_eq!(
        paid(&settlements, "straight_00"),
        (Verdict::Win, Some(Payout::times(35)))
    );
    assert_eq!(paid(&settlements, "straight_0").0, Verdict::Lose);
    assert_eq!(paid(&settlements, "split_0_00").0, Verdict::Win);
}

#[test]
fn a_failed_launch_is_a_no_spin_betting_reopens_and_nothing_is_settled() {
    let mut floor = floor(single_casino());
    let decisions = floor.send_all(vec![Observation::RouletteLaunchFailed]);
    assert_eq!(repeats(&decisions), vec![RepeatCause::LaunchFailed]);
    assert_eq!(rounds_opened(&decisions), vec![2]);
    assert!(settled(&decisions).is_none());
}

#[test]
fn too_few_ball_revolutions_is_a_no_spin_and_the_minimum_is_enough() {
    let mut floor = floor(single_casino());
    let short = Observation::RouletteBallStopped {
        pocket: n(5),
        ball_revolutions: 2,
        wheel_revolutions: 2,
    };
    let decisions = floor.send_all(vec![short]);
    assert_eq!(
        repeats(&decisions),
        vec![RepeatCause::TooFewBallRevolutions { revolutions: 2 }]
    );
    floor.close_betting();
    let enough = Observation::RouletteBallStopped {
        pocket: n(5),
        ball_revolutions: 3,
        wheel_revolutions: 1,
    };
    assert!(settled(&floor.send_all(vec![enough])).is_some());
}

#[test]
fn too_few_wheel_revolutions_is_a_no_spin() {
    let mut floor = floor(single_casino());
    let still = Observation::RouletteBallStopped {
        pocket: n(5),
        ball_revolutions: 9,
        wheel_revolutions: 0,
    };
    let decisions = floor.send_all(vec![still]);
    assert_eq!(
        repeats(&decisions),
        vec![RepeatCause::TooFewWheelRevolutions { revolutions: 0 }]
    );
    assert!(settled(&decisions).is_none());
}

#[test]
fn bets_stay_after_a_no_spin_and_every_round_settles_on_the_final_pocket() {
    let mut floor = floor(single_casino());
    floor.send_all(vec![Observation::RouletteLaunchFailed]);
    floor.close_betting();
    let decisions = floor.send_all(vec![stop(n(17))]);
    let (_, settlements) = settled(&decisions).expect("settled");
    let straight: Vec<(u8, Verdict)> = settlements
        .iter()
        .filter(|s| s.market.as_str() == "straight_17")
        .map(|s| (s.round, s.verdict))
        .collect();
    assert_eq!(straight, vec![(1, Verdict::Win), (2, Verdict::Win)]);
    assert_eq!(settlements.len(), 2 * 167);
}

#[test]
fn the_no_spin_limit_cancels_the_draw_and_voids_every_round() {
    let mut floor = floor(RouletteConfig {
        no_spin_limit: 2,
        ..single_casino()
    });
    floor.send_all(vec![Observation::RouletteLaunchFailed]);
    floor.close_betting();
    let decisions = floor.send_all(vec![Observation::RouletteLaunchFailed]);
    assert_voided(&decisions, CancelReason::RepeatLimitReached, 2 * 167);
    let (_, settlements) =
        crate::games::single_round::testing::cancelled(&decisions).expect("cancelled");
    assert!(settlements
        .iter()
        .all(|s| s.payout == Some(Payout::NOTHING)));
}

#[test]
fn a_supervisor_s_outside_factor_voids_the_spin_and_betting_reopens() {
    let mut floor = floor(single_casino());
    let draw = floor.table.draw().expect("a draw").number;
    let decisions = floor
        .table
        .supervise(&SupervisorCommand::VoidSpin { draw }, floor.now)
        .expect("voided");
    assert_eq!(repeats(&decisions), vec![RepeatCause::OutsideFactor]);
    assert_eq!(rounds_opened(&decisions), vec![2]);
}

#[test]
fn a_spin_cannot_be_voided_while_betting_is_open() {
    let mut floor = Floor::new(GameConfig::Roulette(single_casino()));
    let draw = floor.table.draw().expect("a draw").number;
    let before = floor.table.clone();
    assert!(matches!(
        floor
            .table
            .supervise(&SupervisorCommand::VoidSpin { draw }, floor.now),
        Err(TableError::OutcomeWhileBettingOpen { .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn double_zero_on_a_single_zero_wheel_is_refused_and_changes_nothing() {
    let mut floor = floor(single_casino());
    let before = floor.table.clone();
    assert_eq!(
        floor.send(stop(Pocket::DoubleZero)),
        Err(TableError::NoSuchPocket(Pocket::DoubleZero))
    );
    assert_eq!(floor.table, before);
}

#[test]
fn a_ball_stop_while_betting_is_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::Roulette(single_casino()));
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(stop(n(3))),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert!(matches!(
        floor.send(Observation::RouletteLaunchFailed),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = floor(single_casino());
    assert!(matches!(
        floor.send(Observation::WheelSpeedAlarm),
        Err(TableError::WrongGame {
            game: GameKind::Roulette,
            ..
        })
    ));
    let mut roulette = Roulette::new(single_casino());
    assert_eq!(
        roulette.between_draws(&stop(n(1))),
        Err(TableError::NoDrawInProgress {
            observation: "roulette_ball_stopped"
        })
    );
}

#[test]
fn a_payout_below_the_paytable_is_refused_naming_the_market() {
    let low = RouletteConfig {
        payouts: PayoutOverrides::from_pairs([("straight".into(), Payout::times(34))]),
        ..single_casino()
    };
    assert_eq!(
        low.check(),
        Err(PaytableError::BelowMinimum {
            market: "straight".into(),
            configured: Payout::times(34),
            minimum: Payout::times(35),
        })
    );
    let arcade_quarter = RouletteConfig {
        payouts: PayoutOverrides::from_pairs([("quarter".into(), Payout::times(3))]),
        ..config(WheelKind::SingleZero, Paytable::Arcade)
    };
    assert!(matches!(
        arcade_quarter.check(),
        Err(PaytableError::UnknownBet { .. })
    ));
}

#[test]
fn a_raised_payout_is_paid() {
    let raised = RouletteConfig {
        payouts: PayoutOverrides::from_pairs([("straight".into(), Payout::times(36))]),
        ..single_casino()
    };
    assert_eq!(raised.check(), Ok(()));
    let settlements = spin(raised, n(9));
    assert_eq!(
        paid(&settlements, "straight_9"),
        (Verdict::Win, Some(Payout::times(36)))
    );
}
