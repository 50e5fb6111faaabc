//! A three-card table's options in the studio file: raised paytable lines, the decision
//! window and the seating.

use super::config::ThreeCardConfig;
use super::table::ThreeCard;
use crate::games::seating::Seating;
use crate::options::{raised_lines, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;
use std::time::Duration;

/// A Three Card Poker or Fast Poker table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeCardOptions {
    /// Paytable lines raised above the rulebook's, `"box.category" = N`: `"pairplus.straight_flush"
    /// = 50`, `"ante_bonus.straight" = 2`, Fast Poker's `"bonus.flush" = 5` and
    /// `"play.three_of_a_kind" = 4`. A line below the rulebook's is refused at start-up.
    pays: Option<Multipliers>,
    /// Seconds the players have to play or fold (default 15).
    decision_window_seconds: Option<u64>,
    /// `common_hand` (the default: one hand face up, players deciding on the operator's
    /// platform) or `seats` (seven seats, each its own face-down hand, its holder betting and
    /// deciding through the Decisions API).
    seating: Option<String>,
}

impl GameOptions for ThreeCard {
    type Options = ThreeCardOptions;
}

/// The game's published paytables with the table's raised lines; the lines and the window are
/// the configuration's check, after.
impl Configure<ThreeCard> for ThreeCardOptions {
    fn configure(self, defaults: &ThreeCard) -> Result<ThreeCard, OptionError> {
        let defaults = defaults.config();
        let raised = raised_lines(self.pays.as_ref())?;
        let seating = match &self.seating {
            None => defaults.seating,
            Some(name) => Seating::named(name).ok_or_else(|| {
                OptionError::new(format!(
                    "seating `{name}` is neither `common_hand` nor `seats`"
                ))
            })?,
        };
        Ok(ThreeCard::new(ThreeCardConfig {
            game: defaults.game,
            raised,
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
            seating,
        }))
    }
}
