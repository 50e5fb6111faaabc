//! Sic bo's options in the studio file: its raised payouts.

use super::{SicBo, SicBoConfig};
use crate::options::{overrides, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;

/// A sic bo table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SicBoOptions {
    /// Payouts raised above the rulebook's, by bet (`big = 1.05`).
    payouts: Option<Multipliers>,
}

impl GameOptions for SicBo {
    type Options = SicBoOptions;
}

impl Configure<SicBo> for SicBoOptions {
    fn configure(self, _: &SicBo) -> Result<SicBo, OptionError> {
        Ok(SicBo::new(SicBoConfig {
            payouts: overrides(self.payouts.as_ref())?,
        }))
    }
}
