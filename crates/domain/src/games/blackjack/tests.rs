//! Blackjack as the table plays it: seats, the dealer directed card by card, windows and their
//! defaults, the offer, the peek, the dealer's draw and settlement per seat and hand.

use super::choice::{Choice, PlayerDecision};
use super::window::Window;
use super::{Action, BlackjackConfig, Refusal, SideGame, Version};
use crate::decision::{Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Verdict};
use crate::observation::Observation;
use crate::player::{DecisionRefusal, DecisionWindow, PlayerAction};
use crate::position::Position::{self, Dealer};
use crate::shoe::ShoeError;
use crate::table::{Resolution, SupervisorCommand};
use crate::testkit::{barcode, Harness};
use crate::CancelReason;
use std::time::Duration;

const WINDOW: Duration = Duration::from_secs(10);

fn table(version: Version) -> Harness {
    table_with(BlackjackConfig::of(version))
}

fn table_with(config: BlackjackConfig) -> Harness {
    Harness::with_shoe(GameConfig::Blackjack(config), 6)
}

const fn seat(seat: u8, hand: u8) -> Position {
    Position::Seat { seat, hand }
}

fn bet(harness: &mut Harness, seat: u8) -> Result<Vec<Decision>, TableError> {
    harness.decide(PlayerDecision {
        seat,
        hand: 1,
        choice: Choice::Bet,
    })
}

fn act(
    harness: &mut Harness,
    seat: u8,
    hand: u8,
    action: Action,
) -> Result<Vec<Decision>, TableError> {
    harness.decide(PlayerDecision {
        seat,
        hand,
        choice: Choice::Act(action),
    })
}

/// Scans each (position, card) in turn; a card named twice comes from the next test deck.
fn deal(harness: &mut Harness, cards: &[(Position, &str)]) {
    for (position, card) in cards {
        let deck = 1 + u32::try_from(
            harness
                .decisions
                .iter()
                .filter(|decision| matches!(decision, Decision::CardDealt { barcode, .. } if barcode.card().to_string() == *card))
                .count(),
        )
        .unwrap_or(0);
        let observation = Observation::CardScanned {
            position: *position,
            barcode: barcode(deck, card),
        };
        harness
            .observe(observation)
            .unwrap_or_else(|error| panic!("{card} at {position}: {error}"));
    }
}

/// Seats `seats` bet, betting closes and the initial deal is scanned: `cards` holds each seat's
/// first card, the dealer's up card, each seat's second card.
fn start(harness: &mut Harness, seats: &[u8], cards: &[&str]) {
    for number in seats {
        bet(harness, *number).expect("bet");
    }
    harness.close_round();
    let mut sorted = seats.to_vec();
    sorted.sort_unstable();
    let order: Vec<Position> = sorted
        .iter()
        .map(|number| seat(*number, 1))
        .chain([Dealer])
        .chain(sorted.iter().map(|number| seat(*number, 1)))
        .collect();
    let dealt: Vec<(Position, &str)> = order.into_iter().zip(cards.iter().copied()).collect();
    deal(harness, &dealt);
}

fn settled(harness: &Harness, market: &str) -> (Verdict, Option<Payout>) {
    let Some(Decision::DrawSettled { settlements, .. }) = harness.ending(DrawNumber(1)) else {
        panic!("draw 1 not settled: {:?}", harness.decisions);
    };
    settlements
        .iter()
        .find(|settlement| settlement.market.as_str() == market)
        .map(|settlement| (settlement.verdict, settlement.payout))
        .unwrap_or_else(|| panic!("no settlement for {market}: {settlements:?}"))
}

fn refusal(result: Result<Vec<Decision>, TableError>) -> Refusal {
    match result {
        Err(TableError::Refused(DecisionRefusal::Blackjack(refusal))) => refusal,
        other => panic!("not refused: {other:?}"),
    }
}

fn wait_for(window: Window) -> FloorInstruction {
    FloorInstruction::WaitForDecision {
        window: DecisionWindow::Blackjack(window),
        closes_at: crate::Timestamp::from_millis(0),
    }
}

