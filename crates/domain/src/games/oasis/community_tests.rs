//! Oasis Stud Poker version D as a common-hand table runs it: Triple Bet Poker's round with
//! table D and no bonus (stud-and-triple-bet.md, "Version D" and "Bet-box paytables"), one
//! test per rule.

use super::config::{OasisConfig, DEFAULT_DECISION_WINDOW};
use super::version::OasisVersion;
use crate::decision::{Decision, DrawNumber};
use crate::games::triple_bet::table::{BOARD, PLAYER_BOX};
use crate::games::triple_bet::window::Window;
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::{Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::testkit::{line, Harness};

fn table() -> Harness {
    let config = OasisConfig {
        version: OasisVersion::D,
        ..OasisConfig::default()
    };
    let mut harness = Harness::with_shoe(GameConfig::Oasis(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

/// A whole round at a version D table, as Triple Bet Poker's tests play one.
fn play_round(own: [&str; 3], community: [&str; 2]) -> Vec<Settlement> {
    crate::games::triple_bet::table_tests::play_round(&mut table(), own, community)
}

const WIN: fn(i32) -> (Verdict, Payout) = |times| (Verdict::Win, Payout::times(times));
const LOSE: (Verdict, Payout) = (Verdict::Lose, Payout::LOST);
const WITHDRAWN: (Verdict, Payout) = (Verdict::Void, Payout::NOTHING);

#[test]
fn oasis_d_the_betting_round_offers_the_three_bet_boxes_and_no_bonus() {
    let harness = table();
    assert_eq!(harness.offered(1), ["bet"]);
    let paytables = harness.table.game().rules().paytables();
    let names: Vec<&str> = paytables.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(names, ["bet"]);
}

#[test]
fn oasis_d_decision_1_after_the_three_own_cards_and_decision_2_after_community_card_1() {
    let mut harness = table();
    harness.close_round();
    harness.scan(PLAYER_BOX, "Ah").expect("own");
    harness.scan(PLAYER_BOX, "Kd").expect("own");
    let at = harness.now;
    let first = harness.scan(PLAYER_BOX, "2c").expect("own");
    assert!(first.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::TripleBet(Window::FirstBet),
        closes_at: at.after(DEFAULT_DECISION_WINDOW),
    }));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(BOARD));
    let at = harness.now;
    let second = harness.scan(BOARD, "9s").expect("community card 1");
    assert!(second.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::TripleBet(Window::SecondBet),
        closes_at: at.after(DEFAULT_DECISION_WINDOW),
    }));
    harness.advance(DEFAULT_DECISION_WINDOW);
    harness.scan(BOARD, "4h").expect("community card 2");
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)) else {
        panic!("settled");
    };
    assert!(
        outcome.is_of(GameKind::OasisStud),
        "an oasis-stud table's outcome"
    );
}

#[test]
fn oasis_d_every_bet_settles_by_table_d_for_every_decision_path_with_no_bonus() {
    let settled = play_round(["Ts", "Th", "4c"], ["Td", "4s"]);
    assert_eq!(
        line(&settled, "bet_1@ride"),
        WIN(11),
        "a full house pays 11 x"
    );
    assert_eq!(line(&settled, "bet_1@withdraw"), WITHDRAWN);
    assert_eq!(line(&settled, "bet_2@ride"), WIN(11));
    assert_eq!(line(&settled, "bet_2@withdraw"), WITHDRAWN);
    assert_eq!(line(&settled, "bet_3"), WIN(11), "bet 3 always stays");
    assert_eq!(settled.len(), 5, "no bonus line");
}

#[test]
fn oasis_d_table_d_line_by_line() {
    let cases = [
        (["As", "Ks", "Qs"], ["Js", "Ts"], WIN(1000), "royal flush"),
        (["9s", "Ks", "Qs"], ["Js", "Ts"], WIN(200), "straight flush"),
        (["9s", "9h", "9d"], ["9c", "2s"], WIN(50), "four of a kind"),
        (["9s", "9h", "9d"], ["2c", "2s"], WIN(11), "full house"),
        (["9s", "3s", "7s"], ["Js", "2s"], WIN(8), "flush"),
        (["9s", "Th", "Jd"], ["Qc", "Ks"], WIN(5), "straight"),
        (["9s", "9h", "9d"], ["3c", "2s"], WIN(3), "three of a kind"),
        (["9s", "9h", "3d"], ["3c", "2s"], WIN(2), "two pair"),
        (["Ts", "Th", "3d"], ["5c", "2s"], WIN(1), "pair of tens"),
        (["9s", "9h", "3d"], ["5c", "2s"], LOSE, "pair of nines"),
        (["As", "Kh", "3d"], ["5c", "2s"], LOSE, "ace high"),
    ];
    for (own, community, pays, hand) in cases {
        let settled = play_round(own, community);
        assert_eq!(line(&settled, "bet_3"), pays, "{hand}");
    }
}

#[test]
fn oasis_d_a_raised_line_of_table_d_is_paid() {
    let config = OasisConfig {
        version: OasisVersion::D,
        raised: vec![("bet.flush".to_string(), Payout::times(9))],
        ..OasisConfig::default()
    };
    assert_eq!(config.check(), Ok(()));
    let mut harness = Harness::with_shoe(GameConfig::Oasis(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    let settled = crate::games::triple_bet::table_tests::play_round(
        &mut harness,
        ["9s", "3s", "7s"],
        ["Js", "2s"],
    );
    assert_eq!(
        line(&settled, "bet_3"),
        WIN(9),
        "table D's flush raised to 9 x"
    );
}
