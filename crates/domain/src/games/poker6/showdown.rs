//! The six hands compared on a complete board: who wins, and with what.

use super::dealing::HANDS;
use crate::card::Card;
use crate::poker::five_card::{evaluate, Category, HandValue};

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
mod tests;
