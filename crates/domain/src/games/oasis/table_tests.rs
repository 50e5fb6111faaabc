//! Oasis Stud Poker versions A and C as a common-hand table runs them (house-games.md,
//! stud-and-triple-bet.md "How a studio runs these games" and "Flow"), one test per rule.

use super::config::{OasisConfig, DEFAULT_DECISION_WINDOW};
use super::progressive_bonus::ProgressiveBonus;
use super::version::OasisVersion;
use super::window::Window;
use crate::correction::Reading;
use crate::decision::{Decision, DrawNumber, Incident};
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::limits::Amount;
use crate::market::{MarketId, Payout, Prize, Settlement, Verdict};
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::position::Position::{Dealer, Player};
use crate::testkit::{barcode, held, line, Harness};
use std::time::Duration;

fn table(version: OasisVersion) -> Harness {
    let config = OasisConfig {
        version,
        ..OasisConfig::default()
    };
    let mut harness = Harness::with_shoe(GameConfig::Oasis(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

/// Betting closes, the common hand and the dealer's up card are dealt: the window opens.
fn deal_to_window(harness: &mut Harness, player: [&str; 5], up: &str) -> Vec<Decision> {
    harness.close_round();
    for card in player {
        harness.scan(Player, card).expect("a player card");
    }
    harness.scan(Dealer, up).expect("the up card")
}

/// A whole round: the window left to close, the dealer's other four turned.
fn play_round(harness: &mut Harness, player: [&str; 5], dealer: [&str; 5]) -> Vec<Settlement> {
    deal_to_window(harness, player, dealer[0]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    for card in &dealer[1..] {
        harness.scan(Dealer, card).expect("a dealer card");
    }
    harness.settlements()
}

const WIN: fn(i32) -> (Verdict, Payout) = |times| (Verdict::Win, Payout::times(times));
const LOSE: (Verdict, Payout) = (Verdict::Lose, Payout::LOST);
const PUSH: (Verdict, Payout) = (Verdict::Push, Payout::NOTHING);
const NO_STAKE: (Verdict, Payout) = (Verdict::Void, Payout::NOTHING);

#[test]
fn oasis_the_betting_round_offers_the_ante_and_the_bonus_where_the_version_has_one() {
    assert_eq!(table(OasisVersion::A).offered(1), ["ante", "bonus"]);
    assert_eq!(table(OasisVersion::C).offered(1), ["ante"]);
}

#[test]
fn oasis_standard_and_b_need_seats_mode_so_a_common_hand_refuses_them() {
    for version in [OasisVersion::Standard, OasisVersion::B] {
        let config = OasisConfig {
            version,
            ..OasisConfig::default()
        };
        let refused = config.check().expect_err("refused").to_string();
        assert!(refused.contains(version.name()), "{refused}");
    }
    for version in [OasisVersion::A, OasisVersion::C, OasisVersion::D] {
        let config = OasisConfig {
            version,
            ..OasisConfig::default()
        };
        assert_eq!(config.check(), Ok(()));
    }
}

#[test]
fn oasis_one_deck_is_shuffled_before_every_round() {
    let mut harness = Harness::with_shoe(GameConfig::Oasis(OasisConfig::default()), 1);
    harness.close_round();
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::DeckNotShuffled));
}

#[test]
fn oasis_the_dealer_s_up_card_after_the_common_hand_opens_one_window_for_every_player() {
    let mut harness = table(OasisVersion::A);
    let opened = deal_to_window(&mut harness, ["Ac", "Kd", "6h", "4c", "3d"], "Jh");
    let closes_at = harness.now.after(Duration::from_secs(10));
    assert!(opened.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::Oasis(Window::ContinueOrFold),
        closes_at,
    }));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision {
            window: DecisionWindow::Oasis(Window::ContinueOrFold),
            closes_at,
        }
    );
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Dealer));
}

#[test]
fn oasis_a_dealer_card_before_the_common_hand_is_complete_is_a_misdeal() {
    let mut harness = table(OasisVersion::A);
    harness.close_round();
    harness.scan(Player, "Ac").expect("a player card");
    let decisions = harness.scan(Dealer, "Jh").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Dealer }));
}

#[test]
fn oasis_a_dealer_card_turned_while_the_players_decide_is_a_misdeal() {
    let mut harness = table(OasisVersion::A);
    deal_to_window(&mut harness, ["Ac", "Kd", "6h", "4c", "3d"], "Jh");
    let decisions = harness.scan(Dealer, "9s").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Dealer }));
}

#[test]
fn oasis_an_unread_card_cannot_be_burned_so_it_holds_the_round() {
    let mut harness = table(OasisVersion::A);
    harness.close_round();
    let decisions = harness.observe(Observation::CardUnreadable).expect("held");
    assert_eq!(held(&decisions), Some(&Incident::CardUnreadable));
}

