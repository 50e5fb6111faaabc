//! An Oasis Stud Poker table's configuration (stud-and-triple-bet.md, "How a studio runs these
//! games"): the version and the decision window. A table runs in common-hand mode
//! (house-games.md): one player hand dealt face up, every player deciding on it for their own
//! stake. Versions A (Caribbean Stud), C (deuces wild) and D (three own and two community
//! cards, played as Triple Bet Poker with table D) run so; the standard game and B run in seats
//! mode only (their swaps and buying change what the dealer deals), which is not built yet:
//! both are refused at start-up, saying so. The published paytables and bonus with the lines a
//! table raises, the bonus fixed or progressive (its pot lines paid by the operator's
//! platform); no win cap, which the operator's platform applies per player in this mode.

use super::markets::BONUS;
use super::progressive_bonus::ProgressiveBonus;
use super::rules::{OasisRules, OasisRulesError};
use super::version::OasisVersion;
use crate::games::window_length;
use crate::kind::GameKind;
use crate::limits::Amount;
use crate::market::{MarketId, Payout};
use crate::paytable::PaytableError;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The decision window's length when the studio file gives none (house-games.md's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(10);

/// How one Oasis Stud Poker table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OasisConfig {
    /// The version posted at the table: A, C or D.
    pub version: OasisVersion,
    /// Paytable lines raised above the published ones: `bet.flush`, `bonus.straight` and what
    /// each pays (checked by [`OasisConfig::check`]).
    #[serde(default)]
    pub raised: Vec<(String, Payout)>,
    /// How long the players have to continue or fold.
    pub decision_window: Duration,
    /// The bonus made progressive: its stake and the lines the operator's pot pays (version A).
    #[serde(default)]
    pub progressive_bonus: Option<ProgressiveBonus>,
}

impl Default for OasisConfig {
    /// Version A (Caribbean Stud), a 10 s window.
    fn default() -> OasisConfig {
        OasisConfig {
            version: OasisVersion::A,
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
            progressive_bonus: None,
        }
    }
}

impl OasisConfig {
    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        GameKind::OasisStud
    }

    /// The version's published rules, the bonus progressive where the table makes it so, with
    /// the raised lines, each refused when it names no line of the version or pays less than
    /// the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<OasisRules, PaytableError> {
        let mut rules = OasisRules::published(self.version);
        if let Some(progressive) = &self.progressive_bonus {
            rules = rules
                .with_progressive(progressive.clone())
                .map_err(refusal)?;
        }
        for (line, pays) in &self.raised {
            rules = rules.with_line(line, *pays).map_err(refusal)?;
        }
        rules.check().map_err(refusal)?;
        Ok(rules)
    }

    /// The rules: the version's paytable and its bonus, fixed or progressive, with the raised
    /// lines; no cap. A configuration reaches a table only once [`OasisConfig::check`] passed,
    /// so a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> OasisRules {
        self.checked_rules()
            .unwrap_or_else(|_| OasisRules::published(self.version))
    }

    /// The bonus's one stake, where the table makes it progressive.
    pub fn fixed_stakes(&self) -> Vec<(MarketId, Amount)> {
        let progressive = self.progressive_bonus.iter();
        progressive
            .map(|bonus| (MarketId::new(BONUS), bonus.stake()))
            .collect()
    }

    /// Refuses a version this table cannot run on a common hand, a raised line that names no
    /// line of the version or pays less than the rulebook's, and a decision window of no time
    /// or longer than two minutes.
    pub fn check(&self) -> Result<(), PaytableError> {
        let refused = match self.version {
            OasisVersion::A | OasisVersion::C | OasisVersion::D => None,
            OasisVersion::Standard | OasisVersion::B => Some(
                "runs in seats mode only (its swaps and buying change what the dealer deals), \
                 which is not built yet",
            ),
        };
        if let Some(reason) = refused {
            return Err(PaytableError::Layout(format!(
                "oasis-stud version {} {reason}; a table runs version a, c or d",
                self.version
            )));
        }
        self.checked_rules()?;
        window_length::check(self.decision_window)
    }
}

/// A refused rule as the studio file's check reports it.
fn refusal(error: OasisRulesError) -> PaytableError {
    match error {
        OasisRulesError::Paytable(error) => error,
        other => PaytableError::Layout(other.to_string()),
    }
}
