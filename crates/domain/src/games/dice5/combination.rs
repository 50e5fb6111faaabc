//! The nine five-dice combinations (dice5.md): every roll is exactly one of them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Dice in a roll.
pub const DICE: usize = 5;

/// Faces of a die, 1 to 6 pips.
pub const FACES: u8 = 6;

/// A five-dice combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Combination {
    /// Two dice alike, the other three all different.
    OnePair,
    /// Two pairs and a fifth die.
    TwoPairs,
    /// Three dice alike, the other two different from them and from each other.
    ThreeOfAKind,
    /// Five different values that are not a straight (1-2-3-4-6, …).
    AllDifferent,
    /// 2-3-4-5-6.
    HighStraight,
    /// 1-2-3-4-5.
    LowStraight,
    /// Three alike and a pair.
    FullHouse,
    /// Four alike and a fifth die.
    FourOfAKind,
    /// All five alike.
    FiveOfAKind,
}

impl Combination {
    /// Every combination, in catalogue order.
    pub const ALL: [Combination; 9] = [
        Combination::OnePair,
        Combination::TwoPairs,
        Combination::ThreeOfAKind,
        Combination::AllDifferent,
        Combination::HighStraight,
        Combination::LowStraight,
        Combination::FullHouse,
        Combination::FourOfAKind,
        Combination::FiveOfAKind,
    ];

    /// The combination of five dice (each 1–6).
    pub fn of(dice: &[u8; DICE]) -> Combination {
        let mut groups = group_sizes(dice);
        groups.sort_unstable_by(|a, b| b.cmp(a));
        match groups.as_slice() {
            [5] => Combination::FiveOfAKind,
            [4, 1] => Combination::FourOfAKind,
            [3, 2] => Combination::FullHouse,
            [3, 1, 1] => Combination::ThreeOfAKind,
            [2, 2, 1] => Combination::TwoPairs,
            [2, 1, 1, 1] => Combination::OnePair,
            _ => straight_or_all_different(dice),
        }
    }

    /// The combination's name, as in market ids.
    pub fn name(self) -> &'static str {
        match self {
            Combination::OnePair => "one_pair",
            Combination::TwoPairs => "two_pairs",
            Combination::ThreeOfAKind => "three_of_a_kind",
            Combination::AllDifferent => "all_different",
            Combination::HighStraight => "high_straight",
            Combination::LowStraight => "low_straight",
            Combination::FullHouse => "full_house",
            Combination::FourOfAKind => "four_of_a_kind",
            Combination::FiveOfAKind => "five_of_a_kind",
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name().replace('_', " "))
    }
}

/// How many dice show each value present, in no particular order.
fn group_sizes(dice: &[u8; DICE]) -> Vec<usize> {
    (1..=FACES)
        .map(|face| dice.iter().filter(|die| **die == face).count())
        .filter(|count| *count > 0)
        .collect()
}

/// Five different values: a straight, or all different without one.
fn straight_or_all_different(dice: &[u8; DICE]) -> Combination {
    let mut sorted = *dice;
    sorted.sort_unstable();
    match sorted {
        [1, 2, 3, 4, 5] => Combination::LowStraight,
        [2, 3, 4, 5, 6] => Combination::HighStraight,
        _ => Combination::AllDifferent,
    }
}

