//! One test per rule of stud-and-triple-bet.md's Oasis Stud Poker, named after it.

use super::deuces::{self, DeucesCategory, DeucesHand};
use super::hand::{OasisBonusHand, StudHand};
use super::progressive_bonus::ProgressiveBonus;
use super::rules::{BetPaytable, Bonus, OasisRules, OasisRulesError};
use super::settlement::{bet_pays, capped, settle, DealerHand, OasisSettlementError, SeatPlay};
use super::showdown::{bought_qualifies, qualifies, showdown, Showdown};
use super::swap::{check_buy, check_swap, dealer_discards, swapped, OasisDecisionError};
use super::version::OasisVersion;
use crate::card::{parse_cards, Card, Rank};
use crate::games::triple_bet::{self, Standing, TripleBetHand};
use crate::limits::Amount;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::five_card::evaluate;
use crate::poker::paytable::{Line, Paytable};

fn five(text: &str) -> [Card; 5] {
    let cards = parse_cards(text).expect("cards");
    [cards[0], cards[1], cards[2], cards[3], cards[4]]
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("cards")
}

fn played(hand: &str) -> SeatPlay {
    SeatPlay {
        bonus: true,
        swapped: 0,
        continued: true,
        bought: false,
        hand: five(hand),
    }
}

fn dealt(hand: &str) -> DealerHand {
    DealerHand {
        dealt: five(hand),
        bought: None,
    }
}

fn standard() -> OasisRules {
    OasisRules::published(OasisVersion::Standard)
}

fn lines<L: Line>(paytable: &Paytable<L>) -> Vec<(&'static str, i32)> {
    paytable
        .lines()
        .iter()
        .map(|&(line, pays)| (line.name(), pays.as_hundredths() / 100))
        .collect()
}

// Configurations.

#[test]
fn the_standard_game_swaps_zero_or_one_card_and_buys_a_game() {
    let version = OasisVersion::Standard;
    let held = five("As Kd 7c 4h 2s");
    assert_eq!(check_swap(version, &held, &cards("7c")), Ok(()));
    assert_eq!(check_swap(version, &held, &[]), Ok(()));
    assert_eq!(
        check_swap(version, &held, &cards("7c 4h")),
        Err(OasisDecisionError::TooManyCards {
            version,
            asked: 2,
            most: 1
        })
    );
    assert_eq!(version.dealer_swaps(), Some(1));
}

#[test]
fn version_b_swaps_up_to_two_cards_and_the_dealer_swaps_two() {
    let held = five("As Kd 7c 4h 2s");
    assert_eq!(check_swap(OasisVersion::B, &held, &cards("7c 4h")), Ok(()));
    assert!(check_swap(OasisVersion::B, &held, &cards("7c 4h 2s")).is_err());
    assert_eq!(OasisVersion::B.dealer_swaps(), Some(2));
}

#[test]
fn versions_a_c_and_d_have_no_swap_and_no_buying() {
    let held = five("As Kd 7c 4h 2s");
    for version in [OasisVersion::A, OasisVersion::C, OasisVersion::D] {
        assert_eq!(
            check_swap(version, &held, &cards("7c")),
            Err(OasisDecisionError::SwapNotOffered(version))
        );
        assert_eq!(
            check_buy(version, false, true),
            Err(OasisDecisionError::BuyNotOffered(version))
        );
    }
}

#[test]
fn a_swap_of_a_card_the_seat_does_not_hold_or_named_twice_is_refused() {
    let held = five("As Kd 7c 4h 2s");
    let other = cards("Qh")[0];
    assert_eq!(
        check_swap(OasisVersion::B, &held, &[other]),
        Err(OasisDecisionError::NotHeld(other))
    );
    let seven = cards("7c")[0];
    assert_eq!(
        check_swap(OasisVersion::B, &held, &[seven, seven]),
        Err(OasisDecisionError::Twice(seven))
    );
}

#[test]
fn version_b_tables_have_at_most_six_seats_the_others_seven() {
    assert_eq!(OasisVersion::B.seats(), 6);
    for version in [
        OasisVersion::Standard,
        OasisVersion::A,
        OasisVersion::C,
        OasisVersion::D,
    ] {
        assert_eq!(version.seats(), 7);
    }
    // Version B's worst case fits one deck with six seats, not with seven.
    let cards = |seats: u32| 5 * (seats + 1) + 2 * seats + 2;
    assert_eq!((cards(6), cards(7)), (49, 56));
}

