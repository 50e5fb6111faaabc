//! Oasis Stud Poker: the five-card category of the common hand and of the dealer's hand (as
//! ranked without wild cards), each with its exact chance from one deck.

use super::outcome::Outcome;
use super::table::Oasis;
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;
use crate::poker::category_counts::five_card_counts;
use crate::poker::five_card::evaluate;

/// The ten five-card categories, lowest first, each with its chance in one deck.
impl GameCategories for Oasis {
    fn categories(&self) -> Categories {
        Categories::five_card_hands(GameKind::OasisStud, &five_card_counts())
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
