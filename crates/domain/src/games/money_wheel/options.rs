//! The money wheel's options in the studio file: each symbol's payout, the 54 sectors'
//! layout and its void-spin limit.

use super::{MoneyWheel, MoneyWheelConfig, Symbol};
use crate::games::fixed_payout::repeat_limit;
use crate::options::{payout_of, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;

/// A money-wheel table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoneyWheelOptions {
    /// The void spin of one draw that cancels it (default 3).
    repeat_limit: Option<u8>,
    /// Each symbol's payout as a net multiplier (default the rulebook's).
    symbols: Option<Multipliers>,
    /// The 54 sectors' symbols, clockwise from the reference mark.
    sectors: Option<Vec<String>>,
}

impl GameOptions for MoneyWheel {
    type Options = MoneyWheelOptions;
}

impl Configure<MoneyWheel> for MoneyWheelOptions {
    fn configure(self, defaults: &MoneyWheel) -> Result<MoneyWheel, OptionError> {
        let defaults = defaults.config();
        let symbols = match &self.symbols {
            None => defaults.symbols.clone(),
            Some(symbols) => symbols
                .iter()
                .map(|(name, payout)| {
                    Ok(Symbol {
                        name: name.clone(),
                        payout: payout_of(*payout, name)?,
                    })
                })
                .collect::<Result<_, OptionError>>()?,
        };
        Ok(MoneyWheel::new(MoneyWheelConfig {
            symbols,
            sectors: self.sectors.unwrap_or_else(|| defaults.sectors.clone()),
            void_spin_limit: repeat_limit(self.repeat_limit, defaults.void_spin_limit)?,
        }))
    }
}
