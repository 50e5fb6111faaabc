//! War of Bets: the rank of the two war cards.

use super::{Outcome, War};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The ranks of the shoe.
impl GameCategories for War {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::War, self.shoe().rule().decks)
    }
}

/// The player's card and the dealer's.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes([self.player, self.dealer].iter())
    }
}

#[cfg(test)]
mod tests {
    use crate::card::parse_cards;
    use crate::games::categories::tests::of;
    use crate::games::war;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn each_card_falls_in_its_category() {
        let cards = of(GameKind::War);
        let war = parse_cards("2c As").expect("cards");
        let outcome = Outcome::War(war::Outcome {
            player: war[0],
            dealer: war[1],
        });
        assert_eq!(cards.classify(&outcome), [0, 12]);
    }
}
