//! Three Card Poker and Fast Poker in seats mode (house-games.md, "Two ways to seat players";
//! three-card-and-holdem.md, "Seating"), one test per rule.

use super::config::{ThreeCardConfig, DEFAULT_DECISION_WINDOW};
use super::kind::ThreeCardGame;
use crate::decision::{Decision, Incident};
use crate::error::TableError;
use crate::games::seating::Seating;
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Verdict};
use crate::outcome::Outcome;
use crate::player::{DecisionRefusal, PlayerAction};
use crate::position::Position::{self, Dealer};
use crate::seat_request::{SeatChoice, SeatOption, SeatRequest};
use crate::testkit::{held, line, Harness};

use super::seats::SeatRefusal;
use super::settlement::ThreeCardDecision;

fn seated(game: ThreeCardGame) -> Harness {
    let config = ThreeCardConfig {
        seating: Seating::Seats,
        ..ThreeCardConfig::of(game)
    };
    let mut harness = Harness::with_shoe(GameConfig::ThreeCard(config), 1);
    harness
        .observe(crate::observation::Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

fn request(seat: u8, choice: SeatChoice) -> SeatRequest {
    SeatRequest {
        seat,
        hand: 1,
        choice,
    }
}

fn bet(harness: &mut Harness, seat: u8) {
    harness
        .decide(request(seat, SeatChoice::Bet))
        .expect("the bet is taken");
}

fn option(seat: u8, option: SeatOption) -> SeatRequest {
    request(seat, SeatChoice::Option(option))
}

fn seat(seat: u8) -> Position {
    Position::Seat { seat, hand: 1 }
}

/// Seats 2 and 5 bet; each gets its three cards in seat order.
fn dealt(harness: &mut Harness, two: [&str; 3], five: [&str; 3]) {
    bet(harness, 2);
    bet(harness, 5);
    harness.close_round();
    for round in 0..3 {
        for (at, cards) in [(2, two), (5, five)] {
            assert_eq!(
                harness.table.game().rules().instruction(),
                FloorInstruction::Deal(seat(at)),
                "one card at a time in seat order"
            );
            harness.scan(seat(at), cards[round]).expect("taken");
        }
    }
}

fn refusal(result: Result<Vec<Decision>, TableError>) -> DecisionRefusal {
    match result {
        Err(TableError::Refused(refusal)) => refusal,
        other => panic!("not refused by the rules: {other:?}"),
    }
}

#[test]
fn seats_a_seat_holder_s_bet_deals_the_seat_in_and_the_boxes_are_each_seat_s() {
    let harness = seated(ThreeCardGame::ThreeCardPoker);
    let offered = harness.offered(1);
    assert_eq!(offered.len(), 14, "seven seats, two boxes each");
    assert_eq!(offered[..2], ["seat-1-ante", "seat-1-pairplus"]);
    assert_eq!(offered[12..], ["seat-7-ante", "seat-7-pairplus"]);
    let fast = seated(ThreeCardGame::FastPoker);
    assert_eq!(fast.offered(1)[..2], ["seat-1-bet", "seat-1-bonus"]);
}

#[test]
fn seats_a_second_bet_on_a_seat_a_seat_past_7_and_a_bet_after_betting_closed_are_refused() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    bet(&mut harness, 3);
    let again = refusal(harness.decide(request(3, SeatChoice::Bet)));
    assert_eq!(again.code(), "already_bet");
    let eighth = refusal(harness.decide(request(8, SeatChoice::Bet)));
    assert_eq!(
        eighth,
        DecisionRefusal::ThreeCard(SeatRefusal::NoSuchSeat(8))
    );
    harness.close_round();
    let late = refusal(harness.decide(request(4, SeatChoice::Bet)));
    assert_eq!(late.code(), "betting_closed");
}

#[test]
fn seats_a_round_nobody_bet_a_seat_on_is_over_when_betting_closes_with_no_card_dealt() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    let draw = harness.draw();
    harness.close_round();
    let ended = harness.ending(draw);
    assert!(
        matches!(ended, Some(Decision::DrawSettled { outcome: Outcome::ThreeCardSeats(outcome), .. }) if outcome.seats.is_empty() && outcome.dealer.is_none()),
        "{ended:?}"
    );
}

#[test]
fn seats_each_seat_plays_or_folds_once_in_the_window_and_the_window_closes_when_all_have() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    dealt(&mut harness, ["Ah", "Kd", "2c"], ["9s", "9h", "4d"]);
    let early = refusal(harness.decide(option(3, SeatOption::Play)));
    assert_eq!(early.code(), "no_bet", "seat 3 has no hand");
    harness.decide(option(2, SeatOption::Play)).expect("plays");
    let again = refusal(harness.decide(option(2, SeatOption::Fold)));
    assert_eq!(again.code(), "already_answered");
    assert!(matches!(
        harness.table.game().rules().instruction(),
        FloorInstruction::WaitForDecision { .. }
    ));
    let decided = harness.decide(option(5, SeatOption::Fold)).expect("folds");
    assert!(decided.iter().any(|decision| matches!(
        decision,
        Decision::PlayerDecided {
            seat: 5,
            action: PlayerAction::ThreeCard(ThreeCardDecision::Fold),
            by_default: false,
            ..
        }
    )));
    assert_eq!(
        harness.table.game().rules().instruction(),
        FloorInstruction::Deal(Dealer),
        "every seat decided: the dealer turns his cards"
    );
    let late = refusal(harness.decide(option(2, SeatOption::Fold)));
    assert_eq!(late.code(), "window_closed");
}

