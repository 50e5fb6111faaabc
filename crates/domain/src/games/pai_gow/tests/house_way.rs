//! "House way": one test per row of the table and per rule of "How to apply it", each named
//! after it; then rule 8 (the result is legal) over many random hands.

use super::super::house_way::published;
use super::super::*;
use super::support::{assert_way, back, front, hand, setting, SplitMix, SplitMix64};
use crate::card::Rank;
use Holding as H;
use HouseRule as R;

// Rule 1: classification, the first heading that applies.

#[test]
fn rule_1_the_first_heading_that_applies_in_the_published_order() {
    let cases = [
        ("Ac Ad Ah As Jk Kc Kd", H::FiveAces),
        ("Ah Kh Qh Jh Th Ad Ac", H::RoyalFlush),
        ("Kh Qh Jh Th Jk 2c 2d", H::RoyalFlush),
        ("5h 6h 7h 8h 9h 9c 9d", H::StraightFlush),
        ("Ah 2h 3h 4h Jk Ad 2d", H::StraightFlush),
        ("As Ac Ad Jk Ks 9s 4s", H::FourOfAKind),
        ("7c 7d 7h 7s 6c 6d 6h", H::FourOfAKind),
        ("As Ah 5h 5d 9h 2h Jk", H::FullHouse),
        ("Ac Ad Kc Qd Jh Th Ts", H::StraightOrFlush),
        ("7c 7d 7h 8s 9c Td Jh", H::StraightOrFlush),
        ("9c 9d 9h 4s 4c 4d Ah", H::TwoSetsOfThree),
        ("Kc Kd 8h 8s 4c 4d Ah", H::ThreePair),
        ("Kc Kd 8h 8s Ac 5d 2h", H::TwoPair),
        ("8c 8d 8h Ks Qc 5d 2h", H::ThreeOfAKind),
        ("9c 9d As Kh 7c 4d 2s", H::OnePair),
        ("As Kd 9c 7h 5s 3d 2c", H::NoPair),
    ];
    for (seven, holding) in cases {
        assert_eq!(classify(&hand(seven)), holding, "{seven}");
        assert_eq!(house_way(&hand(seven)).holding, holding, "{seven}");
    }
    assert_eq!(
        Holding::ORDER.windows(2).filter(|w| w[0] < w[1]).count(),
        11
    );
}

#[test]
fn rule_1_the_joker_counts_as_an_ace_except_where_it_completes_a_straight_or_flush() {
    assert_eq!(classify(&hand("Jk Ad Kc 9h 7s 4d 2c")), H::OnePair);
    // A-2-3-5 and the joker: the joker is the 4 of A-2-3-4-5, not a second ace.
    assert_eq!(classify(&hand("Jk Ad 9c 7h 5s 3d 2c")), H::StraightOrFlush);
    assert_eq!(classify(&hand("Jk Kd 9c 7h 5s 3d 2c")), H::NoPair);
    assert_eq!(classify(&hand("Jk 6d 7c 8h 9s 3d 2c")), H::StraightOrFlush);
    assert_eq!(classify(&hand("Jk 6d 6c 8h 8s 3d 2c")), H::TwoPair);
    assert_eq!(classify(&hand("Jk Ad Ac 8h 8s 3d 2c")), H::FullHouse);
}

// No pair.

#[test]
fn no_pair_the_2nd_and_3rd_highest_cards_in_front() {
    assert_way("As Kd 9c 7h 5s 3d 2c", H::NoPair, R::NoPair, "Kd 9c");
}

#[test]
fn no_pair_the_joker_is_the_highest_card_an_ace() {
    assert_way("Jk Kd 9c 7h 5s 3d 2c", H::NoPair, R::NoPair, "Kd 9c");
}

// One pair.

#[test]
fn one_pair_the_pair_in_back_the_two_highest_remaining_in_front() {
    assert_way("9c 9d As Kh 7c 4d 2s", H::OnePair, R::OnePair, "As Kh");
}

#[test]
fn one_pair_of_aces_made_with_the_joker_stays_in_back() {
    assert_way("Jk Ad Kc 9h 7s 4d 2c", H::OnePair, R::OnePair, "Kc 9h");
}