fn instruction_is(harness: &Harness, expected: FloorInstruction) {
    let found = harness.table.instruction();
    let same = match (found, expected) {
        (
            FloorInstruction::WaitForDecision { window: a, .. },
            FloorInstruction::WaitForDecision { window: b, .. },
        ) => a == b,
        (a, b) => a == b,
    };
    assert!(same, "instruction {found:?}, expected {expected:?}");
}

#[test]
fn blackjack_seats_bet_while_betting_is_open_and_are_dealt_from_the_dealer_s_left() {
    let mut harness = table(Version::H);
    bet(&mut harness, 5).expect("seat 5");
    bet(&mut harness, 2).expect("seat 2");
    harness.close_round();
    let mut order = Vec::new();
    for card in ["2c", "3c", "4c", "5c", "6c"] {
        let FloorInstruction::Deal(position) = harness.table.instruction() else {
            panic!("no card asked for: {:?}", harness.table.instruction());
        };
        order.push(position);
        deal(&mut harness, &[(position, card)]);
    }
    assert_eq!(
        order,
        [seat(2, 1), seat(5, 1), Dealer, seat(2, 1), seat(5, 1)]
    );
}

#[test]
fn blackjack_a_bet_is_refused_once_betting_closed_or_twice_on_a_seat() {
    let mut harness = table(Version::H);
    bet(&mut harness, 3).expect("seat 3");
    assert_eq!(refusal(bet(&mut harness, 3)), Refusal::AlreadyBet(3));
    assert_eq!(refusal(bet(&mut harness, 8)), Refusal::NoSuchSeat(8));
    harness.close_round();
    assert_eq!(refusal(bet(&mut harness, 4)), Refusal::BettingClosed);
}

#[test]
fn blackjack_a_deal_nobody_bet_on_ends_void_when_betting_closes() {
    let mut harness = table(Version::H);
    harness.close_round();
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Void, Some(Payout::NOTHING))
    );
    assert_eq!(harness.draw(), DrawNumber(2));
}

#[test]
fn blackjack_a_card_at_the_wrong_seat_holds_the_draw() {
    let mut harness = table(Version::H);
    bet(&mut harness, 1).expect("seat 1");
    harness.close_round();
    let decisions = harness.scan(Dealer, "9c").expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::WrongPosition {
                expected: Position::Seat { seat: 1, hand: 1 },
                found: Dealer
            },
            ..
        }]
    ));
}

/// Seat 1 hits 9 7 against a 6 and the dealer's scanner reads `barcode` for its card: the
/// deal's step and the harness.
fn hit_answered_by(barcode: crate::Barcode) -> (Vec<Decision>, Harness) {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["9c", "6d", "7h"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    let position = seat(1, 1);
    let decisions = harness
        .observe(Observation::CardScanned { position, barcode })
        .expect("held");
    (decisions, harness)
}

fn held_by_card(decisions: &[Decision]) -> Option<&ShoeError> {
    match decisions {
        [Decision::DrawHeld {
            incident: Incident::Card(fault),
            ..
        }] => Some(fault),
        _ => None,
    }
}

#[test]
fn blackjack_a_card_not_in_the_shoe_s_manifest_or_read_twice_holds_the_deal_and_is_not_dealt() {
    let (decisions, mut harness) = hit_answered_by(barcode(77, "Qs"));
    assert!(
        matches!(held_by_card(&decisions), Some(ShoeError::ForeignCard(_))),
        "{decisions:?}"
    );
    let draw = harness.draw();
    assert_eq!(
        harness.supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection
        }),
        Err(TableError::NotCorrectable(draw)),
        "a foreign card cannot be corrected, only cancelled"
    );
    let (decisions, harness) = hit_answered_by(barcode(1, "9c"));
    assert!(
        matches!(held_by_card(&decisions), Some(ShoeError::DuplicateCard(_))),
        "{decisions:?}"
    );
    assert!(
        harness.ending(harness.draw()).is_none(),
        "nothing settles while held"
    );
}

