//! A hold'em table's options in the studio file: the game's paytable choices, raised lines, the
//! progressive box and the decision window.

use super::config::HoldemConfig;
use super::holdem_bonus::{AnteOption, BonusTable};
use super::table::HoldemTable;
use super::ultimate_holdem::TripsTable;
use super::variant::HoldemVariant;
use crate::options::{raised_lines, Configure, GameOptions, Multipliers, OptionError};
use crate::poker::progressive::Progressive;
use serde::Deserialize;
use std::time::Duration;

/// A hold'em table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HoldemOptions {
    /// Ultimate Texas Hold'em's trips table: `"I"` (the default), `"II"`, `"III"`, `"IV"`.
    trips: Option<TripsTable>,
    /// Texas Hold'em Bonus's ante option: `"A"`, `"B"` (the default), `"C"`.
    ante_option: Option<AnteOption>,
    /// Texas Hold'em Bonus's bonus table: `"I"` (the default) or `"II"`.
    bonus: Option<BonusTable>,
    /// The side box's paytable lines raised above the rulebook's, `"box.hand" = N`:
    /// `"trips.flush" = 8`, `"bonus.aces" = 40`, `"b.aces" = 60`. A line below the rulebook's,
    /// or of the main boxes, is refused at start-up.
    pays: Option<Multipliers>,
    /// Seconds the players have at each decision (default 15).
    decision_window_seconds: Option<u64>,
    /// Ultimate Texas Hold'em's or Texas Hold'em Bonus's progressive box, hand to prize:
    /// `{ royal_flush = "100%", straight_flush = "10%", four_of_a_kind = "500" }` (a share of
    /// the operator's pot, or an amount); none by default.
    progressive: Option<Progressive>,
}

impl GameOptions for HoldemTable {
    type Options = HoldemOptions;
}

/// The game's published paytables with the table's choices and raised lines; an option of
/// another game is refused; the lines and the window are the configuration's check, after.
impl Configure<HoldemTable> for HoldemOptions {
    fn configure(self, defaults: &HoldemTable) -> Result<HoldemTable, OptionError> {
        let defaults = defaults.config();
        let variant = defaults.variant;
        if self.trips.is_some() && variant != HoldemVariant::UltimateHoldem {
            return Err(OptionError::new(
                "`trips` is an Ultimate Texas Hold'em table's trips table",
            ));
        }
        if (self.ante_option.is_some() || self.bonus.is_some())
            && variant != HoldemVariant::HoldemBonus
        {
            return Err(OptionError::new(
                "`ante_option` and `bonus` are a Texas Hold'em Bonus table's",
            ));
        }
        if self.progressive.is_some() && !variant.has_progressive() {
            return Err(OptionError::new(
                "`progressive` is an Ultimate Texas Hold'em or Texas Hold'em Bonus table's",
            ));
        }
        Ok(HoldemTable::new(HoldemConfig {
            variant,
            trips: self.trips.unwrap_or(defaults.trips),
            ante_option: self.ante_option.unwrap_or(defaults.ante_option),
            bonus_table: self.bonus.unwrap_or(defaults.bonus_table),
            raised: raised_lines(self.pays.as_ref())?,
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
            progressive: self.progressive,
        }))
    }
}
