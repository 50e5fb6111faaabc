//! Blackjack: the rank of the dealer's cards and of every seat's hands; a table sets its own
//! shoe's size.

use super::{Blackjack, Outcome};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;

/// The ranks of the table's shoe.
impl GameCategories for Blackjack {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::Blackjack, self.config().shoe.decks)
    }
}

/// Every card of the dealer and of every seat's hands.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        Categories::rank_indexes(
            self.dealer.iter().chain(
                self.seats
                    .iter()
                    .flat_map(|seat| &seat.hands)
                    .flat_map(|hand| &hand.cards),
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::card::parse_cards;
    use crate::categories::Categories;
    use crate::games::blackjack::{self, BlackjackConfig, Seat, SeatHand};
    use crate::games::categories::tests::of;
    use crate::games::GameConfig;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;

    #[test]
    fn every_blackjack_card_of_the_dealer_and_the_seats_is_counted() {
        let categories = of(GameKind::Blackjack);
        assert_eq!(categories.kind(), "rank");
        let mut seat = Seat::new(3);
        seat.hands = vec![
            SeatHand {
                cards: parse_cards("8s 3c").expect("cards"),
                ..SeatHand::default()
            },
            SeatHand {
                cards: parse_cards("8h Kd").expect("cards"),
                ..SeatHand::default()
            },
        ];
        let deal = Outcome::Blackjack(blackjack::Outcome {
            dealer: parse_cards("Ah 6d").expect("cards"),
            seats: vec![seat],
        });
        assert_eq!(categories.classify(&deal), [12, 4, 6, 1, 6, 11]);
        let one_deck = Categories::of(&GameConfig::Blackjack(BlackjackConfig {
            shoe: crate::shoe_rule::ShoeRule::of_decks(1),
            ..BlackjackConfig::default()
        }));
        assert_eq!(one_deck.probabilities()[0], 4.0 / 52.0);
    }
}
