//! A hold'em table's configuration (three-card-and-holdem.md, "How a studio runs these
//! games"): the game, its paytable options (UTH's trips table, THB's ante option and bonus
//! table), the paytable lines raised above the rulebook's, and the decision window. Tables run
//! in common-hand mode (house-games.md): one player hand dealt face up, every player deciding
//! on it for their own stake.

use super::holdem_bonus::{AnteOption, BonusTable};
use super::table_rules::HoldemRules;
use super::ultimate_holdem::TripsTable;
use super::variant::HoldemVariant;
use crate::games::window_length;
use crate::kind::GameKind;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::progressive::Progressive;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The decision window's length when the studio file gives none (the rules file's default).
pub const DEFAULT_DECISION_WINDOW: Duration = Duration::from_secs(15);

/// How one hold'em table plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldemConfig {
    /// The game.
    pub variant: HoldemVariant,
    /// Ultimate Texas Hold'em's trips table (I by default; the other games have none).
    pub trips: TripsTable,
    /// Texas Hold'em Bonus's ante option (B by default).
    pub ante_option: AnteOption,
    /// Texas Hold'em Bonus's bonus table (I by default).
    pub bonus_table: BonusTable,
    /// Paytable lines raised above the published ones: `trips.flush` and what it pays.
    pub raised: Vec<(String, Payout)>,
    /// How long the players have at each decision.
    pub decision_window: Duration,
    /// The progressive box's paytable, where the table offers one (UTH and THB only).
    #[serde(default)]
    pub progressive: Option<Progressive>,
}

impl HoldemConfig {
    /// The studio default of `variant`: trips I, ante option B, bonus I, the published
    /// paytables, a 15 s window.
    pub fn of(variant: HoldemVariant) -> HoldemConfig {
        HoldemConfig {
            variant,
            trips: TripsTable::I,
            ante_option: AnteOption::B,
            bonus_table: BonusTable::I,
            raised: Vec::new(),
            decision_window: DEFAULT_DECISION_WINDOW,
            progressive: None,
        }
    }

    /// The kind of table.
    pub fn kind(&self) -> GameKind {
        self.variant.kind()
    }

    /// The rules as published for the table's options, before any line is raised.
    fn published(&self) -> HoldemRules {
        HoldemRules::published(self.variant, self.trips, self.ante_option, self.bonus_table)
    }

    /// The game's rules with the raised lines, each refused when it names no line or pays
    /// less than the rulebook's, naming it.
    pub fn checked_rules(&self) -> Result<HoldemRules, PaytableError> {
        let mut rules = self.published();
        for (line, pays) in &self.raised {
            rules = rules.with_line(line, *pays)?;
        }
        rules.check()?;
        Ok(rules)
    }

    /// The game's rules. A configuration reaches a table only once [`HoldemConfig::check`]
    /// passed, so a line it refuses is left out here rather than lowering anything.
    pub fn rules(&self) -> HoldemRules {
        self.checked_rules().unwrap_or_else(|_| self.published())
    }

    /// Refuses a raised line that names no line or pays less than the rulebook's, a
    /// progressive box at a game without one, and a decision window of no time or longer than
    /// two minutes.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.checked_rules()?;
        if self.progressive.is_some() && !self.variant.has_progressive() {
            return Err(PaytableError::Layout(format!(
                "{} has no progressive box (Ultimate Texas Hold'em and Texas Hold'em Bonus do)",
                self.kind()
            )));
        }
        window_length::check(self.decision_window)
    }
}
