//! "Front below back", a setting of the seven cards, and every legal setting.

use super::super::*;
use super::support::{back, front, hand, setting};

#[test]
fn front_a_k_before_back_a_q_j_9_8_is_a_foul() {
    let foul = setting("Ah Kd", "Ac Qd Jh 9s 8c");
    assert_eq!(foul.foul(), Some(FoulReason::FrontCardsAboveBack));
}

#[test]
fn front_a_k_before_back_a_k_9_8_2_is_legal_equal_is_legal() {
    assert_eq!(setting("Ah Kd", "Ac Kh 9s 8c 2d").foul(), None);
}

#[test]
fn front_8_8_before_back_8_8_k_4_2_a_split_four_of_a_kind_is_legal() {
    assert_eq!(setting("8h 8d", "8c 8s Kh 4s 2d").foul(), None);
}

#[test]
fn a_back_of_two_pair_or_better_is_always_higher() {
    let aces = front("Ah Ad");
    for better in [
        "2c 2d 3h 3s 4c",
        "2c 2d 2h 3s 4c",
        "2c 3d 4h 5s 6c",
        "2c 3c 4c 5c 7c",
        "2c 2d 2h 3s 3c",
        "2c 2d 2h 2s 3c",
        "2c 3c 4c 5c 6c",
    ] {
        assert_eq!(front_below_back(aces, back(better)), Ok(()), "{better}");
    }
}

#[test]
fn a_back_pair_is_higher_than_any_unpaired_front() {
    assert_eq!(
        front_below_back(front("Ah Kd"), back("2c 2d 3h 4s 5c")),
        Ok(())
    );
}

#[test]
fn a_back_pair_against_a_front_pair_is_legal_when_at_least_as_high() {
    assert_eq!(
        front_below_back(front("9h 9d"), back("9c 9s 3h 4s 5c")),
        Ok(())
    );
    assert_eq!(
        front_below_back(front("8h 8d"), back("9c 9s 3h 4s 5c")),
        Ok(())
    );
    assert_eq!(
        front_below_back(front("Th Td"), back("9c 9s Ah Ks Qc")),
        Err(FoulReason::FrontPairAboveBackPair)
    );
}

#[test]
fn a_back_without_a_pair_against_a_front_pair_is_a_foul() {
    assert_eq!(
        front_below_back(front("2h 2d"), back("Ac Kd Qh Js 9c")),
        Err(FoulReason::FrontPairOverNoPair)
    );
}

#[test]
fn both_unpaired_the_highest_cards_then_the_second_highest() {
    assert_eq!(
        front_below_back(front("Kh Qd"), back("Ac 3d 4h 5s 7c")),
        Ok(())
    );
    assert_eq!(
        front_below_back(front("Ah Qd"), back("Ac Kd 4h 5s 7c")),
        Ok(())
    );
    assert_eq!(
        front_below_back(front("Ah 3d"), back("Kc Qd Jh 9s 7c")),
        Err(FoulReason::FrontCardsAboveBack)
    );
    assert_eq!(
        front_below_back(front("Kh Qd"), back("Kc Jd Th 9s 7c")),
        Err(FoulReason::FrontCardsAboveBack)
    );
}

#[test]
fn the_joker_is_an_ace_in_the_comparison_where_it_completes_nothing() {
    // Front A-K, back joker-K-9-8-2 (A-K-9-8-2): equal top two, legal.
    assert_eq!(setting("Ah Kd", "Jk Kh 9s 8c 2d").foul(), None);
    // Front joker-K (A-K) before A-Q-J-9-8: a foul.
    assert!(setting("Jk Kd", "Ac Qd Jh 9s 8c").is_foul());
    // Front joker-A: a pair of aces, above a back pair of kings.
    assert!(setting("Jk Ad", "Kc Kd Jh 9s 8c").is_foul());
}

#[test]
fn check_refuses_a_foul_naming_both_hands_and_the_reason() {
    let seven = hand("Ah Kd Ac Qd Jh 9s 8c");
    let error = setting("Ah Kd", "Ac Qd Jh 9s 8c")
        .check(&seven)
        .expect_err("a foul");
    assert!(matches!(
        error,
        SettingError::Foul {
            reason: FoulReason::FrontCardsAboveBack,
            ..
        }
    ));
    assert_eq!(
        error.to_string(),
        "foul: the front (A-K high) outranks the back (high_card A-Q-J-9-8): no pair in either \
         hand and the front's cards are higher than the back's highest two"
    );
}

#[test]
fn check_refuses_a_setting_that_is_not_a_split_of_the_seven_cards() {
    let seven = hand("Ah Kd Ac Qd Jh 9s 8c");
    assert_eq!(
        setting("Ah 2d", "Ac Qd Jh 9s 8c").check(&seven),
        Err(SettingError::NotInHand {
            card: "2d".parse().expect("a card")
        })
    );
    assert_eq!(
        setting("Ah Kd", "Ah Qd Jh 9s 8c").check(&seven),
        Err(SettingError::PlacedTwice {
            card: "Ah".parse().expect("a card")
        })
    );
    assert_eq!(setting("Qd Jh", "Ah Kd Ac 9s 8c").check(&seven), Ok(()));
}

#[test]
fn every_setting_is_the_21_ways_to_choose_the_front() {
    let seven = hand("Ah Kd Ac Qd Jh 9s Jk");
    let settings = every_setting(&seven);
    assert_eq!(settings.len(), SETTINGS_PER_HAND);
    for (at, one) in settings.iter().enumerate() {
        assert!(settings[..at].iter().all(|other| other != one), "distinct");
        let placed = one.front().iter().chain(&one.back()).count();
        assert_eq!(placed, 7);
        assert!(matches!(
            one.check(&seven),
            Ok(()) | Err(SettingError::Foul { .. })
        ));
    }
}

#[test]
fn legal_settings_are_those_whose_front_does_not_outrank_the_back() {
    let seven = hand("Ah Kd Qc Jd 9h 7s 3c");
    let legal = legal_settings(&seven);
    assert!(legal.iter().all(|s| !s.is_foul()));
    assert_eq!(
        every_setting(&seven).iter().filter(|s| s.is_foul()).count() + legal.len(),
        21
    );
    // With no pair, a front holding the ace is always a foul: A before a back without it.
    assert!(legal
        .iter()
        .all(|s| !s.front().contains(&"Ah".parse().expect("a card"))));
    assert_eq!(legal.len(), 15);
}

#[test]
fn a_setting_of_cards_not_of_the_hand_is_none() {
    let seven = hand("Ah Kd Qc Jd 9h 7s 3c");
    assert_eq!(
        Setting::with_front(&seven, super::support::cards("Ah 2c")),
        None
    );
    assert_eq!(
        Setting::with_front(&seven, super::support::cards("Ah Ah")),
        None
    );
}

#[test]
fn settings_with_the_same_values_are_the_same_hands() {
    assert!(setting("Ah Kd", "Ac Kh 9s 8c 2d").same_hands(&setting("Jk Kc", "As Ks 9d 8h 2c")));
    assert!(!setting("Ah Kd", "Ac Kh 9s 8c 2d").same_hands(&setting("Ah Qd", "Ac Kh 9s 8c 2d")));
}
