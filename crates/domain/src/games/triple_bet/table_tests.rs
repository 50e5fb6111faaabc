//! Triple Bet Poker as a common-hand table runs it (house-games.md, stud-and-triple-bet.md
//! "How a studio runs these games" and "Triple Bet Poker"), one test per rule.

use super::config::{TripleBetConfig, DEFAULT_DECISION_WINDOW};
use super::table::{BOARD, PLAYER_BOX};
use super::window::Window;
use crate::correction::Reading;
use crate::decision::{Decision, DrawNumber, Incident};
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::testkit::{barcode, held, line, Harness};
use std::time::Duration;

fn table() -> Harness {
    table_with(TripleBetConfig::default())
}

fn table_with(config: TripleBetConfig) -> Harness {
    let mut harness = Harness::with_shoe(GameConfig::TripleBet(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

/// Betting closes and the common hand's three cards are dealt: decision 1 opens.
fn deal_own(harness: &mut Harness, own: [&str; 3]) -> Vec<Decision> {
    harness.close_round();
    let mut decisions = Vec::new();
    for card in own {
        decisions = harness.scan(PLAYER_BOX, card).expect("an own card");
    }
    decisions
}

/// A whole round: the own cards, each window left to close, each community card turned (Oasis
/// Stud version D's tests play theirs so too).
pub(crate) fn play_round(
    harness: &mut Harness,
    own: [&str; 3],
    community: [&str; 2],
) -> Vec<Settlement> {
    deal_own(harness, own);
    for card in community {
        harness.advance(DEFAULT_DECISION_WINDOW);
        harness.scan(BOARD, card).expect("a community card");
    }
    harness.settlements()
}

const WIN: fn(i32) -> (Verdict, Payout) = |times| (Verdict::Win, Payout::times(times));
const LOSE: (Verdict, Payout) = (Verdict::Lose, Payout::LOST);
const WITHDRAWN: (Verdict, Payout) = (Verdict::Void, Payout::NOTHING);

#[test]
fn triple_bet_the_betting_round_offers_the_three_equal_bets_and_the_bonus() {
    assert_eq!(table().offered(1), ["bet", "bonus"]);
}

#[test]
fn triple_bet_one_deck_is_shuffled_before_every_round() {
    let mut harness = Harness::with_shoe(GameConfig::TripleBet(TripleBetConfig::default()), 1);
    harness.close_round();
    let decisions = harness.scan(PLAYER_BOX, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::DeckNotShuffled));

    let mut harness = table();
    play_round(&mut harness, ["Ah", "Kd", "2c"], ["9s", "4h"]);
    assert_eq!(
        harness.table.game().rules().instruction(),
        FloorInstruction::Shuffle
    );
}

#[test]
fn triple_bet_decision_1_opens_on_the_third_own_card_for_every_player() {
    let mut harness = table();
    harness.close_round();
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(PLAYER_BOX)
    );
    harness.scan(PLAYER_BOX, "Ah").expect("own");
    harness.scan(PLAYER_BOX, "Kd").expect("own");
    let at = harness.now;
    let opened = harness.scan(PLAYER_BOX, "2c").expect("own");
    let closes_at = at.after(Duration::from_secs(10));
    assert!(opened.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::TripleBet(Window::FirstBet),
        closes_at,
    }));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision {
            window: DecisionWindow::TripleBet(Window::FirstBet),
            closes_at,
        }
    );
}

#[test]
fn triple_bet_community_card_1_is_turned_after_decision_1_and_opens_decision_2() {
    let mut harness = table();
    deal_own(&mut harness, ["Ah", "Kd", "2c"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(BOARD));
    let at = harness.now;
    let opened = harness.scan(BOARD, "9s").expect("community card 1");
    assert!(opened.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::TripleBet(Window::SecondBet),
        closes_at: at.after(DEFAULT_DECISION_WINDOW),
    }));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(BOARD));
    harness.scan(BOARD, "4h").expect("community card 2");
    assert!(harness.ending(DrawNumber(1)).is_some(), "settled");
}

#[test]
fn triple_bet_a_community_card_turned_while_the_players_decide_is_a_misdeal() {
    let mut harness = table();
    deal_own(&mut harness, ["Ah", "Kd", "2c"]);
    let decisions = harness.scan(BOARD, "9s").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: BOARD }));
}

#[test]
fn triple_bet_a_community_card_before_the_common_hand_is_complete_is_a_misdeal() {
    let mut harness = table();
    harness.close_round();
    harness.scan(PLAYER_BOX, "Ah").expect("own");
    let decisions = harness.scan(BOARD, "9s").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: BOARD }));
}

#[test]
fn triple_bet_a_card_shown_while_bets_are_taken_is_a_misdeal() {
    let mut harness = table();
    let decisions = harness.scan(PLAYER_BOX, "Ah").expect("held");
    assert_eq!(
        held(&decisions),
        Some(&Incident::Misdeal { found: PLAYER_BOX })
    );
}

