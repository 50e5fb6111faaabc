//! The money wheel's options in the studio file: each symbol's payout, the 54 sectors'
//! layout and its void-spin limit.

use crate::error::ConfigError;
use crate::payout::payout_of;
use crate::table::TableSpec;
use livedraw_domain::games::money_wheel::{MoneyWheelConfig, Symbol};

/// The options a money-wheel table takes.
pub(crate) const KEYS: &[&str] = &["repeat_limit", "symbols", "sectors"];

/// The configuration of a money-wheel table: `defaults` with the table's choices.
pub(crate) fn config(
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
