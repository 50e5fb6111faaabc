//! Three Card Poker and Fast Poker as a common-hand table runs them (house-games.md,
//! three-card-and-holdem.md "How a studio runs these games"), one test per rule.

use super::config::{ThreeCardConfig, DEFAULT_DECISION_WINDOW};
use super::kind::ThreeCardGame;
use super::window::Window;
use crate::correction::Reading;
use crate::decision::{CancelReason, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::position::Position::{self, Dealer, Player};
use crate::shoe::ShoeError;
use crate::table::{Resolution, SupervisorCommand};
use crate::testkit::{barcode, held, line, Harness};
use std::time::Duration;

fn table(game: ThreeCardGame) -> Harness {
    table_with(ThreeCardConfig::of(game))
}

fn table_with(config: ThreeCardConfig) -> Harness {
    let mut harness = Harness::with_shoe(GameConfig::ThreeCard(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

/// Scans each (position, card) in turn, each expected to be taken.
fn deal(harness: &mut Harness, cards: &[(Position, &str)]) {
    for (position, card) in cards {
        harness.scan(*position, card).expect("the card is taken");
    }
}

/// Betting closes, the common hand is dealt, the window closes, the dealer turns his hand.
fn play_round(harness: &mut Harness, player: [&str; 3], dealer: [&str; 3]) -> Vec<Settlement> {
    harness.close_round();
    deal(harness, &player.map(|card| (Player, card)));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(harness, &dealer.map(|card| (Dealer, card)));
    harness.settlements()
}

const WIN: fn(i32) -> (Verdict, Payout) = |times| (Verdict::Win, Payout::times(times));
const LOSE: (Verdict, Payout) = (Verdict::Lose, Payout::LOST);
const PUSH: (Verdict, Payout) = (Verdict::Push, Payout::NOTHING);
const NO_STAKE: (Verdict, Payout) = (Verdict::Void, Payout::NOTHING);

#[test]
fn three_card_the_betting_round_offers_the_boxes_placed_before_the_deal() {
    assert_eq!(
        table(ThreeCardGame::ThreeCardPoker).offered(1),
        ["ante", "pairplus"]
    );
    assert_eq!(table(ThreeCardGame::FastPoker).offered(1), ["bet", "bonus"]);
}

#[test]
fn three_card_one_deck_is_shuffled_before_every_round() {
    let mut harness = Harness::with_shoe(
        GameConfig::ThreeCard(ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker)),
        1,
    );
    harness.close_round();
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::DeckNotShuffled));

    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    play_round(&mut harness, ["Ah", "Kd", "2c"], ["Qs", "8d", "3h"]);
    assert_eq!(
        harness.table.game().rules().instruction(),
        FloorInstruction::Shuffle,
        "the next round's dealer shuffles while bets are taken"
    );
    harness.close_round();
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::DeckNotShuffled));
}

#[test]
fn three_card_the_common_hand_is_dealt_face_up_then_one_window_opens_for_every_player() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Player));
    deal(&mut harness, &[(Player, "Ah"), (Player, "Kd")]);
    let at = harness.now;
    let decisions = harness.scan(Player, "2c").expect("the third card");
    let closes_at = at.after(Duration::from_secs(15));
    assert!(decisions.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::ThreeCard(Window::PlayOrFold),
        closes_at,
    }));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision {
            window: DecisionWindow::ThreeCard(Window::PlayOrFold),
            closes_at,
        }
    );
}

#[test]
fn three_card_the_dealer_turns_his_cards_when_the_window_closes_and_they_are_scanned_then() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    deal(
        &mut harness,
        &[(Player, "Ah"), (Player, "Kd"), (Player, "2c")],
    );
    harness.advance(DEFAULT_DECISION_WINDOW - Duration::from_millis(1));
    assert!(matches!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision { .. }
    ));
    harness.advance(Duration::from_millis(1));
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Dealer));
}

