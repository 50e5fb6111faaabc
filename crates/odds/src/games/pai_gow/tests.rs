//! Pai Gow's figures against the domain: the memo's house way against `house_way` on every
//! hand of the domain's tests and hundreds of thousands of random hands; the net against
//! `settle`; the exact values against a brute force settled by the domain, and the estimate
//! against the exact values on a reduced deck.

use super::deck::{each_seven, sevens};
use super::*;
use crate::error::OddsError;
use livedraw_domain::games::pai_gow::{
    house_way, legal_settings, parse_cards, settle, PaiGowCard, SevenCards, DECK_SIZE,
};

/// Every seven-card hand written in the domain's Pai Gow tests (the house way's rows and
/// rules, the joker's cases); the few that are not a hand (a card twice) are skipped.
const DOMAIN_HANDS: &[&str] = &[
    "2c 2d 2h 2s Qc Qd 9h",
    "2c 3c 4c 5c 6c 7c Jk",
    "2h 4h 6h 8h Th Qh Ah",
    "2h 5h 8h Jh Kh Ac 3d",
    "2h 5h 8h Jh Kh Ah 3d",
    "3c 4d 5h 6s 7c 8d 9h",
    "4c 5d 6h 7h 8h 2h 9h",
    "4c 5d 6h 7s 8c 9d Kh",
    "5c 5d 6h 6s 7c 8d 9h",
    "5c 6d 7h 8s 9c 9d Kh",
    "5c 6d 7h 8s 9c Kd 2h",
    "5h 6h 7c 8h 9d Kh Ah",
    "5h 6h 7h 8h 9h 9c 9d",
    "5h 6h 7h 8h 9h Kc 2d",
    "5h 6h 7h 8h 9h Th Kc",
    "6c 6d 3h 3s Kc 9d 2h",
    "6c 6d 6h 6s Ac Kd 2h",
    "6c 7d 8h 9s Jk 9c 8d",
    "6h 7h 8h 9h Jk 9d 8d",
    "6h 7h 8h 9h Th Jc Ad",
    "7c 7d 3h 3s Kc 9d 2h",
    "7c 7d 7h 7s 2c 2d 9h",
    "7c 7d 7h 7s 6c 6d 6h",
    "7c 7d 7h 7s Ac Td 2h",
    "7c 7d 7h 8s 9c Td Jh",
    "8c 8d 8h 2s 2c Ad Kh",
    "8c 8d 8h 2s 2c Ad Qh",
    "8c 8d 8h 3s 3c Ad Kh",
    "8c 8d 8h Ks Kc 5d 2h",
    "8c 8d 8h Ks Kc 5d 5h",
    "8c 8d 8h Ks Qc 5d 2h",
    "9c 9d 9h 4s 4c 4d Ah",
    "9c 9d As Kh 7c 4d 2s",
    "9c Tc Jc Qc 2c Kd Ad",
    "9h Th Jh Qh Kh 2h Ac",
    "9h Th Jh Qh Kh 8c Ad",
    "9h Th Jh Qh Kh Kd Qd",
    "Ac 2d 3h 3s 4c 4d Jk",
    "Ac 2d 3h 4s 5c 3d 4h",
    "Ac Ad 3h 3s Kc 9d 2h",
    "Ac Ad Ah As 6c 6d 2h",
    "Ac Ad Ah As 7c 7d 2h",
    "Ac Ad Ah As Jk 9c 2d",
    "Ac Ad Ah As Jk Kc Kd",
    "Ac Ad Ah As Kc 9d 2h",
    "Ac Ad Ah Ks Qc 5d 2h",
    "Ac Ad Jk Ks Qc 5d 2h",
    "Ac Ad Kc Qd Jh Th Ts",
    "Ah 2h 3h 4h 5h Ad 5d",
    "Ah 2h 3h 4h Jk Ad 2d",
    "Ah 9h 7h 4h 2h 9d 7d",
    "Ah Kd Ac Qd Jh 9s 8c",
    "Ah Kd Ac Qd Jh 9s Jk",
    "Ah Kd Qc Jd 9h 7s 3c",
    "Ah Kh Qh Jh Th 2h 3c",
    "Ah Kh Qh Jh Th 3c 2d",
    "Ah Kh Qh Jh Th 9c 2d",
    "Ah Kh Qh Jh Th 9h 2c",
    "Ah Kh Qh Jh Th Ad Ac",
    "Ah Kh Qh Jh Th Ad Kd",
    "Ah Kh Qh Jh Th Kc 2d",
    "Ah Kh Qh Jh Th Qd Jd",
    "As Ac Ad Jk Ks 9s 4s",
    "As Ah 5h 5d 9h 2h Jk",
    "As Ah Jk 5h 5d 9h 2h",
    "As Kd 9c 7h 5s 3d 2c",
    "As Kd 9c 7h 5s 3d Jk",
    "As Kd 9c 7h 5s Jk Jk",
    "Jc Jd Jh Js Ac Kd 2h",
    "Jk 3d 5s 7h 9c Kd As",
    "Jk 6d 6c 8h 8s 3d 2c",
    "Jk 6d 7c 8h 9s 3d 2c",
    "Jk Ad 9c 7h 5s 3d 2c",
    "Jk Ad Ac 8h 8s 3d 2c",
    "Jk Ad Kc 9h 7s 4d 2c",
    "Jk Kd 9c 7h 5s 3d 2c",
    "Kc Kd 8h 8s 4c 4d Ah",
    "Kc Kd 8h 8s Ac 5d 2h",
    "Kc Kd Kh Ks 9c 9d 2h",
    "Kc Kd Kh Ks Qc Qd Qh",
    "Kc Kd Qc Qd Jh Th 9s",
    "Kh Qh Jh Th Jk 2c 2d",
    "Kh Qh Jh Th Jk Kc 2d",
    "Qc Qd 4h 4s Ac 9d 2h",
    "Qc Qd 4h 4s Kc 9d 2h",
    "Qc Qd 6h 6s Ac 9d 2h",
    "Qc Qd Qh Qs Tc Td 2h",
    "Tc Td 7h 7s Ac 9d 2h",
    "Tc Td 7h 7s Jk 9d 2h",
    "Tc Td 7h 7s Kc 9d 2h",
    "Tc Td Th Ts Ac Jd 2h",
];

