//! Corrections after settlement (operations.md, "A settled draw that was wrong"), one test per
//! rule, on a card game (baccarat), a wheel (roulette), dice (five dice) and balls (lotto); the
//! blackjack seat-and-hand correction is in the blackjack tests.

use super::*;
use crate::barcode::Barcode;
use crate::correction::{Correction, CorrectionReason, Reading, SettledDraw};
use crate::games::lotto::LottoConfig;
use crate::games::roulette::RouletteConfig;
use crate::games::single_round::testing::{settled, Floor};
use crate::games::{dice5, GameConfig, GameKind};
use crate::observation::{DiceFaults, Observation, Pocket};
use crate::position::Position::{self, Banker, Player};
use crate::testkit::{barcode, settled_draw, Harness};
use std::time::Duration;

fn correct(draw: DrawNumber, correction: Correction, original: &SettledDraw) -> SupervisorCommand {
    SupervisorCommand::CorrectResult {
        draw,
        correction,
        reason: CorrectionReason::Misread,
        original: Some(Box::new(original.clone())),
    }
}

fn card(position: Position, index: u8, barcode: Barcode) -> Correction {
    Correction::Reading(Reading::Card {
        position,
        index,
        barcode,
    })
}

/// The revision a correction made: its number, outcome and settlements.
fn revision(decisions: &[Decision]) -> (u32, Option<Outcome>, Vec<Settlement>) {
    decisions
        .iter()
        .find_map(|decision| match decision {
            Decision::DrawCorrected {
                revision,
                outcome,
                settlements,
                ..
            } => Some((*revision, outcome.clone(), settlements.clone())),
            _ => None,
        })
        .expect("a revision")
}

fn verdict_of(settlements: &[Settlement], market: &str) -> Verdict {
    settlements
        .iter()
        .find(|settled| settled.market.as_str() == market)
        .map(|settled| settled.verdict)
        .expect("the market settled")
}

/// A baccarat table that settled draw 1 as a tie of naturals (Player 5h 4c, Banker Kd 9s);
/// the draw's original result.
fn settled_tie() -> (Harness, SettledDraw) {
    let mut harness = Harness::with_shoe(GameConfig::of(GameKind::Baccarat), 6);
    for (position, card) in [
        (Player, "5h"),
        (Banker, "Kd"),
        (Player, "4c"),
        (Banker, "9s"),
    ] {
        if harness
            .table
            .draw()
            .is_some_and(|draw| matches!(draw.phase, Phase::Betting { .. }))
        {
            harness.close_round();
        }
        harness.scan(position, card).expect("dealt");
    }
    let settled = settled_draw(&harness.decisions, DrawNumber(1), harness.now);
    assert_eq!(verdict_of(&settled.settlements, "tie"), Verdict::Win);
    (harness, settled)
}

#[test]
fn a_misread_card_is_corrected_as_revision_2_with_every_market_settled_again() {
    let (mut harness, settled) = settled_tie();
    let command = correct(DrawNumber(1), card(Banker, 2, barcode(1, "8s")), &settled);
    let decisions = harness.supervise(command).expect("corrected");
    let (number, outcome, settlements) = revision(&decisions);
    assert_eq!(number, 2);
    let Some(Outcome::Baccarat(coup)) = outcome else {
        panic!("a baccarat outcome: {outcome:?}");
    };
    assert_eq!(coup.banker[1], "8s".parse().expect("card"));
    assert_eq!(verdict_of(&settlements, "player"), Verdict::Win);
    assert_eq!(verdict_of(&settlements, "banker"), Verdict::Lose);
    assert_eq!(verdict_of(&settlements, "tie"), Verdict::Lose);
    let offered = |all: &[Settlement]| -> Vec<(String, u8)> {
        all.iter()
            .map(|settled| (settled.market.to_string(), settled.round))
            .collect()
    };
    assert_eq!(offered(&settlements), offered(&settled.settlements));
}

