//! The two three-card games.

use crate::kind::GameKind;
use serde::{Deserialize, Serialize};

/// The two three-card games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ThreeCardGame {
    /// Three Card Poker (§4.4.1.2.7).
    ThreeCardPoker,
    /// Fast Poker (§1.4.1.2.1).
    FastPoker,
}

impl ThreeCardGame {
    /// Both games.
    pub const ALL: [ThreeCardGame; 2] = [ThreeCardGame::ThreeCardPoker, ThreeCardGame::FastPoker];

    /// The game's name (`three-card-poker`, `fast-poker`).
    pub fn name(self) -> &'static str {
        match self {
            ThreeCardGame::ThreeCardPoker => "three-card-poker",
            ThreeCardGame::FastPoker => "fast-poker",
        }
    }

    /// The kind of table that runs this game.
    pub fn kind(self) -> GameKind {
        match self {
            ThreeCardGame::ThreeCardPoker => GameKind::ThreeCardPoker,
            ThreeCardGame::FastPoker => GameKind::FastPoker,
        }
    }
}
