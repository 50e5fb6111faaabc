use super::*;
use crate::games::blackjack::version::Version;
use Rank::*;

fn hand(ranks: &[Rank]) -> HandState<'_> {
    HandState {
        ranks,
        split: false,
        split_ace: false,
        closed: false,
        insured: false,
        seat_hands: 1,
    }
}

fn judge(version: Version, hand: &HandState, up: Rank, action: Action) -> Result<(), Refusal> {
    let rules = version.rules();
    check(&rules, rules.surrender, hand, up, action)
}

#[test]
fn doubling_is_on_9_10_or_11_where_the_version_says_so_and_on_any_two_elsewhere() {
    for version in Version::ALL {
        let nine_ten_eleven = version.rules().doubling == Doubling::NineTenEleven;
        for (cards, total) in [
            ([Five, Four], 9),
            ([Five, Five], 10),
            ([Five, Six], 11),
            ([Six, Six], 12),
            ([Four, Four], 8),
        ] {
            let allowed = judge(version, &hand(&cards), Ten, Action::Double).is_ok();
            assert_eq!(
                allowed,
                !nine_ten_eleven || (9..=11).contains(&total),
                "{version} on {total}"
            );
        }
        // A + 8: 9 with the ace at 1, as it stays after a 9-10-11 double.
        assert!(
            judge(version, &hand(&[Ace, Eight]), Ten, Action::Double).is_ok(),
            "{version}"
        );
        let soft_seventeen = judge(version, &hand(&[Ace, Six]), Ten, Action::Double).is_ok();
        assert_eq!(soft_seventeen, !nine_ten_eleven, "{version}");
    }
}

#[test]
fn a_double_takes_the_first_two_cards_only() {
    assert_eq!(
        judge(Version::C, &hand(&[Two, Three, Four]), Ten, Action::Double),
        Err(Refusal::DoubleNotAllowed("more than two cards"))
    );
}

#[test]
fn blackjack_may_not_be_doubled_insured_or_hit() {
    let blackjack = hand(&[Ace, King]);
    for version in Version::ALL {
        for action in [Action::Double, Action::Hit, Action::Split] {
            assert_eq!(
                judge(version, &blackjack, Six, action),
                Err(Refusal::HandFinished),
                "{version}"
            );
        }
        assert_eq!(
            judge(
                version,
                &blackjack,
                Ace,
                Action::Insurance { hundredths: 50 }
            ),
            Err(Refusal::InsuranceNotOffered(
                "a blackjack takes even money, not insurance"
            )),
            "{version}"
        );
    }
}

#[test]
fn a_hand_that_stood_doubled_or_reached_21_takes_no_more_decisions() {
    let closed = HandState {
        closed: true,
        ..hand(&[Ten, Six])
    };
    assert_eq!(
        judge(Version::B, &closed, Ten, Action::Hit),
        Err(Refusal::HandFinished)
    );
    assert_eq!(
        judge(Version::B, &hand(&[Ten, Five, Six]), Ten, Action::Hit),
        Err(Refusal::HandFinished)
    );
    assert_eq!(
        judge(Version::B, &hand(&[Ten, Five, Nine]), Ten, Action::Stand),
        Err(Refusal::HandFinished)
    );
    assert!(judge(Version::B, &hand(&[Ten, Five]), Ten, Action::Hit).is_ok());
    assert!(judge(Version::B, &hand(&[Ten, Five]), Ten, Action::Stand).is_ok());
}

#[test]
fn splitting_needs_two_first_cards_of_equal_point_value() {
    assert!(judge(Version::H, &hand(&[Eight, Eight]), Ten, Action::Split).is_ok());
    assert!(judge(Version::H, &hand(&[Ten, King]), Ten, Action::Split).is_ok());
    assert_eq!(
        judge(Version::H, &hand(&[Ten, Nine]), Ten, Action::Split),
        Err(Refusal::NotAPair)
    );
    assert_eq!(
        judge(Version::H, &hand(&[Four, Four, Two]), Ten, Action::Split),
        Err(Refusal::NotAPair)
    );
}

#[test]
fn a_seat_splits_up_to_its_version_s_max_hands() {
    for version in Version::ALL {
        let max = version.rules().max_hands;
        for seat_hands in 1..=4 {
            let pair = HandState {
                seat_hands,
                ..hand(&[Nine, Nine])
            };
            let expected = if seat_hands < max {
                Ok(())
            } else {
                Err(Refusal::SplitLimitReached(max))
            };
            assert_eq!(
                judge(version, &pair, Ten, Action::Split),
                expected,
                "{version}, {seat_hands} hands"
            );
        }
    }
}

