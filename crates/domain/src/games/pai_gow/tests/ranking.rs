//! "Cards and the joker" and "Ranking": the five-card back and the two-card front.

use super::super::*;
use super::support::{back, cards, front, SplitMix, SplitMix64};
use crate::card::{Card, Rank};
use crate::poker::five_card;
use std::cmp::Ordering;

#[test]
fn back_categories_rank_from_high_card_to_five_aces() {
    let hands = [
        "Ac Kd Qh Js 9c",
        "2c 2d 3h 4s 5c",
        "2c 2d 3h 3s 4c",
        "2c 2d 2h 3s 4c",
        "2c 3d 4h 5s 6c",
        "2c 3c 4c 5c 7c",
        "2c 2d 2h 3s 3c",
        "2c 2d 2h 2s 3c",
        "2c 3c 4c 5c 6c",
        "Ac Ad Ah As Jk",
    ];
    let values: Vec<BackValue> = hands.iter().map(|h| back(h)).collect();
    assert!(values.windows(2).all(|pair| pair[0] < pair[1]));
    let categories: Vec<BackCategory> = values.iter().map(|v| v.category()).collect();
    assert_eq!(categories, BackCategory::ALL);
}

#[test]
fn high_card_highest_card_then_the_next_down_to_the_fifth() {
    assert!(back("Ac Kd Qh Js 9c") > back("Ac Kd Qh Js 8c"));
    assert!(back("Ac Kd Qh Js 3c") > back("Ac Kd Qh Ts 9c"));
    assert_eq!(back("Ac Kd Qh Js 9c"), back("Ad Kh Qs Jc 9d"));
}

#[test]
fn one_pair_higher_pair_then_3rd_4th_5th_card() {
    assert!(back("3c 3d 4h 5s 7c") > back("2c 2d Ah Ks Qc"));
    assert!(back("9c 9d Ah 5s 2c") > back("9h 9s Kh Qs Jc"));
    assert!(back("9c 9d Ah Ks 3c") > back("9h 9s Ad Kc 2c"));
    assert_eq!(back("9c 9d Ah Ks 3c"), back("9h 9s Ad Kc 3d"));
}

#[test]
fn two_pair_higher_pair_then_second_pair_then_5th_card() {
    assert!(back("Kc Kd 2h 2s 3c") > back("Qc Qd Jh Js Ac"));
    assert!(back("Kc Kd 5h 5s 3c") > back("Kh Ks 4h 4s Ac"));
    assert!(back("Kc Kd 5h 5s 9c") > back("Kh Ks 5d 5c 8c"));
    assert_eq!(back("Kc Kd 5h 5s 9c"), back("Kh Ks 5d 5c 9d"));
}

#[test]
fn three_of_a_kind_full_house_and_four_of_a_kind_rank_by_the_set_alone() {
    assert!(back("8c 8d 8h 2s 3c") > back("7c 7d 7h As Kc"));
    assert!(back("3c 3d 3h 2s 2c") > back("2h 2d 2s Ac Ad"));
    assert!(back("3c 3d 3h 3s 2c") > back("2c 2d 2h 2s Ac"));
    // The table names no further tie-break (one deck cannot deal two sets of one rank).
    assert_eq!(back("8c 8d 8h As 3c"), back("8c 8d 8s Ks Qc"));
    assert_eq!(back("Kc Kd Kh 9s 9c"), back("Kc Kd Ks 8s 8c"));
    assert_eq!(back("9c 9d 9h 9s Kc"), back("9c 9d 9h 9s 2c"));
}

#[test]
fn straight_by_the_highest_card_except_a_2_3_4_5_the_second_highest() {
    let broadway = back("Tc Jd Qh Ks Ac");
    let wheel = back("Ac 2d 3h 4s 5c");
    let king_high = back("9c Td Jh Qs Kc");
    assert_eq!(wheel.category(), BackCategory::Straight);
    assert!(broadway > wheel, "A-2-3-4-5 is below A-K-Q-J-10");
    assert!(wheel > king_high, "and above K-Q-J-10-9");
    assert!(wheel > back("2c 3d 4h 5s 6c"));
    assert!(king_high > back("2c 3d 4h 5s 6c"));
    assert_eq!(
        back("Qc Kd Ah 2s 3c").category(),
        BackCategory::HighCard,
        "no wrap-around"
    );
}