#[test]
fn a_corrected_card_corrects_the_shoe_in_play_from_then_on() {
    let (mut harness, settled) = settled_tie();
    let composition = |harness: &Harness| match harness.table.game() {
        crate::games::Game::Baccarat(game) => {
            game.shoe().shoe().expect("a shoe").composition().clone()
        }
        other => panic!("a baccarat table: {other:?}"),
    };
    let before = composition(&harness);
    let command = correct(DrawNumber(1), card(Banker, 2, barcode(1, "8s")), &settled);
    harness.supervise(command).expect("corrected");
    let after = composition(&harness);
    let (nine, eight) = ("9s".parse().expect("card"), "8s".parse().expect("card"));
    assert_eq!(after.count(nine), before.count(nine) + 1);
    assert_eq!(after.count(eight) + 1, before.count(eight));
    assert_eq!(after.total(), before.total());
}

#[test]
fn a_card_already_elsewhere_in_the_shoe_is_refused() {
    let (mut harness, settled) = settled_tie();
    let in_the_draw = correct(DrawNumber(1), card(Banker, 2, barcode(1, "Kd")), &settled);
    assert_eq!(
        harness.supervise(in_the_draw),
        Err(TableError::CardElsewhere(barcode(1, "Kd")))
    );
    harness.close_round();
    harness.scan(Player, "7d").expect("draw 2's first card");
    let dealt_later = correct(DrawNumber(1), card(Banker, 2, barcode(1, "7d")), &settled);
    assert_eq!(
        harness.supervise(dealt_later),
        Err(TableError::CardElsewhere(barcode(1, "7d")))
    );
}

#[test]
fn a_void_revision_voids_every_market_of_every_round() {
    let (mut harness, settled) = settled_tie();
    let decisions = harness
        .supervise(correct(DrawNumber(1), Correction::Void, &settled))
        .expect("voided");
    let (number, outcome, settlements) = revision(&decisions);
    assert_eq!((number, outcome), (2, None));
    assert_eq!(settlements.len(), settled.settlements.len());
    assert!(settlements
        .iter()
        .all(|settled| settled.verdict == Verdict::Void));
}

#[test]
fn a_draw_can_be_corrected_more_than_once_each_a_new_revision() {
    let (mut harness, settled) = settled_tie();
    let void = correct(DrawNumber(1), Correction::Void, &settled);
    assert_eq!(revision(&harness.supervise(void).expect("void")).0, 2);
    let reading = correct(DrawNumber(1), card(Banker, 2, barcode(1, "8s")), &settled);
    let (number, outcome, _) = revision(&harness.supervise(reading).expect("read"));
    assert_eq!(number, 3);
    assert!(
        outcome.is_some(),
        "a reading after a void settles the draw again"
    );
    let again = correct(DrawNumber(1), card(Banker, 2, barcode(1, "7s")), &settled);
    let (number, _, settlements) = revision(&harness.supervise(again).expect("read again"));
    assert_eq!(number, 4);
    // Player 9 against Banker 7: the fourth revision starts from the third's 8s.
    assert_eq!(verdict_of(&settlements, "player"), Verdict::Win);
}

#[test]
fn a_correction_that_would_change_nothing_is_refused() {
    let (mut harness, settled) = settled_tie();
    let same_face = correct(DrawNumber(1), card(Banker, 2, barcode(2, "9s")), &settled);
    assert_eq!(
        harness.supervise(same_face),
        Err(TableError::NothingCorrected(DrawNumber(1)))
    );
    harness
        .supervise(correct(DrawNumber(1), Correction::Void, &settled))
        .expect("voided");
    assert_eq!(
        harness.supervise(correct(DrawNumber(1), Correction::Void, &settled)),
        Err(TableError::NothingCorrected(DrawNumber(1)))
    );
}

#[test]
fn a_draw_outside_the_correction_window_is_refused() {
    let (mut harness, settled) = settled_tie();
    let window = harness.table.config().correction_window;
    assert_eq!(window, Duration::from_secs(72 * 3600));
    let closed_at = settled.settled_at.after(window);
    harness
        .table
        .catch_up(closed_at.after(Duration::from_millis(1)));
    let late = correct(DrawNumber(1), Correction::Void, &settled);
    assert_eq!(
        harness
            .table
            .supervise(&late, closed_at.after(Duration::from_millis(1))),
        Err(TableError::CorrectionWindowClosed {
            draw: DrawNumber(1),
            closed_at
        })
    );
}