fn hand(text: &str) -> SevenCards {
    text.parse().expect("seven cards")
}

fn cards(text: &str) -> Vec<PaiGowCard> {
    parse_cards(text).expect("cards")
}

/// The domain's house-way values of `hand`.
fn domain_way(hand: &SevenCards) -> SetHands {
    SetHands::of(&house_way(hand).setting)
}

/// Random hands of seven, seeded.
fn random_hands(seed: u64) -> impl Iterator<Item = SevenCards> {
    let mut draws = Draws::new(seed);
    let mut deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    std::iter::from_fn(move || draws.seven(&mut deck))
}

/// The cards seen that leave `unseen` as the deck besides `hand`.
fn seen_but(hand: &SevenCards, unseen: &[PaiGowCard]) -> Vec<PaiGowCard> {
    PaiGowCard::deck()
        .filter(|card| !hand.contains(*card) && !unseen.contains(card))
        .collect()
}

#[test]
fn the_memo_s_house_way_is_the_domain_s_on_every_hand_of_its_tests() {
    let mut memo = HouseWayMemo::new();
    let mut checked = 0;
    for text in DOMAIN_HANDS {
        let Ok(seven) = text.parse::<SevenCards>() else {
            continue;
        };
        assert_eq!(memo.hands(&seven), domain_way(&seven), "{seven}");
        checked += 1;
    }
    assert!(checked >= 85, "{checked}");
}

#[test]
fn the_memo_s_house_way_is_the_domain_s_on_300_000_random_hands() {
    // One memo for all, so most answers are remembered from another hand of the same class.
    let mut memo = HouseWayMemo::new();
    let hands = 300_000;
    for seven in random_hands(0x9a16).take(hands) {
        assert_eq!(memo.hands(&seven), domain_way(&seven), "{seven}");
    }
    assert!(memo.asked() < hands as u64 / 2, "{}", memo.asked());
}

#[test]
fn the_memo_s_house_way_is_the_domain_s_on_hands_rich_in_straights_flushes_and_the_joker() {
    // Nine ranks and the joker: straights, flushes and the joker's completions are common,
    // and every class the suits' key merges is met many times.
    let mut deck = cards("6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks Ac Ad Ah As Jk");
    let mut draws = Draws::new(7);
    let mut memo = HouseWayMemo::new();
    for _ in 0..100_000 {
        let seven = draws.seven(&mut deck).expect("a hand");
        assert_eq!(memo.hands(&seven), domain_way(&seven), "{seven}");
    }
}

#[test]
fn the_net_of_a_legal_setting_is_the_domain_s_settlement() {
    let mut hands = random_hands(11);
    for _ in 0..20_000 {
        let (Some(seat), Some(dealer)) = (hands.next(), hands.next()) else {
            panic!("random hands never end");
        };
        let bank = house_way(&dealer).setting;
        for setting in legal_settings(&seat) {
            let settled = settle(&setting, &bank).payout.as_hundredths();
            let net = net_hundredths(SetHands::of(&setting), SetHands::of(&bank));
            assert_eq!(net, settled, "{setting} against {bank}");
        }
    }
}