#[test]
fn flush_highest_card_then_2nd_3rd_4th_5th() {
    assert!(back("Ac 9c 7c 5c 3c") > back("Kd Qd Jd 9d 7d"));
    assert!(back("Ac 9c 7c 6c 2c") > back("Ad 9d 7d 5d 4d"));
    assert_eq!(back("Ac 9c 7c 5c 3c"), back("Ad 9d 7d 5d 3d"));
    assert!(
        back("2c 3c 4c 5c 7c") > back("Tc Jd Qh Ks Ac"),
        "above every straight"
    );
}

#[test]
fn straight_flush_by_the_highest_card_except_a_2_3_4_5_below_the_royal_flush() {
    let royal = back("Th Jh Qh Kh Ah");
    let steel_wheel = back("Ah 2h 3h 4h 5h");
    assert_eq!(steel_wheel.category(), BackCategory::StraightFlush);
    assert!(royal.is_royal_flush() && !steel_wheel.is_royal_flush());
    assert!(royal > steel_wheel);
    assert!(steel_wheel > back("9h Th Jh Qh Kh"));
    assert!(back("9h Th Jh Qh Kh") > back("Ac Ad Ah As Kc"));
}

#[test]
fn five_aces_four_aces_and_the_joker_are_the_top_hand() {
    let five_aces = back("Ac Ad Ah As Jk");
    assert_eq!(five_aces.category(), BackCategory::FiveAces);
    assert!(five_aces > back("Th Jh Qh Kh Ah"));
}

#[test]
fn suits_have_no_rank_equal_hands_are_equal_values() {
    assert_eq!(back("As Kh 9d 5c 2c"), back("Ac Kd 9h 5s 2d"));
    assert_eq!(back("5s 6h 7d 8c 9c"), back("5c 6c 7h 8s 9d"));
    assert_eq!(front("As Kh"), front("Ac Kd"));
}

#[test]
fn the_joker_completes_a_straight_as_the_rank_of_the_highest_straight() {
    assert_eq!(back("9c Td Jh Qs Jk"), back("9c Td Jh Qs Kd"), "K, not 8");
    assert_eq!(back("Jc Qd Kh As Jk"), back("Tc Jd Qh Ks Ac"));
    assert_eq!(
        back("9c Td Qh Ks Jk"),
        back("9c Td Jh Qs Kd"),
        "an inside straight"
    );
    // The highest straight by Pai Gow's ranking: A-2-3-4-5, above 2-3-4-5-6.
    assert_eq!(back("2c 3d 4h 5s Jk"), back("Ac 2d 3h 4s 5c"));
    assert_eq!(back("Ac 3d 4h 5s Jk"), back("Ac 2d 3h 4s 5c"));
    assert_eq!(back("3c 4d 5h 6s Jk"), back("3c 4d 5h 6s 7c"));
}

#[test]
fn the_joker_in_a_flush_is_the_highest_rank_missing_from_that_suit() {
    assert_eq!(back("Ah Kh 9h 5h Jk"), back("Ah Kh Qh 9h 5h"));
    assert_eq!(back("Kh 9h 5h 3h Jk"), back("Ah Kh 9h 5h 3h"));
    assert_eq!(back("Kh 9h 5h 3h Jk").category(), BackCategory::Flush);
}

#[test]
fn the_joker_completes_a_straight_flush_the_highest_it_can() {
    assert_eq!(back("9h Th Jh Qh Jk"), back("9h Th Jh Qh Kh"));
    assert!(back("Kh Qh Jh Th Jk").is_royal_flush());
    assert_eq!(
        back("2h 3h 4h 5h Jk"),
        back("Ah 2h 3h 4h 5h"),
        "A-2-3-4-5 beats 2-6"
    );
}

