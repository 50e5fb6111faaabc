//! The three-card ranking against three-card-and-holdem.md, one test per rule.

use super::*;

fn hand(text: &str) -> [Card; 3] {
    let cards: Vec<Card> = text
        .split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect();
    [cards[0], cards[1], cards[2]]
}

fn value(text: &str) -> ThreeCardValue {
    evaluate(hand(text))
}

/// Every hand of three of the 52 cards.
fn every_hand() -> impl Iterator<Item = [Card; 3]> {
    let deck: Vec<Card> = Card::all().collect();
    let n = deck.len();
    (0..n).flat_map(move |a| {
        let deck = deck.clone();
        (a + 1..n).flat_map(move |b| {
            let deck = deck.clone();
            (b + 1..n).map(move |c| [deck[a], deck[b], deck[c]])
        })
    })
}

#[test]
fn the_categories_have_the_rules_file_s_combinations_of_22100() {
    let mut counts = [0u32; 6];
    for cards in every_hand() {
        counts[evaluate(cards).category() as usize] += 1;
    }
    // three-card-and-holdem.md's table, lowest first.
    assert_eq!(counts, [16_440, 3_744, 1_096, 720, 52, 48]);
    assert_eq!(counts.iter().sum::<u32>(), 22_100);
}

#[test]
fn a_straight_beats_a_flush() {
    assert_eq!(value("4c 5d 6h").category(), ThreeCardCategory::Straight);
    assert_eq!(value("2h 9h Kh").category(), ThreeCardCategory::Flush);
    assert!(value("4c 5d 6h") > value("Ah Kh 9h"));
}

#[test]
fn a_2_3_is_the_lowest_straight_and_q_k_a_the_highest() {
    let lowest = value("Ac 2d 3h");
    assert_eq!(lowest.category(), ThreeCardCategory::Straight);
    assert!(lowest < value("2c 3d 4h"));
    assert!(value("Qc Kd Ah") > value("Jc Qd Kh"));
    assert_eq!(value("Qc Kd Ah").category(), ThreeCardCategory::Straight);
}

#[test]
fn nothing_wraps_k_a_2_is_no_straight() {
    assert_eq!(value("Kc Ad 2h").category(), ThreeCardCategory::HighCard);
}

#[test]
fn the_order_of_the_categories_is_the_rules_file_s() {
    let lowest_first = [
        "Ac Kd 9h", "2c 2d 3h", "2h 3h 5h", "2c 3d 4h", "2c 2d 2h", "Ac 2c 3c",
    ];
    for pair in lowest_first.windows(2) {
        assert!(value(pair[0]) < value(pair[1]), "{} < {}", pair[0], pair[1]);
    }
    for (text, category) in lowest_first.iter().zip(ThreeCardCategory::ALL) {
        assert_eq!(value(text).category(), category, "{text}");
    }
}

#[test]
fn ties_are_broken_as_the_rules_file_says() {
    // High card and flush: highest, then second, then third card.
    assert!(value("Ac Kd 3h") > value("Ac Qd Jh"));
    assert!(value("Ac Kd 4h") > value("Ad Ks 3h"));
    assert!(value("Ah Kh 4h") > value("As Ks 3s"));
    // Pair: the higher pair, then the third card.
    assert!(value("9c 9d 2h") > value("8c 8d Ah"));
    assert!(value("9c 9d 5h") > value("9h 9s 4c"));
    // Straight, trips and straight flush: the highest card.
    assert!(value("5c 6d 7h") > value("4c 5d 6h"));
    assert!(value("3c 3d 3h") > value("2c 2d 2h"));
    assert!(value("Qh Kh Ah") > value("Jh Qh Kh"));
}

#[test]
fn suits_never_rank_and_equal_hands_tie() {
    assert_eq!(value("Ac Kd 3h"), value("Ah Ks 3c"));
    assert_eq!(value("5h 6h 7h"), value("5s 6s 7s"));
}

#[test]
fn queen_high_or_better_is_a_pair_or_better_or_a_queen_king_or_ace_high() {
    assert!(value("Qc 3d 2h").is_queen_high_or_better());
    assert!(value("Ac 3d 2h").is_queen_high_or_better());
    assert!(!value("Jc Td 8h").is_queen_high_or_better());
    assert!(value("2c 2d 3h").is_queen_high_or_better());
    // A-2-3 is a straight, queen-high or not.
    assert!(value("Ac 2d 3h").is_queen_high_or_better());
    assert!(value("2h 5h 7h").is_queen_high_or_better());
}