#[test]
fn triple_bet_an_unread_card_cannot_be_burned_so_it_holds_the_round() {
    let mut harness = table();
    harness.close_round();
    let decisions = harness.observe(Observation::CardUnreadable).expect("held");
    assert_eq!(held(&decisions), Some(&Incident::CardUnreadable));
}

#[test]
fn triple_bet_every_bet_settles_for_every_decision_path_and_a_withdrawn_bet_is_returned() {
    let mut harness = table();
    let settled = play_round(&mut harness, ["Ts", "Th", "4c"], ["Td", "2s"]);
    assert_eq!(line(&settled, "bet_1@ride"), WIN(3), "three of a kind");
    assert_eq!(line(&settled, "bet_1@withdraw"), WITHDRAWN);
    assert_eq!(line(&settled, "bet_2@ride"), WIN(3));
    assert_eq!(line(&settled, "bet_2@withdraw"), WITHDRAWN);
    assert_eq!(line(&settled, "bet_3"), WIN(3), "bet 3 always stays");
    assert_eq!(line(&settled, "bonus"), WIN(5));
    assert_eq!(settled.len(), 6);
}

#[test]
fn triple_bet_a_hand_below_a_pair_of_tens_loses_every_standing_bet() {
    let mut harness = table();
    let settled = play_round(&mut harness, ["9s", "9h", "4c"], ["2d", "7s"]);
    for standing in ["bet_1@ride", "bet_2@ride", "bet_3", "bonus"] {
        assert_eq!(line(&settled, standing), LOSE, "{standing}");
    }
    assert_eq!(line(&settled, "bet_1@withdraw"), WITHDRAWN);
}

#[test]
fn triple_bet_the_bonus_pays_a_four_card_flush_while_the_bets_lose() {
    let mut harness = table();
    let settled = play_round(&mut harness, ["2h", "5h", "9h"], ["Kh", "3c"]);
    assert_eq!(line(&settled, "bonus"), WIN(3));
    assert_eq!(line(&settled, "bet_3"), LOSE);
}

#[test]
fn triple_bet_a_raised_line_is_paid_and_one_below_the_rulebook_is_refused_naming_it() {
    let mut config = TripleBetConfig {
        raised: vec![("bet.three_of_a_kind".into(), Payout::times(4))],
        ..TripleBetConfig::default()
    };
    assert_eq!(config.check(), Ok(()));
    let mut harness = table_with(config.clone());
    let settled = play_round(&mut harness, ["Ts", "Th", "4c"], ["Td", "2s"]);
    assert_eq!(line(&settled, "bet_3"), WIN(4));

    config.raised = vec![("bonus.two_pair".into(), Payout::times(2))];
    let refused = config.check().expect_err("below 3 x").to_string();
    assert!(refused.contains("bonus.two_pair"), "{refused}");
    config.raised = vec![("bet.pair".into(), Payout::times(1))];
    assert!(config.check().is_err(), "no such line");
}

#[test]
fn triple_bet_the_decision_windows_are_10_seconds_unless_the_table_sets_them() {
    let config = TripleBetConfig::default();
    assert_eq!(config.decision_window, Duration::from_secs(10));
    let none = TripleBetConfig {
        decision_window: Duration::ZERO,
        ..config
    };
    assert!(none.check().is_err());
}

#[test]
fn triple_bet_a_correction_of_a_community_card_settles_every_line_again() {
    let mut harness = table();
    let settled = play_round(&mut harness, ["Ts", "Th", "4c"], ["Td", "2s"]);
    assert_eq!(line(&settled, "bet_3"), WIN(3));
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)).cloned() else {
        panic!("settled");
    };
    let reading = Reading::Card {
        position: BOARD,
        index: 1,
        barcode: barcode(1, "3d"),
    };
    let reread = harness
        .table
        .game()
        .rules()
        .reread(&outcome, &reading)
        .expect("a community card is read again");
    let bet_3 = reread
        .verdicts
        .iter()
        .find(|verdict| verdict.market.as_str() == "bet_3")
        .expect("bet_3");
    assert_eq!(bet_3.payout, Some(Payout::times(1)), "a pair of tens");
    assert_eq!(reread.verdicts.len(), 6);
}

#[test]
fn triple_bet_each_box_publishes_its_paytable_with_the_tables_raised_lines() {
    let config = TripleBetConfig {
        raised: vec![("bonus.flush".into(), Payout::times(25))],
        ..TripleBetConfig::default()
    };
    let harness = table_with(config);
    let paytables = harness.table.game().rules().paytables();
    let boxes: Vec<&str> = paytables
        .iter()
        .map(|(market, _)| market.as_str())
        .collect();
    assert_eq!(boxes, ["bet", "bonus"]);
    let pays = |at: usize, name: &str| {
        paytables[at]
            .1
            .iter()
            .find(|line| line.line == name)
            .map(|line| line.pays)
    };
    assert_eq!(pays(0, "tens_or_better"), Some(Payout::times(1)));
    assert_eq!(pays(0, "straight_flush"), Some(Payout::times(30)));
    assert_eq!(pays(1, "flush"), Some(Payout::times(25)));
    assert_eq!(pays(1, "four_card_straight"), Some(Payout::times(3)));
}
