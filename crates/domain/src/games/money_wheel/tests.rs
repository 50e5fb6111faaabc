//! The money wheel's rules (table-games.md, "Money Wheel"), one test per rule.

use super::*;
use crate::decision::CancelReason;
use crate::games::single_round::testing::{
    assert_voided, paid, repeats, rounds_opened, settled, Floor,
};
use crate::games::GameConfig;
use crate::market::Payout;
use crate::market::Verdict;
use crate::table::SupervisorCommand;

fn ready() -> Floor {
    Floor::ready(GameConfig::MoneyWheel(MoneyWheelConfig::default()))
}

fn stop(revolutions: u32, sector: u8) -> Observation {
    Observation::MoneyWheelStopped {
        revolutions,
        stop: MoneyWheelStop::Sector(sector),
    }
}

/// The first sector of `symbol` in the default layout.
fn sector_of(symbol: &str) -> u8 {
    let sectors = MoneyWheelConfig::default().sectors;
    let index = sectors
        .iter()
        .position(|s| s == symbol)
        .expect("on the wheel");
    u8::try_from(index).expect("small")
}

#[test]
fn the_default_layout_is_the_rulebook_s_54_sectors() {
    let config = MoneyWheelConfig::default();
    assert_eq!(config.sectors.len(), 54);
    assert_eq!(config.check(), Ok(()));
    for (name, count, payout) in layout::RULEBOOK {
        let placed = config.sectors.iter().filter(|s| *s == name).count();
        assert_eq!(placed, count, "{name}");
        let symbol = config
            .symbols
            .iter()
            .find(|s| s.name == name)
            .expect("declared");
        assert_eq!(symbol.payout, Payout::times(payout), "{name}");
    }
    // Spread: no two 45 x symbols side by side, nor two 20 x.
    let at = |i: usize| config.sectors[i % 54].as_str();
    for i in 0..54 {
        let pair = [at(i), at(i + 1)];
        assert!(pair != ["joker", "logo"] && pair != ["logo", "joker"]);
        assert!(pair != ["20", "20"]);
    }
}

#[test]
fn a_spin_of_at_least_4_revolutions_settles_the_symbol_of_the_sector() {
    let mut floor = ready();
    let sector = sector_of("10");
    let decisions = floor.send_all(vec![stop(4, sector)]);
    let (outcome, settlements) = settled(&decisions).expect("settled");
    assert_eq!(
        outcome,
        &crate::games::Outcome::MoneyWheel(Outcome {
            sector,
            symbol: "10".into()
        })
    );
    assert_eq!(settlements.len(), 7);
    assert_eq!(
        paid(settlements, "symbol_10"),
        (Verdict::Win, Some(Payout::times(10)))
    );
    assert_eq!(
        paid(settlements, "symbol_1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn the_two_45x_symbols_are_bets_on_their_own_sectors() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![stop(6, sector_of("joker"))]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(
        paid(settlements, "symbol_joker"),
        (Verdict::Win, Some(Payout::times(45)))
    );
    assert_eq!(paid(settlements, "symbol_logo").0, Verdict::Lose);
}

#[test]
fn fewer_than_4_revolutions_voids_the_spin_and_bets_stay() {
    let mut floor = ready();
    let decisions = floor.send_all(vec![stop(3, 0)]);
    assert_eq!(
        repeats(&decisions),
        vec![RepeatCause::TooFewRevolutions { revolutions: 3 }]
    );
    assert_eq!(rounds_opened(&decisions), vec![2]);
    assert!(settled(&decisions).is_none());
    floor.close_betting();
    let decisions = floor.send_all(vec![stop(5, sector_of("2"))]);
    let (_, settlements) = settled(&decisions).expect("settled");
    assert_eq!(settlements.len(), 2 * 7, "both rounds settle");
}

#[test]
fn the_pointer_between_two_sectors_voids_the_spin() {
    let mut floor = ready();
    let between = Observation::MoneyWheelStopped {
        revolutions: 6,
        stop: MoneyWheelStop::BetweenSectors,
    };
    let decisions = floor.send_all(vec![between]);
    assert_eq!(repeats(&decisions), vec![RepeatCause::BetweenSectors]);
    assert!(settled(&decisions).is_none());
}

#[test]
fn an_outside_factor_marked_by_a_supervisor_voids_the_spin() {
    let mut floor = ready();
    let draw = floor.table.draw().expect("a draw").number;
    let decisions = floor
        .table
        .supervise(&SupervisorCommand::VoidSpin { draw }, floor.now)
        .expect("voided");
    assert_eq!(repeats(&decisions), vec![RepeatCause::OutsideFactor]);
    assert_eq!(rounds_opened(&decisions), vec![2]);
}

#[test]
fn the_void_spin_limit_cancels_the_draw() {
    let mut floor = ready();
    for _ in 0..2 {
        floor.send_all(vec![stop(1, 0)]);
        floor.close_betting();
    }
    let decisions = floor.send_all(vec![stop(1, 0)]);
    assert_voided(&decisions, CancelReason::RepeatLimitReached, 3 * 7);
}

#[test]
fn a_sector_outside_0_to_53_is_refused_and_changes_nothing() {
    let mut floor = ready();
    let before = floor.table.clone();
    assert_eq!(floor.send(stop(5, 54)), Err(out_of_range("sector", 54u8)));
    assert_eq!(floor.table, before);
}

#[test]
fn a_stop_while_betting_is_open_is_rejected_r2() {
    let mut floor = Floor::new(GameConfig::MoneyWheel(MoneyWheelConfig::default()));
    let before = floor.table.clone();
    assert!(matches!(
        floor.send(stop(5, 1)),
        Err(TableError::OutcomeWhileBettingOpen { round: 1, .. })
    ));
    assert_eq!(floor.table, before);
}

#[test]
fn events_of_another_game_are_refused() {
    let mut floor = ready();
    assert!(matches!(
        floor.send(Observation::WheelSpeedAlarm),
        Err(TableError::WrongGame {
            game: GameKind::MoneyWheel,
            ..
        })
    ));
}

#[test]
fn a_layout_may_reorder_sectors_and_raise_payouts_but_not_lower_or_recount_them() {
    let mut reordered = MoneyWheelConfig::default();
    reordered.sectors.rotate_left(5);
    reordered.symbols[5].payout = Payout::times(50);
    assert_eq!(reordered.check(), Ok(()));
    let mut lowered = MoneyWheelConfig::default();
    lowered.symbols[6].payout = Payout::times(40);
    assert_eq!(
        lowered.check(),
        Err(PaytableError::BelowMinimum {
            market: "symbol_logo".into(),
            configured: Payout::times(40),
            minimum: Payout::times(45),
        })
    );
    let mut recounted = MoneyWheelConfig::default();
    let index = recounted
        .sectors
        .iter()
        .position(|s| s == "1")
        .expect("a 1");
    recounted.sectors[index] = "2".into();
    assert!(matches!(recounted.check(), Err(PaytableError::Layout(_))));
    let mut short = MoneyWheelConfig::default();
    short.sectors.pop();
    assert!(matches!(short.check(), Err(PaytableError::Layout(_))));
    let mut stranger = MoneyWheelConfig::default();
    stranger.symbols[0].name = "7".into();
    assert!(matches!(
        stranger.check(),
        Err(PaytableError::UnknownBet { .. })
    ));
}