#[test]
fn standard_and_b_run_in_seats_mode_only() {
    let common: Vec<OasisVersion> = OasisVersion::ALL
        .into_iter()
        .filter(|version| version.common_hand_allowed())
        .collect();
    assert_eq!(common, [OasisVersion::A, OasisVersion::C, OasisVersion::D]);
}

#[test]
fn versions_c_and_d_have_no_bonus() {
    for version in [OasisVersion::C, OasisVersion::D] {
        assert_eq!(OasisRules::published(version).bonus, None);
        let mut rules = OasisRules::published(version);
        rules.bonus = OasisRules::published(OasisVersion::A).bonus;
        assert_eq!(rules.check(), Err(OasisRulesError::NoBonus(version)));
    }
}

#[test]
fn versions_are_named_in_the_studio_file() {
    for version in OasisVersion::ALL {
        assert_eq!(OasisVersion::named(version.name()), Some(version));
    }
    assert_eq!(OasisVersion::named("B"), Some(OasisVersion::B));
    assert_eq!(OasisVersion::named("e"), None);
}

// Ranking.

#[test]
fn ace_king_ranks_above_every_other_no_pair_hand_and_below_a_pair() {
    let ace_king = evaluate(&five("As Kd 4c 3h 2s"));
    assert!(ace_king > evaluate(&five("As Qd Jc 9h 8s")));
    assert!(ace_king < evaluate(&five("2s 2d 4c 3h 5s")));
    assert_eq!(StudHand::of(ace_king, Rank::Two), Some(StudHand::AceKing));
    assert_eq!(
        StudHand::of(evaluate(&five("As Qd Jc 9h 8s")), Rank::Two),
        None
    );
}

#[test]
fn ace_king_hands_break_ties_on_the_third_fourth_and_fifth_card() {
    let higher = evaluate(&five("As Kd 9c 3h 2s"));
    let lower = evaluate(&five("Ah Kc 8c 7h 6s"));
    assert!(higher > lower);
    assert_eq!(
        evaluate(&five("As Kd 9c 3h 2s")),
        evaluate(&five("Ad Kh 9s 3c 2d"))
    );
}

#[test]
fn equal_hands_are_a_standoff() {
    let player = five("9s 9d Kc 7h 4s");
    let dealer = five("9h 9c Kd 7s 4d");
    assert_eq!(
        showdown(OasisVersion::Standard, &player, &dealer),
        Showdown::Tie
    );
}

// Qualification.

#[test]
fn the_dealer_qualifies_with_ace_king_or_better_in_the_standard_game_and_a() {
    for version in [OasisVersion::Standard, OasisVersion::A] {
        assert!(qualifies(version, &five("As Kd 4c 3h 2s")));
        assert!(!qualifies(version, &five("As Qd Jc 9h 8s")));
        assert!(qualifies(version, &five("2s 2d 4c 3h 5s")));
    }
}

#[test]
fn the_dealer_qualifies_with_a_pair_of_eights_or_better_in_b_and_c() {
    for version in [OasisVersion::B, OasisVersion::C] {
        assert!(qualifies(version, &five("8s 8d 4c 3h Ks")));
        assert!(!qualifies(version, &five("7s 7d 4c 3h Ks")));
        assert!(!qualifies(version, &five("As Kd 4c 3h 9s")));
    }
    // In C a deuce pairs the eight.
    assert!(qualifies(OasisVersion::C, &five("8s 2d 4c 3h Ks")));
    assert!(!qualifies(OasisVersion::B, &five("8s 2d 4c 3h Ks")));
}

// Settlement.

#[test]
fn a_fold_loses_the_ante_and_the_bonus() {
    let seat = SeatPlay {
        continued: false,
        ..played("As Ad Kc Kh 2s")
    };
    let settled = settle(&standard(), &seat, &dealt("3s 3d 4c 5h 9s")).expect("settled");
    assert_eq!(settled.ante, Payout::LOST);
    assert_eq!(settled.bet, None);
    assert_eq!(settled.bonus, Some(Payout::LOST));
    assert_eq!(settled.ante_boxes(), -100);
}

