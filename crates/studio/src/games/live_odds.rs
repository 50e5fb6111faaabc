//! The live-odds games take no options in the studio file: a table of one is its game's
//! default configuration.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::baccarat::Baccarat;
use livedraw_domain::games::dice5::Dice5;
use livedraw_domain::games::lotto::Lotto;
use livedraw_domain::games::poker6::Poker6;
use livedraw_domain::games::war::War;
use livedraw_domain::games::wheel::Wheel;
use livedraw_domain::GameConfig;

impl StudioOptions for Baccarat {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Baccarat)
    }
}

impl StudioOptions for War {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::War)
    }
}

impl StudioOptions for Poker6 {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Poker6)
    }
}

impl StudioOptions for Wheel {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Wheel)
    }
}

impl StudioOptions for Dice5 {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Dice5)
    }
}

/// Either lottery, with its machine's default balls and colours.
impl StudioOptions for Lotto {
    const KEYS: &'static [&'static str] = &[];

    fn configure(&self, _: &TableSpec, _: &str) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Lotto(self.config().clone()))
    }
}
