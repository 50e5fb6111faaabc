//! The three-card games' figures against brute force written out here, against simulation,
//! and against the rules file's reference values.

use super::deck::value;
use super::*;
use crate::fraction::Fraction;
use crate::seeded::{Mean, Seeded};
use livedraw_domain::games::three_card::{settle, ThreeCardDecision, ThreeCardGame};
use livedraw_domain::Card;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

fn three(text: &str) -> [Card; 3] {
    let cards = cards(text);
    [cards[0], cards[1], cards[2]]
}

/// Every unordered three of `deck` by brute force over ordered triples (each counted once,
/// in increasing order of index), independent of the module's enumeration.
fn every_three(deck: &[Card]) -> Vec<[Card; 3]> {
    let mut all = Vec::new();
    for &a in deck {
        for &b in deck {
            for &c in deck {
                if a.index() < b.index() && b.index() < c.index() {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// A reduced deck: every card but the `seen` ones.
fn deck_without(seen: &[Card]) -> Vec<Card> {
    Card::all().filter(|card| !seen.contains(card)).collect()
}

/// The play value of `player` by brute force, in hundredths summed, and the dealer's hands.
fn brute_play(game: ThreeCardGame, player: [Card; 3], seen: &[Card]) -> Fraction {
    let rules = game.published();
    let mut out = seen.to_vec();
    out.extend(player);
    let dealer = every_three(&deck_without(&out));
    let sum: i64 = dealer
        .iter()
        .map(|&hand| {
            settle(&rules, value(player), value(hand), ThreeCardDecision::Play).ante_boxes()
        })
        .sum();
    Fraction::new(i128::from(sum), 100 * dealer.len() as i128)
}

/// Thirty cards out: 22 left, small enough to enumerate every deal.
fn thirty_seen() -> Vec<Card> {
    Card::all()
        .filter(|card| card.index() % 7 != 3)
        .take(30)
        .collect()
}

#[test]
fn decision_values_equal_brute_force_on_a_reduced_deck() {
    let seen = thirty_seen();
    let left = deck_without(&seen);
    for game in ThreeCardGame::ALL {
        for player in every_three(&left).into_iter().step_by(97) {
            let values = decision_values(&game.published(), player, &seen).expect("valued");
            assert_eq!(values[0].decision, ThreeCardDecision::Play);
            assert_eq!(values[0].ev, brute_play(game, player, &seen), "{player:?}");
            assert_eq!(values[1].ev, Fraction::new(-1, 1));
        }
    }
}

#[test]
fn decision_values_equal_brute_force_on_the_full_deck() {
    for game in ThreeCardGame::ALL {
        for hand in ["Qc 6d 4h", "Ac Kd 2h", "7c 7d 7h", "2c 3d 5h"] {
            let player = three(hand);
            let values = decision_values(&game.published(), player, &[]).expect("valued");
            assert_eq!(values[0].ev, brute_play(game, player, &[]), "{hand}");
        }
    }
}

#[test]
fn a_decision_value_is_within_four_standard_errors_of_a_simulation() {
    // 200,000 dealer hands drawn at random from the 49 unseen cards (a seeded generator).
    let player = three("Qc 6d 4h");
    let rules = ThreeCardGame::ThreeCardPoker.published();
    let left = deck_without(&player);
    let mut seeded = Seeded::new(0x9e37_79b9_7f4a_7c15);
    let mut mean = Mean::default();
    for _ in 0..200_000 {
        let mut deck = left.clone();
        let dealer = [0, 1, 2].map(|_| seeded.draw(&mut deck));
        let net = settle(
            &rules,
            value(player),
            value(dealer),
            ThreeCardDecision::Play,
        );
        mean.add(net.ante_boxes() as f64 / 100.0);
    }
    let exact = decision_values(&rules, player, &[]).expect("valued")[0]
        .ev
        .as_f64();
    assert!(mean.agrees_with(exact), "{exact}");
}

#[test]
fn the_best_play_is_q_6_4_or_better_as_the_rules_file_computed() {
    for game in ThreeCardGame::ALL {
        let rules = game.published();
        let play = |hand: &str| {
            let [play, fold] = decision_values(&rules, three(hand), &[]).expect("valued");
            play.ev.as_f64() >= fold.ev.as_f64()
        };
        assert!(play("Qc 6d 4h"), "{game:?}");
        assert!(!play("Qc 6d 3h"), "{game:?}");
        assert!(!play("Jc Td 8h"), "{game:?}");
        assert!(play("2c 2d 3h"), "{game:?}");
    }
}

/// The boxes' returns by brute force from the deck less `seen`: every player's hand, the
/// better of playing and folding over every dealer's hand, and the side box.
fn brute_returns(game: ThreeCardGame, seen: &[Card]) -> (Fraction, Fraction) {
    let rules = game.published();
    let left = deck_without(seen);
    let players = every_three(&left);
    let (mut ante, mut side, mut dealer_hands) = (0i128, 0i128, 0i128);
    for &player in &players {
        let mut out = seen.to_vec();
        out.extend(player);
        let dealer = every_three(&deck_without(&out));
        dealer_hands = dealer.len() as i128;
        let net = |decision| -> i128 {
            dealer
                .iter()
                .map(|&hand| {
                    i128::from(settle(&rules, value(player), value(hand), decision).ante_boxes())
                })
                .sum()
        };
        ante += net(ThreeCardDecision::Play).max(net(ThreeCardDecision::Fold));
        let any_dealer = dealer[0];
        side += i128::from(
            settle(
                &rules,
                value(player),
                value(any_dealer),
                ThreeCardDecision::Play,
            )
            .side
            .as_hundredths(),
        );
    }
    let players = players.len() as i128;
    (
        Fraction::new(ante, 100 * players * dealer_hands),
        Fraction::new(side, 100 * players),
    )
}

#[test]
fn box_returns_equal_brute_force_on_a_reduced_deck() {
    let seen = thirty_seen();
    for game in ThreeCardGame::ALL {
        let returns = box_returns(&game.published(), &seen).expect("returns");
        assert_eq!(
            (returns.ante, returns.side),
            brute_returns(game, &seen),
            "{game:?}"
        );
    }
}

#[test]
fn the_full_deck_s_categories_and_pairplus_follow_the_rules_file_s_counts() {
    let returns = box_returns(&ThreeCardGame::ThreeCardPoker.published(), &[]).expect("returns");
    let counts = [16_440, 3_744, 1_096, 720, 52, 48];
    for (chance, count) in returns.categories.iter().zip(counts) {
        assert_eq!(*chance, Fraction::new(count, 22_100));
    }
    // Pairplus by the rules file's counts: SF 48 × 40, trips 52 × 30, straight 720 × 6, flush
    // 1,096 × 3, pair 3,744 × 1, high card 16,440 × −1.
    let pairplus = 48 * 40 + 52 * 30 + 720 * 6 + 1_096 * 3 + 3_744 - 16_440;
    assert_eq!(returns.side, Fraction::new(pairplus, 22_100));
}

#[test]
fn three_card_poker_s_returns_equal_the_rules_file_s_reference_values() {
    let returns = box_returns(&ThreeCardGame::ThreeCardPoker.published(), &[]).expect("returns");
    assert_eq!(returns.side, Fraction::new(-1_608, 22_100));
    assert_eq!(returns.ante, Fraction::new(-870_929, 20_358_520));
}

#[test]
fn fast_poker_s_returns_equal_the_rules_file_s_reference_values() {
    let returns = box_returns(&ThreeCardGame::FastPoker.published(), &[]).expect("returns");
    assert_eq!(returns.side, Fraction::new(-1_712, 22_100));
    assert_eq!(returns.ante, Fraction::new(-173_869, 2_165_800));
}

#[test]
fn the_dealer_qualifies_as_often_as_the_hands_of_queen_high_or_better() {
    let returns = box_returns(&ThreeCardGame::ThreeCardPoker.published(), &[]).expect("returns");
    let qualifying = every_three(&deck_without(&[]))
        .into_iter()
        .filter(|&hand| value(hand).is_queen_high_or_better())
        .count();
    assert_eq!(
        returns.dealer_qualifies,
        Fraction::new(qualifying as i128, 22_100)
    );
}

#[test]
fn a_card_seen_twice_or_too_few_cards_is_refused() {
    let rules = ThreeCardGame::ThreeCardPoker.published();
    assert!(matches!(
        decision_values(&rules, three("Ac Kd 2h"), &cards("Ac")),
        Err(crate::OddsError::DuplicateCard(_))
    ));
    let player = three("2c 2d 2h");
    // Two cards left for the dealer's three.
    let seen: Vec<Card> = Card::all()
        .filter(|card| !player.contains(card))
        .skip(2)
        .collect();
    assert!(matches!(
        decision_values(&rules, player, &seen),
        Err(crate::OddsError::TooFewCards { .. })
    ));
}
