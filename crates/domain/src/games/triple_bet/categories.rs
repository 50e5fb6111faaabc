//! Triple Bet Poker: the five-card category of the common hand's five cards (three own, two
//! community), each with its exact chance from one deck ([`five_card_counts`]).

use super::outcome::Outcome;
use super::table::TripleBet;
use crate::categories::{Categories, Classify, GameCategories};
use crate::poker::category_counts::five_card_counts;
use crate::poker::five_card::evaluate;

/// The ten five-card categories, lowest first, each with its chance in one deck.
impl GameCategories for TripleBet {
    fn categories(&self) -> Categories {
        Categories::five_card_hands(self.config().kind(), &five_card_counts())
    }
}

/// The five cards' category.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![evaluate(&self.five()).category() as usize]
    }
}

#[cfg(test)]
mod tests {
    use crate::card::parse_cards;
    use crate::games::categories::tests::of;
    use crate::games::triple_bet::outcome;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn r8_the_five_cards_fall_in_their_category() {
        let categories = of(GameKind::TripleBetPoker);
        assert_eq!(categories.kind(), "hand");
        let cards = |text: &str| parse_cards(text).expect("cards");
        let round = Outcome::TripleBet(outcome::Outcome {
            game: Default::default(),
            own: cards("Ts Th 4c").try_into().expect("three"),
            community: cards("Td 2s").try_into().expect("two"),
        });
        assert_eq!(categories.classify(&round), [3]);
    }
}
