//! A three-card game as a table configures it: its boxes' names and paytables.

use super::kind::ThreeCardGame;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::paytable::Line;
use crate::poker::three_card::ThreeCardCategory;

/// A three-card paytable: by the player's three-card category.
pub type Paytable = crate::poker::paytable::Paytable<ThreeCardCategory>;

/// A three-card game as a table configures it: the names of its boxes and what each pays
/// beyond even money.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreeCardRules {
    /// The game.
    pub game: ThreeCardGame,
    /// The mandatory box's name (`ante`, Fast Poker's `bet`).
    pub ante_box: &'static str,
    /// The optional side box's name (`pairplus`, Fast Poker's `bonus`).
    pub side_box: &'static str,
    /// The side box's paytable, on the player's three cards alone.
    pub side: Paytable,
    /// The ante bonus: N x the ante to a seat that played, on its own hand (none in Fast
    /// Poker).
    pub ante_bonus: Paytable,
    /// What a won play pays above 1 x, by the player's hand (Fast Poker: 3 x on trips or a
    /// straight flush; none in Three Card Poker).
    pub play_wins: Paytable,
}

impl ThreeCardRules {
    /// These rules with the line `line` (`pairplus.straight_flush`, `ante_bonus.straight`,
    /// `play.three_of_a_kind`) paying `pays`; checked by `ThreeCardRules::check`.
    pub fn with_line(mut self, line: &str, pays: Payout) -> Result<ThreeCardRules, PaytableError> {
        let unknown = || PaytableError::UnknownBet {
            bet: line.to_string(),
            known: format!(
                "{side}.<category>, ante_bonus.<category>, play.<category>",
                side = self.side_box
            ),
        };
        let (table, category) = line.split_once('.').ok_or_else(unknown)?;
        let category = ThreeCardCategory::named(category).ok_or_else(unknown)?;
        let paytable = if table == self.side_box {
            &mut self.side
        } else if table == "ante_bonus" {
            &mut self.ante_bonus
        } else if table == "play" {
            &mut self.play_wins
        } else {
            return Err(unknown());
        };
        paytable.set(category, pays);
        Ok(self)
    }
}