#[test]
fn blackjack_each_hand_gets_a_window_in_dealing_order_and_stands_by_default() {
    let mut harness = table(Version::H);
    start(&mut harness, &[2, 6], &["Tc", "9c", "6d", "7c", "8c"]);
    instruction_is(&harness, wait_for(Window::Hand { seat: 2, hand: 1 }));
    let closed = harness.advance(WINDOW);
    assert!(
        closed.iter().any(|decision| matches!(
            decision,
            Decision::PlayerDecided {
                seat: 2,
                hand: 1,
                action: PlayerAction::Blackjack(Action::Stand),
                by_default: true,
                ..
            }
        )),
        "{closed:?}"
    );
    instruction_is(&harness, wait_for(Window::Hand { seat: 6, hand: 1 }));
}

#[test]
fn blackjack_a_decision_out_of_turn_or_for_a_seat_without_a_bet_is_refused() {
    let mut harness = table(Version::H);
    start(&mut harness, &[2, 6], &["Tc", "9c", "6d", "7c", "8c"]);
    assert_eq!(
        refusal(act(&mut harness, 6, 1, Action::Hit)),
        Refusal::NotYourTurn
    );
    assert_eq!(
        refusal(act(&mut harness, 4, 1, Action::Hit)),
        Refusal::NoBet(4)
    );
    assert_eq!(
        refusal(act(&mut harness, 2, 2, Action::Hit)),
        Refusal::NoSuchHand { seat: 2, hand: 2 }
    );
    assert_eq!(
        refusal(act(
            &mut harness,
            2,
            1,
            Action::Insurance { hundredths: 50 }
        )),
        Refusal::WindowClosed
    );
}

#[test]
fn blackjack_hit_asks_the_dealer_for_a_card_and_reopens_the_window() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "9c", "2d"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    instruction_is(&harness, FloorInstruction::Deal(seat(1, 1)));
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Stand)),
        Refusal::NotYourTurn
    );
    deal(&mut harness, &[(seat(1, 1), "3h")]);
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn blackjack_double_gets_exactly_one_card_and_closes_the_hand() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["6c", "9c", "5d"]);
    act(&mut harness, 1, 1, Action::Double).expect("double");
    deal(&mut harness, &[(seat(1, 1), "2h")]);
    // 13 after the double: no window, the dealer draws 9 + T = 19.
    instruction_is(&harness, FloorInstruction::Deal(Dealer));
    deal(&mut harness, &[(Dealer, "Th")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::times(-2)))
    );
}

