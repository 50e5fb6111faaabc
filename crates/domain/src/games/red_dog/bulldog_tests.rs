//! Bulldog as a table runs it (red-dog.md, "Bulldog flow", "Seats and bets"), one test per
//! rule: the seat holders' bets through the Decisions API deal their seats in, and each seat
//! with a bet gets its own third card, in seat order.

use super::config::{RedDogConfig, DEFAULT_DECISION_WINDOW};
use super::kind::RedDogGame;
use super::table::{seat_position, GRID};
use crate::correction::Reading;
use crate::decision::Incident;
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::games::blackjack::{Action, Choice, PlayerDecision};
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Verdict};
use crate::outcome::Outcome;
use crate::player::DecisionRefusal;
use crate::testkit::{barcode, held, line, Harness};
use crate::GameKind;

fn bulldog() -> RedDogConfig {
    RedDogConfig::of(RedDogGame::Bulldog)
}

fn table_with(config: RedDogConfig) -> Harness {
    Harness::with_shoe(GameConfig::RedDog(config), 6)
}

fn bet(harness: &mut Harness, seat: u8) -> Result<Vec<Decision>, TableError> {
    harness.decide(PlayerDecision {
        seat,
        hand: 1,
        choice: Choice::Bet,
    })
}

/// Seats `seats` bet, betting closes and the grid cards are dealt.
fn grid(harness: &mut Harness, seats: &[u8], cards: [&str; 2]) -> Vec<Decision> {
    for &seat in seats {
        bet(harness, seat).expect("a seat bet");
    }
    harness.close_round();
    harness.scan(GRID, cards[0]).expect("first grid card");
    harness.scan(GRID, cards[1]).expect("second grid card")
}

fn refusal(result: Result<Vec<Decision>, TableError>) -> &'static str {
    match result {
        Err(TableError::Refused(DecisionRefusal::Bulldog(refusal))) => refusal.code(),
        other => panic!("not a Bulldog refusal: {other:?}"),
    }
}

#[test]
fn bulldog_the_betting_round_offers_a_bet_on_each_seat() {
    let harness = table_with(bulldog());
    let seats: Vec<String> = (1..=7).map(|seat| format!("seat-{seat}")).collect();
    assert_eq!(harness.offered(1), seats);
    let five = table_with(RedDogConfig {
        seats: 5,
        ..bulldog()
    });
    assert_eq!(five.offered(1).len(), 5);
}

#[test]
fn bulldog_has_5_to_7_seats() {
    for seats in [5, 6, 7] {
        let config = RedDogConfig { seats, ..bulldog() };
        assert_eq!(config.check(), Ok(()), "{seats} seats");
    }
    for seats in [4, 8] {
        let config = RedDogConfig { seats, ..bulldog() };
        let refused = config.check().expect_err("out of 5-7").to_string();
        assert!(refused.contains("seats"), "{refused}");
    }
}

#[test]
fn bulldog_a_seat_bet_is_taken_once_on_a_seat_of_the_table_while_betting_is_open() {
    let mut harness = table_with(RedDogConfig {
        seats: 5,
        ..bulldog()
    });
    let taken = bet(&mut harness, 3).expect("seat 3");
    assert_eq!(
        taken,
        [Decision::SeatBet {
            draw: harness.draw(),
            seat: 3
        }]
    );
    assert_eq!(refusal(bet(&mut harness, 3)), "already_bet");
    assert_eq!(refusal(bet(&mut harness, 6)), "no_such_seat");
    harness.close_round();
    assert_eq!(refusal(bet(&mut harness, 4)), "betting_closed");
}

#[test]
fn bulldog_takes_no_blackjack_action_and_red_dog_no_seat_bet() {
    let mut harness = table_with(bulldog());
    let action = harness.decide(PlayerDecision {
        seat: 1,
        hand: 1,
        choice: Choice::Act(Action::Hit),
    });
    assert!(matches!(action, Err(TableError::NotExpected { .. })));
    let mut red_dog = table_with(RedDogConfig::default());
    assert!(matches!(
        bet(&mut red_dog, 1),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn bulldog_a_round_nobody_bet_a_seat_on_is_over_when_betting_closes() {
    let mut harness = table_with(bulldog());
    let draw = harness.draw();
    harness.close_round();
    let Some(Decision::DrawSettled {
        outcome,
        settlements,
        ..
    }) = harness.ending(draw)
    else {
        panic!("settled at once");
    };
    let Outcome::Bulldog(outcome) = outcome else {
        panic!("a Bulldog outcome");
    };
    assert_eq!(outcome.grid, None);
    assert!(outcome.seats.is_empty());
    assert!(settlements
        .iter()
        .all(|settled| settled.verdict == Verdict::Void));
}

#[test]
fn bulldog_on_a_spread_one_third_card_goes_to_each_seat_with_a_bet_in_seat_order() {
    let mut harness = table_with(bulldog());
    grid(&mut harness, &[5, 2], ["4c", "9d"]);
    assert!(matches!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision { .. }
    ));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(seat_position(2))
    );
    harness.scan(seat_position(2), "6h").expect("seat 2's card");
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(seat_position(5))
    );
}

