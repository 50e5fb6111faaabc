//! operations.md, "A device that stops talking": one test per rule, on a baccarat table whose
//! scanner must be heard from at least every 10 s.

use super::*;
use crate::games::{GameConfig, GameKind};
use crate::position::Position;
use crate::testkit::{manifest, Harness};
use std::time::Duration;

fn scanner() -> DeviceName {
    DeviceName::new("scanner-1").expect("valid name")
}

/// Draw 1's first betting round is open (15 s), the scanner heard at the first tick.
fn watched_baccarat() -> Harness {
    let mut config = TableConfig::studio_default(GameConfig::of(GameKind::Baccarat));
    config.devices = vec![scanner()];
    let mut harness = Harness::with_config(config);
    harness
        .observe(Observation::ShoeLoaded {
            manifest: manifest(6),
        })
        .expect("shoe loads");
    harness
}

/// The scanner falls silent 10 s into draw 1's betting round.
fn silent_baccarat() -> Harness {
    let mut harness = watched_baccarat();
    harness.advance(Duration::from_secs(10));
    harness
}

fn heard(harness: &mut Harness) {
    harness.table.heard(scanner(), harness.now);
}

#[test]
fn a_device_silent_past_its_limit_closes_the_open_round_and_holds_the_draw_naming_it() {
    let mut harness = watched_baccarat();
    assert!(harness.advance(Duration::from_millis(9_999)).is_empty());
    assert_eq!(
        harness.advance(Duration::from_millis(1)),
        vec![
            Decision::TableSuspended { device: scanner() },
            Decision::BettingRoundClosed {
                draw: DrawNumber(1),
                round: 1
            },
            Decision::DrawHeld {
                draw: DrawNumber(1),
                incident: Incident::DeviceSilent { device: scanner() }
            },
        ]
    );
    assert_eq!(harness.table.suspended_by(), Some(scanner()));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForSupervisor
    );
}

#[test]
fn an_event_or_heartbeat_within_the_limit_keeps_the_table_running() {
    let mut harness = watched_baccarat();
    harness.advance(Duration::from_secs(9));
    heard(&mut harness);
    assert_eq!(
        harness.table.next_deadline(),
        Some(harness.now.after(Duration::from_secs(6)))
    );
    let closed = harness.advance(Duration::from_secs(6));
    assert!(matches!(closed[..], [Decision::BettingRoundClosed { .. }]));
    assert_eq!(harness.table.suspended_by(), None);
    assert_eq!(
        harness.table.next_deadline(),
        Some(harness.now.after(Duration::from_secs(4)))
    );
}

#[test]
fn while_a_device_is_silent_no_betting_round_opens() {
    let mut harness = silent_baccarat();
    let cancelled = harness
        .supervise(SupervisorCommand::CancelDraw {
            draw: DrawNumber(1),
            reason: CancelReason::TechnicalProblem,
        })
        .expect("a supervisor cancels the held draw");
    assert!(matches!(cancelled[..], [Decision::DrawCancelled { .. }]));
    assert!(harness.advance(Duration::from_secs(600)).is_empty());
    assert!(harness.table.draw().is_none());
    assert_eq!(harness.table.suspended_by(), Some(scanner()));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForSupervisor
    );
}

#[test]
fn a_device_heard_again_leaves_the_table_held_until_a_supervisor_resumes_it() {
    let mut harness = silent_baccarat();
    harness.advance(Duration::from_secs(5));
    heard(&mut harness);
    assert!(harness.advance(Duration::from_secs(5)).is_empty());
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForSupervisor
    );
    // The audit trail's "before" (R4) names the silent device.
    assert_eq!(harness.table.summary().suspended_by, Some(scanner()));
    let resumed = harness.supervise(SupervisorCommand::ResolveHold {
        draw: DrawNumber(1),
        resolution: Resolution::ConfirmCorrection,
    });
    assert_eq!(
        resumed,
        Ok(vec![
            Decision::SuspensionLifted,
            Decision::DrawResumed {
                draw: DrawNumber(1)
            }
        ])
    );
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(Position::Player)
    );
    assert_eq!(harness.table.summary().suspended_by, None);
}