#[test]
fn a_draw_at_the_end_of_its_correction_window_is_still_corrected() {
    let (mut harness, settled) = settled_tie();
    let closed_at = settled
        .settled_at
        .after(harness.table.config().correction_window);
    harness.table.catch_up(closed_at);
    let last = correct(DrawNumber(1), Correction::Void, &settled);
    assert!(harness.table.supervise(&last, closed_at).is_ok());
}

#[test]
fn only_a_settled_draw_can_be_corrected() {
    let (mut harness, settled) = settled_tie();
    let in_progress = harness.draw();
    let not_yet = correct(in_progress, Correction::Void, &settled);
    assert_eq!(
        harness.supervise(not_yet),
        Err(TableError::NotSettled(in_progress))
    );
    let unknown = correct(DrawNumber(9), Correction::Void, &settled);
    assert_eq!(
        harness.supervise(unknown),
        Err(TableError::UnknownDraw(DrawNumber(9)))
    );
    let cancelled = SupervisorCommand::CorrectResult {
        draw: DrawNumber(1),
        correction: Correction::Void,
        reason: CorrectionReason::Malfunction,
        original: None,
    };
    assert_eq!(
        harness.supervise(cancelled),
        Err(TableError::NotSettled(DrawNumber(1)))
    );
}

#[test]
fn a_position_or_card_the_game_does_not_have_is_refused() {
    let (mut harness, settled) = settled_tie();
    let dealer = correct(
        DrawNumber(1),
        card(Position::Dealer, 1, barcode(1, "2c")),
        &settled,
    );
    assert_eq!(
        harness.supervise(dealer),
        Err(TableError::NoSuchPosition {
            game: GameKind::Baccarat,
            position: Position::Dealer
        })
    );
    let third = correct(DrawNumber(1), card(Player, 3, barcode(1, "2c")), &settled);
    assert_eq!(
        harness.supervise(third),
        Err(TableError::NoSuchCard {
            position: Player,
            index: 3
        })
    );
    let pocket = correct(
        DrawNumber(1),
        Correction::Reading(Reading::Outcome(Outcome::Roulette(
            crate::games::roulette::Outcome {
                pocket: Pocket::Number(1),
            },
        ))),
        &settled,
    );
    assert_eq!(
        harness.supervise(pocket),
        Err(TableError::ReadingNotOfGame {
            game: GameKind::Baccarat,
            reading: "outcome"
        })
    );
}

#[test]
fn a_corrected_draw_of_an_earlier_shoe_leaves_the_shoe_in_play_as_it_is() {
    let (mut harness, settled) = settled_tie();
    harness
        .supervise(SupervisorCommand::Pause {
            reason: PauseReason::Maintenance,
        })
        .expect("paused");
    harness
        .supervise(SupervisorCommand::CancelDraw {
            draw: harness.draw(),
            reason: crate::decision::CancelReason::TechnicalProblem,
        })
        .expect("draw 2 cancelled");
    harness
        .observe(Observation::ShoeLoaded {
            manifest: crate::testkit::manifest(6),
        })
        .expect("a new shoe");
    let before = harness.table.game().clone();
    let command = correct(DrawNumber(1), card(Banker, 2, barcode(1, "8s")), &settled);
    harness.supervise(command).expect("corrected");
    assert_eq!(harness.table.game(), &before);
}

fn roulette_spun(pocket: u8) -> (Floor, SettledDraw) {
    let mut config = TableConfig::studio_default(GameConfig::Roulette(RouletteConfig::default()));
    config.schedule = None;
    let mut floor = Floor::with_config(config);
    floor.close_betting();
    let decisions = floor.send_all(vec![Observation::RouletteBallStopped {
        pocket: Pocket::Number(pocket),
        ball_revolutions: 8,
        wheel_revolutions: 2,
    }]);
    let settled_draw = settled_draw(&decisions, DrawNumber(1), floor.now);
    assert!(settled(&decisions).is_some());
    (floor, settled_draw)
}

