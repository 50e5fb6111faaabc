//! A Red Dog or Bulldog table's options in the studio file: its shoe, raised paytable lines,
//! the raise window and Bulldog's seats.

use super::config::RedDogConfig;
use super::table::RedDog;
use crate::options::{raised_lines, Configure, GameOptions, Multipliers, OptionError};
use crate::shoe_options::{shoe_rule, ShoeEndOption};
use serde::Deserialize;
use std::time::Duration;

/// A Red Dog table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedDogOptions {
    /// Decks in the shoe, 1 to 8 (default 6).
    decks: Option<u8>,
    /// What ends the shoe: `{ fewer_than = 40 }` (the default) or `{ cut_card = 208 }`.
    shoe_end: Option<ShoeEndOption>,
    /// Paytable lines raised above the rulebook's: `{ spread_1 = 6, three_of_a_kind = 12 }`.
    pays: Option<Multipliers>,
    /// Seconds the players have to raise (default 10).
    decision_window_seconds: Option<u64>,
    /// Bulldog's seats, 5 to 7 (default 7).
    seats: Option<u8>,
}

impl GameOptions for RedDog {
    type Options = RedDogOptions;
}

/// The studio default with the table's choices; the lines, the shoe and the window are the
/// configuration's check, after.
impl Configure<RedDog> for RedDogOptions {
    fn configure(self, defaults: &RedDog) -> Result<RedDog, OptionError> {
        let defaults = defaults.config();
        let raised = raised_lines(self.pays.as_ref())?;
        if self.seats.is_some() && !defaults.game.deals_to_seats() {
            return Err(OptionError::new(
                "`seats` is a Bulldog table's: a Red Dog table's bets ride on one third card",
            ));
        }
        Ok(RedDog::new(RedDogConfig {
            game: defaults.game,
            seats: self.seats.unwrap_or(defaults.seats),
            shoe: shoe_rule(self.decks, self.shoe_end.as_ref(), defaults.shoe)?,
            raised,
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
        }))
    }
}
