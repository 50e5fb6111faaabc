//! Poker's markets (poker6.md "Outcomes"): "hand N wins" for each of the six hands and (our
//! choice) the winning combination's category; how each settles.

use super::dealing::HANDS;
use super::showdown::{Pocket, Showdown};
use crate::card::Card;
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use crate::poker::five_card::Category;
use serde::{Deserialize, Serialize};

/// A poker market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// Hand `n` (1–6) is among the winners: ties are paid in full, and when the board plays all
    /// six hands win.
    Hand(u8),
    /// The best combination on the table is of this category.
    Winner(Category),
}

impl Market {
    /// Every market, in catalogue order: `hand_1` … `hand_6`, then the categories from high
    /// card to royal flush. All are offered in all four rounds.
    pub fn all() -> Vec<Market> {
        (1..=HANDS)
            .map(Market::Hand)
            .chain(Category::ALL.map(Market::Winner))
            .collect()
    }

    /// The stable id (`hand_3`, `winner_full_house`, …).
    pub fn id(self) -> MarketId {
        match self {
            Market::Hand(hand) => MarketId::new(format!("hand_{hand}")),
            Market::Winner(category) => MarketId::new(format!("winner_{}", category.name())),
        }
    }

    /// How a bet on this market settles given the showdown (the same rule the odds engine
    /// prices with).
    pub fn settle(self, showdown: &Showdown) -> Verdict {
        match self {
            Market::Hand(hand) => win_if(showdown.wins(hand)),
            Market::Winner(category) => win_if(showdown.category() == category),
        }
    }

    /// Every market's verdict for a finished draw.
    pub fn settle_all(outcome: &Outcome) -> Vec<(MarketId, Verdict)> {
        let showdown = outcome.showdown();
        Market::all()
            .into_iter()
            .map(|market| (market.id(), market.settle(&showdown)))
            .collect()
    }
}

/// A finished poker draw: the six hands, the board and the winning hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Pocket cards of hands 1 to 6, in dealing order.
    pub hands: [Pocket; HANDS as usize],
    /// Flop, turn, river.
    pub board: [Card; 5],
    /// The winning hands' numbers (1–6), ascending.
    pub winners: Vec<u8>,
}

impl Outcome {
    /// The outcome of six hands on a complete board.
    pub fn new(hands: [Pocket; HANDS as usize], board: [Card; 5]) -> Outcome {
        let winners = Showdown::of(&hands, &board).winners();
        Outcome {
            hands,
            board,
            winners,
        }
    }

    /// The hands compared again (settlement always recomputes from the cards).
    pub fn showdown(&self) -> Showdown {
        Showdown::of(&self.hands, &self.board)
    }

    /// The winning combination's category.
    pub fn winning_category(&self) -> Category {
        self.showdown().category()
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::table;
    use super::*;

    fn verdicts(outcome: &Outcome) -> Vec<(String, Verdict)> {
        Market::settle_all(outcome)
            .into_iter()
            .map(|(id, verdict)| (id.to_string(), verdict))
            .collect()
    }

    fn winning_ids(outcome: &Outcome) -> Vec<String> {
        verdicts(outcome)
            .into_iter()
            .filter(|(_, verdict)| *verdict == Verdict::Win)
            .map(|(id, _)| id)
            .collect()
    }

    #[test]
    fn market_ids_are_the_published_ones() {
        let ids: Vec<String> = Market::all()
            .into_iter()
            .map(|m| m.id().to_string())
            .collect();
        assert_eq!(
            ids,
            [
                "hand_1",
                "hand_2",
                "hand_3",
                "hand_4",
                "hand_5",
                "hand_6",
                "winner_high_card",
                "winner_pair",
                "winner_two_pair",
                "winner_three_of_a_kind",
                "winner_straight",
                "winner_flush",
                "winner_full_house",
                "winner_four_of_a_kind",
                "winner_straight_flush",
                "winner_royal_flush",
            ]
        );
    }

    #[test]
    fn hand_market_wins_for_the_winning_hand_only() {
        let (hands, board) = table(
            ["As Ks", "Qh Qd", "2c 7d", "9s 9c", "Jh Td", "3s 4h"],
            "5d 8h Kc 2d 6c",
        );
        let outcome = Outcome::new(hands, board);
        assert_eq!(outcome.winners, vec![6]);
        assert_eq!(winning_ids(&outcome), ["hand_6", "winner_straight"]);
    }

    #[test]
    fn split_pot_pays_every_winning_hand() {
        let (hands, board) = table(
            ["As Kd", "Ac Kc", "4c 5d", "6c 8d", "Td 4s", "5h 8c"],
            "2h 7d 9s Jc 3h",
        );
        let outcome = Outcome::new(hands, board);
        assert_eq!(
            winning_ids(&outcome),
            ["hand_1", "hand_2", "winner_high_card"]
        );
    }

    #[test]
    fn board_plays_all_six_hands_win() {
        let (hands, board) = table(
            ["2c 3c", "4c 5c", "6c 7c", "8c 8s", "2d 3d", "4d 5d"],
            "9h 9d 9s Kh Kd",
        );
        let outcome = Outcome::new(hands, board);
        assert_eq!(outcome.winners, vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(outcome.winning_category(), Category::FullHouse);
        let verdicts = verdicts(&outcome);
        assert!(verdicts[..6].iter().all(|(_, v)| *v == Verdict::Win));
    }

    #[test]
    fn category_market_follows_the_best_combination_on_the_table() {
        let (hands, board) = table(
            ["Ah Kh", "2c 2d", "3c 4d", "5c 6d", "7c 8d", "9c Td"],
            "Qh Jh Th 2s 3s",
        );
        let outcome = Outcome::new(hands, board);
        assert_eq!(outcome.winners, vec![1]);
        assert_eq!(winning_ids(&outcome), ["hand_1", "winner_royal_flush"]);
    }

    #[test]
    fn exactly_one_category_market_wins() {
        let (hands, board) = table(
            ["As Kd", "Ac Kc", "4c 5d", "6c 8d", "Td 4s", "5h 8c"],
            "2h 7d 9s Jc 3h",
        );
        let outcome = Outcome::new(hands, board);
        let category_wins = verdicts(&outcome)[6..]
            .iter()
            .filter(|(_, v)| *v == Verdict::Win)
            .count();
        assert_eq!(category_wins, 1);
    }
}