// Two pair (rule 3 for the split and the kept settings).

#[test]
fn two_pair_split_the_higher_pair_in_back_the_lower_in_front() {
    assert_way("Kc Kd 8h 8s Ac 5d 2h", H::TwoPair, R::TwoPairSplit, "8h 8s");
}

#[test]
fn two_pair_both_six_or_lower_stays_together_exception_a() {
    assert_way(
        "6c 6d 3h 3s Kc 9d 2h",
        H::TwoPair,
        R::TwoPairBothSixOrLower,
        "Kc 9d",
    );
}

#[test]
fn two_pair_a_seven_and_a_lower_pair_without_an_ace_is_split() {
    assert_way("7c 7d 3h 3s Kc 9d 2h", H::TwoPair, R::TwoPairSplit, "3h 3s");
}

#[test]
fn two_pair_both_ten_or_lower_with_an_ace_stays_together_exception_b() {
    assert_way(
        "Tc Td 7h 7s Ac 9d 2h",
        H::TwoPair,
        R::TwoPairTenOrLowerWithAce,
        "Ac 9d",
    );
}

#[test]
fn two_pair_both_ten_or_lower_without_an_ace_is_split() {
    assert_way("Tc Td 7h 7s Kc 9d 2h", H::TwoPair, R::TwoPairSplit, "7h 7s");
}

#[test]
fn two_pair_face_pair_and_five_or_lower_with_an_ace_stays_together_exception_c() {
    assert_way(
        "Qc Qd 4h 4s Ac 9d 2h",
        H::TwoPair,
        R::TwoPairFaceAndFiveOrLowerWithAce,
        "Ac 9d",
    );
}

#[test]
fn two_pair_face_pair_and_five_or_lower_without_an_ace_is_split() {
    assert_way("Qc Qd 4h 4s Kc 9d 2h", H::TwoPair, R::TwoPairSplit, "4h 4s");
}

#[test]
fn two_pair_face_pair_and_a_pair_of_six_with_an_ace_is_split() {
    assert_way("Qc Qd 6h 6s Ac 9d 2h", H::TwoPair, R::TwoPairSplit, "6h 6s");
}

#[test]
fn two_pair_aces_and_a_low_pair_are_split() {
    assert_way("Ac Ad 3h 3s Kc 9d 2h", H::TwoPair, R::TwoPairSplit, "3h 3s");
}

#[test]
fn two_pair_the_joker_is_the_ace_of_the_exceptions() {
    assert_way(
        "Tc Td 7h 7s Jk 9d 2h",
        H::TwoPair,
        R::TwoPairTenOrLowerWithAce,
        "Jk 9d",
    );
}

// Three pair.

#[test]
fn three_pair_the_highest_pair_in_front() {
    assert_way("Kc Kd 8h 8s 4c 4d Ah", H::ThreePair, R::ThreePair, "Kc Kd");
}

// Three of a kind (rule 6).

#[test]
fn three_of_a_kind_always_in_back_the_two_highest_singles_in_front() {
    assert_way(
        "8c 8d 8h Ks Qc 5d 2h",
        H::ThreeOfAKind,
        R::ThreeOfAKind,
        "Ks Qc",
    );
}

#[test]
fn three_aces_one_ace_and_the_highest_single_in_front() {
    let seven = hand("Ac Ad Ah Ks Qc 5d 2h");
    let way = house_way(&seven);
    assert_eq!((way.holding, way.rule), (H::ThreeOfAKind, R::ThreeAces));
    assert_eq!(way.setting.front_value(), front("Ac Ks"));
    assert_eq!(way.setting.back_value(), back("Ad Ah Qc 5d 2h"));
}

#[test]
fn three_aces_made_with_the_joker_one_ace_in_front() {
    let way = house_way(&hand("Ac Ad Jk Ks Qc 5d 2h"));
    assert_eq!(way.rule, R::ThreeAces);
    assert_eq!(way.setting.front_value(), front("Ac Ks"));
    assert_eq!(way.setting.back_value(), back("Ad Ah Qc 5d 2h"));
}