#[test]
fn split_aces_take_one_card_each_and_may_not_double() {
    let split_ace = HandState {
        split: true,
        split_ace: true,
        seat_hands: 2,
        ..hand(&[Ace, Five])
    };
    for action in [Action::Double, Action::Hit, Action::Split, Action::Stand] {
        assert_eq!(
            judge(Version::C, &split_ace, Ten, action),
            Err(Refusal::HandFinished)
        );
    }
}

#[test]
fn a_split_hand_doubles_only_where_the_version_allows_double_after_split() {
    let split = HandState {
        split: true,
        seat_hands: 2,
        ..hand(&[Five, Six])
    };
    for version in Version::ALL {
        let allowed = judge(version, &split, Ten, Action::Double).is_ok();
        assert_eq!(allowed, version.rules().double_after_split, "{version}");
    }
}

#[test]
fn in_version_a_an_insured_hand_may_not_double_or_split() {
    let insured = HandState {
        insured: true,
        ..hand(&[Five, Five])
    };
    assert_eq!(
        judge(Version::A, &insured, Ace, Action::Double),
        Err(Refusal::Insured)
    );
    assert_eq!(
        judge(Version::A, &insured, Ace, Action::Split),
        Err(Refusal::Insured)
    );
    assert!(judge(Version::B, &insured, Ace, Action::Double).is_ok());
    assert!(judge(Version::B, &insured, Ace, Action::Split).is_ok());
}

#[test]
fn surrender_comes_after_the_initial_deal_before_any_extra_card_and_never_against_an_ace() {
    for version in Version::ALL {
        let offered = judge(version, &hand(&[Ten, Six]), Ten, Action::Surrender).is_ok();
        assert_eq!(
            offered,
            matches!(version, Version::H | Version::J | Version::L | Version::P),
            "{version}"
        );
    }
    assert_eq!(
        judge(Version::H, &hand(&[Ten, Six]), Ace, Action::Surrender),
        Err(Refusal::SurrenderNotAllowed(
            "the dealer's first card is an ace"
        ))
    );
    assert_eq!(
        judge(
            Version::H,
            &hand(&[Ten, Two, Three]),
            Ten,
            Action::Surrender
        ),
        Err(Refusal::SurrenderNotAllowed("only before any extra card"))
    );
    // N, O, R, S: the rulebook's flow text only; a table may offer it (our choice).
    let rules = Version::N.rules();
    assert!(check(&rules, true, &hand(&[Ten, Six]), Ten, Action::Surrender).is_ok());
}

#[test]
fn insurance_is_offered_only_under_an_ace_before_any_third_card() {
    let half = Action::Insurance { hundredths: 50 };
    assert!(judge(Version::B, &hand(&[Ten, Six]), Ace, half).is_ok());
    assert_eq!(
        judge(Version::B, &hand(&[Ten, Six]), King, half),
        Err(Refusal::InsuranceNotOffered(
            "the dealer's first card is not an ace"
        ))
    );
    assert_eq!(
        judge(Version::B, &hand(&[Ten, Two, Three]), Ace, half),
        Err(Refusal::InsuranceNotOffered(
            "a third card has been offered"
        ))
    );
}

#[test]
fn insurance_is_exactly_half_in_a_f_g_and_up_to_half_elsewhere() {
    for version in Version::ALL {
        let exactly = matches!(version, Version::A | Version::F | Version::G);
        let a_third = Action::Insurance { hundredths: 33 };
        assert_eq!(
            judge(version, &hand(&[Ten, Six]), Ace, a_third).is_ok(),
            !exactly,
            "{version}"
        );
        let half = Action::Insurance { hundredths: 50 };
        assert!(
            judge(version, &hand(&[Ten, Six]), Ace, half).is_ok(),
            "{version}"
        );
        let more = Action::Insurance { hundredths: 51 };
        assert!(
            judge(version, &hand(&[Ten, Six]), Ace, more).is_err(),
            "{version}"
        );
    }
}

#[test]
fn even_money_needs_a_blackjack_and_the_dealer_s_first_card_the_version_names() {
    let blackjack = hand(&[Ace, Queen]);
    for version in Version::ALL {
        let under_ace = !matches!(version, Version::A | Version::F | Version::G);
        let under_ten = ("H"..="O").contains(&version.name());
        assert_eq!(
            judge(version, &blackjack, Ace, Action::EvenMoney).is_ok(),
            under_ace,
            "{version}"
        );
        assert_eq!(
            judge(version, &blackjack, Jack, Action::EvenMoney).is_ok(),
            under_ten,
            "{version}"
        );
        assert!(
            judge(version, &blackjack, Nine, Action::EvenMoney).is_err(),
            "{version}"
        );
        assert!(
            judge(version, &hand(&[Ten, Nine]), Ace, Action::EvenMoney).is_err(),
            "{version}"
        );
    }
}
