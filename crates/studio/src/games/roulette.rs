//! Roulette's options in the studio file: its wheel, paytable, raised payouts, the fewest
//! revolutions of a valid spin and its no-spin limit.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::roulette::{Paytable, Roulette, RouletteConfig, WheelKind};
use livedraw_domain::GameConfig;

impl StudioOptions for Roulette {
    const KEYS: &'static [&'static str] = &[
        "wheel",
        "paytable",
        "payouts",
        "minimum_ball_revolutions",
        "minimum_wheel_revolutions",
        "repeat_limit",
    ];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Roulette(config(
            spec,
            self.config().clone(),
            place,
        )?))
    }
}

/// The configuration of a roulette table: `defaults` with the table's choices.
fn config(
    spec: &TableSpec,
    defaults: RouletteConfig,
    place: &str,
) -> Result<RouletteConfig, ConfigError> {
    let wheel = match &spec.wheel {
        None => defaults.wheel,
        Some(name) => WheelKind::from_name(name).ok_or_else(|| {
            ConfigError::invalid(place, format!("wheel `{name}` is not `single` or `double`"))
        })?,
    };
    let paytable = match &spec.paytable {
        None => defaults.paytable,
        Some(name) => Paytable::from_name(name).ok_or_else(|| {
            ConfigError::invalid(
                place,
                format!("roulette paytable `{name}` is not `arcade` or `casino`"),
            )
        })?,
    };
    Ok(RouletteConfig {
        wheel,
        paytable,
        payouts: spec.overrides(place)?,
        minimum_ball_revolutions: spec
            .minimum_ball_revolutions
            .unwrap_or(defaults.minimum_ball_revolutions),
        minimum_wheel_revolutions: spec
            .minimum_wheel_revolutions
            .unwrap_or(defaults.minimum_wheel_revolutions),
        no_spin_limit: spec.repeat_limit.unwrap_or(defaults.no_spin_limit),
    })
}

#[cfg(test)]
mod tests {
    use crate::games::test_options::options;
    use livedraw_domain::games::roulette::{Paytable, WheelKind};
    use livedraw_domain::{GameConfig, GameKind};

    #[test]
    fn a_roulette_table_names_its_wheel_and_paytable() {
        let config = options("wheel = \"double\"\npaytable = \"arcade\"\nrepeat_limit = 4")
            .game_config(GameKind::Roulette, "table r")
            .expect("valid");
        let GameConfig::Roulette(roulette) = config else {
            panic!("roulette");
        };
        assert_eq!(roulette.wheel, WheelKind::DoubleZero);
        assert_eq!(roulette.paytable, Paytable::Arcade);
        assert_eq!(roulette.no_spin_limit, 4);
    }

    #[test]
    fn a_payout_that_is_not_in_hundredths_is_refused() {
        let error = options("payouts = { straight = 35.001 }")
            .game_config(GameKind::Roulette, "table r")
            .expect_err("refused");
        assert!(error.to_string().contains("straight"), "{error}");
    }
}