#[test]
fn two_sets_of_three_a_pair_from_the_higher_set_in_front() {
    let way = house_way(&hand("9c 9d 9h 4s 4c 4d Ah"));
    assert_eq!(
        (way.holding, way.rule),
        (H::TwoSetsOfThree, R::TwoSetsOfThree)
    );
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Nine));
    assert_eq!(way.setting.back_value(), back("4s 4c 4d 9h Ah"));
}

// Full house.

#[test]
fn full_house_the_pair_in_front_the_three_of_a_kind_in_back() {
    assert_way("8c 8d 8h Ks Kc 5d 2h", H::FullHouse, R::FullHouse, "Ks Kc");
}

#[test]
fn full_house_with_a_pair_of_2s_an_ace_and_a_king_the_full_house_in_back() {
    assert_way(
        "8c 8d 8h 2s 2c Ad Kh",
        H::FullHouse,
        R::FullHouseTwosAceKing,
        "Ad Kh",
    );
}

#[test]
fn full_house_with_a_pair_of_2s_without_the_ace_king_the_pair_in_front() {
    assert_way("8c 8d 8h 2s 2c Ad Qh", H::FullHouse, R::FullHouse, "2s 2c");
    assert_way("8c 8d 8h 3s 3c Ad Kh", H::FullHouse, R::FullHouse, "3s 3c");
}

#[test]
fn full_house_three_of_a_kind_and_two_pairs_the_higher_pair_in_front() {
    assert_way(
        "8c 8d 8h Ks Kc 5d 5h",
        H::FullHouse,
        R::FullHouseTwoPairs,
        "Ks Kc",
    );
}

#[test]
fn full_house_of_aces_made_with_the_joker_before_its_flush() {
    assert_way("As Ah Jk 5h 5d 9h 2h", H::FullHouse, R::FullHouse, "5h 5d");
}

// Straight and/or flush.

#[test]
fn straight_in_back() {
    assert_way(
        "5c 6d 7h 8s 9c Kd 2h",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Kd 2h",
    );
}

#[test]
fn flush_in_back() {
    assert_way(
        "2h 5h 8h Jh Kh Ac 3d",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Ac 3d",
    );
}

#[test]
fn straight_with_a_pair_or_three_of_a_kind_in_back_the_rest_in_front() {
    assert_way(
        "5c 6d 7h 8s 9c 9d Kh",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "9c Kh",
    );
    let way = house_way(&hand("7c 7d 7h 8s 9c Td Jh"));
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Seven));
    assert_eq!(way.setting.back_value().category(), BackCategory::Straight);
}

#[test]
fn six_card_straight_the_straight_that_gives_the_best_front() {
    assert_way(
        "4c 5d 6h 7s 8c 9d Kh",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "9d Kh",
    );
}

#[test]
fn seven_card_straight_the_straight_that_gives_the_best_front() {
    assert_way(
        "3c 4d 5h 6s 7c 8d 9h",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "8d 9h",
    );
}

#[test]
fn six_card_flush_the_flush_that_gives_the_best_front() {
    assert_way(
        "2h 5h 8h Jh Kh Ah 3d",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Ah 3d",
    );
}

#[test]
fn seven_card_flush_the_flush_that_gives_the_best_front() {
    assert_way(
        "2h 4h 6h 8h Th Qh Ah",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Ah Qh",
    );
}

#[test]
fn straight_and_flush_the_straight_when_it_leaves_the_higher_front() {
    // Straight 5-9 leaves A-K; the flush 5-6-8-K-A leaves 9-7.
    assert_way(
        "5h 6h 7c 8h 9d Kh Ah",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Kh Ah",
    );
}

#[test]
fn straight_and_flush_the_flush_when_it_leaves_the_higher_front() {
    // The flush leaves A-K; the best straight (9-K) leaves A-2.
    assert_way(
        "9c Tc Jc Qc 2c Kd Ad",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "Kd Ad",
    );
}

