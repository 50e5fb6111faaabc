//! Each game's published rules, and a table's paytables checked against them.

use super::kind::ThreeCardGame;
use super::rules::ThreeCardRules;
use super::{fast_poker, three_card_poker};
use crate::paytable::PaytableError;

impl ThreeCardGame {
    /// The game's published rules: its boxes' names and paytables.
    pub fn published(self) -> ThreeCardRules {
        match self {
            ThreeCardGame::ThreeCardPoker => three_card_poker::published(),
            ThreeCardGame::FastPoker => fast_poker::published(),
        }
    }
}

impl ThreeCardRules {
    /// Checks every paytable against the game's published one: a line paying less than the
    /// rulebook's is refused, naming the box and the line.
    pub fn check(&self) -> Result<(), PaytableError> {
        let published = self.game.published();
        self.side.check(&published.side, self.side_box)?;
        self.ante_bonus.check(&published.ante_bonus, "ante_bonus")?;
        self.play_wins.check(&published.play_wins, "play")
    }
}