#[test]
fn blackjack_split_makes_two_hands_each_dealt_its_second_card_and_settled_apart() {
    // Version C: equal totals push.
    let mut harness = table(Version::C);
    start(&mut harness, &[1], &["8c", "6c", "8d"]);
    act(&mut harness, 1, 1, Action::Split).expect("split");
    instruction_is(&harness, FloorInstruction::Deal(seat(1, 1)));
    deal(&mut harness, &[(seat(1, 1), "Th")]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 18");
    instruction_is(&harness, FloorInstruction::Deal(seat(1, 2)));
    deal(&mut harness, &[(seat(1, 2), "9h")]);
    act(&mut harness, 1, 2, Action::Stand).expect("stand on 17");
    // The dealer: 6 + T = 16 draws, + 2 = 18.
    deal(&mut harness, &[(Dealer, "Ts"), (Dealer, "2s")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        settled(&harness, "seat-1-hand-2"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn blackjack_split_aces_get_one_card_each_and_no_decision() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Ac", "7c", "Ad"]);
    act(&mut harness, 1, 1, Action::Split).expect("split aces");
    deal(&mut harness, &[(seat(1, 1), "Kh"), (seat(1, 2), "5h")]);
    instruction_is(&harness, FloorInstruction::Deal(Dealer));
    deal(&mut harness, &[(Dealer, "Qs")]);
    // A split A + K is 21 paid 1:1, not a blackjack; A + 5 (16) loses to 17.
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Win, Some(Payout::times(1)))
    );
    assert_eq!(
        settled(&harness, "seat-1-hand-2"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn blackjack_insurance_and_even_money_share_one_window_before_any_third_card() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1, 2], &["Tc", "As", "Ad", "6c", "Kh"]);
    instruction_is(&harness, wait_for(Window::Offer));
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Hit)),
        Refusal::NotYourTurn
    );
    act(&mut harness, 1, 1, Action::Insurance { hundredths: 50 }).expect("insure 16");
    assert_eq!(
        refusal(act(
            &mut harness,
            1,
            1,
            Action::Insurance { hundredths: 50 }
        )),
        Refusal::AlreadyAnswered
    );
    // Seat 2 has a blackjack: even money, not insurance. Its answer closes the window early.
    assert!(matches!(
        refusal(act(
            &mut harness,
            2,
            1,
            Action::Insurance { hundredths: 50 }
        )),
        Refusal::InsuranceNotOffered(_)
    ));
    act(&mut harness, 2, 1, Action::EvenMoney).expect("even money");
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn blackjack_insurance_pays_2_to_1_on_a_dealer_blackjack_and_original_bets_lose() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1, 2], &["Tc", "Ac", "Ad", "9d", "Kh"]);
    harness.advance(WINDOW);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 19");
    deal(&mut harness, &[(Dealer, "Ks")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
    assert_eq!(
        settled(&harness, "seat-1-insurance"),
        (Verdict::Win, Some(Payout::times(2)))
    );
    // Seat 2's blackjack pushes the dealer's; even money would have paid 1:1.
    assert_eq!(
        settled(&harness, "seat-2"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        settled(&harness, "seat-2-even-money"),
        (Verdict::Win, Some(Payout::times(1)))
    );
}

#[test]
fn blackjack_peek_versions_end_the_round_on_a_dealer_blackjack_under_an_ace() {
    let mut harness = table(Version::N);
    start(&mut harness, &[1], &["Tc", "Ac", "9d"]);
    harness.advance(WINDOW);
    instruction_is(&harness, FloorInstruction::CheckHoleCard);
    deal(&mut harness, &[(Dealer, "Qd")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn blackjack_peek_without_a_blackjack_lets_the_hands_play() {
    let mut harness = table(Version::N);
    start(&mut harness, &[1], &["Tc", "Ac", "9d"]);
    harness.advance(WINDOW);
    let checked = harness.observe(Observation::HoleCardChecked).expect("peek");
    assert!(
        matches!(checked[0], Decision::HoleCardChecked { .. }),
        "{checked:?}"
    );
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn blackjack_a_peek_is_refused_where_the_dealer_does_not_peek() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "Ac", "9d"]);
    harness.advance(WINDOW);
    assert!(matches!(
        harness.observe(Observation::HoleCardChecked),
        Err(TableError::NotExpected { .. })
    ));
}

#[test]
fn blackjack_dealer_draws_to_17_and_stands_on_a_soft_17() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "5c", "8d"]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 18");
    // 5 + A = soft 16 draws; + A = soft 17 stands.
    deal(&mut harness, &[(Dealer, "Ad"), (Dealer, "Ah")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Win, Some(Payout::times(1)))
    );
}

#[test]
fn blackjack_a_player_s_bust_loses_and_the_dealer_then_takes_only_a_second_card() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "5c", "6d"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    deal(&mut harness, &[(seat(1, 1), "Kd")]);
    deal(&mut harness, &[(Dealer, "Td")]);
    // The dealer's 15 would draw, but no hand stands against it.
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn blackjack_three_sevens_end_the_hand_and_pay_3_to_1_in_h_to_o() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["7c", "Tc", "7d"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    deal(&mut harness, &[(seat(1, 1), "7h")]);
    instruction_is(&harness, FloorInstruction::Deal(Dealer));
    deal(&mut harness, &[(Dealer, "Td")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Win, Some(Payout::times(3)))
    );
}

#[test]
fn blackjack_surrender_loses_half_where_the_version_offers_it() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "Tc", "6d"]);
    act(&mut harness, 1, 1, Action::Surrender).expect("surrender");
    deal(&mut harness, &[(Dealer, "7d")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::HalfLose, Some(Payout::HALF_LOST))
    );
    let mut no_surrender = table(Version::I);
    start(&mut no_surrender, &[1], &["Tc", "Tc", "6d"]);
    assert!(matches!(
        refusal(act(&mut no_surrender, 1, 1, Action::Surrender)),
        Refusal::SurrenderNotAllowed(_)
    ));
}