#[test]
fn straight_and_flush_neither_leaving_king_high_the_flush_in_back() {
    // The straight 4-8 would leave 9-2, the flush 5-4: neither king-high, so the flush.
    assert_way(
        "4c 5d 6h 7h 8h 2h 9h",
        H::StraightOrFlush,
        R::FlushBelowKingHigh,
        "4c 5d",
    );
}

#[test]
fn straight_with_pairing_1_aces_and_another_pair_played_as_two_pair() {
    assert_way(
        "Ac Ad Kc Qd Jh Th Ts",
        H::StraightOrFlush,
        R::TwoPairSplit,
        "Th Ts",
    );
}

#[test]
fn straight_with_pairing_2_both_pairs_ten_or_higher_played_as_two_pair() {
    assert_way(
        "Kc Kd Qc Qd Jh Th 9s",
        H::StraightOrFlush,
        R::TwoPairSplit,
        "Qc Qd",
    );
}

#[test]
fn flush_with_pairing_3_both_pairs_ten_or_lower_with_an_ace_played_as_two_pair() {
    // Rule 2: pairing (3) is exception (b): both pairs in back, the ace in front.
    assert_way(
        "Ah 9h 7h 4h 2h 9d 7d",
        H::StraightOrFlush,
        R::TwoPairTenOrLowerWithAce,
        "Ah 4h",
    );
}

#[test]
fn straight_with_pairing_3_the_joker_is_the_ace_outside_the_straight() {
    // The joker completes 6-10 or, as an ace, makes pairing (3) with the 9s and 8s.
    assert_way(
        "6c 7d 8h 9s Jk 9c 8d",
        H::StraightOrFlush,
        R::TwoPairTenOrLowerWithAce,
        "Jk 7d",
    );
}

#[test]
fn straight_with_pairing_3_and_both_pairs_six_or_lower_the_same_setting_by_exception_a() {
    // A-2-3-4-5 with 3s and 4s: exceptions (a) and (b) both keep the pairs in back.
    assert_way(
        "Ac 2d 3h 4s 5c 3d 4h",
        H::StraightOrFlush,
        R::TwoPairBothSixOrLower,
        "Ac 5c",
    );
}

#[test]
fn straight_with_two_pairs_outside_the_pairings_keeps_the_straight() {
    assert_way(
        "5c 5d 6h 6s 7c 8d 9h",
        H::StraightOrFlush,
        R::StraightOrFlush,
        "5c 6h",
    );
}

#[test]
fn straight_with_three_pairs_through_the_joker_played_as_three_pair() {
    // The joker completes A-2-3-4-5 and, as an ace, pairs the ace: pairing (1) with three
    // pairs, played as three pair (our reading).
    assert_way(
        "Ac 2d 3h 3s 4c 4d Jk",
        H::StraightOrFlush,
        R::ThreePair,
        "Ac Jk",
    );
}

// Four of a kind (rules 4 and 5).

#[test]
fn four_aces_split_unless_a_pair_of_7s_can_go_in_front() {
    let way = house_way(&hand("Ac Ad Ah As Kc 9d 2h"));
    assert_eq!(
        (way.holding, way.rule),
        (H::FourOfAKind, R::FourOfAKindSplit)
    );
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Ace));
    assert_eq!(way.setting.back_value(), back("Ac Ad Kc 9d 2h"));
    let sixes = house_way(&hand("Ac Ad Ah As 6c 6d 2h"));
    assert_eq!(sixes.rule, R::FourOfAKindSplit);
    assert_eq!(sixes.setting.back_value(), back("Ac Ad 6c 6d 2h"));
}

#[test]
fn four_aces_with_a_pair_of_7s_or_better_stay_in_back() {
    assert_way(
        "Ac Ad Ah As 7c 7d 2h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "7c 7d",
    );
}

#[test]
fn four_kings_queens_or_jacks_split_unless_a_pair_of_10s_can_go_in_front() {
    for seven in ["Kc Kd Kh Ks 9c 9d 2h", "Jc Jd Jh Js Ac Kd 2h"] {
        let way = house_way(&hand(seven));
        assert_eq!(way.rule, R::FourOfAKindSplit, "{seven}");
        assert!(matches!(way.setting.front_value(), FrontValue::Pair(rank) if rank >= Rank::Jack));
    }
    assert_way(
        "Qc Qd Qh Qs Tc Td 2h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "Tc Td",
    );
}