/// The dice in the order the host names them: the groups first (larger first, then higher
/// first: four before the last die, three before the pair, the higher pair before the lower),
/// then the single dice lowest to highest. (Our choice: straights and all-different rolls,
/// which have only single dice, are named lowest to highest.)
pub fn called_order(dice: &[u8; DICE]) -> [u8; DICE] {
    let count = |face: u8| dice.iter().filter(|die| **die == face).count();
    let mut called = *dice;
    called.sort_unstable_by(|a, b| {
        let (count_a, count_b) = (count(*a), count(*b));
        let grouped = |n: usize| n > 1;
        grouped(count_b)
            .cmp(&grouped(count_a))
            .then(count_b.cmp(&count_a))
            .then(if grouped(count_a) { b.cmp(a) } else { a.cmp(b) })
    });
    called
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn every_roll() -> impl Iterator<Item = [u8; DICE]> {
        (0..6u32.pow(5)).map(|mut index| {
            let mut dice = [0; DICE];
            for die in dice.iter_mut() {
                *die = (index % 6) as u8 + 1;
                index /= 6;
            }
            dice
        })
    }

    #[test]
    fn combination_counts_over_all_7776_rolls_are_exact() {
        let mut counts: HashMap<Combination, u32> = HashMap::new();
        for dice in every_roll() {
            *counts.entry(Combination::of(&dice)).or_default() += 1;
        }
        let expected = [
            (Combination::FiveOfAKind, 6),
            (Combination::FourOfAKind, 150),
            (Combination::FullHouse, 300),
            (Combination::HighStraight, 120),
            (Combination::LowStraight, 120),
            (Combination::ThreeOfAKind, 1_200),
            (Combination::TwoPairs, 1_800),
            (Combination::OnePair, 3_600),
            (Combination::AllDifferent, 480),
        ];
        for (combination, count) in expected {
            assert_eq!(counts.get(&combination), Some(&count), "{combination}");
        }
        assert_eq!(counts.values().sum::<u32>(), 7_776);
    }

    #[test]
    fn each_roll_is_exactly_one_combination() {
        assert_eq!(Combination::of(&[3, 3, 3, 3, 3]), Combination::FiveOfAKind);
        assert_eq!(Combination::of(&[3, 3, 6, 3, 3]), Combination::FourOfAKind);
        assert_eq!(Combination::of(&[2, 5, 2, 5, 2]), Combination::FullHouse);
        assert_eq!(Combination::of(&[4, 1, 4, 6, 4]), Combination::ThreeOfAKind);
        assert_eq!(Combination::of(&[4, 1, 4, 6, 1]), Combination::TwoPairs);
        assert_eq!(Combination::of(&[4, 1, 4, 6, 2]), Combination::OnePair);
        assert_eq!(Combination::of(&[1, 2, 3, 4, 6]), Combination::AllDifferent);
    }

    #[test]
    fn high_straight_is_2_to_6_in_any_order() {
        assert_eq!(Combination::of(&[6, 2, 5, 3, 4]), Combination::HighStraight);
    }

    #[test]
    fn low_straight_is_1_to_5_in_any_order() {
        assert_eq!(Combination::of(&[5, 4, 3, 2, 1]), Combination::LowStraight);
    }

    #[test]
    fn one_pair_is_named_pair_then_others_lowest_to_highest() {
        assert_eq!(called_order(&[6, 4, 1, 4, 2]), [4, 4, 1, 2, 6]);
    }

    #[test]
    fn two_pairs_are_named_higher_pair_first_then_last_die() {
        assert_eq!(called_order(&[2, 5, 3, 2, 5]), [5, 5, 2, 2, 3]);
    }

    #[test]
    fn three_of_a_kind_is_named_three_then_others_lowest_to_highest() {
        assert_eq!(called_order(&[6, 3, 3, 1, 3]), [3, 3, 3, 1, 6]);
    }

    #[test]
    fn full_house_is_named_three_then_pair() {
        assert_eq!(called_order(&[6, 2, 6, 2, 2]), [2, 2, 2, 6, 6]);
    }

    #[test]
    fn four_of_a_kind_is_named_four_then_last_die() {
        assert_eq!(called_order(&[1, 5, 5, 5, 5]), [5, 5, 5, 5, 1]);
    }

    #[test]
    fn single_dice_are_named_lowest_to_highest() {
        assert_eq!(called_order(&[6, 2, 5, 3, 4]), [2, 3, 4, 5, 6]);
        assert_eq!(called_order(&[6, 1, 3, 4, 2]), [1, 2, 3, 4, 6]);
    }
}