#[test]
fn bulldog_each_seat_settles_on_its_own_third_card() {
    let mut harness = table_with(bulldog());
    grid(&mut harness, &[2, 5], ["4c", "9d"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    harness.scan(seat_position(2), "6h").expect("seat 2's card");
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(seat_position(5))
    );
    harness.scan(seat_position(5), "Kh").expect("seat 5's card");
    let settled = harness.settlements();
    // Spread 4 (5 to 8 lie between): 1 x on bet and raise.
    assert_eq!(
        line(&settled, "seat-2@raise"),
        (Verdict::Win, Payout::times(1))
    );
    assert_eq!(
        line(&settled, "seat-2-raise@raise"),
        (Verdict::Win, Payout::times(1))
    );
    assert_eq!(
        line(&settled, "seat-2@no_raise"),
        (Verdict::Win, Payout::times(1))
    );
    assert_eq!(
        line(&settled, "seat-5@raise"),
        (Verdict::Lose, Payout::LOST)
    );
    assert_eq!(
        line(&settled, "seat-5@no_raise"),
        (Verdict::Lose, Payout::LOST)
    );
    // A seat nobody bet on is void.
    assert_eq!(
        line(&settled, "seat-1@no_raise"),
        (Verdict::Void, Payout::NOTHING)
    );
}

#[test]
fn bulldog_on_a_pair_no_raise_window_opens_and_a_seat_s_trips_pay_11x_else_push() {
    let mut harness = table_with(bulldog());
    let decisions = grid(&mut harness, &[1, 3], ["7c", "7d"]);
    assert!(!decisions
        .iter()
        .any(|decision| matches!(decision, Decision::DecisionWindowOpened { .. })));
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(seat_position(1))
    );
    harness.scan(seat_position(1), "7h").expect("seat 1's card");
    harness.scan(seat_position(3), "Qh").expect("seat 3's card");
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "seat-1@no_raise"),
        (Verdict::Win, Payout::times(11))
    );
    assert_eq!(
        line(&settled, "seat-1-raise@raise"),
        (Verdict::Void, Payout::NOTHING)
    );
    assert_eq!(
        line(&settled, "seat-3@no_raise"),
        (Verdict::Void, Payout::NOTHING),
        "a push"
    );
}

#[test]
fn bulldog_consecutive_cards_deal_no_third_card_and_void_every_seat() {
    let mut harness = table_with(bulldog());
    grid(&mut harness, &[4], ["Qc", "Kd"]);
    let settled = harness.settlements();
    assert_eq!(
        line(&settled, "seat-4@no_raise"),
        (Verdict::Void, Payout::NOTHING)
    );
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)) else {
        panic!("settled");
    };
    let Outcome::Bulldog(outcome) = outcome else {
        panic!("a Bulldog outcome");
    };
    assert_eq!(outcome.seats.len(), 1);
    assert_eq!(outcome.seats[0].third, None);
}

#[test]
fn bulldog_a_third_card_scanned_at_another_seat_than_the_next_holds_the_draw() {
    let mut harness = table_with(bulldog());
    grid(&mut harness, &[2, 5], ["4c", "9d"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    let no_seat = harness.scan(seat_position(8), "6h");
    assert!(matches!(no_seat, Err(TableError::NoSuchPosition { .. })));
    let out_of_turn = harness.scan(seat_position(5), "6h").expect("held");
    assert_eq!(
        held(&out_of_turn),
        Some(&Incident::WrongPosition {
            expected: seat_position(2),
            found: seat_position(5),
        })
    );
}

#[test]
fn bulldog_a_correction_of_a_seat_s_card_settles_that_seat_again() {
    let mut harness = table_with(bulldog());
    grid(&mut harness, &[2, 5], ["4c", "9d"]);
    harness.advance(DEFAULT_DECISION_WINDOW);
    harness.scan(seat_position(2), "6h").expect("seat 2's card");
    harness.scan(seat_position(5), "Kh").expect("seat 5's card");
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)).cloned() else {
        panic!("settled");
    };
    let reading = Reading::Card {
        position: seat_position(5),
        index: 1,
        barcode: barcode(1, "7s"),
    };
    let rules = harness.table.game().rules();
    let reread = rules.reread(&outcome, &reading).expect("read again");
    let seat_5 = reread
        .verdicts
        .iter()
        .find(|verdict| verdict.market.as_str() == "seat-5@no_raise")
        .expect("seat 5");
    assert_eq!(seat_5.verdict, Verdict::Win);
    let no_bet = Reading::Card {
        position: seat_position(3),
        index: 1,
        barcode: barcode(1, "7s"),
    };
    assert!(
        rules.reread(&outcome, &no_bet).is_err(),
        "seat 3 had no card"
    );
}

#[test]
fn bulldog_tables_are_bulldog_s_kind() {
    let harness = table_with(bulldog());
    assert_eq!(harness.table.game().kind(), GameKind::Bulldog);
}