#[test]
fn four_10s_to_7s_split_unless_ace_and_a_face_card_can_go_in_front() {
    assert_way(
        "Tc Td Th Ts Ac Jd 2h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "Ac Jd",
    );
    let way = house_way(&hand("7c 7d 7h 7s Ac Td 2h"));
    assert_eq!(way.rule, R::FourOfAKindSplit);
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Seven));
    assert_eq!(way.setting.back_value(), back("7c 7d Ac Td 2h"));
}

#[test]
fn four_10s_to_7s_with_any_pair_stay_in_back() {
    assert_way(
        "7c 7d 7h 7s 2c 2d 9h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "2c 2d",
    );
}

#[test]
fn four_6s_to_four_2s_always_in_back() {
    assert_way(
        "6c 6d 6h 6s Ac Kd 2h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "Ac Kd",
    );
    assert_way(
        "2c 2d 2h 2s Qc Qd 9h",
        H::FourOfAKind,
        R::FourOfAKindInBack,
        "Qc Qd",
    );
}

#[test]
fn four_of_a_kind_with_three_of_a_kind_the_best_front_is_their_pair() {
    let way = house_way(&hand("Kc Kd Kh Ks Qc Qd Qh"));
    assert_eq!(way.rule, R::FourOfAKindInBack);
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Queen));
    assert_eq!(way.setting.back_value(), back("Kc Kd Kh Ks Qh"));
}

#[test]
fn rule_7_four_aces_with_the_joker_split_of_equal_fronts_the_higher_back() {
    // Four aces (three and the joker), split; of the ways to split, the joker in back
    // completes a flush (rule 7's higher back).
    let way = house_way(&hand("As Ac Ad Jk Ks 9s 4s"));
    assert_eq!(
        (way.holding, way.rule),
        (H::FourOfAKind, R::FourOfAKindSplit)
    );
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Ace));
    assert_eq!(way.setting.back_value(), back("As Qs Ks 9s 4s"));
}

// Straight flush.

#[test]
fn straight_flush_in_back() {
    assert_way(
        "5h 6h 7h 8h 9h Kc 2d",
        H::StraightFlush,
        R::StraightFlush,
        "Kc 2d",
    );
}

#[test]
fn straight_flush_stays_when_no_flush_or_straight_gives_ace_and_a_face_card() {
    // The flush 5-6-7-8-10 would give K-9: below A-J.
    assert_way(
        "5h 6h 7h 8h 9h Th Kc",
        H::StraightFlush,
        R::StraightFlush,
        "Th Kc",
    );
}

#[test]
fn straight_flush_a_flush_instead_when_it_gives_ace_and_a_face_card_in_front() {
    assert_way(
        "9h Th Jh Qh Kh 2h Ac",
        H::StraightFlush,
        R::StraightFlushReplaced,
        "Ac Kh",
    );
}

#[test]
fn straight_flush_a_straight_instead_when_it_gives_ace_and_a_face_card_in_front() {
    // The straight flush 9-K leaves A-8; the straight 8-Q frees the king: A-K.
    assert_way(
        "9h Th Jh Qh Kh 8c Ad",
        H::StraightFlush,
        R::StraightFlushReplaced,
        "Kh Ad",
    );
    let way = house_way(&hand("9h Th Jh Qh Kh 8c Ad"));
    assert_eq!(way.setting.back_value(), back("8c 9h Th Jh Qh"));
}

#[test]
fn straight_flush_stays_when_it_already_leaves_ace_and_a_face_card() {
    // The straight flush 6-10 leaves A-J; the straight 7-J would leave A-6.
    assert_way(
        "6h 7h 8h 9h Th Jc Ad",
        H::StraightFlush,
        R::StraightFlush,
        "Jc Ad",
    );
}

#[test]
fn straight_flush_with_pairing_1_aces_and_another_pair_played_as_two_pair() {
    assert_way(
        "Ah 2h 3h 4h 5h Ad 5d",
        H::StraightFlush,
        R::TwoPairSplit,
        "5h 5d",
    );
}