#[test]
fn three_card_a_card_shown_while_bets_are_taken_is_a_misdeal_that_only_a_cancel_ends() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Player }));
    let draw = harness.draw();
    assert_eq!(
        harness.supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection,
        }),
        Err(TableError::NotCorrectable(draw))
    );
    harness
        .supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::Cancel(CancelReason::DealingOrder),
        })
        .expect("cancelled");
    let Some(Decision::DrawCancelled { settlements, .. }) = harness.ending(draw) else {
        panic!("the round is cancelled");
    };
    let voided: Vec<(&str, Verdict)> = settlements
        .iter()
        .map(|settled| (settled.market.as_str(), settled.verdict))
        .collect();
    assert_eq!(
        voided,
        [("ante", Verdict::Void), ("pairplus", Verdict::Void)]
    );
    assert_eq!(
        harness.table.game().rules().instruction(),
        FloorInstruction::Shuffle,
        "the deck is shuffled again"
    );
}

#[test]
fn three_card_a_dealer_card_turned_while_the_players_decide_is_a_misdeal() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    deal(
        &mut harness,
        &[(Player, "Ah"), (Player, "Kd"), (Player, "2c")],
    );
    let decisions = harness.scan(Dealer, "Qs").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Dealer }));
}

#[test]
fn three_card_a_dealer_card_before_the_common_hand_is_complete_is_a_misdeal() {
    let mut harness = table(ThreeCardGame::FastPoker);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah")]);
    let decisions = harness.scan(Dealer, "Qs").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Dealer }));
}

#[test]
fn three_card_a_card_not_in_the_deck_or_read_twice_holds_the_round() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah")]);
    let decisions = harness
        .observe(Observation::CardScanned {
            position: Player,
            barcode: barcode(9, "Kd"),
        })
        .expect("held");
    assert!(matches!(
        held(&decisions),
        Some(Incident::Card(ShoeError::ForeignCard(_)))
    ));
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah")]);
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert!(matches!(
        held(&decisions),
        Some(Incident::Card(ShoeError::DuplicateCard(_)))
    ));
}

#[test]
fn three_card_an_unread_card_cannot_be_burned_so_it_holds_the_round() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    harness.close_round();
    let decisions = harness.observe(Observation::CardUnreadable).expect("held");
    assert_eq!(held(&decisions), Some(&Incident::CardUnreadable));
}

#[test]
fn three_card_poker_every_box_settles_for_both_decisions_dealer_qualifies_player_better() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let settled = play_round(&mut harness, ["4c", "5d", "6h"], ["Qs", "8d", "3h"]);
    assert_eq!(line(&settled, "ante@play"), WIN(1));
    assert_eq!(line(&settled, "play@play"), WIN(1));
    assert_eq!(
        line(&settled, "ante_bonus@play"),
        WIN(1),
        "a straight's ante bonus"
    );
    assert_eq!(line(&settled, "pairplus@play"), WIN(6));
    assert_eq!(line(&settled, "ante@fold"), LOSE);
    assert_eq!(line(&settled, "play@fold"), NO_STAKE);
    assert_eq!(
        line(&settled, "pairplus@fold"),
        LOSE,
        "a fold loses pairplus"
    );
    assert_eq!(line(&settled, "ante_bonus@fold"), NO_STAKE);
    assert_eq!(settled.len(), 8);
}

#[test]
fn three_card_poker_a_dealer_below_queen_high_does_not_qualify_ante_wins_play_pushes() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let settled = play_round(&mut harness, ["2c", "5d", "9h"], ["Js", "Td", "8h"]);
    assert_eq!(line(&settled, "ante@play"), WIN(1));
    assert_eq!(line(&settled, "play@play"), PUSH);
    assert_eq!(line(&settled, "pairplus@play"), LOSE);
    assert_eq!(line(&settled, "ante_bonus@play"), NO_STAKE);
}

#[test]
fn three_card_poker_a_better_qualifying_dealer_takes_ante_and_play_and_a_tie_pushes_both() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let settled = play_round(&mut harness, ["8c", "8d", "3h"], ["Ks", "Kd", "2h"]);
    assert_eq!(line(&settled, "ante@play"), LOSE);
    assert_eq!(line(&settled, "play@play"), LOSE);
    assert_eq!(
        line(&settled, "pairplus@play"),
        WIN(1),
        "pairplus whatever the dealer has"
    );

    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let settled = play_round(&mut harness, ["Qc", "9d", "4h"], ["Qs", "9h", "4d"]);
    assert_eq!(line(&settled, "ante@play"), PUSH);
    assert_eq!(line(&settled, "play@play"), PUSH);
}