#[test]
fn a_higher_hand_against_a_qualifying_dealer_wins_the_ante_and_the_paytable_on_the_bet() {
    let settled = settle(
        &standard(),
        &played("9s 9d 9c 4h 2s"),
        &dealt("As Kd 4c 3h 7s"),
    )
    .expect("settled");
    assert_eq!(settled.ante, Payout::times(1));
    assert_eq!(settled.bet, Some(Payout::times(3)));
    // Ante 1 and three times a bet of two antes.
    assert_eq!(settled.ante_boxes(), 700);
}

#[test]
fn equal_hands_push_the_ante_and_the_bet() {
    let settled = settle(
        &standard(),
        &played("9s 9d Kc 7h 4s"),
        &dealt("9h 9c Kd 7s 4d"),
    )
    .expect("settled");
    assert_eq!(
        (settled.ante, settled.bet),
        (Payout::NOTHING, Some(Payout::NOTHING))
    );
}

#[test]
fn a_higher_dealer_hand_takes_the_ante_and_the_bet() {
    let settled = settle(
        &standard(),
        &played("9s 9d Kc 7h 4s"),
        &dealt("Th Tc Kd 7s 4d"),
    )
    .expect("settled");
    assert_eq!(
        (settled.ante, settled.bet),
        (Payout::LOST, Some(Payout::LOST))
    );
    assert_eq!(settled.ante_boxes(), -300);
}

#[test]
fn a_dealer_who_does_not_qualify_pays_the_ante_and_returns_the_bet() {
    let settled = settle(
        &standard(),
        &played("2s 3d 5c 7h 9s"),
        &dealt("As Qd Jc 9h 8s"),
    )
    .expect("settled");
    assert_eq!(
        (settled.ante, settled.bet),
        (Payout::times(1), Some(Payout::NOTHING))
    );
}

#[test]
fn a_hand_that_beats_a_qualifying_dealer_is_always_on_the_paytable() {
    // The lowest hands that beat the lowest qualifying dealers.
    let cases = [
        (OasisVersion::Standard, "As Kd 5c 3h 2s", "Ah Kc 4d 3s 2h"),
        (OasisVersion::A, "As Kd 5c 3h 2s", "Ah Kc 4d 3s 2h"),
        (OasisVersion::B, "8s 8d 5c 3h 4s", "8h 8c 4d 3s 2h"),
    ];
    for (version, player, dealer) in cases {
        let rules = OasisRules::published(version);
        let settled = settle(&rules, &played(player), &dealt(dealer)).expect("settled");
        assert_eq!(settled.bet, Some(Payout::times(1)), "{version}");
    }
}

#[test]
fn buying_a_game_costs_the_ante_and_the_dealer_swaps_the_highest_card() {
    let dealer = five("Qs 9d 7c 4h 3s");
    assert_eq!(
        dealer_discards(OasisVersion::Standard, &dealer),
        cards("Qs")
    );
    assert_eq!(check_buy(OasisVersion::Standard, false, true), Ok(()));
    let bought = swapped(&dealer, &cards("Qs"), &cards("9h"));
    let seat = SeatPlay {
        bought: true,
        ..played("Ts Td 5c 3h 2s")
    };
    let hand = DealerHand {
        dealt: dealer,
        bought: Some(bought),
    };
    let settled = settle(&standard(), &seat, &hand).expect("settled");
    // The dealer's new pair of nines loses to the tens: compared as a qualifying hand.
    assert_eq!(settled.ante, Payout::times(1));
    assert_eq!(settled.bet, Some(Payout::times(1)));
    assert_eq!(settled.fees, 1);
    assert_eq!(settled.ante_boxes(), 100 + 200 - 100);
}

#[test]
fn in_b_the_dealer_swaps_the_two_highest_cards_not_in_a_pair() {
    assert_eq!(
        dealer_discards(OasisVersion::B, &five("Ks 9d 7c 4h 3s")),
        cards("Ks 9d")
    );
    assert_eq!(
        dealer_discards(OasisVersion::B, &five("5s 5d Kc Jh 3s")),
        cards("Kc Jh")
    );
    assert_eq!(
        dealer_discards(OasisVersion::A, &five("Ks 9d 7c 4h 3s")),
        []
    );
}

