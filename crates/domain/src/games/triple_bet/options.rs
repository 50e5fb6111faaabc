//! A Triple Bet Poker table's options in the studio file: raised paytable lines and the
//! decision windows' length.

use super::config::TripleBetConfig;
use super::table::TripleBet;
use crate::options::{raised_lines, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;
use std::time::Duration;

/// A Triple Bet Poker table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TripleBetOptions {
    /// Paytable lines raised above the rulebook's, `"box.hand" = N`: `"bet.two_pair" = 3`,
    /// `"bonus.four_card_flush" = 4`. A line below the rulebook's is refused at start-up.
    pays: Option<Multipliers>,
    /// Seconds the players have at each decision (default 10).
    decision_window_seconds: Option<u64>,
}

impl GameOptions for TripleBet {
    type Options = TripleBetOptions;
}

/// The published paytables with the table's raised lines; the lines and the window are the
/// configuration's check, after.
impl Configure<TripleBet> for TripleBetOptions {
    fn configure(self, defaults: &TripleBet) -> Result<TripleBet, OptionError> {
        let defaults = defaults.config();
        Ok(TripleBet::new(TripleBetConfig {
            game: defaults.game,
            raised: raised_lines(self.pays.as_ref())?,
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
        }))
    }
}
