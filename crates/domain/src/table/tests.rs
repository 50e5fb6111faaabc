//! The table's clock and supervisor commands, whatever the game.

use super::*;
use crate::games::{GameConfig, GameKind};
use crate::observation::Observation;
use crate::position::Position;
use crate::testkit::{Harness, START};
use std::time::Duration;

fn baccarat() -> Harness {
    Harness::with_shoe(GameConfig::of(GameKind::Baccarat), 6)
}

#[test]
fn betting_round_closes_on_the_engine_clock() {
    let mut harness = baccarat();
    let opened_at = harness.now;
    assert_eq!(
        harness.table.next_deadline(),
        Some(opened_at.after(Duration::from_secs(15)))
    );
    assert!(harness.advance(Duration::from_millis(14_999)).is_empty());
    assert_eq!(
        harness.advance(Duration::from_millis(1)),
        vec![Decision::BettingRoundClosed {
            draw: DrawNumber(1),
            round: 1
        }]
    );
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(Position::Player)
    );
}

#[test]
fn an_event_after_a_deadline_needs_a_tick_first_so_the_close_is_recorded_before_it_r2() {
    let mut harness = baccarat();
    let late = harness.now.after(Duration::from_secs(20));
    let refused = harness
        .table
        .observe(&Observation::CardUnreadable, None, late);
    assert!(matches!(refused, Err(TableError::ClockBehind { .. })));
    assert_eq!(harness.table.draw().map(|d| d.rounds_opened), Some(1));
    let closed = harness.table.tick(late);
    assert!(matches!(closed[..], [Decision::BettingRoundClosed { .. }]));
    assert!(harness
        .table
        .observe(&Observation::CardUnreadable, None, late)
        .is_ok());
}

#[test]
fn time_going_backwards_is_refused() {
    let mut harness = baccarat();
    let earlier = Timestamp::from_millis(harness.now.millis() - 1);
    assert!(matches!(
        harness
            .table
            .observe(&Observation::ShuffleDone, None, earlier),
        Err(TableError::TimeWentBackwards { .. })
    ));
}

#[test]
fn an_unticked_table_refuses_events() {
    let mut table = Table::new(TableConfig::studio_default(GameConfig::of(
        GameKind::Baccarat,
    )));
    assert!(matches!(
        table.observe(&Observation::ShuffleDone, None, START),
        Err(TableError::ClockBehind { .. })
    ));
}

#[test]
fn pause_lets_the_current_draw_finish_and_opens_no_new_one() {
    let mut harness = baccarat();
    let decisions = harness
        .supervise(SupervisorCommand::Pause {
            reason: PauseReason::Maintenance,
        })
        .expect("paused");
    assert_eq!(
        decisions,
        vec![Decision::TablePaused {
            reason: PauseReason::Maintenance
        }]
    );
    let draw = harness.draw();
    harness
        .supervise(SupervisorCommand::CancelDraw {
            draw,
            reason: CancelReason::TechnicalProblem,
        })
        .expect("cancelled");
    assert!(harness.table.draw().is_none());
    assert_eq!(harness.table.instruction(), FloorInstruction::Idle);
    harness.advance(Duration::from_secs(3600));
    assert!(harness.table.draw().is_none(), "no draw opens while paused");
    let resumed = harness
        .supervise(SupervisorCommand::Resume)
        .expect("resumed");
    assert!(matches!(
        resumed[..],
        [
            Decision::TableResumed,
            Decision::DrawOpened {
                draw: DrawNumber(2)
            },
            Decision::BettingRoundOpened { round: 1, .. }
        ]
    ));
}

#[test]
fn pause_twice_and_resume_of_a_running_table_are_refused() {
    let mut harness = baccarat();
    assert_eq!(
        harness.supervise(SupervisorCommand::Resume),
        Err(TableError::NotPaused)
    );
    let pause = SupervisorCommand::Pause {
        reason: PauseReason::Supervisor,
    };
    harness.supervise(pause.clone()).expect("paused");
    assert_eq!(harness.supervise(pause), Err(TableError::AlreadyPaused));
}

#[test]
fn supervisors_cannot_give_the_rules_own_reason_codes() {
    let mut harness = baccarat();
    let draw = harness.draw();
    for reason in [
        CancelReason::HoldTimeout,
        CancelReason::FaultOnRepeatSpin,
        CancelReason::FaultOnRepeatRoll,
        CancelReason::WrongBallCount { counted: 4 },
    ] {
        assert_eq!(
            harness.supervise(SupervisorCommand::CancelDraw { draw, reason }),
            Err(TableError::AutomaticReason(reason))
        );
    }
    assert!(harness.ending(draw).is_none());
}

#[test]
fn supervisor_commands_for_unknown_or_unheld_draws_are_refused() {
    let mut harness = baccarat();
    assert_eq!(
        harness.supervise(SupervisorCommand::CancelDraw {
            draw: DrawNumber(9),
            reason: CancelReason::HostError
        }),
        Err(TableError::UnknownDraw(DrawNumber(9)))
    );
    assert_eq!(
        harness.supervise(SupervisorCommand::ResolveHold {
            draw: DrawNumber(1),
            resolution: Resolution::ConfirmCorrection
        }),
        Err(TableError::NotHeld(DrawNumber(1)))
    );
}

