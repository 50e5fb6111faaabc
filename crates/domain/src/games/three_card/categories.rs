//! Three Card Poker and Fast Poker: the category of the common hand and of the dealer's
//! hand (in seats mode the dealer's alone), each with its exact chance from one deck (the
//! 22,100 threes counted once).

use super::outcome::{Outcome, SeatsOutcome};
use super::table::ThreeCard;
use crate::card::Card;
use crate::categories::{Categories, Classify, GameCategories};
use crate::poker::three_card::{evaluate, ThreeCardCategory};

/// The six three-card categories, lowest first, each with its chance in one deck.
impl GameCategories for ThreeCard {
    fn categories(&self) -> Categories {
        let counts = category_counts();
        let total: u32 = counts.iter().sum();
        Categories::hands(
            self.config().kind(),
            ThreeCardCategory::ALL
                .iter()
                .map(|category| category.name().to_string())
                .collect(),
            counts
                .iter()
                .map(|&count| f64::from(count) / f64::from(total))
                .collect(),
        )
    }
}

/// How many of the deck's threes fall in each category, lowest first.
fn category_counts() -> [u32; 6] {
    let deck: Vec<Card> = Card::all().collect();
    let mut counts = [0u32; 6];
    for (i, &a) in deck.iter().enumerate() {
        for (j, &b) in deck.iter().enumerate().skip(i + 1) {
            for &c in deck.iter().skip(j + 1) {
                counts[evaluate([a, b, c]).category() as usize] += 1;
            }
        }
    }
    counts
}

/// In seats mode, the dealer's category alone: the seats' hands come from the same deck as
/// his, and a round nobody bet on shows none.
impl Classify for SeatsOutcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        let dealer = self.dealer.iter();
        dealer
            .map(|&dealer| evaluate(dealer).category() as usize)
            .collect()
    }
}

/// The common hand's category, then the dealer's.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![
            evaluate(self.player).category() as usize,
            evaluate(self.dealer).category() as usize,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::category_counts;
    use crate::card::parse_cards;
    use crate::games::categories::tests::of;
    use crate::games::three_card::{outcome, ThreeCardGame};
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn the_hand_rankings_combinations_of_22_100_equal_the_rules_file() {
        assert_eq!(category_counts(), [16_440, 3_744, 1_096, 720, 52, 48]);
    }

    #[test]
    fn r8_the_common_hand_and_the_dealers_fall_in_their_categories() {
        let categories = of(GameKind::ThreeCardPoker);
        assert_eq!(categories.kind(), "hand");
        let cards = |text: &str| -> [crate::card::Card; 3] {
            parse_cards(text)
                .expect("cards")
                .try_into()
                .expect("three cards")
        };
        let round = Outcome::ThreeCard(outcome::Outcome {
            game: ThreeCardGame::ThreeCardPoker,
            player: cards("9s Ts Js"),
            dealer: cards("Qc 8d 3h"),
        });
        assert_eq!(categories.classify(&round), [5, 0]);
    }
}
