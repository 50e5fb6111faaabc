//! Blackjack's options in the studio file: its version, shoe, side game, surrender, decision
//! window and table options.

use super::{Blackjack, BlackjackConfig, SideGame, TableOptions, Version};
use crate::options::{payout_of, Configure, GameOptions, OptionError};
use crate::shoe_options::{shoe_rule, ShoeEndOption};
use serde::Deserialize;
use std::time::Duration;

/// A blackjack table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlackjackOptions {
    /// The rulebook's version, one letter `A` to `S`, or a rule set named by word: `casino`,
    /// `casino-a`, `casino-b` or `live` (default `H`).
    version: Option<String>,
    /// Decks in the shoe, 1 to 8 (default 6).
    decks: Option<u8>,
    /// What ends the shoe: `{ fewer_than = 40 }` (the default) or `{ cut_card = 208 }`.
    shoe_end: Option<ShoeEndOption>,
    /// The side game offered on every seat, one letter `A` to `I` (default none).
    side_game: Option<String>,
    /// Offer surrender where the rules leave it open, versions N, O, R and S and the sets
    /// casino, casino-a and casino-b (default false).
    surrender_where_open: Option<bool>,
    /// Seconds a player has to decide a hand, and all seats to answer insurance and even
    /// money (default 10).
    decision_window_seconds: Option<u64>,
    /// The posted blackjack payout as a net multiplier, one the version posts (`1.5` for 3:2;
    /// default 3:2 where the version posts it, else its first).
    blackjack_pays: Option<f64>,
    /// A 21 of three or more cards pushes against a dealer blackjack (default false).
    twenty_one_pushes_dealer_blackjack: Option<bool>,
    /// Versions F and G: a dealer blackjack under an ace takes only the original stake, as
    /// under a ten (default true).
    original_stake_only_under_ace: Option<bool>,
}

impl GameOptions for Blackjack {
    type Options = BlackjackOptions;
}

/// The version's studio default with the table's choices; the ranges (decks, a payout the
/// version posts, the decision window) are the configuration's check, after.
impl Configure<Blackjack> for BlackjackOptions {
    fn configure(self, _: &Blackjack) -> Result<Blackjack, OptionError> {
        let version = self.version()?;
        let defaults = BlackjackConfig::of(version);
        Ok(Blackjack::new(BlackjackConfig {
            version,
            shoe: shoe_rule(self.decks, self.shoe_end.as_ref(), defaults.shoe)?,
            side_game: self.side_game()?,
            surrender_where_open: self
                .surrender_where_open
                .unwrap_or(defaults.surrender_where_open),
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
            options: self.table_options(defaults.options)?,
        }))
    }
}

impl BlackjackOptions {
    /// The version named by its letter or word, else the studio's default.
    fn version(&self) -> Result<Version, OptionError> {
        match &self.version {
            None => Ok(BlackjackConfig::default().version),
            Some(letter) => letter
                .parse::<Version>()
                .map_err(|error| OptionError::new(error.to_string())),
        }
    }

    /// The side game named by its letter, `A` to `I` (the rulebook's order).
    fn side_game(&self) -> Result<Option<SideGame>, OptionError> {
        let Some(letter) = &self.side_game else {
            return Ok(None);
        };
        SideGame::ALL
            .into_iter()
            .zip('A'..)
            .find(|(_, name)| letter.trim().eq_ignore_ascii_case(&name.to_string()))
            .map(|(game, _)| Some(game))
            .ok_or_else(|| OptionError::new(format!("side_game `{letter}` is not A to I")))
    }

    /// The blackjack payout and the rulebook's silences, else the version's `defaults`.
    fn table_options(&self, defaults: TableOptions) -> Result<TableOptions, OptionError> {
        Ok(TableOptions {
            blackjack_pays: match self.blackjack_pays {
                None => defaults.blackjack_pays,
                Some(multiplier) => payout_of(multiplier, "blackjack")?,
            },
            twenty_one_pushes_dealer_blackjack: self
                .twenty_one_pushes_dealer_blackjack
                .unwrap_or(defaults.twenty_one_pushes_dealer_blackjack),
            original_stake_only_under_ace: self
                .original_stake_only_under_ace
                .unwrap_or(defaults.original_stake_only_under_ace),
        })
    }
}
