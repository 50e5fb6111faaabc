//! Lucky dice's options in the studio file: its raised payouts and invalid-throw limit.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::lucky_dice::{LuckyDice, LuckyDiceConfig};
use livedraw_domain::GameConfig;

/// The configuration of a lucky dice table: its defaults with the table's choices.
impl StudioOptions for LuckyDice {
    const KEYS: &'static [&'static str] = &["payouts", "repeat_limit"];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        let defaults = self.config();
        Ok(GameConfig::LuckyDice(LuckyDiceConfig {
            payouts: spec.overrides(place)?,
            invalid_throw_limit: spec.repeat_limit.unwrap_or(defaults.invalid_throw_limit),
        }))
    }
}
