//! Lucky dice's options in the studio file: its raised payouts and invalid-throw limit.

use super::{LuckyDice, LuckyDiceConfig};
use crate::games::fixed_payout::repeat_limit;
use crate::options::{overrides, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;

/// A lucky dice table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LuckyDiceOptions {
    /// Payouts raised above the rulebook's, by bet.
    payouts: Option<Multipliers>,
    /// The invalid throw of one draw that cancels it (default 5).
    repeat_limit: Option<u8>,
}

impl GameOptions for LuckyDice {
    type Options = LuckyDiceOptions;
}

impl Configure<LuckyDice> for LuckyDiceOptions {
    fn configure(self, defaults: &LuckyDice) -> Result<LuckyDice, OptionError> {
        Ok(LuckyDice::new(LuckyDiceConfig {
            payouts: overrides(self.payouts.as_ref())?,
            invalid_throw_limit: repeat_limit(
                self.repeat_limit,
                defaults.config().invalid_throw_limit,
            )?,
        }))
    }
}
