//! A Triple Bet Poker table's configuration (stud-and-triple-bet.md, "How a studio runs these
//! games"): the paytable lines raised above the rulebook's, and the decision windows' length.
//! The table runs in common-hand mode (house-games.md): one set of three cards dealt face up,
//! every player deciding on it for their own bets. An Oasis Stud table of version D is such a
//! table too, with table D and no bonus.

use super::kind::TripleBetGame;
use super::rules::TripleBetRules;
use crate::games::window_length;
use crate::kind::GameKind;
use crate::market::Payout;
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A decision window's length when the studio file gives none (house-games.md's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(10);

/// How one Triple Bet Poker table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TripleBetConfig {
    /// Triple Bet Poker, or Oasis Stud Poker's version D.
    #[serde(default)]
    pub game: TripleBetGame,
    /// Paytable lines raised above the published ones: `bet.two_pair`, `bonus.flush` and what
    /// each pays (checked by [`TripleBetConfig::check`]).
    pub raised: Vec<(String, Payout)>,
    /// How long the players have at each of the two decisions.
    pub decision_window: Duration,
}

impl Default for TripleBetConfig {
    /// The published paytables, 10 s windows.
    fn default() -> TripleBetConfig {
        TripleBetConfig {
            game: TripleBetGame::TripleBetPoker,
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
        }
    }
}

impl TripleBetConfig {
    /// Oasis Stud Poker version D's table: table D with the `raised` lines, no bonus,
    /// `decision_window` at each decision.
    pub fn oasis_d(raised: Vec<(String, Payout)>, decision_window: Duration) -> TripleBetConfig {
        TripleBetConfig {
            game: TripleBetGame::OasisD,
            raised,
            decision_window,
        }
    }

    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The rules with the raised lines, each refused when it names no line or pays less than
    /// the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<TripleBetRules, PaytableError> {
        let published = TripleBetRules::of(self.game);
        let mut rules = published.clone();
        for (line, pays) in &self.raised {
            rules = rules.with_line(line, *pays)?;
        }
        rules.check(&published)?;
        Ok(rules)
    }

    /// The rules. A configuration reaches a table only once [`TripleBetConfig::check`] passed,
    /// so a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> TripleBetRules {
        self.checked_rules()
            .unwrap_or_else(|_| TripleBetRules::of(self.game))
    }

    /// Refuses a raised line that names no line or pays less than the rulebook's, and a
    /// decision window of no time or longer than two minutes.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.checked_rules()?;
        window_length::check(self.decision_window)
    }
}
