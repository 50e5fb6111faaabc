//! A hold'em table's statistics: the five-card category of the common hand's best five of its
//! seven cards (its two hole cards and the board), each with its exact chance from one deck
//! ([`seven_card_counts`]).
//!
//! The dealer's hand is not counted: it shares the board's five cards with the common hand, so
//! the two categories of one round move together, and counting both would make the counts vary
//! more than the chi-square test assumes (alerts on a fair deck).

use super::outcome::Outcome;
use super::table::HoldemTable;
use crate::categories::{Categories, Classify, GameCategories};
use crate::poker::category_counts::seven_card_counts;
use crate::poker::five_card::evaluate;

/// The ten five-card categories, lowest first, each with its chance over seven cards of one
/// deck.
impl GameCategories for HoldemTable {
    fn categories(&self) -> Categories {
        Categories::five_card_hands(self.config().kind(), &seven_card_counts())
    }
}

/// The common hand's category.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        let seven: Vec<_> = self.player.iter().chain(&self.board).copied().collect();
        vec![evaluate(&seven).category() as usize]
    }
}

#[cfg(test)]
mod tests {
    use crate::card::{parse_cards, Card};
    use crate::games::categories::tests::of;
    use crate::games::holdem::outcome;
    use crate::games::holdem::variant::HoldemVariant;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    fn cards<const N: usize>(text: &str) -> [Card; N] {
        parse_cards(text)
            .expect("cards")
            .try_into()
            .expect("the count")
    }

    #[test]
    fn r8_the_common_hands_best_five_of_seven_falls_in_its_category() {
        for game in [
            GameKind::UltimateHoldem,
            GameKind::HoldemBonus,
            GameKind::DynamicPoker,
            GameKind::RiversidePoker,
        ] {
            let categories = of(game);
            assert_eq!(categories.kind(), "hand", "{game}");
            assert_eq!(categories.names()[5], "flush", "{game}");
        }
        let round = Outcome::Holdem(outcome::Outcome {
            variant: HoldemVariant::UltimateHoldem,
            player: cards("As 2s"),
            board: cards("Ks 9s 4s Ad Ac"),
            dealer: cards("Kd Kc"),
        });
        // A flush in spades beats the common hand's three aces; the dealer's full house is not
        // counted.
        assert_eq!(of(GameKind::UltimateHoldem).classify(&round), [5]);
    }
}
