//! A hold'em round's outcome: the game, the common hand's hole cards, the board and the
//! dealer's hole cards, each in dealing order. This file imports no rules.

use super::hands::Deal;
use super::variant::HoldemVariant;
use crate::card::Card;
use serde::{Deserialize, Serialize};

/// What a hold'em round ended with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The game.
    pub variant: HoldemVariant,
    /// The common hand's hole cards, dealt face up.
    pub player: [Card; 2],
    /// The five community cards.
    pub board: [Card; 5],
    /// The dealer's hole cards, scanned as they were turned face up.
    pub dealer: [Card; 2],
}

impl Outcome {
    /// The round's cards as the rules settle them.
    pub fn deal(&self) -> Deal {
        Deal {
            player: self.player,
            dealer: self.dealer,
            board: self.board,
        }
    }
}