#[test]
fn a_bought_hand_that_qualifies_is_compared_and_may_win_push_or_lose() {
    let dealer = five("Qs 9d 7c 4h 3s");
    let seat = SeatPlay {
        bought: true,
        ..played("Ts Td 5c 3h 2s")
    };
    let with = |replacement: &str| DealerHand {
        dealt: dealer,
        bought: Some(swapped(&dealer, &cards("Qs"), &cards(replacement))),
    };
    let rules = standard();
    let outcome = |replacement| {
        let settled = settle(&rules, &seat, &with(replacement)).expect("settled");
        (settled.ante, settled.bet)
    };
    assert_eq!(outcome("7h"), (Payout::times(1), Some(Payout::times(1))));
    assert_eq!(outcome("9h"), (Payout::times(1), Some(Payout::times(1))));
    // A pair of fours and the nine against the tens: the tens win; a pair of kings would not.
    let kings = DealerHand {
        dealt: five("Ks 9d 7c 4h 3s"),
        bought: Some(five("Kd Kh 9d 7c 4h")),
    };
    let settled = settle(&rules, &seat, &kings).expect("settled");
    assert_eq!(
        (settled.ante, settled.bet),
        (Payout::LOST, Some(Payout::LOST))
    );
}

#[test]
fn a_bought_hand_without_a_pair_loses_the_fee_and_returns_the_ante_and_the_bet() {
    let seat = SeatPlay {
        bought: true,
        ..played("Ts Td 5c 3h 2s")
    };
    let hand = DealerHand {
        dealt: five("Qs 9d 7c 4h 3s"),
        bought: Some(five("Jh 9d 7c 4h 3s")),
    };
    let settled = settle(&standard(), &seat, &hand).expect("settled");
    assert_eq!(
        (settled.ante, settled.bet),
        (Payout::NOTHING, Some(Payout::NOTHING))
    );
    assert_eq!(settled.ante_boxes(), -100);
}

#[test]
fn in_b_a_bought_hand_needs_a_pair_of_eights_or_better() {
    assert!(!bought_qualifies(OasisVersion::B, &five("7s 7d Kc Jh 3s")));
    assert!(bought_qualifies(OasisVersion::B, &five("8s 8d Kc Jh 3s")));
    assert!(bought_qualifies(
        OasisVersion::Standard,
        &five("2s 2d Kc Jh 3s")
    ));
}

#[test]
fn a_game_is_bought_only_from_a_dealer_who_does_not_qualify_by_a_seat_that_continued() {
    assert_eq!(
        check_buy(OasisVersion::Standard, true, true),
        Err(OasisDecisionError::DealerQualified)
    );
    assert_eq!(
        check_buy(OasisVersion::Standard, false, false),
        Err(OasisDecisionError::Folded)
    );
    let seat = SeatPlay {
        bought: true,
        ..played("Ts Td 5c 3h 2s")
    };
    assert_eq!(
        settle(&standard(), &seat, &dealt("As Kd 4c 3h 7s")),
        Err(OasisSettlementError::BoughtFromQualifiedDealer)
    );
}

#[test]
fn ace_king_cannot_arise_after_the_standard_swap() {
    // Every non-qualifying hand of a sample of the deck, every replacement card.
    let deck: Vec<Card> = Card::all().collect();
    let mut hands = 0;
    for (at, hand) in combinations(&deck)
        .enumerate()
        .filter(|(at, _)| at % 211 == 0)
    {
        let _ = at;
        if qualifies(OasisVersion::Standard, &hand) {
            continue;
        }
        hands += 1;
        let discards = dealer_discards(OasisVersion::Standard, &hand);
        for replacement in deck.iter().filter(|card| !hand.contains(card)) {
            let new = swapped(&hand, &discards, &[*replacement]);
            let ace_king = StudHand::of(evaluate(&new), Rank::Two) == Some(StudHand::AceKing);
            assert!(!ace_king, "{new:?}");
        }
    }
    assert!(hands > 5_000);
}

/// Every five-card hand of `deck`, in order.
fn combinations(deck: &[Card]) -> impl Iterator<Item = [Card; 5]> + '_ {
    let n = deck.len();
    (0..n).flat_map(move |a| {
        (a + 1..n).flat_map(move |b| {
            (b + 1..n).flat_map(move |c| {
                (c + 1..n).flat_map(move |d| {
                    (d + 1..n).map(move |e| [deck[a], deck[b], deck[c], deck[d], deck[e]])
                })
            })
        })
    })
}

// Bonus.

