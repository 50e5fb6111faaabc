//! Oasis Stud's figures against brute force over every deal of a reduced deck, each deal settled
//! by the domain (swaps, the dealer's hand, the buy's draws), and against the rules file's
//! reference figures.

use super::*;
use crate::fraction::Fraction;
use crate::games::one_deck;
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::oasis::showdown::qualifies;
use livedraw_domain::games::oasis::swap::{dealer_discards, swapped};
use livedraw_domain::games::oasis::{
    settle, DealerHand, OasisRules, OasisVersion, ProgressiveBonus, SeatPlay,
};
use livedraw_domain::Card;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("cards")
}

fn five(text: &str) -> [Card; 5] {
    let cards = cards(text);
    [cards[0], cards[1], cards[2], cards[3], cards[4]]
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// Every card but those of `deck`: what a reduced deck leaves out, as seen.
fn all_but(deck: &[Card]) -> Vec<Card> {
    Card::all().filter(|card| !deck.contains(card)).collect()
}

/// Every `size` of `cards`, written out here apart from the module's own enumerations.
fn every(cards: &[Card], size: usize) -> Vec<Vec<Card>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (at, &first) in cards.iter().enumerate() {
        for mut rest in every(&cards[at + 1..], size - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

fn without(cards: &[Card], out: &[Card]) -> Vec<Card> {
    cards
        .iter()
        .copied()
        .filter(|card| !out.contains(card))
        .collect()
}

fn seat(hand: [Card; 5], swapped: usize, continued: bool, bought: bool) -> SeatPlay {
    SeatPlay {
        bonus: false,
        swapped: swapped as u8,
        continued,
        bought,
        hand,
    }
}

/// The net of the ante boxes, fees included, in hundredths of the ante, as the domain settles.
fn net(rules: &OasisRules, play: &SeatPlay, dealt: [Card; 5], bought: Option<[Card; 5]>) -> i128 {
    let dealer = DealerHand { dealt, bought };
    i128::from(settle(rules, play, &dealer).expect("settled").ante_boxes())
}

/// Swapping the cards of `player` at `discards` by brute force: every replacement, every
/// dealer's hand of the cards left, and where the dealer does not qualify the better of the
/// ante's win and buying, over every draw of the dealer's swap; folding where better.
fn brute_swap(
    rules: &OasisRules,
    player: [Card; 5],
    up: Card,
    unseen: &[Card],
    discards: &[usize],
    buying: bool,
) -> Fraction {
    let version = rules.version;
    let dealer_swaps = usize::from(version.dealer_swaps().unwrap_or(0));
    let buying = buying && dealer_swaps > 0;
    let thrown: Vec<Card> = discards.iter().map(|&at| player[at]).collect();
    let (mut total, mut scale) = (0i128, 0i128);
    for replacements in every(unseen, discards.len()) {
        let hand = swapped(&player, &thrown, &replacements);
        let left = without(unseen, &replacements);
        let hands = every(&left, 4);
        let draws = super::counting::choose(left.len() - 4, dealer_swaps);
        let mut continued = 0i128;
        for hidden in &hands {
            let dealt = [up, hidden[0], hidden[1], hidden[2], hidden[3]];
            let plain = draws * net(rules, &seat(hand, discards.len(), true, false), dealt, None);
            if qualifies(version, &dealt) || !buying {
                continued += plain;
                continue;
            }
            let out = dealer_discards(version, &dealt);
            let bought: i128 = every(&without(&left, hidden), dealer_swaps)
                .iter()
                .map(|draw| {
                    let new = swapped(&dealt, &out, draw);
                    net(
                        rules,
                        &seat(hand, discards.len(), true, true),
                        dealt,
                        Some(new),
                    )
                })
                .sum();
            continued += plain.max(bought);
        }
        let any = [up, left[0], left[1], left[2], left[3]];
        let fold = net(rules, &seat(hand, discards.len(), false, false), any, None);
        let hands = hands.len() as i128;
        total += continued.max(fold * draws * hands);
        scale += 100 * draws * hands;
    }
    Fraction::new(total, scale)
}

/// Checks every option of `player`'s first decision named in `options` against brute force;
/// whether the buy made a difference to any of them.
fn check_against_brute_force(
    version: OasisVersion,
    deck: &[Card],
    spots: &[(&str, &str)],
    options: &[&str],
) -> bool {
    let mut buying_counts = false;
    let rules = OasisRules::published(version);
    let seen = all_but(deck);
    for &(hand, up) in spots {
        let (player, up) = (five(hand), card(up));
        let unseen = without(deck, &[&player[..], &[up]].concat());
        let values = decision_values(&rules, player, up, &seen).expect("valued");
        for value in values
            .iter()
            .filter(|value| options.contains(&value.option.as_str()))
        {
            let discards: Vec<usize> = (0..5)
                .filter(|&at| {
                    let name = player[at].to_string();
                    value.option.split('_').skip(1).any(|part| part == name)
                })
                .collect();
            assert_eq!(
                value.ev,
                brute_swap(&rules, player, up, &unseen, &discards, true),
                "{version} {hand} up {up}: {}",
                value.option
            );
            buying_counts |= value.ev != brute_swap(&rules, player, up, &unseen, &discards, false);
        }
    }
    buying_counts
}

/// 24 cards of three suits: ranks 3 to 7 (a straight), jacks, kings and aces (Ace & King).
fn stud_deck() -> Vec<Card> {
    Card::all()
        .filter(|card| card.suit().index() < 3)
        .filter(|card| "34567JKA".contains(card.rank().symbol()))
        .collect()
}

#[test]
fn standard_swap_values_equal_brute_force_with_the_buy_on_a_reduced_deck() {
    let spots = [
        ("Ac Ad Ah 4c 7d", "Kc"),
        ("3h 4h 5h 6h Jc", "7d"),
        ("Kc Kd 5c 5d Ah", "3c"),
    ];
    let options = [
        "keep", "swap_Ac", "swap_Ad", "swap_Ah", "swap_4c", "swap_7d", "swap_3h", "swap_Jc",
        "swap_6h", "swap_Kc", "swap_Ah", "swap_5d",
    ];
    let buying_counts =
        check_against_brute_force(OasisVersion::Standard, &stud_deck(), &spots, &options);
    assert!(buying_counts, "no spot where the buy is worth taking");
}

#[test]
fn version_b_swap_values_equal_brute_force_with_the_two_card_buy_on_a_reduced_deck() {
    // 18 cards: ranks 4 to 8 and jacks of three suits; pairs of 4s to 7s do not qualify.
    let deck: Vec<Card> = Card::all()
        .filter(|card| card.suit().index() < 3 && "45678J".contains(card.rank().symbol()))
        .collect();
    let spots = [("4c 5c 6c 7c Jd", "8h"), ("Jc Jd Jh 4d 6h", "5c")];
    let options = [
        "keep",
        "swap_Jd",
        "swap_4c",
        "swap_4c_Jd",
        "swap_6c_7c",
        "swap_4d_6h",
        "swap_Jc_4d",
    ];
    let buying_counts = check_against_brute_force(OasisVersion::B, &deck, &spots, &options);
    assert!(buying_counts, "no spot where the buy is worth taking");
}

#[test]
fn a_and_c_continue_values_equal_brute_force_on_a_reduced_deck() {
    let a_deck = stud_deck();
    // Deuces (wild in C) with 8s to jacks, four suits: 24 cards.
    let c_deck: Vec<Card> = Card::all()
        .filter(|card| "2389TJ".contains(card.rank().symbol()))
        .collect();
    let spots = [
        (OasisVersion::A, &a_deck, "Ac Kd 6h 4c 3d", "Jh"),
        (OasisVersion::A, &a_deck, "5c 5d Jh 7c 3d", "Ah"),
        (OasisVersion::A, &a_deck, "3c 4c 5c 6c 7c", "Ad"),
        (OasisVersion::C, &c_deck, "2c 2d 8h 9s Jc", "Td"),
        (OasisVersion::C, &c_deck, "8c 8d Th 3s Jc", "2h"),
        (OasisVersion::C, &c_deck, "2s 3s 9s Ts Js", "8d"),
    ];
    for (version, deck, hand, up) in spots {
        let rules = OasisRules::published(version);
        let values = decision_values(&rules, five(hand), card(up), &all_but(deck)).expect("valued");
        let unseen = without(deck, &[&five(hand)[..], &[card(up)]].concat());
        let brute = brute_swap(&rules, five(hand), card(up), &unseen, &[], false);
        assert_eq!(values[0].option, "continue");
        assert_eq!(values[1].ev, Fraction::new(-1, 1));
        assert_eq!(or_fold(values[0].ev), brute, "{version} {hand}");
    }
}

#[test]
fn continuing_after_the_swap_is_the_keep_option_s_continuation() {
    let rules = OasisRules::published(OasisVersion::Standard);
    let deck = stud_deck();
    let (player, up) = (five("Ac Ad Ah 4c 7d"), card("Kc"));
    let seen = all_but(&deck);
    let keep = &decision_values(&rules, player, up, &seen).expect("valued")[0];
    let [go_on, fold] = continue_values(&rules, player, up, &seen).expect("valued");
    assert_eq!(keep.ev, go_on.ev);
    assert!(go_on.ev.as_f64() > fold.ev.as_f64());
}

/// The better of a value and folding (−1), exactly.
fn or_fold(value: Fraction) -> Fraction {
    if value.numerator() >= -value.denominator() {
        value
    } else {
        Fraction::new(-1, 1)
    }
}

/// The bet box's return by brute force: every up card and player's hand, the better of
/// continuing (valued against the domain's settlement above) and folding.
fn brute_return(rules: &OasisRules, deck: &[Card]) -> Fraction {
    let seen = all_but(deck);
    // Every continuation is a count of hundredths over the dealer's hands.
    let scale = 100 * super::counting::choose(deck.len() - 6, 4);
    let (mut total, mut deals) = (0i128, 0i128);
    for &up in deck {
        for hand in every(&without(deck, &[up]), 5) {
            let hand = [hand[0], hand[1], hand[2], hand[3], hand[4]];
            let [go_on, _] = continue_values(rules, hand, up, &seen).expect("valued");
            let best = or_fold(go_on.ev);
            total += best.numerator() * (scale / best.denominator());
            deals += 1;
        }
    }
    Fraction::new(total, scale * deals)
}

#[test]
fn a_and_c_bet_returns_equal_brute_force_on_a_reduced_deck() {
    let a_deck = cards("Ac Ad Ah Kc Kd Qh Jc 9d 7c 6d 5h 4c 3d 3h 2c");
    let c_deck = cards("2c 2d 2h Ac Kd Qh Jc Tc 9d 8c 8d 8h 6d 4c 3d");
    for (version, deck) in [(OasisVersion::A, a_deck), (OasisVersion::C, c_deck)] {
        let rules = OasisRules::published(version);
        let computed = bet_return(&rules, &all_but(&deck))
            .expect("computed")
            .expect("a and c have one");
        assert_eq!(computed, brute_return(&rules, &deck), "{version}");
    }
}

#[test]
fn a_and_c_ante_chances_under_the_best_play_equal_every_deal_settled_on_a_reduced_deck() {
    let a_deck = cards("Ac Ad Ah Kc Kd Qh Jc 9d 7c 5h 3d 2c");
    let c_deck = cards("2c 2d Ac Kd Qh Jc Tc 8c 8d 8h 4c 3d");
    for (version, deck) in [(OasisVersion::A, a_deck), (OasisVersion::C, c_deck)] {
        let rules = OasisRules::published(version);
        let seen = all_but(&deck);
        let computed = ante_boxes(&rules, &seen)
            .expect("computed")
            .expect("a and c have them");
        let (mut wins, mut pushes, mut deals) = (0i128, 0i128, 0i128);
        for &up in &deck {
            for hand in every(&without(&deck, &[up]), 5) {
                let hand = [hand[0], hand[1], hand[2], hand[3], hand[4]];
                let [go_on, _] = continue_values(&rules, hand, up, &seen).expect("valued");
                let continues = go_on.ev.as_f64() > -1.0;
                let rest = without(&deck, &[&hand[..], &[up]].concat());
                for four in every(&rest, 4) {
                    deals += 1;
                    if !continues {
                        continue;
                    }
                    let dealer = DealerHand {
                        dealt: [up, four[0], four[1], four[2], four[3]],
                        bought: None,
                    };
                    let seat = SeatPlay {
                        bonus: false,
                        swapped: 0,
                        continued: true,
                        bought: false,
                        hand,
                    };
                    let ante = settle(&rules, &seat, &dealer).expect("settled").ante;
                    wins += i128::from(ante > livedraw_domain::Payout::NOTHING);
                    pushes += i128::from(ante == livedraw_domain::Payout::NOTHING);
                }
            }
        }
        assert_eq!(computed.ante_wins, Fraction::new(wins, deals), "{version}");
        assert_eq!(
            computed.ante_pushes,
            Fraction::new(pushes, deals),
            "{version}"
        );
    }
}

#[test]
fn published_figures_equal_the_counting() {
    for version in [OasisVersion::A, OasisVersion::C] {
        let counted = ante_boxes(&OasisRules::published(version), &[])
            .expect("computed")
            .expect("a and c have them");
        assert_eq!(
            super::published::published_ante_boxes(version),
            Some(counted),
            "{version}: run make published-figures"
        );
    }
}

#[test]
fn version_a_s_house_edge_is_the_rules_file_s_5_224_percent_of_the_ante() {
    let rules = OasisRules::published(OasisVersion::A);
    let edge = table::whole_deck(&rules).expect("figures").ante.net;
    assert_eq!(
        (edge.as_f64() * -100_000.0).round() / 1000.0,
        5.224,
        "{edge}"
    );
}

#[test]
fn version_d_s_house_edge_is_the_rules_file_s_3_506_percent() {
    let rules = OasisRules::published(OasisVersion::D);
    let edge = bet_return(&rules, &[])
        .expect("computed")
        .expect("d has one");
    assert_eq!(
        (edge.as_f64() * -100_000.0).round() / 1000.0,
        3.506,
        "{edge}"
    );
}

#[test]
fn version_d_is_valued_as_triple_bet_poker_with_table_d_as_let_it_ride_plays() {
    let rules = OasisRules::published(OasisVersion::D);
    let community = community_rules(&rules).expect("table d");
    // Let It Ride's first decision: a pair of tens rides, A-K-10 of three suits is withdrawn.
    let rides = |hand: &str| {
        let own = cards(hand);
        let [ride, withdraw] = crate::games::triple_bet::decision_values(
            community,
            [own[0], own[1], own[2]],
            &[],
            false,
            &[],
        )
        .expect("values");
        ride.ev.as_f64() > withdraw.ev.as_f64()
    };
    assert!(rides("Th Tc 4d"));
    assert!(rides("Jh Qh Kh"));
    assert!(!rides("Ah Kd Ts"));
    assert_eq!(
        decision_values(&rules, five("Ah Kd Ts 2c 3d"), card("4h"), &[]),
        Err(crate::OddsError::OasisCommunityCards)
    );
    let standard = OasisRules::published(OasisVersion::Standard);
    assert_eq!(
        community_rules(&standard).err(),
        Some(crate::OddsError::OasisStudVersion)
    );
}

#[test]
fn the_bonus_pays_on_the_full_deck_s_category_counts() {
    let rules = OasisRules::published(OasisVersion::Standard);
    let bonus = bonus_return(&rules, &[])
        .expect("computed")
        .expect("a bonus");
    let hands = 2_598_960;
    // Straight 10,200 × 50, flush 5,108 × 100, full house 3,744 × 150, four of a kind 624 ×
    // 250, straight flush 36 × 1,000, royal flush 4 × 5,000; every other hand loses.
    let paying = 10_200 + 5_108 + 3_744 + 624 + 36 + 4;
    let won = 10_200 * 50 + 5_108 * 100 + 3_744 * 150 + 624 * 250 + 36 * 1_000 + 4 * 5_000;
    assert_eq!(bonus.net, Fraction::new(won - (hands - paying), hands));
    assert_eq!(bonus.categories[1].1, Fraction::new(1_098_240, hands));
    let no_bonus = OasisRules::published(OasisVersion::C);
    assert_eq!(bonus_return(&no_bonus, &[]), Ok(None));
}

#[test]
fn a_progressive_bonus_returns_its_fixed_lines_and_at_a_pot_its_prizes_too() {
    let progressive = ProgressiveBonus::parse([
        ("stake", "1"),
        ("royal_flush", "100%"),
        ("straight_flush", "10%"),
        ("four_of_a_kind", "500"),
    ])
    .expect("a progressive bonus");
    let rules = OasisRules::published(OasisVersion::A)
        .with_progressive(progressive)
        .expect("a bonus");
    let bonus = bonus_return(&rules, &[])
        .expect("computed")
        .expect("a bonus");
    let hands = 2_598_960;
    // The fixed lines: straight 10,200 × 50, flush 5,108 × 100, full house 3,744 × 150; the
    // pot's lines (four of a kind 624, straight flush 36, royal flush 4) return nothing here.
    let fixed_won = 10_200 * 50 + 5_108 * 100 + 3_744 * 150;
    let fixed_paying = 10_200 + 5_108 + 3_744;
    assert_eq!(
        bonus.net,
        Fraction::new(fixed_won - (hands - fixed_paying), hands)
    );
    assert_eq!(
        bonus.pays,
        Fraction::new(fixed_paying + 624 + 36 + 4, hands)
    );
    let Some(bonus_box) = &rules.bonus else {
        panic!("a bonus");
    };
    // A pot of 100,000.00: the royal flush wins it all, a straight flush 10,000.00, four of a
    // kind 500.00, each for a stake of 1.00.
    let at_pot = return_at_pot(bonus_box, &bonus, 10_000_000).expect("progressive");
    let prizes = (4.0 * 100_000.0 + 36.0 * 10_000.0 + 624.0 * 500.0) / hands as f64;
    assert!((at_pot - (1.0 + bonus.net.as_f64() + prizes)).abs() < 1e-12);
    let fixed = OasisRules::published(OasisVersion::A);
    let fixed_box = fixed.bonus.as_ref().expect("a bonus");
    assert_eq!(return_at_pot(fixed_box, &bonus, 10_000_000), None);
}

#[test]
fn a_card_seen_twice_or_too_short_a_deck_is_refused() {
    let rules = OasisRules::published(OasisVersion::Standard);
    assert!(matches!(
        decision_values(&rules, five("Ac Kd 7c 4h 2s"), card("Ac"), &[]),
        Err(crate::OddsError::DuplicateCard(_))
    ));
    let deck = cards("Ac Kd 7c 4h 2s 9h 3c 3d 3h 3s");
    assert!(matches!(
        decision_values(&rules, five("Ac Kd 7c 4h 2s"), card("9h"), &all_but(&deck)),
        Err(crate::OddsError::TooFewCards { .. })
    ));
    assert!(one_deck::unseen(&[]).is_ok());
}
