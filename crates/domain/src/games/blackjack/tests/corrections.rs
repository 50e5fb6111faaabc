//! Blackjack corrected after settlement, per seat and hand (operations.md): the hands are
//! valued again as they lay, with the decisions as they were taken.

use super::*;
use crate::correction::{Correction, CorrectionReason, Reading};
use crate::testkit::settled_draw;

/// Seat 1 stood on Tc 9c against the dealer's 9d Ks (version B: ties push): a push, settled
/// as draw 1.
fn pushed() -> Harness {
    let mut harness = table(Version::B);
    start(&mut harness, &[1], &["Tc", "9d", "9c"]);
    act(&mut harness, 1, 1, Action::Stand).expect("stand on 19");
    deal(&mut harness, &[(Dealer, "Ks")]);
    assert_eq!(
        settled(&harness, "seat-1"),
        (Verdict::Push, Some(Payout::NOTHING))
    );
    harness
}

fn corrected(harness: &mut Harness, position: Position, index: u8, card: &str) -> Decision {
    let original = settled_draw(&harness.decisions, DrawNumber(1), harness.now);
    let command = SupervisorCommand::CorrectResult {
        draw: DrawNumber(1),
        correction: Correction::Reading(Reading::Card {
            position,
            index,
            barcode: barcode(3, card),
        }),
        reason: CorrectionReason::Misread,
        original: Some(Box::new(original)),
    };
    let decisions = harness.supervise(command).expect("corrected");
    decisions.into_iter().next().expect("a revision")
}

fn seat_1(revision: &Decision) -> (Verdict, Option<Payout>) {
    let Decision::DrawCorrected { settlements, .. } = revision else {
        panic!("not a revision: {revision:?}");
    };
    settlements
        .iter()
        .find(|settled| settled.market.as_str() == "seat-1")
        .map(|settled| (settled.verdict, settled.payout))
        .expect("seat 1 settled")
}

#[test]
fn blackjack_a_misread_dealer_card_is_corrected_and_the_seat_settled_again() {
    let mut harness = pushed();
    let revision = corrected(&mut harness, Dealer, 2, "8s");
    assert_eq!(seat_1(&revision), (Verdict::Win, Some(Payout::times(1))));
}

#[test]
fn blackjack_a_misread_card_of_a_seat_s_hand_is_corrected_per_seat_and_hand() {
    let mut harness = pushed();
    let revision = corrected(&mut harness, seat(1, 1), 2, "7c");
    assert_eq!(seat_1(&revision), (Verdict::Lose, Some(Payout::LOST)));
    let original = settled_draw(&harness.decisions, DrawNumber(1), harness.now);
    let no_hand = SupervisorCommand::CorrectResult {
        draw: DrawNumber(1),
        correction: Correction::Reading(Reading::Card {
            position: seat(1, 2),
            index: 1,
            barcode: barcode(3, "2c"),
        }),
        reason: CorrectionReason::Misread,
        original: Some(Box::new(original)),
    };
    assert_eq!(
        harness.supervise(no_hand),
        Err(TableError::NoSuchPosition {
            game: crate::GameKind::Blackjack,
            position: seat(1, 2)
        })
    );
}