#[test]
fn a_wrong_pocket_is_corrected_and_every_bet_is_paid_as_it_should_have_been() {
    let (mut floor, settled_draw) = roulette_spun(17);
    let pocket = |number| {
        Correction::Reading(Reading::Outcome(Outcome::Roulette(
            crate::games::roulette::Outcome {
                pocket: Pocket::Number(number),
            },
        )))
    };
    let decisions = floor
        .table
        .supervise(
            &correct(DrawNumber(1), pocket(18), &settled_draw),
            floor.now,
        )
        .expect("corrected");
    let (number, _, settlements) = revision(&decisions);
    assert_eq!(number, 2);
    let paid = |market: &str| {
        settlements
            .iter()
            .find(|settled| settled.market.as_str() == market)
            .map(|settled| (settled.verdict, settled.payout))
            .expect("settled")
    };
    assert_eq!(paid("straight_17"), (Verdict::Lose, Some(Payout::LOST)));
    assert_eq!(paid("straight_18"), (Verdict::Win, Some(Payout::times(35))));
    assert_eq!(
        floor.table.supervise(
            &correct(
                DrawNumber(1),
                Correction::Reading(Reading::Outcome(Outcome::Roulette(
                    crate::games::roulette::Outcome {
                        pocket: Pocket::DoubleZero,
                    },
                ))),
                &settled_draw
            ),
            floor.now
        ),
        Err(TableError::NoSuchPocket(Pocket::DoubleZero))
    );
}

#[test]
fn wrong_dice_are_corrected_and_a_die_of_seven_is_refused() {
    let mut config = TableConfig::studio_default(GameConfig::Dice5);
    config.schedule = None;
    let mut floor = Floor::with_config(config);
    floor.close_betting();
    let decisions = floor.send_all(vec![Observation::DiceSettled {
        dice: vec![1, 2, 3, 4, 6],
        faults: DiceFaults::default(),
    }]);
    let settled_draw = settled_draw(&decisions, DrawNumber(1), floor.now);
    assert_eq!(
        verdict_of(&settled_draw.settlements, "total_under_17_5"),
        Verdict::Win
    );
    let dice =
        |dice| Correction::Reading(Reading::Outcome(Outcome::Dice5(dice5::Outcome { dice })));
    let decisions = floor
        .table
        .supervise(
            &correct(DrawNumber(1), dice([6, 6, 6, 6, 6]), &settled_draw),
            floor.now,
        )
        .expect("corrected");
    let (_, _, settlements) = revision(&decisions);
    assert_eq!(verdict_of(&settlements, "total_over_17_5"), Verdict::Win);
    assert_eq!(verdict_of(&settlements, "total_under_17_5"), Verdict::Lose);
    assert_eq!(
        floor.table.supervise(
            &correct(DrawNumber(1), dice([1, 2, 3, 4, 7]), &settled_draw),
            floor.now
        ),
        Err(TableError::OutOfRange {
            what: "die",
            value: 7
        })
    );
}

#[test]
fn wrong_balls_are_corrected_and_a_ball_twice_is_refused() {
    let mut config = TableConfig::studio_default(GameConfig::Lotto(LottoConfig::five_of_36()));
    config.schedule = None;
    let mut floor = Floor::with_config(config);
    floor.send_all(vec![Observation::BallsPresented]);
    floor.close_betting();
    let mut observations: Vec<Observation> = [3, 14, 25, 36, 9]
        .into_iter()
        .zip(1..)
        .map(|(number, slot)| Observation::BallDrawn { slot, number })
        .collect();
    observations.push(Observation::BallCount { count: 5 });
    let decisions = floor.send_all(observations);
    let settled_draw = settled_draw(&decisions, DrawNumber(1), floor.now);
    let balls = |balls: Vec<u8>| {
        Correction::Reading(Reading::Outcome(Outcome::Lotto(
            crate::games::lotto::balls::Outcome { balls },
        )))
    };
    let decisions = floor
        .table
        .supervise(
            &correct(DrawNumber(1), balls(vec![3, 14, 25, 36, 10]), &settled_draw),
            floor.now,
        )
        .expect("corrected");
    let (_, _, settlements) = revision(&decisions);
    assert_eq!(verdict_of(&settlements, "ball_10"), Verdict::Win);
    assert_eq!(verdict_of(&settlements, "ball_9"), Verdict::Lose);
    assert_eq!(
        floor.table.supervise(
            &correct(DrawNumber(1), balls(vec![3, 14, 25, 36, 3]), &settled_draw),
            floor.now
        ),
        Err(TableError::OutOfRange {
            what: "ball drawn twice",
            value: 3
        })
    );
}
