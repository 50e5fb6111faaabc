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

/// A small generator for the random deals (a linear congruential one: the test needs no
/// more).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(self.0 >> 33).unwrap_or(0) % n
    }
}

/// The dealer's up card in the deal in progress.
fn up_card(harness: &Harness) -> crate::card::Rank {
    let crate::games::Game::Blackjack(game) = harness.table.game() else {
        panic!("not blackjack");
    };
    game.deal().dealer()[0].rank()
}

/// Plays the draw in progress to its end as the backend directs, the cards coming from
/// `cards` in order, the seat holders acting at random (a refused action stands).
fn play_at_random(
    harness: &mut Harness,
    cards: &[crate::Barcode],
    next: &mut usize,
    rng: &mut Lcg,
) {
    use crate::games::blackjack::hand::is_blackjack;
    let draw = harness.draw();
    for _ in 0..500 {
        if harness.ending(draw).is_some() {
            return;
        }
        match harness.table.instruction() {
            FloorInstruction::Deal(position) => {
                let barcode = cards[*next];
                *next += 1;
                harness
                    .observe(Observation::CardScanned { position, barcode })
                    .unwrap_or_else(|error| panic!("{position}: {error}"));
            }
            FloorInstruction::CheckHoleCard => {
                let hole = cards[*next].card().rank();
                if is_blackjack(&[up_card(harness), hole]) {
                    let barcode = cards[*next];
                    *next += 1;
                    let scanned = Observation::CardScanned {
                        position: Dealer,
                        barcode,
                    };
                    harness.observe(scanned).expect("the blackjack turned");
                } else {
                    harness.observe(Observation::HoleCardChecked).expect("peek");
                }
            }
            FloorInstruction::WaitForDecision {
                window: DecisionWindow::Blackjack(Window::Hand { seat, hand }),
                ..
            } => {
                let actions = [
                    Action::Stand,
                    Action::Hit,
                    Action::Double,
                    Action::Split,
                    Action::Surrender,
                ];
                let action = actions[rng.below(actions.len())];
                if act(harness, seat, hand, action).is_err() {
                    act(harness, seat, hand, Action::Stand).expect("stand");
                }
            }
            FloorInstruction::WaitForDecision { .. } | FloorInstruction::Idle => {
                harness.advance(WINDOW);
            }
            other => panic!("{other:?} during a deal"),
        }
    }
    panic!(
        "draw {draw:?} did not end: {:?}",
        harness.table.instruction()
    );
}

#[test]
fn every_named_set_plays_random_deals_to_their_settlement() {
    for version in Version::NAMED {
        let mut harness = table(version);
        let mut rng = Lcg(11 + u64::try_from(version.name().len()).unwrap_or(0));
        let mut cards = crate::testkit::manifest(6);
        for at in (1..cards.len()).rev() {
            cards.swap(at, rng.below(at + 1));
        }
        let mut next = 0;
        for _ in 0..25 {
            let draw = harness.draw();
            let seats = 1 + rng.below(3);
            let taken: Vec<u8> = (1..=7).filter(|_| rng.below(2) == 0).take(seats).collect();
            for seat in if taken.is_empty() { vec![4] } else { taken } {
                bet(&mut harness, seat).expect("bet");
            }
            harness.close_round();
            play_at_random(&mut harness, &cards, &mut next, &mut rng);
            assert!(
                matches!(harness.ending(draw), Some(Decision::DrawSettled { .. })),
                "{version}, draw {draw:?}: {:?}",
                harness.ending(draw)
            );
        }
        let decided = harness.decisions.iter().filter(|decision| {
            matches!(
                decision,
                Decision::PlayerDecided {
                    by_default: false,
                    ..
                }
            )
        });
        assert!(
            decided.count() > 25,
            "{version}: the players hardly decided"
        );
    }
}
