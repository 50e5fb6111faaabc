//! The two games a Triple Bet Poker table runs: Triple Bet Poker itself, and Oasis Stud Poker's
//! version D, which the rulebook plays the same way with its own paytable and no bonus
//! (stud-and-triple-bet.md, "Version D").

use crate::kind::GameKind;
use serde::{Deserialize, Serialize};

/// The game a three-own-and-two-community-cards table runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TripleBetGame {
    /// Triple Bet Poker (§1.4.1.2.2): the published paytable and the bonus.
    #[default]
    TripleBetPoker,
    /// Oasis Stud Poker version D: table D, no bonus; its table is an `oasis-stud` table.
    OasisD,
}

impl TripleBetGame {
    /// The kind of table that runs this game.
    pub fn kind(self) -> GameKind {
        match self {
            TripleBetGame::TripleBetPoker => GameKind::TripleBetPoker,
            TripleBetGame::OasisD => GameKind::OasisStud,
        }
    }
}