#[test]
fn blackjack_version_a_refuses_doubling_an_insured_hand() {
    let mut harness = table(Version::A);
    start(&mut harness, &[1], &["5c", "Ac", "5d"]);
    act(&mut harness, 1, 1, Action::Insurance { hundredths: 50 }).expect("insure");
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Double)),
        Refusal::Insured
    );
}

#[test]
fn blackjack_side_game_settles_on_the_seat_s_first_two_cards() {
    let config = BlackjackConfig {
        side_game: Some(SideGame::A),
        ..BlackjackConfig::of(Version::H)
    };
    let mut harness = table_with(config);
    start(&mut harness, &[1, 2], &["8h", "9c", "5c", "8h", "Kd"]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 16");
    act(&mut harness, 2, 1, Action::Stand).expect("stand on 19");
    deal(&mut harness, &[(Dealer, "Tc"), (Dealer, "3c")]);
    assert_eq!(
        settled(&harness, "seat-1-side"),
        (Verdict::Win, Some(Payout::times(25)))
    );
    assert_eq!(
        settled(&harness, "seat-2-side"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn blackjack_a_cancelled_deal_voids_every_hand_made_so_far() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["8c", "6c", "8d"]);
    act(&mut harness, 1, 1, Action::Split).expect("split");
    let draw = harness.draw();
    harness
        .supervise(SupervisorCommand::CancelDraw {
            draw,
            reason: CancelReason::CardsMisplaced,
        })
        .expect("cancel");
    let Some(Decision::DrawCancelled { settlements, .. }) = harness.ending(draw) else {
        panic!("not cancelled");
    };
    let split_hand = settlements
        .iter()
        .find(|settlement| settlement.market.as_str() == "seat-1-hand-2")
        .expect("the split hand's market");
    assert_eq!(split_hand.verdict, Verdict::Void);
}

#[test]
fn blackjack_a_card_dealt_while_a_player_decides_holds_the_draw() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "6c", "5d"]);
    let decisions = harness.scan(seat(1, 1), "2h").expect("held");
    assert!(matches!(
        decisions[..],
        [Decision::DrawHeld {
            incident: Incident::CardBeforeDecision { .. },
            ..
        }]
    ));
}

#[test]
fn blackjack_a_held_deal_takes_no_decision_until_corrected() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "6c", "5d"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    harness
        .scan(Dealer, "2h")
        .expect("held: the card went to the dealer");
    assert!(matches!(
        act(&mut harness, 1, 1, Action::Stand),
        Err(TableError::DrawHeld(_))
    ));
    let draw = harness.draw();
    harness
        .supervise(SupervisorCommand::ResolveHold {
            draw,
            resolution: Resolution::ConfirmCorrection,
        })
        .expect("corrected");
    deal(&mut harness, &[(seat(1, 1), "2h")]);
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn blackjack_windows_count_from_the_journaled_clock_so_a_replay_decides_the_same() {
    let mut first = table(Version::H);
    start(&mut first, &[3, 4], &["Tc", "9c", "6d", "7c", "8c"]);
    let mut replay = table(Version::H);
    start(&mut replay, &[3, 4], &["Tc", "9c", "6d", "7c", "8c"]);
    // A tick long after both windows closed: the second window still counts from the first's
    // close, not from the late tick.
    first.advance(Duration::from_secs(35));
    replay.advance(WINDOW);
    replay.advance(Duration::from_secs(25));
    assert_eq!(first.table, replay.table);
}