#[test]
fn seats_a_seat_that_does_not_decide_in_time_folds_by_default() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    dealt(&mut harness, ["Ah", "Kd", "2c"], ["9s", "9h", "4d"]);
    harness.decide(option(2, SeatOption::Play)).expect("plays");
    let closed = harness.advance(DEFAULT_DECISION_WINDOW);
    assert!(closed.iter().any(|decision| matches!(
        decision,
        Decision::PlayerDecided {
            seat: 5,
            action: PlayerAction::ThreeCard(ThreeCardDecision::Fold),
            by_default: true,
            ..
        }
    )));
    let late = refusal(harness.decide(option(5, SeatOption::Play)));
    assert_eq!(late.code(), "window_closed");
}

#[test]
fn seats_each_seat_settles_on_its_own_hand_and_decision() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    let draw = harness.draw();
    dealt(&mut harness, ["Ah", "Kd", "2c"], ["9s", "9h", "4d"]);
    harness.decide(option(2, SeatOption::Fold)).expect("folds");
    harness.decide(option(5, SeatOption::Play)).expect("plays");
    for card in ["Qs", "8d", "3h"] {
        harness.scan(Dealer, card).expect("turned");
    }
    let settled = harness.settlements();
    // Seat 2 folded: ante and pairplus lost, no play bet.
    assert_eq!(line(&settled, "seat-2-ante"), (Verdict::Lose, Payout::LOST));
    assert_eq!(
        line(&settled, "seat-2-play"),
        (Verdict::Void, Payout::NOTHING)
    );
    assert_eq!(
        line(&settled, "seat-2-pairplus"),
        (Verdict::Lose, Payout::LOST)
    );
    // Seat 5's pair of nines beats the dealer's queen high: ante and play 1 x, pairplus 1 x.
    assert_eq!(
        line(&settled, "seat-5-ante"),
        (Verdict::Win, Payout::times(1))
    );
    assert_eq!(
        line(&settled, "seat-5-play"),
        (Verdict::Win, Payout::times(1))
    );
    assert_eq!(
        line(&settled, "seat-5-pairplus"),
        (Verdict::Win, Payout::times(1))
    );
    let ended = harness.ending(draw);
    let Some(Decision::DrawSettled {
        outcome: Outcome::ThreeCardSeats(outcome),
        ..
    }) = ended
    else {
        panic!("settled in seats: {ended:?}");
    };
    let seats: Vec<(u8, bool, bool)> = outcome
        .seats
        .iter()
        .map(|hand| (hand.seat, hand.played, hand.by_default))
        .collect();
    assert_eq!(seats, [(2, false, false), (5, true, false)]);
}

#[test]
fn seats_a_dealer_card_shown_before_the_seats_decide_is_a_misdeal() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    dealt(&mut harness, ["Ah", "Kd", "2c"], ["9s", "9h", "4d"]);
    let decisions = harness.scan(Dealer, "Qs").expect("held");
    assert!(
        matches!(held(&decisions), Some(Incident::Misdeal { .. })),
        "{decisions:?}"
    );
}

#[test]
fn seats_a_card_for_a_seat_without_a_bet_is_at_no_position_of_the_table() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    bet(&mut harness, 2);
    harness.close_round();
    assert!(matches!(
        harness.scan(seat(4), "Ah"),
        Err(TableError::NoSuchPosition { .. })
    ));
}

#[test]
fn seats_a_common_hand_table_refuses_seat_holders_decisions() {
    let mut harness = Harness::with_shoe(
        GameConfig::ThreeCard(ThreeCardConfig::of(ThreeCardGame::ThreeCardPoker)),
        1,
    );
    assert!(matches!(
        harness.decide(request(2, SeatChoice::Bet)),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn seats_a_corrected_seat_card_settles_that_seat_again_on_its_own_decision() {
    let mut harness = seated(ThreeCardGame::ThreeCardPoker);
    let draw = harness.draw();
    dealt(&mut harness, ["Ah", "Kd", "2c"], ["9s", "9h", "4d"]);
    harness.decide(option(2, SeatOption::Play)).expect("plays");
    harness.decide(option(5, SeatOption::Play)).expect("plays");
    for card in ["Qs", "8d", "3h"] {
        harness.scan(Dealer, card).expect("turned");
    }
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(draw).cloned() else {
        panic!("settled");
    };
    // Seat 2's A-K-2 beat the dealer's queen high; its second card was really the 2 of spades:
    // a pair of twos, which beats it too and pays pairplus 1 x.
    let reading = crate::correction::Reading::Card {
        position: seat(2),
        index: 2,
        barcode: crate::testkit::barcode(1, "2s"),
    };
    let reread = harness
        .table
        .game()
        .rules()
        .reread(&outcome, &reading)
        .expect("a seat's card is read again");
    let verdict = |market: &str| {
        let line = reread.verdicts.iter().find(|v| v.market.as_str() == market);
        line.map(|line| (line.verdict, line.payout))
    };
    assert_eq!(
        verdict("seat-2-pairplus"),
        Some((Verdict::Win, Some(Payout::times(1))))
    );
    assert_eq!(
        verdict("seat-5-play"),
        Some((Verdict::Win, Some(Payout::times(1))))
    );
    let Outcome::ThreeCardSeats(corrected) = reread.outcome else {
        panic!("a seats outcome");
    };
    assert!(corrected.seats.iter().all(|hand| hand.played));
}