#[test]
fn the_exact_values_are_every_dealer_hand_settled_by_the_domain() {
    let seat = hand("Ah Kd 9c 9h 5s 4d 2c");
    let unseen = cards("As Ks Qh Jd Tc 9s 5h 4c 3d 2h Jk 8s");
    let values = exact_values(&seat, &seen_but(&seat, &unseen)).expect("values");
    assert_eq!(values.len(), legal_settings(&seat).len());
    let mut dealt = 0;
    let mut totals = vec![0i128; values.len()];
    each_seven(&unseen, |dealer| {
        dealt += 1;
        let bank = house_way(dealer).setting;
        for (total, value) in totals.iter_mut().zip(&values) {
            *total += i128::from(settle(&value.setting, &bank).payout.as_hundredths());
        }
    });
    assert_eq!(dealt, 792);
    for (value, total) in values.iter().zip(totals) {
        assert_eq!(
            value.ev,
            crate::fraction::Fraction::new(total, 100 * 792),
            "{}",
            value.setting
        );
        assert_eq!(value.wins + value.pushes + value.losses, 792);
    }
}

#[test]
fn the_estimate_agrees_with_the_exact_values_on_a_reduced_deck_within_four_standard_errors() {
    // 18 unseen cards, the joker among them: 31,824 dealer hands.
    let seat = hand("As Kd Tc 9h 5s 2d 7h");
    let unseen: Vec<PaiGowCard> = cards("Ac Ad Ah Kc Kh Ks Qc Qd Qh Qs Jc Jd Jh Js Td Th Ts Jk");
    let seen = seen_but(&seat, &unseen);
    assert_eq!(sevens(unseen.len()), 31_824);
    let exact = exact_values(&seat, &seen).expect("exact");
    let estimated = estimated_values(&seat, &seen, 40_000, 3).expect("estimate");
    assert_eq!(exact.len(), estimated.len());
    for (exact, estimated) in exact.iter().zip(&estimated) {
        assert_eq!(exact.setting, estimated.setting);
        assert_eq!(estimated.ev.samples, 40_000);
        // A setting that loses to every dealer hand (a low front and back) has no spread.
        assert!(
            estimated.ev.standard_error > 0.0 || exact.ev.as_f64() == -1.0,
            "{}",
            exact.setting
        );
        assert!(
            estimated.ev.agrees_with(exact.ev.as_f64(), 4.0),
            "{}: exact {} estimate {:?}",
            exact.setting,
            exact.ev.as_f64(),
            estimated.ev
        );
    }
}

#[test]
fn the_estimate_is_reproduced_by_its_seed_and_shares_its_dealer_hands_between_settings() {
    let seat = hand("As Kd 9c 9h 5s 2d Jk");
    let first = estimated_values(&seat, &[], 2_000, 42).expect("estimate");
    assert_eq!(
        first,
        estimated_values(&seat, &[], 2_000, 42).expect("again")
    );
    assert_ne!(
        first,
        estimated_values(&seat, &[], 2_000, 43).expect("another seed")
    );
    // Settings of the same hands' values meet the same dealer hands: equal estimates.
    for a in &first {
        for b in &first {
            if a.setting.same_hands(&b.setting) {
                assert_eq!(a.ev, b.ev);
            }
        }
    }
}

#[test]
fn the_unseen_deck_is_the_53_cards_less_the_hand_and_the_cards_seen() {
    let seat = hand("As Kd 9c 9h 5s 2d Jk");
    assert_eq!(unseen(&seat, &[]).expect("unseen").len(), DECK_SIZE - 7);
    assert_eq!(sevens(46), 53_524_680);
    assert_eq!(
        unseen(&seat, &cards("Qh Jk")),
        Err(OddsError::PaiGowCardTwice(PaiGowCard::Joker))
    );
    let seen = cards("Qh Qh");
    assert_eq!(
        unseen(&seat, &seen),
        Err(OddsError::PaiGowCardTwice(seen[0]))
    );
    let most = seen_but(&seat, &cards("Ac Ad Ah Kc Kh Ks"));
    assert_eq!(
        unseen(&seat, &most),
        Err(OddsError::TooFewCards { needed: 7, left: 6 })
    );
    assert_eq!(
        estimated_values(&seat, &[], 0, 1),
        Err(OddsError::NoSamples)
    );
}

#[test]
fn the_game_s_return_is_a_small_loss_and_setting_at_best_never_loses_to_the_house_way() {
    let figures = game_return(20_000, 200, 200, 5).expect("figures");
    let way = figures.house_way;
    assert_eq!(way.samples, 20_000);
    assert!(-0.06 < way.mean && way.mean < 0.02, "{way:?}");
    assert!(way.standard_error < 0.01, "{way:?}");
    let gain = figures.best_setting_gain;
    assert!(gain.mean > -3.0 * gain.standard_error, "{gain:?}");
    let best = figures.best_setting();
    assert!((best.mean - way.mean - gain.mean).abs() < 1e-12);
}