#[test]
fn a_swap_forfeits_the_bonus() {
    let seat = SeatPlay {
        swapped: 1,
        ..played("9s Ts Js Qs Ks")
    };
    let settled = settle(&standard(), &seat, &dealt("As Kd 4c 3h 7s")).expect("settled");
    assert_eq!(settled.bonus, Some(Payout::LOST));
    assert_eq!(settled.fees, 1);
}

#[test]
fn the_bonus_settles_on_the_player_s_hand_whatever_the_dealer_holds() {
    let flush = played("9s 7s 5s 3s Ks");
    for dealer in ["As Qd Jc 9h 8s", "Ah Ad Ac Kh Kd"] {
        let settled = settle(&standard(), &flush, &dealt(dealer)).expect("settled");
        assert_eq!(settled.bonus, Some(Payout::times(100)), "{dealer}");
        assert_eq!(settled.bonus_hand, Some(OasisBonusHand::Flush));
    }
    let pair = settle(
        &standard(),
        &played("9s 9d 5s 3s Ks"),
        &dealt("As Qd Jc 9h 8s"),
    )
    .expect("settled");
    assert_eq!(pair.bonus, Some(Payout::LOST));
    let none = settle(
        &standard(),
        &SeatPlay {
            bonus: false,
            ..flush
        },
        &dealt("As Qd Jc 9h 8s"),
    )
    .expect("settled");
    assert_eq!(none.bonus, None);
}

#[test]
fn the_bonus_box_pays_as_published_line_by_line() {
    let Some(Bonus::Fixed(bonus)) = standard().bonus else {
        panic!("a fixed bonus");
    };
    assert_eq!(
        lines(&bonus),
        [
            ("royal_flush", 5000),
            ("straight_flush", 1000),
            ("four_of_a_kind", 250),
            ("full_house", 150),
            ("flush", 100),
            ("straight", 50)
        ]
    );
}

#[test]
fn a_progressive_bonus_names_the_hand_its_pot_pays() {
    let progressive = ProgressiveBonus::parse([("stake", "1"), ("royal_flush", "100%")])
        .expect("a progressive bonus");
    let rules = standard().with_progressive(progressive).expect("a bonus");
    assert_eq!(rules.check(), Ok(()));
    let royal =
        settle(&rules, &played("As Ks Qs Js Ts"), &dealt("2h 3d 4c 7h 9s")).expect("settled");
    assert_eq!(royal.bonus, Some(Payout::NOTHING));
    assert_eq!(royal.bonus_hand, Some(OasisBonusHand::RoyalFlush));
    let flush =
        settle(&rules, &played("9s 7s 5s 3s Ks"), &dealt("2h 3d 4c 7h 9s")).expect("settled");
    assert_eq!(flush.bonus, Some(Payout::times(100)));
}

#[test]
fn a_progressive_bonus_replaces_the_fixed_bonus_only_where_the_version_has_one() {
    let progressive = ProgressiveBonus::parse([("stake", "1"), ("royal_flush", "100%")])
        .expect("a progressive bonus");
    let c = OasisRules::published(OasisVersion::C);
    assert_eq!(
        c.with_progressive(progressive),
        Err(OasisRulesError::NoBonus(OasisVersion::C))
    );
}

// Paytables.

#[test]
fn the_bet_box_of_the_standard_game_and_a_pays_as_published_line_by_line() {
    for version in [OasisVersion::Standard, OasisVersion::A] {
        let BetPaytable::Stud(paytable) = OasisRules::published(version).paytable else {
            panic!("a stud paytable");
        };
        assert_eq!(
            lines(&paytable),
            [
                ("royal_flush", 100),
                ("straight_flush", 50),
                ("four_of_a_kind", 20),
                ("full_house", 7),
                ("flush", 5),
                ("straight", 4),
                ("three_of_a_kind", 3),
                ("two_pair", 2),
                ("pair", 1),
                ("ace_king", 1)
            ]
        );
    }
}

#[test]
fn the_bet_box_of_b_pays_as_published_line_by_line() {
    let BetPaytable::Stud(paytable) = OasisRules::published(OasisVersion::B).paytable else {
        panic!("a stud paytable");
    };
    assert_eq!(
        lines(&paytable),
        [
            ("royal_flush", 100),
            ("straight_flush", 50),
            ("four_of_a_kind", 20),
            ("full_house", 7),
            ("flush", 5),
            ("straight", 3),
            ("three_of_a_kind", 2),
            ("two_pair", 1),
            ("pair", 1)
        ]
    );
    // B's pair line starts at eights.
    let rules = OasisRules::published(OasisVersion::B);
    assert_eq!(bet_pays(&rules, &five("8s 8d 5c 3h 4s")), Payout::times(1));
    assert_eq!(
        StudHand::of(evaluate(&five("7s 7d 5c 3h 4s")), Rank::Eight),
        None
    );
}

