//! Sic bo's options in the studio file: its raised payouts.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::sic_bo::{SicBo, SicBoConfig};
use livedraw_domain::GameConfig;

/// The configuration of a sic bo table: its raised payouts.
impl StudioOptions for SicBo {
    const KEYS: &'static [&'static str] = &["payouts"];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::SicBo(SicBoConfig {
            payouts: spec.overrides(place)?,
        }))
    }
}

#[cfg(test)]
mod tests {
    use crate::games::test_options::options;
    use livedraw_domain::GameKind;

    #[test]
    fn an_option_of_another_game_is_refused() {
        let error = options("wheel = \"double\"")
            .game_config(GameKind::SicBo, "table s")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table s: `wheel` applies to roulette tables only"
        );
    }
}
