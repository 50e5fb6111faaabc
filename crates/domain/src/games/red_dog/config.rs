//! A Red Dog table's configuration (red-dog.md, house-games.md): the shoe, the paytable lines
//! raised above the rulebook's, and the raise window. The table runs on a common hand: every
//! bet rides on the same three cards, and each player decides their own raise.

use super::paytable::{RedDogLine, RedDogRules};
use crate::games::window_length;
use crate::kind::GameKind;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::paytable::Line;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The raise window's length when the studio file gives none (house-games.md's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(10);

/// How one Red Dog table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedDogConfig {
    /// The shoe: six decks by default, changed when fewer than 40 cards are left.
    pub shoe: ShoeRule,
    /// Paytable lines raised above the published ones (`spread_1` and what it pays), checked
    /// by [`RedDogConfig::check`].
    pub raised: Vec<(String, Payout)>,
    /// How long the players have to raise.
    pub decision_window: Duration,
}

impl Default for RedDogConfig {
    /// Six decks, the published paytable, a 10 s raise window.
    fn default() -> RedDogConfig {
        RedDogConfig {
            shoe: ShoeRule::default(),
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
        }
    }
}

impl RedDogConfig {
    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        GameKind::RedDog
    }

    /// The rules with the raised lines, each refused when it names no line or pays less than
    /// the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<RedDogRules, PaytableError> {
        let mut rules = RedDogRules::published();
        for (name, pays) in &self.raised {
            let line = RedDogLine::named(name).ok_or_else(|| PaytableError::UnknownBet {
                bet: name.clone(),
                known: RedDogLine::ALL.map(|line| line.name()).join(", "),
            })?;
            rules.paytable.set(line, *pays);
        }
        rules.check()?;
        Ok(rules)
    }

    /// The rules. A configuration reaches a table only once [`RedDogConfig::check`] passed, so
    /// a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> RedDogRules {
        self.checked_rules()
            .unwrap_or_else(|_| RedDogRules::published())
    }

    /// Refuses a raised line below the rulebook's or of no line, a shoe the rules do not
    /// allow, and a raise window of no time or longer than two minutes.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.shoe.check()?;
        self.checked_rules()?;
        window_length::check(self.decision_window)
    }
}
