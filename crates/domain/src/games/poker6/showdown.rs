//! The six hands compared on a complete board: who wins, and with what.

use super::dealing::HANDS;
use super::hand_rank::{evaluate, Category, HandValue};
use crate::card::Card;

/// Two pocket cards.
pub type Pocket = [Card; 2];

/// The result of comparing the six hands on a full board. Without allocation, so the odds
/// engine can call it for every possible board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Showdown {
    best: HandValue,
    winners: u8,
}

impl Showdown {
    /// Every hand's best five of its seven cards; the highest value wins, and every hand that
    /// shares it wins too (ties are paid in full; when the board plays, all six tie).
    pub fn of(hands: &[Pocket; HANDS as usize], board: &[Card; 5]) -> Showdown {
        let mut best = None;
        let mut winners = 0u8;
        for (index, pocket) in hands.iter().enumerate() {
            let seven = [
                pocket[0], pocket[1], board[0], board[1], board[2], board[3], board[4],
            ];
            let value = evaluate(&seven);
            let bit = 1u8 << index;
            match best {
                Some(top) if value < top => {}
                Some(top) if value == top => winners |= bit,
                _ => {
                    best = Some(value);
                    winners = bit;
                }
            }
        }
        Showdown {
            best: best.unwrap_or_else(|| evaluate(board)),
            winners,
        }
    }

    /// The winning combination's value.
    pub fn best(&self) -> HandValue {
        self.best
    }

    /// The winning combination's category.
    pub fn category(&self) -> Category {
        self.best.category()
    }

    /// Whether hand `hand` (1–6) is among the winners.
    pub fn wins(&self, hand: u8) -> bool {
        (1..=HANDS).contains(&hand) && self.winners & (1 << (hand - 1)) != 0
    }

    /// Bit `n - 1` set for each winning hand `n`.
    pub fn winner_mask(&self) -> u8 {
        self.winners
    }

    /// The winning hands' numbers, ascending.
    pub fn winners(&self) -> Vec<u8> {
        (1..=HANDS).filter(|&hand| self.wins(hand)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::table;
    use super::*;

    #[test]
    fn the_highest_combination_wins_alone() {
        let (hands, board) = table(
            ["As Ks", "Qh Qd", "2c 7d", "9s 9c", "Jh Td", "3s 4h"],
            "5d 8h Kc 2d 6c",
        );
        let showdown = Showdown::of(&hands, &board);
        assert_eq!(showdown.winners(), vec![6]);
        assert_eq!(showdown.category(), Category::Straight);
        assert!(showdown.wins(6) && !showdown.wins(1));
    }

    #[test]
    fn hands_sharing_the_best_combination_all_win() {
        let (hands, board) = table(
            ["As Kd", "Ac Kc", "4c 5d", "6c 8d", "Td 4s", "5h 8c"],
            "2h 7d 9s Jc 3h",
        );
        let showdown = Showdown::of(&hands, &board);
        assert_eq!(showdown.winners(), vec![1, 2]);
        assert_eq!(showdown.winner_mask(), 0b11);
        assert_eq!(showdown.category(), Category::HighCard);
    }

    #[test]
    fn when_the_board_plays_all_six_hands_win() {
        let (hands, board) = table(
            ["2c 3c", "4c 5c", "6c 7c", "8c 9c", "2d 3d", "4d 5d"],
            "Ah Kh Qh Jh Th",
        );
        let showdown = Showdown::of(&hands, &board);
        assert_eq!(showdown.winners(), vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(showdown.category(), Category::RoyalFlush);
    }

    #[test]
    fn no_hand_outside_1_to_6_wins() {
        let (hands, board) = table(
            ["2c 3c", "4c 5c", "6c 7c", "8c 9c", "2d 3d", "4d 5d"],
            "Ah Kh Qh Jh Th",
        );
        let showdown = Showdown::of(&hands, &board);
        assert!(!showdown.wins(0) && !showdown.wins(7));
    }
}