#[test]
fn the_bet_box_of_c_pays_as_published_line_by_line() {
    let BetPaytable::Deuces(paytable) = OasisRules::published(OasisVersion::C).paytable else {
        panic!("a deuces paytable");
    };
    assert_eq!(
        lines(&paytable),
        [
            ("natural_royal_flush", 100),
            ("wild_royal_flush", 50),
            ("five_of_a_kind", 30),
            ("straight_flush", 10),
            ("four_of_a_kind", 3),
            ("full_house", 3),
            ("flush", 2),
            ("straight", 2),
            ("three_of_a_kind", 1),
            ("two_pair", 1),
            ("eights_or_better", 1)
        ]
    );
}

#[test]
fn the_bet_boxes_of_d_pay_table_d_on_a_pair_of_tens_or_better() {
    let rules = OasisRules::published(OasisVersion::D);
    let BetPaytable::Community(community) = &rules.paytable else {
        panic!("a community paytable");
    };
    assert_eq!(
        lines(&community.paytable),
        [
            ("royal_flush", 1000),
            ("straight_flush", 200),
            ("four_of_a_kind", 50),
            ("full_house", 11),
            ("flush", 8),
            ("straight", 5),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("tens_or_better", 1)
        ]
    );
    let all = Standing {
        first: true,
        second: true,
    };
    let royal = triple_bet::settle(community, all, five("As Ks Qs Js Ts"));
    assert_eq!((royal.each, royal.bets), (Payout::times(1000), 3));
    let nines = triple_bet::settle(community, all, five("9s 9d Qs 5c 3h"));
    assert_eq!(nines.each, Payout::LOST);
    assert_eq!(
        settle(&rules, &played("9s 9d Qs 5c 3h"), &dealt("As Kd 4c 3h 7s")),
        Err(OasisSettlementError::CommunityCards)
    );
}

#[test]
fn triple_bet_poker_still_pays_a_royal_flush_as_a_straight_flush() {
    let rules = triple_bet::TripleBetRules::published();
    assert_eq!(
        rules.pays(TripleBetHand::RoyalFlush),
        Some(Payout::times(30))
    );
}

#[test]
fn a_line_below_the_rulebook_s_is_refused_naming_it() {
    let mut rules = standard();
    let BetPaytable::Stud(paytable) = &mut rules.paytable else {
        panic!("a stud paytable");
    };
    paytable.set(StudHand::Straight, Payout::times(3));
    assert_eq!(
        rules.check(),
        Err(OasisRulesError::Paytable(PaytableError::BelowMinimum {
            market: "bet.straight".to_string(),
            configured: Payout::times(3),
            minimum: Payout::times(4),
        }))
    );
    let mut raised = standard();
    let BetPaytable::Stud(paytable) = &mut raised.paytable else {
        panic!("a stud paytable");
    };
    paytable.set(StudHand::Straight, Payout::times(5));
    assert_eq!(raised.check(), Ok(()));
    let mut other = standard();
    other.paytable = BetPaytable::published(OasisVersion::C);
    assert!(matches!(
        other.check(),
        Err(OasisRulesError::PaytableKind { .. })
    ));
}

// Maximum win.

#[test]
fn the_win_cap_limits_each_box_s_net_win_and_never_a_loss() {
    let cap = Some(Amount::whole(500));
    assert_eq!(capped(100_000, cap), 50_000);
    assert_eq!(capped(20_000, cap), 20_000);
    assert_eq!(capped(-70_000, cap), -70_000);
    assert_eq!(capped(100_000, None), 100_000);
}

// Version C, deuces wild.

