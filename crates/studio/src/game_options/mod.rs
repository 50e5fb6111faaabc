//! A table's game options in the studio file. Each game reads its own (the domain's
//! `games/<game>/options.rs`, through [`GameConfig::configured`]); here is what the games share:
//! a key the game does not take is refused at start-up naming the table and the games that
//! take it, and so is a paytable below the rulebook's, naming the market.

use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::{GameConfig, GameKind};

/// The keys of a table every game takes (the rest are its game's options).
const TABLE_KEYS: [&str; 5] = [
    "id",
    "game",
    "round_seconds",
    "hold_timeout_seconds",
    "scheduled",
];

impl TableSpec {
    /// The game configuration of a `kind` table with its options, checked against the rules.
    /// `place` names the table in errors.
    pub(crate) fn game_config(
        &self,
        kind: GameKind,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        self.refuse_foreign(kind, place)?;
        let config = GameConfig::of(kind)
            .configured(toml::Value::Table(self.options.clone()))
            .map_err(|error| ConfigError::invalid(place, error.to_string()))?;
        config
            .check()
            .map_err(|error| ConfigError::invalid(place, error.to_string()))?;
        Ok(config)
    }

    /// Options the game does not take are mistakes, not silently ignored.
    fn refuse_foreign(&self, kind: GameKind, place: &str) -> Result<(), ConfigError> {
        let Some(key) = self
            .options
            .keys()
            .find(|key| !GameConfig::option_keys(kind).contains(&key.as_str()))
        else {
            return Ok(());
        };
        let games: Vec<&str> = GameKind::ALL
            .into_iter()
            .filter(|game| GameConfig::option_keys(*game).contains(&key.as_str()))
            .map(GameKind::name)
            .collect();
        let problem = if games.is_empty() {
            let known = [&TABLE_KEYS[..], GameConfig::option_keys(kind)].concat();
            format!(
                "unknown key `{key}` (a {} table takes {})",
                kind.name(),
                known.join(", ")
            )
        } else {
            format!("`{key}` applies to {} tables only", games.join(", "))
        };
        Err(ConfigError::invalid(place, problem))
    }
}

#[cfg(test)]
mod tests;
