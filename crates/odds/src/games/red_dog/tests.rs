//! Red Dog's figures against a brute force over every ordered deal of small shoes, settled by
//! the domain, and against the rules file's reference figures.

use super::*;
use livedraw_domain::Card;

fn counts(decks: u8) -> RankCounts {
    rank_counts(&Composition::full(decks))
}

/// The cards of `text` and their counts by rank.
fn small_shoe(text: &str) -> (Vec<Card>, RankCounts) {
    let shoe: Vec<Card> = text
        .split_whitespace()
        .map(|c| c.parse().expect("card"))
        .collect();
    let mut composition = Composition::from_counts([0; 52]);
    for &card in &shoe {
        composition.add(card);
    }
    (shoe, rank_counts(&composition))
}

/// A bet's return by brute force over every ordered three physical cards of `shoe`.
fn brute(shoe: &[Card], raising: Raising) -> Fraction {
    let rules = RedDogRules::published();
    let (mut sum, mut deals) = (0i128, 0i128);
    for (i, first) in shoe.iter().enumerate() {
        for (j, second) in shoe.iter().enumerate() {
            if i == j {
                continue;
            }
            let spread = Spread::of(first.rank(), second.rank());
            // The raise is decided on the exact chance from the cards left.
            let left: Vec<Card> = shoe
                .iter()
                .enumerate()
                .filter(|(at, _)| *at != i && *at != j)
                .map(|(_, card)| *card)
                .collect();
            let net_of = |third: Option<Rank>| {
                i128::from(settle(&rules, spread, third).payout.as_hundredths())
            };
            let no_raise: i128 = left.iter().map(|card| net_of(Some(card.rank()))).sum();
            let raises = raising == Raising::Best
                && matches!(spread, Spread::Between { .. })
                && no_raise > 0;
            let factor = if raises { 2 } else { 1 };
            if spread == Spread::Consecutive {
                deals += left.len() as i128;
                continue;
            }
            sum += factor * no_raise;
            deals += left.len() as i128;
        }
    }
    Fraction::new(sum, 100 * deals)
}

#[test]
fn a_bet_s_return_equals_brute_force_over_every_deal_of_small_shoes() {
    let shoes = [
        "2c 5d 7h 7s 9c Jd Kh Ac 3d 8h",
        "2c 2d 2h 3s 4c 9d 9h Tc Qd Ah As",
        "6c 7d 8h 9s Tc Jd Qh Kc Ad 2h 6s",
    ];
    for text in shoes {
        let (shoe, counts) = small_shoe(text);
        for raising in [Raising::Best, Raising::Never] {
            let exact = bet_return(&RedDogRules::published(), &counts, raising).expect("return");
            assert_eq!(exact, brute(&shoe, raising), "{text} {raising:?}");
        }
    }
}

#[test]
fn the_house_edge_equals_the_rules_file_s_reference_figures() {
    let rules = RedDogRules::published();
    // To the thousandth of a percent given: fresh shoes, the full raise whenever it pays.
    for (decks, edge) in [(1, 3.155), (2, 3.077), (4, 2.884), (6, 2.798), (8, 2.751)] {
        let net = bet_return(&rules, &counts(decks), Raising::Best).expect("return");
        assert_eq!(
            (net.as_f64() * -100_000.0).round() / 1000.0,
            edge,
            "{decks} decks: {net}"
        );
    }
    let never = bet_return(&rules, &counts(6), Raising::Never).expect("return");
    assert_eq!(
        (never.as_f64() * -100_000.0).round() / 1000.0,
        7.968,
        "{never}"
    );
}