#[test]
fn fast_poker_play_pays_3x_on_trips_against_a_qualifying_dealer_and_has_no_ante_bonus() {
    let mut harness = table(ThreeCardGame::FastPoker);
    let settled = play_round(&mut harness, ["7c", "7d", "7h"], ["Ks", "Qd", "2h"]);
    assert_eq!(line(&settled, "bet@play"), WIN(1));
    assert_eq!(line(&settled, "play@play"), WIN(3));
    assert_eq!(line(&settled, "bonus@play"), WIN(30));
    assert_eq!(line(&settled, "bet@fold"), LOSE);
    assert_eq!(line(&settled, "bonus@fold"), LOSE);
    assert!(settled
        .iter()
        .all(|line| !line.market.as_str().starts_with("ante_bonus")));
    assert_eq!(settled.len(), 6);
}

#[test]
fn three_card_a_raised_line_is_paid_and_one_below_the_rulebook_is_refused_naming_it() {
    let mut config = ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker);
    config.raised = vec![("pairplus.straight".into(), Payout::times(7))];
    assert_eq!(config.check(), Ok(()));
    let mut harness = table_with(config.clone());
    let settled = play_round(&mut harness, ["4c", "5d", "6h"], ["Qs", "8d", "3h"]);
    assert_eq!(line(&settled, "pairplus@play"), WIN(7));

    config.raised = vec![("pairplus.straight".into(), Payout::times(5))];
    let refused = config
        .check()
        .expect_err("below the rulebook's 6 x")
        .to_string();
    assert!(refused.contains("pairplus.straight"), "{refused}");
}

#[test]
fn three_card_the_decision_window_is_15_seconds_unless_the_table_sets_it() {
    let config = ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker);
    assert_eq!(config.decision_window, Duration::from_secs(15));
    let none = ThreeCardConfig {
        decision_window: Duration::ZERO,
        ..config
    };
    assert!(none.check().is_err());
}

#[test]
fn three_card_a_correction_of_a_dealer_card_settles_every_line_again() {
    let mut harness = table(ThreeCardGame::ThreeCardPoker);
    let settled = play_round(&mut harness, ["8c", "8d", "3h"], ["Ks", "9d", "2h"]);
    assert_eq!(line(&settled, "ante@play"), WIN(1));
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)).cloned() else {
        panic!("settled");
    };
    let reading = Reading::Card {
        position: Dealer,
        index: 2,
        barcode: barcode(1, "Kd"),
    };
    let reread = harness
        .table
        .game()
        .rules()
        .reread(&outcome, &reading)
        .expect("a dealer card is read again");
    let ante = reread
        .verdicts
        .iter()
        .find(|verdict| verdict.market.as_str() == "ante@play")
        .expect("ante@play");
    assert_eq!(ante.verdict, Verdict::Lose, "kings beat eights");
    assert_eq!(reread.verdicts.len(), 8);
}

#[test]
fn three_card_each_box_publishes_its_paytable_with_the_tables_raised_lines() {
    let mut config = ThreeCardConfig::of(ThreeCardGame::FastPoker);
    config.raised = vec![("bonus.flush".into(), Payout::times(5))];
    let harness = table_with(config);
    let paytables = harness.table.game().rules().paytables();
    let boxes: Vec<&str> = paytables
        .iter()
        .map(|(market, _)| market.as_str())
        .collect();
    assert_eq!(boxes, ["bet", "bonus"]);
    let lines = |at: usize| -> Vec<(String, Payout)> {
        paytables[at]
            .1
            .iter()
            .map(|line| (line.line.clone(), line.pays))
            .collect()
    };
    assert_eq!(
        lines(0),
        [
            ("bet".to_string(), Payout::times(1)),
            ("play".to_string(), Payout::times(1)),
            ("play.straight_flush".to_string(), Payout::times(3)),
            ("play.three_of_a_kind".to_string(), Payout::times(3)),
        ]
    );
    assert!(lines(1).contains(&("flush".to_string(), Payout::times(5))));
}