#[test]
fn blackjack_a_request_sent_again_is_not_applied_twice() {
    let mut harness = table(Version::H);
    start(&mut harness, &[1], &["Tc", "6c", "5d"]);
    let hit = PlayerDecision {
        seat: 1,
        hand: 1,
        choice: Choice::Act(Action::Hit),
    };
    let (draw, now) = (harness.draw(), harness.now);
    let first = harness
        .table
        .decide("r-1", &hit.into(), draw, now)
        .expect("hit");
    assert!(!first.is_empty());
    let again = harness
        .table
        .decide("r-1", &hit.into(), draw, now)
        .expect("same answer");
    assert!(again.is_empty(), "applied twice: {again:?}");
    let stand = PlayerDecision {
        choice: Choice::Act(Action::Stand),
        ..hit
    };
    assert_eq!(
        harness.table.decide("r-1", &stand.into(), draw, now),
        Err(TableError::RequestReused("r-1".into()))
    );
}

#[test]
fn blackjack_even_money_is_offered_under_a_ten_in_h_to_o_only() {
    let mut h = table(Version::H);
    start(&mut h, &[1], &["Ac", "Tc", "Kd"]);
    instruction_is(&h, wait_for(Window::Offer));
    act(&mut h, 1, 1, Action::EvenMoney).expect("even money under a ten in H");
    let mut b = table(Version::B);
    start(&mut b, &[1], &["Ac", "Tc", "Kd"]);
    // No offer, and a blackjack takes no decision: the dealer draws at once.
    instruction_is(&b, FloorInstruction::Deal(Dealer));
}

#[test]
fn blackjack_dealer_22_pushes_standing_hands_but_pays_a_blackjack_in_p_to_s() {
    let mut harness = table(Version::P);
    start(&mut harness, &[1, 2], &["Tc", "Ac", "6c", "8d", "Kd"]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 18");
    // 6 + 6 + T = 22.
    deal(&mut harness, &[(Dealer, "6h"), (Dealer, "Th")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        settled(&harness, "seat-2"),
        (Verdict::Win, Some(Payout::hundredths(150)))
    );
}

#[test]
fn blackjack_a_ten_card_charlie_ends_the_hand_and_wins_in_f() {
    let mut harness = table(Version::F);
    start(&mut harness, &[1], &["Ac", "Tc", "Ad"]);
    for card in ["Ah", "As", "2c", "2d", "2h", "2s", "3c"] {
        act(&mut harness, 1, 1, Action::Hit).expect("hit");
        deal(&mut harness, &[(seat(1, 1), card)]);
    }
    act(&mut harness, 1, 1, Action::Hit).expect("the tenth card");
    deal(&mut harness, &[(seat(1, 1), "3d")]);
    // Ten cards, 18: no more decisions; the dealer's 20 does not beat a Charlie.
    instruction_is(&harness, FloorInstruction::Deal(Dealer));
    deal(&mut harness, &[(Dealer, "Td")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Win, Some(Payout::times(1)))
    );
}

#[test]
fn blackjack_the_split_limit_is_the_version_s_most_hands() {
    let mut harness = table(Version::D);
    start(&mut harness, &[1], &["8c", "6c", "8d"]);
    act(&mut harness, 1, 1, Action::Split).expect("first split");
    deal(&mut harness, &[(seat(1, 1), "8h")]);
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Split)),
        Refusal::SplitLimitReached(2)
    );
}

#[test]
fn blackjack_a_split_21_loses_to_a_dealer_blackjack() {
    let mut harness = table(Version::B);
    start(&mut harness, &[1], &["Ac", "Kc", "Ad"]);
    act(&mut harness, 1, 1, Action::Split).expect("split aces");
    deal(&mut harness, &[(seat(1, 1), "Kh"), (seat(1, 2), "9h")]);
    deal(&mut harness, &[(Dealer, "Ah")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

mod corrections;
mod named;