#[test]
fn straight_flush_with_pairing_2_both_pairs_ten_or_higher_played_as_two_pair() {
    assert_way(
        "9h Th Jh Qh Kh Kd Qd",
        H::StraightFlush,
        R::TwoPairSplit,
        "Qh Qd",
    );
}

#[test]
fn straight_flush_with_pairing_3_both_pairs_ten_or_lower_with_an_ace_played_as_two_pair() {
    // The joker completes the straight flush 6-10, or is the ace beside 9s and 8s.
    assert_way(
        "6h 7h 8h 9h Jk 9d 8d",
        H::StraightFlush,
        R::TwoPairTenOrLowerWithAce,
        "Jk 7h",
    );
}

// Royal flush.

#[test]
fn royal_flush_in_back_when_the_front_is_king_high_or_better() {
    assert_way(
        "Ah Kh Qh Jh Th Kc 2d",
        H::RoyalFlush,
        R::RoyalFlush,
        "Kc 2d",
    );
}

#[test]
fn royal_flush_a_straight_instead_when_that_improves_the_front_to_king_high() {
    assert_way(
        "Ah Kh Qh Jh Th 9c 2d",
        H::RoyalFlush,
        R::RoyalFlushReplaced,
        "Ah 2d",
    );
}

#[test]
fn royal_flush_a_straight_flush_instead_the_one_with_the_best_front() {
    assert_way(
        "Ah Kh Qh Jh Th 9h 2c",
        H::RoyalFlush,
        R::RoyalFlushReplaced,
        "Ah 2c",
    );
    let way = house_way(&hand("Ah Kh Qh Jh Th 9h 2c"));
    assert_eq!(way.setting.back_value(), back("9h Th Jh Qh Kh"));
}

#[test]
fn royal_flush_a_flush_instead_when_it_gives_the_best_front() {
    // The royal leaves 3-2; a flush of hearts without the ace leaves A-3.
    assert_way(
        "Ah Kh Qh Jh Th 2h 3c",
        H::RoyalFlush,
        R::RoyalFlushReplaced,
        "Ah 3c",
    );
}

#[test]
fn royal_flush_stays_when_nothing_improves_the_front_to_king_high() {
    assert_way(
        "Ah Kh Qh Jh Th 3c 2d",
        H::RoyalFlush,
        R::RoyalFlush,
        "3c 2d",
    );
}

#[test]
fn royal_flush_with_pairing_1_aces_and_another_pair_played_as_two_pair() {
    assert_way(
        "Ah Kh Qh Jh Th Ad Kd",
        H::RoyalFlush,
        R::TwoPairSplit,
        "Kh Kd",
    );
}

#[test]
fn royal_flush_with_pairing_2_both_pairs_ten_or_higher_played_as_two_pair() {
    assert_way(
        "Ah Kh Qh Jh Th Qd Jd",
        H::RoyalFlush,
        R::TwoPairSplit,
        "Jh Jd",
    );
}

#[test]
fn royal_flush_completed_by_the_joker() {
    assert_way(
        "Kh Qh Jh Th Jk Kc 2d",
        H::RoyalFlush,
        R::RoyalFlush,
        "Kc 2d",
    );
}

// Five aces (rule 6).

#[test]
fn five_aces_split_a_pair_of_aces_in_front_the_joker_in_back() {
    let way = house_way(&hand("Ac Ad Ah As Jk 9c 2d"));
    assert_eq!((way.holding, way.rule), (H::FiveAces, R::FiveAcesSplit));
    assert!(!way.setting.front().contains(&PaiGowCard::Joker));
    assert_eq!(way.setting.front_value(), FrontValue::Pair(Rank::Ace));
    assert_eq!(way.setting.back_value(), back("Ac Ad Jk 9c 2d"));
}

#[test]
fn five_aces_with_a_pair_of_kings_the_kings_in_front_five_aces_in_back() {
    assert_way(
        "Ac Ad Ah As Jk Kc Kd",
        H::FiveAces,
        R::FiveAcesWithKings,
        "Kc Kd",
    );
    let way = house_way(&hand("Ac Ad Ah As Jk Kc Kd"));
    assert_eq!(way.setting.back_value().category(), BackCategory::FiveAces);
}