#[test]
fn otherwise_the_joker_counts_as_an_ace_never_another_rank() {
    // Pairs, three and four of a kind of aces, and a full house of aces.
    assert_eq!(back("Ac 9d 7h 4s Jk"), back("Ac Ad 9h 7s 4c"));
    assert_eq!(back("Ac Ad 9h 7s Jk"), back("Ac Ad Ah 9s 7c"));
    assert_eq!(back("Ac Ad Ah 9s Jk"), back("Ac Ad Ah As 9c"));
    assert_eq!(back("Ac Ad Kh Ks Jk"), back("Ac Ad Ah Ks Kc"));
    // Never a pair of kings nor a full house of another rank through wildness.
    assert_eq!(back("Kc 9d 7h 4s Jk"), back("Ac Kd 9h 7s 4c"));
    assert_eq!(back("Kc Kd Qh Qs Jk"), back("Kc Kd Qh Qs Ac"));
    assert_eq!(
        back("Kc Kd Kh 4s Jk").category(),
        BackCategory::ThreeOfAKind
    );
}

#[test]
fn the_front_a_pair_beats_any_two_unpaired_cards() {
    assert!(front("2c 2d") > front("Ac Kd"));
    assert_eq!(front("2c 2d"), FrontValue::Pair(Rank::Two));
}

#[test]
fn the_front_pairs_by_rank_unpaired_by_the_higher_card_then_the_lower() {
    assert!(front("9c 9d") > front("8c 8d"));
    assert!(front("Ac 2d") > front("Kc Qd"));
    assert!(front("Ac 3d") > front("Ac 2d"));
    assert_eq!(front("3c Ad"), front("Ac 3d"));
}

#[test]
fn the_joker_in_the_front_is_always_an_ace() {
    assert_eq!(front("Jk Kd"), front("Ac Kd"));
    assert_eq!(front("Jk Ad"), FrontValue::Pair(Rank::Ace));
    assert_eq!(front("Jk 2d"), front("Ac 2d"));
}

#[test]
fn the_crate_s_five_card_ranking_differs_on_a_2_3_4_5_so_pai_gow_has_its_own() {
    let as_cards = |text: &str| -> Vec<Card> {
        cards::<5>(text)
            .iter()
            .filter_map(|card| card.face())
            .collect()
    };
    let shared = |text: &str| five_card::evaluate(&as_cards(text));
    assert!(shared("Ac 2d 3h 4s 5c") < shared("2c 3d 4h 5s 6c"));
    assert!(back("Ac 2d 3h 4s 5c") > back("2c 3d 4h 5s 6c"));
}

/// Whether `cards` make A-2-3-4-5 (the one straight the two rankings place apart).
fn is_wheel(value: BackValue, cards: &[PaiGowCard; 5]) -> bool {
    let ranks: Vec<Rank> = cards.iter().map(|card| card.rank_as_ace()).collect();
    matches!(
        value.category(),
        BackCategory::Straight | BackCategory::StraightFlush
    ) && ranks.contains(&Rank::Ace)
        && ranks.contains(&Rank::Two)
}

#[test]
fn without_the_joker_and_a_2_3_4_5_the_ranking_agrees_with_the_crate_s() {
    // The set alone ranks three of a kind, full house and four of a kind here, so the shared
    // evaluator may order hands of one set by their other cards where these are equal.
    let mut random = SplitMix(SplitMix64::new(27));
    let faces = |hand: &[PaiGowCard; 5]| -> Vec<Card> {
        hand.iter().filter_map(|card| card.face()).collect()
    };
    let mut compared = 0;
    while compared < 20_000 {
        let drawn = random.cards(10);
        let (Ok(a), Ok(b)) = (
            <[PaiGowCard; 5]>::try_from(&drawn[..5]),
            <[PaiGowCard; 5]>::try_from(&drawn[5..]),
        ) else {
            continue;
        };
        if a.contains(&PaiGowCard::Joker) || b.contains(&PaiGowCard::Joker) {
            continue;
        }
        let (ours_a, ours_b) = (BackValue::of(a), BackValue::of(b));
        if is_wheel(ours_a, &a) || is_wheel(ours_b, &b) {
            continue;
        }
        let ours = ours_a.cmp(&ours_b);
        let theirs = five_card::evaluate(&faces(&a)).cmp(&five_card::evaluate(&faces(&b)));
        let set_alone = matches!(
            ours_a.category(),
            BackCategory::ThreeOfAKind | BackCategory::FullHouse | BackCategory::FourOfAKind
        );
        if !(ours == Ordering::Equal && set_alone) {
            assert_eq!(ours, theirs, "{a:?} against {b:?}");
        }
        compared += 1;
    }
}