#[test]
fn resuming_while_the_device_is_still_silent_is_refused() {
    let mut harness = silent_baccarat();
    let resume_draw = SupervisorCommand::ResolveHold {
        draw: DrawNumber(1),
        resolution: Resolution::ConfirmCorrection,
    };
    assert_eq!(
        harness.supervise(resume_draw),
        Err(TableError::DeviceStillSilent(scanner()))
    );
    harness
        .supervise(SupervisorCommand::CancelDraw {
            draw: DrawNumber(1),
            reason: CancelReason::TechnicalProblem,
        })
        .expect("cancelled");
    assert_eq!(
        harness.supervise(SupervisorCommand::Resume),
        Err(TableError::DeviceStillSilent(scanner()))
    );
    assert_eq!(harness.table.suspended_by(), Some(scanner()));
}

#[test]
fn a_hold_for_a_silent_device_nobody_resolves_is_cancelled_as_a_technical_problem() {
    let mut harness = silent_baccarat();
    let timed_out = harness.advance(Duration::from_secs(300));
    assert!(
        matches!(
            timed_out[..],
            [Decision::DrawCancelled {
                reason: CancelReason::TechnicalProblem,
                ..
            }]
        ),
        "{timed_out:?}"
    );
    assert_eq!(harness.table.suspended_by(), Some(scanner()));
    heard(&mut harness);
    let resumed = harness
        .supervise(SupervisorCommand::Resume)
        .expect("the scanner speaks again");
    assert!(
        matches!(
            resumed[..],
            [
                Decision::SuspensionLifted,
                Decision::DrawOpened {
                    draw: DrawNumber(2)
                },
                Decision::BettingRoundOpened { .. }
            ]
        ),
        "{resumed:?}"
    );
}

#[test]
fn the_silence_is_judged_on_the_clock_given_so_a_replay_decides_the_same() {
    let play = || {
        let mut harness = watched_baccarat();
        harness.advance(Duration::from_secs(4));
        heard(&mut harness);
        harness.advance(Duration::from_secs(30));
        harness.decisions
    };
    let first = play();
    assert!(first.contains(&Decision::TableSuspended { device: scanner() }));
    assert_eq!(first, play());
}

#[test]
fn a_table_without_devices_is_never_suspended() {
    let mut harness = Harness::with_shoe(GameConfig::of(GameKind::Baccarat), 6);
    harness.advance(Duration::from_secs(3_600));
    assert_eq!(harness.table.suspended_by(), None);
}

#[test]
fn only_the_engine_s_clock_judges_a_silence_not_the_other_inputs() {
    let mut harness = watched_baccarat();
    let later = harness.now.after(Duration::from_secs(12));
    let caught_up = harness.table.catch_up(later);
    assert!(
        !caught_up.contains(&Decision::TableSuspended { device: scanner() }),
        "{caught_up:?}"
    );
    assert_eq!(harness.table.suspended_by(), None);
    let ticked = harness.table.tick(later);
    assert_eq!(
        ticked.first(),
        Some(&Decision::TableSuspended { device: scanner() })
    );
}

#[test]
fn a_tick_journaled_on_time_judges_the_silence() {
    let mut harness = watched_baccarat();
    let deadline = harness.now.after(Duration::from_secs(10));
    let written = deadline.after(Duration::from_millis(40));
    let decisions = harness.table.tick_written(deadline, written);
    assert_eq!(
        decisions.first(),
        Some(&Decision::TableSuspended { device: scanner() })
    );
}

#[test]
fn a_studio_that_was_not_listening_is_no_device_s_silence() {
    // The studio stops 1 s after the scanner last spoke and is back a minute later: the clock
    // journals the silence's deadline then, long after it passed.
    let mut harness = watched_baccarat();
    let deadline = harness.now.after(Duration::from_secs(10));
    let written = harness.now.after(Duration::from_secs(61));
    let decisions = harness.table.tick_written(deadline, written);
    assert!(
        !decisions.contains(&Decision::TableSuspended { device: scanner() }),
        "{decisions:?}"
    );
    assert_eq!(harness.table.suspended_by(), None);
    // The scanner has its whole limit again from the studio's return.
    assert_eq!(
        harness.table.next_silence(),
        Some((scanner(), written.after(Duration::from_secs(10))))
    );
}

#[test]
fn a_device_still_silent_a_limit_after_the_studio_s_return_suspends_the_table() {
    let mut harness = watched_baccarat();
    let deadline = harness.now.after(Duration::from_secs(10));
    let written = harness.now.after(Duration::from_secs(61));
    harness.table.tick_written(deadline, written);
    let next = written.after(Duration::from_secs(10));
    let decisions = harness
        .table
        .tick_written(next, next.after(Duration::from_millis(5)));
    assert!(
        decisions.contains(&Decision::TableSuspended { device: scanner() }),
        "{decisions:?}"
    );
}