// The studio's use of it.

#[test]
fn a_seat_not_set_when_the_window_closes_is_set_by_the_house_way() {
    let seven = hand("Kc Kd 8h 8s Ac 5d 2h");
    let own = setting("Ac 5d", "Kc Kd 8h 8s 2h");
    assert_eq!(setting_at_close(&seven, Some(own)), own);
    assert_eq!(setting_at_close(&seven, None), house_way(&seven).setting);
    let foul = setting("Kc Kd", "Ac 5d 8h 8s 2h");
    assert_eq!(
        setting_at_close(&seven, Some(foul)),
        house_way(&seven).setting
    );
}

#[test]
fn the_dealer_s_layout_must_be_the_house_way_interchangeable_cards_aside() {
    let seven = hand("5c 6d 7h 8s 9c 9d Kh");
    let way = house_way(&seven);
    assert!(way.is_laid_out_by(&seven, &setting("9c Kh", "5c 6d 7h 8s 9d")));
    assert!(way.is_laid_out_by(&seven, &setting("9d Kh", "5c 6d 7h 8s 9c")));
    assert!(!way.is_laid_out_by(&seven, &setting("9d 9c", "5c 6d 7h 8s Kh")));
    assert!(!way.is_laid_out_by(&seven, &setting("9c As", "5c 6d 7h 8s 9d")));
}

// Rule 8: every result is legal.

#[test]
fn rule_8_the_house_way_is_legal_for_200_000_random_hands() {
    let mut random = SplitMix(SplitMix64::new(0x5eed_0fa1_9a10));
    let mut holdings = std::collections::BTreeMap::new();
    for _ in 0..200_000 {
        let seven = random.hand();
        let way = published(&seven).unwrap_or_else(|| panic!("{seven}: no rule gave a setting"));
        assert_eq!(way.setting.check(&seven), Ok(()), "{seven}: {way}");
        assert_eq!(way.holding, classify(&seven));
        assert_eq!(house_way(&seven), way);
        *holdings.entry(way.holding).or_insert(0) += 1;
    }
    // The sample reaches every heading but the rarest two.
    for holding in Holding::ORDER {
        if !matches!(holding, H::FiveAces | H::RoyalFlush) {
            assert!(holdings.contains_key(&holding), "{holding:?} never drawn");
        }
    }
}

#[test]
fn rule_8_the_house_way_is_legal_for_every_hand_of_the_rare_headings() {
    // Every five-aces hand (the four aces, the joker and any two of the 48 others) and
    // every hand holding a natural royal flush.
    let others: Vec<PaiGowCard> = PaiGowCard::deck()
        .filter(|card| card.rank_as_ace() != Rank::Ace)
        .collect();
    let aces: Vec<PaiGowCard> = PaiGowCard::deck()
        .filter(|card| card.rank_as_ace() == Rank::Ace)
        .collect();
    for (at, &a) in others.iter().enumerate() {
        for &b in &others[at + 1..] {
            let mut cards = aces.clone();
            cards.extend([a, b]);
            let seven = SevenCards::new(&cards).expect("seven");
            let way = published(&seven).expect("a rule");
            assert_eq!(way.holding, H::FiveAces);
            assert_eq!(way.setting.check(&seven), Ok(()), "{seven}");
        }
    }
    let deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    let royal: Vec<PaiGowCard> = super::support::cards::<5>("Ah Kh Qh Jh Th").to_vec();
    let rest: Vec<PaiGowCard> = deck.into_iter().filter(|c| !royal.contains(c)).collect();
    for (at, &a) in rest.iter().enumerate() {
        for &b in &rest[at + 1..] {
            let mut cards = royal.clone();
            cards.extend([a, b]);
            let seven = SevenCards::new(&cards).expect("seven");
            let way = published(&seven).expect("a rule");
            assert_eq!(way.holding, H::RoyalFlush);
            assert_eq!(way.setting.check(&seven), Ok(()), "{seven}");
        }
    }
}
