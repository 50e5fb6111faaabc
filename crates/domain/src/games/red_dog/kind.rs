//! The two games of red-dog.md: Red Dog and Bulldog.

use crate::kind::GameKind;
use serde::{Deserialize, Serialize};

/// The two games of red-dog.md.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RedDogGame {
    /// Red Dog: every bet rides on the same three cards.
    #[default]
    RedDog,
    /// Bulldog: a third card to every seat with a bet, each seat's bets settling on it.
    Bulldog,
}

impl RedDogGame {
    /// Both games.
    pub const ALL: [RedDogGame; 2] = [RedDogGame::RedDog, RedDogGame::Bulldog];

    /// The kind of table that runs this game.
    pub fn kind(self) -> GameKind {
        match self {
            RedDogGame::RedDog => GameKind::RedDog,
            RedDogGame::Bulldog => GameKind::Bulldog,
        }
    }

    /// Whether each seat with a bet gets its own third card (Bulldog).
    pub fn deals_to_seats(self) -> bool {
        match self {
            RedDogGame::RedDog => false,
            RedDogGame::Bulldog => true,
        }
    }
}