#[test]
fn oasis_a_every_box_settles_for_both_decisions_against_a_qualifying_dealer() {
    let mut harness = table(OasisVersion::A);
    // A flush against a dealer's pair of kings.
    let settled = play_round(
        &mut harness,
        ["2h", "6h", "9h", "Jh", "Qh"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    assert_eq!(line(&settled, "ante@continue"), WIN(1));
    assert_eq!(line(&settled, "bet@continue"), WIN(5), "a flush pays 5 x");
    assert_eq!(line(&settled, "bonus@continue"), WIN(100));
    assert_eq!(line(&settled, "ante@fold"), LOSE);
    assert_eq!(line(&settled, "bet@fold"), NO_STAKE);
    assert_eq!(line(&settled, "bonus@fold"), LOSE, "a fold loses the bonus");
    assert_eq!(settled.len(), 6);
}

#[test]
fn oasis_a_a_dealer_below_ace_king_does_not_qualify_the_ante_wins_and_the_bet_pushes() {
    let mut harness = table(OasisVersion::A);
    let settled = play_round(
        &mut harness,
        ["2c", "2d", "9h", "Jh", "Qs"],
        ["Kc", "Qd", "8s", "5c", "3d"],
    );
    assert_eq!(line(&settled, "ante@continue"), WIN(1));
    assert_eq!(line(&settled, "bet@continue"), PUSH);
}

#[test]
fn oasis_a_a_better_qualifying_dealer_takes_ante_and_bet_and_equal_hands_push_both() {
    let mut harness = table(OasisVersion::A);
    let settled = play_round(
        &mut harness,
        ["2c", "2d", "9h", "Jh", "Qs"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    assert_eq!(line(&settled, "ante@continue"), LOSE);
    assert_eq!(line(&settled, "bet@continue"), LOSE);

    let mut harness = table(OasisVersion::A);
    let settled = play_round(
        &mut harness,
        ["Ac", "Kd", "9h", "7h", "4s"],
        ["As", "Kh", "9c", "7d", "4c"],
    );
    assert_eq!(line(&settled, "ante@continue"), PUSH);
    assert_eq!(line(&settled, "bet@continue"), PUSH);
}

#[test]
fn oasis_c_deuces_are_wild_and_a_pair_of_8s_qualifies_the_dealer() {
    let mut harness = table(OasisVersion::C);
    // Three sevens with a deuce against the dealer's pair of eights.
    let settled = play_round(
        &mut harness,
        ["7c", "7d", "2h", "Jh", "4s"],
        ["8c", "8d", "Ks", "5c", "3d"],
    );
    assert_eq!(line(&settled, "ante@continue").0, Verdict::Win);
    assert!(settled
        .iter()
        .all(|line| !line.market.as_str().starts_with("bonus")));
    assert_eq!(settled.len(), 4);

    let mut harness = table(OasisVersion::C);
    let settled = play_round(
        &mut harness,
        ["7c", "7d", "2h", "Jh", "4s"],
        ["8c", "7h", "Ks", "5c", "3d"],
    );
    assert_eq!(
        line(&settled, "bet@continue"),
        PUSH,
        "a dealer below a pair of 8s does not qualify"
    );
}

#[test]
fn oasis_a_correction_of_a_dealer_card_settles_every_line_again() {
    let mut harness = table(OasisVersion::A);
    let settled = play_round(
        &mut harness,
        ["2c", "2d", "9h", "Jh", "Qs"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    assert_eq!(line(&settled, "ante@continue"), LOSE);
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)).cloned() else {
        panic!("settled");
    };
    let reading = Reading::Card {
        position: Dealer,
        index: 2,
        barcode: barcode(1, "7d"),
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
        .find(|verdict| verdict.market.as_str() == "ante@continue")
        .expect("ante@continue");
    assert_eq!(
        ante.verdict,
        Verdict::Win,
        "king high does not qualify: the ante wins"
    );
}

#[test]
fn oasis_each_box_publishes_its_paytable() {
    let harness = table(OasisVersion::A);
    let paytables = harness.table.game().rules().paytables();
    let pays = |at: usize, name: &str| {
        paytables[at]
            .1
            .iter()
            .find(|line| line.line == name)
            .map(|line| line.pays)
    };
    assert_eq!(pays(0, "ante"), Some(Payout::times(1)));
    assert_eq!(pays(0, "bet.royal_flush"), Some(Payout::times(100)));
    assert_eq!(pays(0, "bet.ace_king"), Some(Payout::times(1)));
    assert_eq!(pays(1, "straight"), Some(Payout::times(50)));
}

#[test]
fn oasis_the_decision_window_is_10_seconds_unless_the_table_sets_it() {
    let config = OasisConfig::default();
    assert_eq!(config.decision_window, Duration::from_secs(10));
    let none = OasisConfig {
        decision_window: Duration::ZERO,
        ..config
    };
    assert!(none.check().is_err());
}

#[test]
fn oasis_a_raised_line_is_paid_and_one_below_the_rulebook_is_refused_naming_it() {
    let raised = |lines: &[(&str, i32)]| OasisConfig {
        raised: lines
            .iter()
            .map(|&(line, times)| (line.to_string(), Payout::times(times)))
            .collect(),
        ..OasisConfig::default()
    };
    let config = raised(&[("bet.flush", 6), ("bonus.flush", 120)]);
    assert_eq!(config.check(), Ok(()));
    let mut harness = Harness::with_shoe(GameConfig::Oasis(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    let settled = play_round(
        &mut harness,
        ["2h", "6h", "9h", "Jh", "Qh"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    assert_eq!(
        line(&settled, "bet@continue"),
        WIN(6),
        "the raised flush line"
    );
    assert_eq!(line(&settled, "bonus@continue"), WIN(120));

    let refused = raised(&[("bet.flush", 4)]).check().expect_err("below 5 x");
    assert!(refused.to_string().contains("bet.flush"), "{refused}");
    let unknown = raised(&[("bet.five_aces", 9)])
        .check()
        .expect_err("no such line");
    assert!(unknown.to_string().contains("bet.five_aces"), "{unknown}");
}

#[test]
fn oasis_c_and_d_have_no_bonus_so_a_raised_bonus_line_is_refused() {
    for version in [OasisVersion::C, OasisVersion::D] {
        let config = OasisConfig {
            version,
            raised: vec![("bonus.flush".to_string(), Payout::times(150))],
            ..OasisConfig::default()
        };
        let refused = config.check().expect_err("no bonus box").to_string();
        assert!(refused.contains("no bonus"), "{version}: {refused}");
    }
}

fn with_progressive_bonus() -> OasisConfig {
    let progressive = ProgressiveBonus::parse([
        ("stake", "1"),
        ("royal_flush", "100%"),
        ("straight_flush", "10%"),
    ])
    .expect("a progressive bonus");
    OasisConfig {
        progressive_bonus: Some(progressive),
        ..OasisConfig::default()
    }
}

#[test]
fn oasis_a_progressive_bonus_publishes_its_pot_lines_with_their_prizes_and_the_rest_at_their_multiples(
) {
    let config = with_progressive_bonus();
    assert_eq!(config.check(), Ok(()));
    let harness = Harness::with_shoe(GameConfig::Oasis(config), 1);
    let paytables = harness.table.game().rules().paytables();
    let bonus = &paytables[1].1;
    let lines: Vec<(&str, Payout, Option<Prize>)> = bonus
        .iter()
        .map(|line| (line.line.as_str(), line.pays, line.prize))
        .collect();
    assert_eq!(
        lines,
        [
            ("royal_flush", Payout::NOTHING, Some(Prize::WHOLE_POT)),
            ("straight_flush", Payout::NOTHING, Some(Prize::Pot(1_000))),
            ("four_of_a_kind", Payout::times(250), None),
            ("full_house", Payout::times(150), None),
            ("flush", Payout::times(100), None),
            ("straight", Payout::times(50), None),
        ]
    );
}

#[test]
fn oasis_a_progressive_bonus_line_the_pot_pays_wins_with_no_payout_and_the_others_pay_their_multiple(
) {
    let mut harness = Harness::with_shoe(GameConfig::Oasis(with_progressive_bonus()), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    let royal = play_round(
        &mut harness,
        ["Ah", "Kh", "Qh", "Jh", "Th"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    let bonus = royal
        .iter()
        .find(|settled| settled.market.as_str() == "bonus@continue")
        .expect("bonus@continue");
    assert_eq!((bonus.verdict, bonus.payout), (Verdict::Win, None));
    assert_eq!(line(&royal, "bonus@fold"), (Verdict::Lose, Payout::LOST));

    let mut harness = Harness::with_shoe(GameConfig::Oasis(with_progressive_bonus()), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    let flush = play_round(
        &mut harness,
        ["2h", "6h", "9h", "Jh", "Qh"],
        ["Kc", "Kd", "8s", "5c", "3d"],
    );
    assert_eq!(line(&flush, "bonus@continue"), WIN(100));
}

#[test]
fn oasis_a_progressive_bonus_takes_its_one_stake() {
    let config = GameConfig::Oasis(with_progressive_bonus());
    assert_eq!(
        config.fixed_stakes(),
        [(MarketId::new("bonus"), Amount::whole(1))]
    );
    assert_eq!(GameConfig::Oasis(OasisConfig::default()).fixed_stakes(), []);
}
