//! One table of the studio.

use crate::error::ConfigError;
use livedraw_domain::schedule::DrawSchedule;
use livedraw_domain::{GameKind, TableConfig};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// A table: its id, its game, and optional timing overrides of the studio defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    /// The table id (1–64 characters of `A-Za-z0-9_.-`), the key of its events on every topic.
    pub id: String,
    /// The game's name, as `GameKind::name` gives it (`baccarat`, `roulette`, …; an unknown
    /// name is refused with the list).
    pub game: String,
    /// Seconds each betting round stays open (default: 15 for card games, 240 otherwise).
    pub round_seconds: Option<u64>,
    /// Seconds a held draw waits for a supervisor before it is cancelled (default 300).
    pub hold_timeout_seconds: Option<u64>,
    /// Lotteries: draw on the published schedule (default true); false draws back to back.
    pub scheduled: Option<bool>,
    /// Roulette: `single` (37 pockets, default) or `double` (38).
    pub wheel: Option<String>,
    /// The paytable of a game that offers more than one, by name: roulette's `casino` (default)
    /// or `arcade`; a commission game's `commission` (default) or `no_commission`.
    pub paytable: Option<String>,
    /// Payouts raised above the paytable's, by bet name, as net multipliers (`straight = 36`,
    /// `banco = 0.96`); never below the rulebook's.
    pub payouts: Option<BTreeMap<String, f64>>,
    /// Roulette: the ball's fewest full revolutions for a valid spin (default 3).
    pub minimum_ball_revolutions: Option<u32>,
    /// Roulette: the wheel's fewest full revolutions for a valid spin (default 1).
    pub minimum_wheel_revolutions: Option<u32>,
    /// Roulette, money wheel, lucky dice: the void spin or invalid throw of one draw that
    /// cancels it (roulette and money wheel 3, lucky dice 5 by default).
    pub repeat_limit: Option<u8>,
    /// The `no_commission` paytable: the banco total whose win pays 1:2 (6 by default, or 5).
    pub exception_total: Option<u8>,
    /// Money wheel: each symbol's payout as a net multiplier (default the rulebook's).
    pub symbols: Option<BTreeMap<String, f64>>,
    /// Money wheel: the 54 sectors' symbols, clockwise from the reference mark.
    pub sectors: Option<Vec<String>>,
    /// Blackjack: the rulebook's version, one letter `A` to `S` (default `H`).
    pub version: Option<String>,
    /// Blackjack: decks in the shoe, 1 to 8 (default 6).
    pub decks: Option<u8>,
    /// Blackjack: the side game offered on every seat, one letter `A` to `I` (default none).
    pub side_game: Option<String>,
    /// Blackjack: offer surrender where the rulebook leaves it open, versions N, O, R and S
    /// (default false).
    pub surrender_where_open: Option<bool>,
    /// Blackjack: seconds a player has to decide a hand, and all seats to answer insurance and
    /// even money (default 10).
    pub decision_window_seconds: Option<u64>,
    /// Blackjack: the posted blackjack payout as a net multiplier, one the version posts
    /// (`1.5` for 3:2; default 3:2 where the version posts it, else its first).
    pub blackjack_pays: Option<f64>,
    /// Blackjack: a 21 of three or more cards pushes against a dealer blackjack (default
    /// false).
    pub twenty_one_pushes_dealer_blackjack: Option<bool>,
    /// Blackjack, versions F and G: a dealer blackjack under an ace takes only the original
    /// stake, as under a ten (default true).
    pub original_stake_only_under_ace: Option<bool>,
}

impl TableSpec {
    /// The game of this table.
    pub fn kind(&self) -> Result<GameKind, ConfigError> {
        GameKind::from_name(&self.game).ok_or_else(|| {
            ConfigError::invalid(
                format!("table {}", self.id),
                format!(
                    "unknown game `{}` ({})",
                    self.game,
                    GameKind::ALL.map(GameKind::name).join(", ")
                ),
            )
        })
    }

    /// The rules configuration of this table.
    pub fn table_config(&self) -> Result<TableConfig, ConfigError> {
        let kind = self.kind()?;
        let game = self.game_config(kind, &format!("table {}", self.id))?;
        let mut config = TableConfig::studio_default(game);
        if let Some(seconds) = self.round_seconds {
            if seconds == 0 {
                return Err(ConfigError::invalid(
                    format!("table {}", self.id),
                    "round_seconds must be at least 1",
                ));
            }
            config.round_duration = Duration::from_secs(seconds);
        }
        if let Some(seconds) = self.hold_timeout_seconds {
            config.hold_timeout = Duration::from_secs(seconds);
        }
        if kind.is_lottery() && self.scheduled == Some(false) {
            config.schedule = None;
        } else if !kind.is_lottery() && self.scheduled == Some(true) {
            config.schedule = Some(DrawSchedule::lottery());
        }
        Ok(config)
    }
}
