//! Red Dog as a common-hand table runs it (red-dog.md, house-games.md), one test per rule.

use super::config::{RedDogConfig, DEFAULT_DECISION_WINDOW};
use super::table::GRID;
use super::window::Window;
use crate::decision::{BurnCause, Decision};
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Verdict};
use crate::player::DecisionWindow;
use crate::testkit::{line, Harness};

fn table() -> Harness {
    table_with(RedDogConfig::default())
}

fn table_with(config: RedDogConfig) -> Harness {
    Harness::with_shoe(GameConfig::RedDog(config), 6)
}

/// Betting closes and the grid cards are dealt.
fn grid(harness: &mut Harness, cards: [&str; 2]) -> Vec<Decision> {
    harness.close_round();
    harness.scan(GRID, cards[0]).expect("first grid card");
    harness.scan(GRID, cards[1]).expect("second grid card")
}

#[test]
fn red_dog_the_betting_round_offers_the_bet() {
    let harness = table();
    let offered: Vec<String> = harness
        .table
        .markets(1)
        .iter()
        .map(|market| market.as_str().to_string())
        .collect();
    assert_eq!(offered, ["bet"]);
}

#[test]
fn red_dog_a_spread_opens_one_raise_window_then_the_third_card_settles_every_line() {
    let mut harness = table();
    let at = {
        harness.close_round();
        harness.now
    };
    harness.scan(GRID, "4c").expect("grid");
    let opened = harness.scan(GRID, "6d").expect("grid");
    let closes_at = at.after(DEFAULT_DECISION_WINDOW);
    assert!(opened.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window: DecisionWindow::RedDog(Window::Raise),
        closes_at,
    }));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(GRID));
    harness.scan(GRID, "5h").expect("the third card");
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "bet@raise"),
        (Verdict::Win, Payout::times(5))
    );
    assert_eq!(
        line(&settled, "raise@raise"),
        (Verdict::Win, Payout::times(5))
    );
    assert_eq!(
        line(&settled, "bet@no_raise"),
        (Verdict::Win, Payout::times(5))
    );
}

#[test]
fn red_dog_a_third_card_outside_the_spread_loses_bet_and_raise() {
    let mut harness = table();
    grid(&mut harness, ["2c", "Kd"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    harness.scan(GRID, "Kh").expect("the third card");
    let settled = harness.settlements();
    assert_eq!(line(&settled, "bet@raise"), (Verdict::Lose, Payout::LOST));
    assert_eq!(line(&settled, "raise@raise"), (Verdict::Lose, Payout::LOST));
}

#[test]
fn red_dog_consecutive_cards_deal_no_third_card_and_void_every_bet() {
    let mut harness = table();
    let decisions = grid(&mut harness, ["9c", "Td"]);
    assert!(!decisions
        .iter()
        .any(|decision| matches!(decision, Decision::DecisionWindowOpened { .. })));
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "bet@no_raise"),
        (Verdict::Void, Payout::NOTHING)
    );
    assert_eq!(
        line(&settled, "raise@raise"),
        (Verdict::Void, Payout::NOTHING)
    );
}

#[test]
fn red_dog_a_pair_takes_no_raise_its_third_card_comes_at_once_and_trips_pay_11x() {
    let mut harness = table();
    let decisions = grid(&mut harness, ["7c", "7d"]);
    assert!(!decisions
        .iter()
        .any(|decision| matches!(decision, Decision::DecisionWindowOpened { .. })));
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(GRID));
    harness.scan(GRID, "7h").expect("the third card");
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "bet@no_raise"),
        (Verdict::Win, Payout::times(11))
    );
    assert_eq!(
        line(&settled, "raise@raise"),
        (Verdict::Void, Payout::NOTHING)
    );

    let mut harness = table();
    grid(&mut harness, ["7c", "7d"]);
    harness.scan(GRID, "8h").expect("the third card");
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "bet@no_raise"),
        (Verdict::Void, Payout::NOTHING),
        "a push"
    );
}

#[test]
fn red_dog_a_card_shown_while_the_players_decide_is_burned() {
    let mut harness = table();
    grid(&mut harness, ["4c", "Jd"]);
    let decisions = harness.scan(GRID, "8h").expect("burned");
    assert!(matches!(
        decisions.as_slice(),
        [Decision::CardBurned {
            cause: BurnCause::ExposedWhileRoundOpen,
            ..
        }]
    ));
    assert!(matches!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision { .. }
    ));
}

#[test]
fn red_dog_a_raised_line_is_paid_and_one_below_the_rulebook_is_refused_naming_it() {
    let config = RedDogConfig {
        raised: vec![("spread_1".into(), Payout::times(6))],
        ..RedDogConfig::default()
    };
    assert_eq!(config.check(), Ok(()));
    let mut harness = table_with(config);
    grid(&mut harness, ["4c", "6d"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    harness.scan(GRID, "5h").expect("the third card");
    assert_eq!(
        line(&harness.settlements(), "bet@raise"),
        (Verdict::Win, Payout::times(6))
    );
    let below = RedDogConfig {
        raised: vec![("spread_1".into(), Payout::times(4))],
        ..RedDogConfig::default()
    };
    let refused = below.check().expect_err("below 5 x").to_string();
    assert!(refused.contains("spread_1"), "{refused}");
}
