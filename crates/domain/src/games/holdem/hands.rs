//! A hold'em deal's cards and the hands' values: each hand the best five of its two hole cards
//! and the five community cards. The settlements read the values ([`Hands`]), so that the odds,
//! which value many deals sharing a board, evaluate each hand once.

use crate::card::Card;
use crate::poker::five_card::{evaluate, HandValue};

/// One deal: the player's and the dealer's hole cards and the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The player's two hole cards.
    pub player: [Card; 2],
    /// The dealer's two hole cards.
    pub dealer: [Card; 2],
    /// The five community cards: the flop, the turn, the river.
    pub board: [Card; 5],
}

/// What settles a deal: the hands' values and the hole cards (the bonus boxes read them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hands {
    /// The player's best five of seven.
    pub player: HandValue,
    /// The dealer's best five of seven.
    pub dealer: HandValue,
    /// The player's first five cards: hole cards and flop.
    pub first_five: HandValue,
    /// The player's hole cards.
    pub player_hole: [Card; 2],
    /// The dealer's hole cards.
    pub dealer_hole: [Card; 2],
}

impl Deal {
    /// The deal's hands, valued.
    pub fn hands(&self) -> Hands {
        Hands {
            player: self.player_hand(),
            dealer: self.dealer_hand(),
            first_five: self.first_five(),
            player_hole: self.player,
            dealer_hole: self.dealer,
        }
    }

    /// The player's hand: the best five of seven.
    pub fn player_hand(&self) -> HandValue {
        seven(self.player, &self.board)
    }

    /// The dealer's hand: the best five of seven.
    pub fn dealer_hand(&self) -> HandValue {
        seven(self.dealer, &self.board)
    }

    /// The player's first five cards: the hole cards and the flop (Riverside's bonus, the
    /// progressive box).
    pub fn first_five(&self) -> HandValue {
        let [a, b] = self.player;
        evaluate(&[a, b, self.board[0], self.board[1], self.board[2]])
    }
}

fn seven([a, b]: [Card; 2], board: &[Card; 5]) -> HandValue {
    evaluate(&[a, b, board[0], board[1], board[2], board[3], board[4]])
}
