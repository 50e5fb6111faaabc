//! The money wheel's options in the studio file: each symbol's payout, the 54 sectors'
//! layout and its void-spin limit.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::payout::payout_of;
use crate::table::TableSpec;
use livedraw_domain::games::money_wheel::{MoneyWheel, MoneyWheelConfig, Symbol};
use livedraw_domain::GameConfig;

impl StudioOptions for MoneyWheel {
    const KEYS: &'static [&'static str] = &["repeat_limit", "symbols", "sectors"];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::MoneyWheel(config(
            spec,
            self.config().clone(),
            place,
        )?))
    }
}

/// The configuration of a money-wheel table: `defaults` with the table's choices.
fn config(
    spec: &TableSpec,
    defaults: MoneyWheelConfig,
    place: &str,
) -> Result<MoneyWheelConfig, ConfigError> {
    let symbols = match &spec.symbols {
        None => defaults.symbols,
        Some(symbols) => symbols
            .iter()
            .map(|(name, payout)| {
                Ok(Symbol {
                    name: name.clone(),
                    payout: payout_of(*payout, place, name)?,
                })
            })
            .collect::<Result<_, ConfigError>>()?,
    };
    Ok(MoneyWheelConfig {
        symbols,
        sectors: spec.sectors.clone().unwrap_or(defaults.sectors),
        void_spin_limit: spec.repeat_limit.unwrap_or(defaults.void_spin_limit),
    })
}