#[test]
fn raising_pays_from_spread_7_on_a_fresh_six_deck_shoe() {
    let rules = RedDogRules::published();
    for gap in 1..=11u8 {
        let high = Rank::from_index(usize::from(gap) + 1).expect("a rank");
        let mut left = counts(6);
        left[0] -= 1;
        left[high.index()] -= 1;
        let third = third_card(&rules, Spread::of(Rank::Two, high), &left).expect("third");
        let raise = third.raise.expect("a spread may be raised");
        assert_eq!(raise.numerator() > 0, gap >= 7, "spread {gap}");
        if gap == 7 {
            assert_eq!(third.wins, Some(Fraction::new(168, 310)));
        }
    }
}

#[test]
fn a_pair_is_not_raised_and_consecutive_cards_deal_no_third_card() {
    let rules = RedDogRules::published();
    let mut left = counts(6);
    left[Rank::Queen.index()] -= 2;
    let pair = third_card(&rules, Spread::Pair(Rank::Queen), &left).expect("third");
    assert_eq!(pair.raise, None);
    assert_eq!(pair.wins, Some(Fraction::new(22, 310)));
    assert_eq!(pair.no_raise, Fraction::new(22 * 11, 310));
    let consecutive = third_card(&rules, Spread::Consecutive, &left).expect("third");
    assert_eq!((consecutive.wins, consecutive.raise), (None, None));
}

#[test]
fn the_spreads_chances_sum_to_one_and_count_the_orders() {
    let chances = spreads(&counts(6)).expect("spreads");
    let mut sum = chances.pair.as_f64() + chances.consecutive.as_f64();
    sum += chances.spread.iter().map(|f| f.as_f64()).sum::<f64>();
    assert!((sum - 1.0).abs() < 1e-12);
    // A pair: 13 ranks × 24 × 23 orders of 312 × 311.
    assert_eq!(chances.pair, Fraction::new(13 * 24 * 23, 312 * 311));
    // Spread 11: a two and an ace, either first.
    assert_eq!(chances.spread[10], Fraction::new(2 * 24 * 24, 312 * 311));
}

/// Bulldog's second seat by brute force over every ordered deal of `shoe`: two grid cards, the
/// first seat's card, then the second seat's (on a consecutive grid, none). The raise is
/// decided at the window, before any seat's card, on the cards left then.
fn second_seat(shoe: &[Card]) -> Fraction {
    let rules = RedDogRules::published();
    let (mut sum, mut deals) = (0i128, 0i128);
    let others = |taken: &[usize]| -> Vec<(usize, Card)> {
        let cards = shoe.iter().copied().enumerate();
        cards.filter(|(at, _)| !taken.contains(at)).collect()
    };
    for (i, first) in others(&[]) {
        for (j, second) in others(&[i]) {
            let spread = Spread::of(first.rank(), second.rank());
            let net_of = |third: Card| {
                i128::from(
                    settle(&rules, spread, Some(third.rank()))
                        .payout
                        .as_hundredths(),
                )
            };
            let at_window: i128 = others(&[i, j]).iter().map(|(_, card)| net_of(*card)).sum();
            let raises = matches!(spread, Spread::Between { .. }) && at_window > 0;
            let factor = if raises { 2 } else { 1 };
            for (k, _) in others(&[i, j]) {
                for (_, fourth) in others(&[i, j, k]) {
                    deals += 1;
                    if spread != Spread::Consecutive {
                        sum += factor * net_of(fourth);
                    }
                }
            }
        }
    }
    Fraction::new(sum, 100 * deals)
}

#[test]
fn a_bulldog_seat_after_another_returns_what_red_dog_s_bet_returns() {
    // Every seat's card is, at the window, any card left alike: the second seat's return
    // (its card dealt after the first seat's) is Red Dog's bet's, exactly.
    for text in ["2c 5d 7h 7s 9c Jd Kh Ac", "2c 2d 3s 9d 9h Tc Ah As"] {
        let (shoe, counts) = small_shoe(text);
        let exact = bet_return(&RedDogRules::published(), &counts, Raising::Best).expect("return");
        assert_eq!(second_seat(&shoe), exact, "{text}");
    }
}
