//! Lucky dice's options in the studio file: its raised payouts and invalid-throw limit.

use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::lucky_dice::LuckyDiceConfig;

/// The options a lucky dice table takes.
pub(crate) const KEYS: &[&str] = &["payouts", "repeat_limit"];

/// The configuration of a lucky dice table: `defaults` with the table's choices.
pub(crate) fn config(
    spec: &TableSpec,
    defaults: LuckyDiceConfig,
    place: &str,
) -> Result<LuckyDiceConfig, ConfigError> {
    Ok(LuckyDiceConfig {
        payouts: spec.overrides(place)?,
        invalid_throw_limit: spec.repeat_limit.unwrap_or(defaults.invalid_throw_limit),
    })
}
