//! The rule sets named by word (operations.md, "Blackjack rule sets by name") as the table
//! deals them: casino-a's peek under a ten, casino-b's two dealer cards face up and its ties,
//! casino's original stake, live's split and insurance.

use super::*;

#[test]
fn casino_a_the_dealer_peeks_under_a_ten_and_a_blackjack_ends_the_deal() {
    let mut harness = table(Version::CasinoA);
    start(&mut harness, &[1], &["Tc", "Kc", "9d"]);
    // No insurance under a ten: the peek comes at once.
    instruction_is(&harness, FloorInstruction::CheckHoleCard);
    deal(&mut harness, &[(Dealer, "Ad")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn casino_a_a_peek_under_a_ten_without_a_blackjack_lets_the_hands_play() {
    let mut harness = table(Version::CasinoA);
    start(&mut harness, &[1], &["Tc", "Kc", "6d"]);
    harness.observe(Observation::HoleCardChecked).expect("peek");
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn casino_b_both_dealer_cards_are_dealt_face_up_before_the_players_decide() {
    let mut harness = table(Version::CasinoB);
    start(&mut harness, &[1], &["Tc", "9c", "9d"]);
    instruction_is(&harness, FloorInstruction::Deal(Dealer));
    deal(&mut harness, &[(Dealer, "Th")]);
    instruction_is(&harness, wait_for(Window::Hand { seat: 1, hand: 1 }));
}

#[test]
fn casino_b_ties_go_to_the_bank() {
    let mut harness = table(Version::CasinoB);
    start(&mut harness, &[1], &["Tc", "9c", "9d"]);
    deal(&mut harness, &[(Dealer, "Th")]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 19");
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn casino_b_a_dealer_blackjack_face_up_ends_the_deal_and_pushes_only_a_blackjack() {
    let mut harness = table(Version::CasinoB);
    start(&mut harness, &[1, 2], &["Ac", "9c", "Tc", "Kh", "9d"]);
    deal(&mut harness, &[(Dealer, "As")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    assert_eq!(
        settled(&harness, "seat-2"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn casino_b_blackjack_pays_1_to_1_and_no_insurance_is_offered_under_an_ace() {
    let mut harness = table(Version::CasinoB);
    start(&mut harness, &[1, 2], &["Ac", "Tc", "Ad", "Kh", "6d"]);
    deal(&mut harness, &[(Dealer, "6s")]);
    // No offer window: seat 2's hand decides at once.
    instruction_is(&harness, wait_for(Window::Hand { seat: 2, hand: 1 }));
    assert_eq!(
        refusal(act(
            &mut harness,
            2,
            1,
            Action::Insurance { hundredths: 50 }
        )),
        Refusal::WindowClosed
    );
    act(&mut harness, 2, 1, Action::Stand).expect("stand on 16");
    deal(&mut harness, &[(Dealer, "Ts")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Win, Some(Payout::times(1)))
    );
}

#[test]
fn casino_b_doubles_on_9_to_11_only_and_splits_once() {
    let mut harness = table(Version::CasinoB);
    start(&mut harness, &[1], &["8c", "Tc", "8d"]);
    deal(&mut harness, &[(Dealer, "6s")]);
    assert!(matches!(
        refusal(act(&mut harness, 1, 1, Action::Double)),
        Refusal::DoubleNotAllowed(_)
    ));
    act(&mut harness, 1, 1, Action::Split).expect("split");
    deal(&mut harness, &[(seat(1, 1), "8h")]);
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Split)),
        Refusal::SplitLimitReached(2)
    );
}

#[test]
fn casino_s_dealer_blackjack_takes_only_the_original_stake_of_a_double() {
    let mut harness = table(Version::Casino);
    start(&mut harness, &[1], &["6c", "Tc", "5d"]);
    act(&mut harness, 1, 1, Action::Double).expect("double 11");
    deal(&mut harness, &[(seat(1, 1), "2h"), (Dealer, "Ah")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}

#[test]
fn live_insurance_is_exactly_half_the_stake() {
    let mut harness = table(Version::Live);
    start(&mut harness, &[1], &["Tc", "Ac", "9d"]);
    assert_eq!(
        refusal(act(
            &mut harness,
            1,
            1,
            Action::Insurance { hundredths: 25 }
        )),
        Refusal::InsuranceSize("exactly half")
    );
    act(&mut harness, 1, 1, Action::Insurance { hundredths: 50 }).expect("half");
    instruction_is(&harness, FloorInstruction::CheckHoleCard);
}

#[test]
fn live_splits_once_only() {
    let mut harness = table(Version::Live);
    start(&mut harness, &[1], &["8c", "Tc", "8d"]);
    act(&mut harness, 1, 1, Action::Split).expect("split");
    deal(&mut harness, &[(seat(1, 1), "8h")]);
    assert_eq!(
        refusal(act(&mut harness, 1, 1, Action::Split)),
        Refusal::SplitLimitReached(2)
    );
}

#[test]
fn live_the_dealer_does_not_draw_when_every_hand_is_decided() {
    let mut harness = table(Version::Live);
    start(&mut harness, &[1], &["Tc", "5c", "6d"]);
    act(&mut harness, 1, 1, Action::Hit).expect("hit");
    deal(&mut harness, &[(seat(1, 1), "Kd")]);
    // The hole card is turned; the dealer's 15 would draw, but no hand stands against it.
    deal(&mut harness, &[(Dealer, "Td")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Lose, Some(Payout::LOST))
    );
}
