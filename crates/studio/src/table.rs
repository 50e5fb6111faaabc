//! One table of the studio.

use crate::error::ConfigError;
use livedraw_domain::limits::LimitError;
use livedraw_domain::schedule::DrawSchedule;
use livedraw_domain::{GameKind, TableConfig, TableLimits};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A table: its id, its game, optional timing overrides of the studio defaults, and its
/// game's options. (No `deny_unknown_fields`: the game's options take every other key, and a
/// key no game takes is refused with them.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// Seconds a device bound to the table may stay silent (no event, no heartbeat) before the
    /// table is suspended (default: `[engine] device_silence_seconds`).
    pub device_silence_seconds: Option<u64>,
    /// Lotteries: draw on the published schedule (default true); false draws back to back.
    pub scheduled: Option<bool>,
    /// The table's stake limits and its operators' limit profiles (default: the studio's,
    /// `TableLimits::default`); validated against the markets the game offers.
    pub limits: Option<TableLimits>,
    /// The game's options (`wheel = "double"`, `payouts = { tie = 9 }`, `version = "N"`): the
    /// fields of its options type in the domain (`games/<game>/options.rs`); a key the game
    /// does not take is refused, naming the games that do.
    #[serde(flatten)]
    pub options: toml::Table,
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
        let refused = |error: LimitError| {
            ConfigError::invalid(format!("table {} limits", self.id), error.to_string())
        };
        if let Some(limits) = &self.limits {
            limits
                .validate(&config.offered_markets())
                .map_err(refused)?;
            config.limits = limits.clone();
        }
        for (market, stake) in config.game.fixed_stakes() {
            config.limits.fix_stake(&market, stake).map_err(refused)?;
        }
        Ok(config)
    }
}
