//! Oasis Stud Poker: the five-card category of the common hand and of the dealer's hand (as
//! ranked without wild cards), each with its exact chance from one deck.

use super::outcome::Outcome;
use super::table::Oasis;
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;
use crate::poker::category_counts::five_card_counts;
use crate::poker::five_card::{evaluate, Category};

/// The ten five-card categories, lowest first, each with its chance in one deck.
impl GameCategories for Oasis {
    fn categories(&self) -> Categories {
        let counts = five_card_counts();
        let total: u64 = counts.iter().sum();
        Categories::hands(
            GameKind::OasisStud,
            Category::ALL
                .iter()
                .map(|category| category.name().to_string())
                .collect(),
            counts
                .iter()
                .map(|&count| count as f64 / total as f64)
                .collect(),
        )
    }
}

/// The common hand's category, then the dealer's.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![
            evaluate(&self.player).category() as usize,
            evaluate(&self.dealer).category() as usize,
        ]
    }
}
