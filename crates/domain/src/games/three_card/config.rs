//! A three-card table's configuration (three-card-and-holdem.md, "How a studio runs these
//! games"): the game, the paytable lines raised above the rulebook's, the decision window and
//! the seating (house-games.md): common hand (the default: one player hand dealt face up, every
//! player deciding on it for their own stake) or seats.

use super::kind::ThreeCardGame;
use super::rules::ThreeCardRules;
use crate::games::seating::Seating;
use crate::games::window_length;
use crate::kind::GameKind;
use crate::market::Payout;
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The decision window's length when the studio file gives none (the rules file's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(15);

/// How one three-card table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreeCardConfig {
    /// Three Card Poker or Fast Poker.
    pub game: ThreeCardGame,
    /// Paytable lines raised above the published ones: `pairplus.straight_flush` and what it
    /// pays (checked by [`ThreeCardConfig::check`]).
    pub raised: Vec<(String, Payout)>,
    /// How long the players have to play or fold.
    pub decision_window: Duration,
    /// A common hand, or seats.
    #[serde(default)]
    pub seating: Seating,
}

impl ThreeCardConfig {
    /// The studio default of `game`: the published paytables, a 15 s window.
    pub fn of(game: ThreeCardGame) -> ThreeCardConfig {
        ThreeCardConfig {
            game,
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
            seating: Seating::CommonHand,
        }
    }

    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The game's rules with the raised lines, each refused when it names no line or pays
    /// less than the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<ThreeCardRules, PaytableError> {
        let mut rules = self.game.published();
        for (line, pays) in &self.raised {
            rules = rules.with_line(line, *pays)?;
        }
        rules.check()?;
        Ok(rules)
    }

    /// The game's rules. A configuration reaches a table only once [`ThreeCardConfig::check`]
    /// passed, so a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> ThreeCardRules {
        self.checked_rules()
            .unwrap_or_else(|_| self.game.published())
    }

    /// Refuses a raised line that names no line or pays less than the rulebook's, and a
    /// decision window of no time or longer than two minutes.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.checked_rules()?;
        window_length::check(self.decision_window)
    }
}
