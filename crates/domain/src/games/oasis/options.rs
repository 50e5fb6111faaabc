//! An Oasis Stud Poker table's options in the studio file: the version, raised paytable lines,
//! the progressive bonus and the decision window.

use super::config::OasisConfig;
use super::progressive_bonus::ProgressiveBonus;
use super::table::Oasis;
use super::version::OasisVersion;
use crate::options::{raised_lines, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;
use std::time::Duration;

/// An Oasis Stud Poker table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OasisOptions {
    /// The version posted at the table: `a` (Caribbean Stud, the default), `c` (deuces wild)
    /// or `d` (three own and two community cards); `standard` and `b` are refused at start-up
    /// (seats mode, not built).
    version: Option<String>,
    /// Paytable lines raised above the rulebook's, `"box.hand" = N`: `"bet.flush" = 6`,
    /// `"bonus.straight" = 60` (A only). A line below the rulebook's is refused at start-up.
    pays: Option<Multipliers>,
    /// Seconds the players have to continue or fold (default 10).
    decision_window_seconds: Option<u64>,
    /// The bonus made progressive (version A): its one stake and the lines the operator's pot
    /// pays, `{ stake = "1", royal_flush = "100%", straight_flush = "10%" }`; the other lines
    /// keep their multiples.
    progressive_bonus: Option<ProgressiveBonus>,
}

impl GameOptions for Oasis {
    type Options = OasisOptions;
}

/// The version named, with its published paytables and the table's raised lines; the
/// version, the lines and the window are the configuration's check, after.
impl Configure<Oasis> for OasisOptions {
    fn configure(self, defaults: &Oasis) -> Result<Oasis, OptionError> {
        let defaults = defaults.config();
        let version = match &self.version {
            None => defaults.version,
            Some(name) => OasisVersion::named(name).ok_or_else(|| {
                OptionError::new(format!(
                    "version `{name}` is no Oasis Stud version (standard, a, b, c, d)"
                ))
            })?,
        };
        Ok(Oasis::new(OasisConfig {
            version,
            raised: raised_lines(self.pays.as_ref())?,
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
            progressive_bonus: self.progressive_bonus,
        }))
    }
}