#[test]
fn a_card_game_waits_for_a_shoe_before_its_first_draw() {
    let harness = Harness::new(GameConfig::of(GameKind::Baccarat));
    assert!(harness.table.draw().is_none());
    assert_eq!(harness.table.instruction(), FloorInstruction::LoadShoe);
    assert_eq!(harness.table.next_deadline(), None);
}

#[test]
fn card_events_between_draws_are_refused() {
    let mut harness = Harness::new(GameConfig::of(GameKind::War));
    assert_eq!(
        harness.observe(Observation::CardUnreadable),
        Err(TableError::NoDrawInProgress {
            observation: "card_unreadable"
        })
    );
}

#[test]
fn scheduled_draw_opens_betting_a_round_length_before_the_draw_time() {
    // START is 09:00 GMT+2; the first lottery draw is at 09:02, betting opens at 08:58, so at
    // once, and closes at 09:02.
    let mut config = TableConfig::studio_default(GameConfig::of(GameKind::Wheel));
    config.schedule = Some(crate::schedule::DrawSchedule::lottery());
    let harness = Harness::with_config(config);
    let nine_oh_two = START.after(Duration::from_secs(120));
    assert!(matches!(
        harness.decisions[..],
        [
            Decision::DrawOpened { draw: DrawNumber(1) },
            Decision::BettingRoundOpened { round: 1, closes_at, .. }
        ] if closes_at == nine_oh_two
    ));
}

#[test]
fn scheduled_draw_after_a_short_gap_waits_for_the_next_slot() {
    // At 09:01:30 only 30 s remain before 09:02, under the 60 s minimum round: the draw
    // takes the 09:07 slot and betting opens at 09:03 (four minutes before).
    let mut config = TableConfig::studio_default(GameConfig::of(GameKind::Wheel));
    config.schedule = Some(crate::schedule::DrawSchedule::lottery());
    let mut table = Table::new(config);
    let at = START.after(Duration::from_secs(90));
    assert!(table.tick(at).is_empty());
    let opens = START.after(Duration::from_secs(180));
    assert_eq!(table.next_deadline(), Some(opens));
    let decisions = table.tick(opens);
    assert!(matches!(
        decisions[..],
        [
            Decision::DrawOpened { .. },
            Decision::BettingRoundOpened { closes_at, .. }
        ] if closes_at == START.after(Duration::from_secs(420))
    ));
}

fn longer_rounds(table: &Table, seconds: u64) -> TableConfig {
    let mut config = table.config().clone();
    config.round_duration = Duration::from_secs(seconds);
    config
}

#[test]
fn r4_a_configuration_change_mid_draw_waits_for_the_next_draw() {
    let mut harness = baccarat();
    let at = harness.now;
    let changed = longer_rounds(&harness.table, 40);
    assert!(harness.table.reconfigure(changed.clone(), at).is_ok());
    assert_eq!(
        harness.table.config().round_duration,
        Duration::from_secs(15)
    );
    assert_eq!(harness.table.pending_config(), Some(&changed));
    let summary = harness.table.summary();
    assert_eq!(summary.pending, Some(changed.clone()));
    let cancel = SupervisorCommand::CancelDraw {
        draw: DrawNumber(1),
        reason: CancelReason::TechnicalProblem,
    };
    let decisions = harness.table.supervise(&cancel, at).expect("cancelled");
    assert_eq!(harness.table.config(), &changed);
    assert_eq!(harness.table.pending_config(), None);
    let after = harness.table.summary_after(&decisions);
    assert_eq!(
        after.draws[0].state,
        DrawState::Cancelled(CancelReason::TechnicalProblem)
    );
    assert_eq!(
        harness.table.next_deadline(),
        Some(at.after(Duration::from_secs(40))),
        "draw 2 opened with the new round length"
    );
}

#[test]
fn r4_a_configuration_change_between_draws_applies_at_once_and_the_game_cannot_change() {
    let mut harness = baccarat();
    let at = harness.now;
    let pause = SupervisorCommand::Pause {
        reason: PauseReason::Maintenance,
    };
    harness.table.supervise(&pause, at).expect("paused");
    let cancel = SupervisorCommand::CancelDraw {
        draw: DrawNumber(1),
        reason: CancelReason::TechnicalProblem,
    };
    harness.table.supervise(&cancel, at).expect("cancelled");
    assert!(harness.table.draw().is_none());
    let changed = longer_rounds(&harness.table, 40);
    assert!(harness.table.reconfigure(changed.clone(), at).is_ok());
    assert_eq!(harness.table.config(), &changed);
    let war = TableConfig::studio_default(GameConfig::of(GameKind::War));
    assert!(matches!(
        harness.table.reconfigure(war, at),
        Err(TableError::GameChanged {
            running: GameKind::Baccarat,
            configured: GameKind::War
        })
    ));
}