#[test]
fn deuces_wild_ranks_as_its_paytable_orders_the_hands() {
    let ordered = [
        ("9s 9d 5c 3h 4s", DeucesCategory::Pair),
        ("2s 9d 5c 3h 7s", DeucesCategory::Pair),
        ("9s 9d 5c 5h 4s", DeucesCategory::TwoPair),
        ("2s 9d 9c 3h 4s", DeucesCategory::ThreeOfAKind),
        ("2s 6d 7c 8h 9s", DeucesCategory::Straight),
        ("2s 6s 7s Js 9s", DeucesCategory::Flush),
        ("2s 9d 9c 4h 4s", DeucesCategory::FullHouse),
        ("2s 2d 9c 9h 4s", DeucesCategory::FourOfAKind),
        ("2s 6s 7s 8s 9s", DeucesCategory::StraightFlush),
        ("2s 2d 9c 9h 9s", DeucesCategory::FiveOfAKind),
        ("2s Ks Qs Js Ts", DeucesCategory::WildRoyalFlush),
        ("As Ks Qs Js Ts", DeucesCategory::NaturalRoyalFlush),
    ];
    let values: Vec<_> = ordered
        .iter()
        .map(|(hand, _)| deuces::value(&five(hand)))
        .collect();
    for ((hand, category), value) in ordered.iter().zip(&values) {
        assert_eq!(value.category(), *category, "{hand}");
    }
    assert!(values.windows(2).all(|pair| pair[0] <= pair[1]));
}

#[test]
fn four_deuces_and_an_ace_make_a_wild_royal_flush() {
    let value = deuces::value(&five("2s 2d 2c 2h As"));
    assert_eq!(value.category(), DeucesCategory::WildRoyalFlush);
    let five_sixes = deuces::value(&five("2s 2d 2c 2h 6s"));
    assert_eq!(five_sixes.category(), DeucesCategory::FiveOfAKind);
}

#[test]
fn a_deuce_completes_the_highest_straight() {
    let high = deuces::value(&five("2s 6d 7c 8h 9s"));
    assert!(high > deuces::value(&five("2s 5d 6c 7h 8s")));
    // A-2-3-4-5 with the deuce as the two: the lowest straight.
    let wheel = deuces::value(&five("As 2d 3c 4h 5s"));
    assert_eq!(wheel.category(), DeucesCategory::Straight);
    assert!(wheel < deuces::value(&five("6s 2d 3c 4h 5s")));
}

#[test]
fn a_natural_hand_ties_an_equal_wild_one() {
    assert_eq!(
        deuces::value(&five("5s 6d 7c 8h 9s")),
        deuces::value(&five("5d 6c 7h 8s 2c"))
    );
    assert_eq!(
        deuces::value(&five("Ks Kd 7c 5h 4s")),
        deuces::value(&five("Kh 2c 7d 5c 4d"))
    );
}

#[test]
fn a_deuce_in_a_flush_is_the_highest_rank_the_flush_lacks() {
    let wild = deuces::value(&five("2s Ks 9s 6s 4s"));
    let natural = deuces::value(&five("Ah Kh 9h 6h 3h"));
    assert!(wild > natural);
    assert_eq!(wild, deuces::value(&five("As Ks 9s 6s 4s")));
}

#[test]
fn a_deuce_with_two_pair_makes_a_full_house_and_deuces_join_the_highest_rank() {
    assert_eq!(
        deuces::value(&five("2s 9d 9c 4h 4s")),
        deuces::value(&five("9s 9d 9c 4h 4s"))
    );
    // Three deuces, a king and a nine: four kings, not four nines.
    assert_eq!(
        deuces::value(&five("2s 2d 2c Kh 9s")),
        deuces::value(&five("Ks Kd Kc Kh 9s"))
    );
    assert_eq!(
        DeucesHand::of(deuces::value(&five("2s 7d 5c 3h 4s"))),
        Some(DeucesHand::Straight)
    );
    // A deuce pairs the nine: on the table. A natural pair of sevens is not.
    assert_eq!(
        DeucesHand::of(deuces::value(&five("2s 7d 9c 3h 4s"))),
        Some(DeucesHand::EightsOrBetter)
    );
    assert_eq!(DeucesHand::of(deuces::value(&five("7s 7d Kc 3h 4s"))), None);
}

#[test]
fn version_c_settles_by_the_deuces_wild_ranking() {
    let rules = OasisRules::published(OasisVersion::C);
    let settled =
        settle(&rules, &played("2s 2d 9c 9h 9s"), &dealt("8s 8d 4c 3h Ks")).expect("settled");
    assert_eq!(settled.bet, Some(Payout::times(30)));
    assert_eq!(settled.bonus, None);
}
