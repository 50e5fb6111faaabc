//! Roulette's options in the studio file: its wheel, paytable, raised payouts, the fewest
//! revolutions of a valid spin and its no-spin limit.

use super::{Paytable, Roulette, RouletteConfig, WheelKind};
use crate::games::fixed_payout::repeat_limit;
use crate::options::{overrides, Configure, GameOptions, Multipliers, OptionError};
use serde::Deserialize;

/// A roulette table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouletteOptions {
    /// `single` (37 pockets, default) or `double` (38).
    wheel: Option<String>,
    /// `casino` (default) or `arcade`.
    paytable: Option<String>,
    /// Payouts raised above the paytable's, by bet (`straight = 36`).
    payouts: Option<Multipliers>,
    /// The ball's fewest full revolutions for a valid spin (default 3).
    minimum_ball_revolutions: Option<u32>,
    /// The wheel's fewest full revolutions for a valid spin (default 1).
    minimum_wheel_revolutions: Option<u32>,
    /// The no-spin of one draw that cancels it (default 3).
    repeat_limit: Option<u8>,
}

impl GameOptions for Roulette {
    type Options = RouletteOptions;
}

impl Configure<Roulette> for RouletteOptions {
    fn configure(self, defaults: &Roulette) -> Result<Roulette, OptionError> {
        let defaults = defaults.config();
        Ok(Roulette::new(RouletteConfig {
            wheel: self.wheel(defaults.wheel)?,
            paytable: self.paytable(defaults.paytable)?,
            payouts: overrides(self.payouts.as_ref())?,
            minimum_ball_revolutions: self
                .minimum_ball_revolutions
                .unwrap_or(defaults.minimum_ball_revolutions),
            minimum_wheel_revolutions: self
                .minimum_wheel_revolutions
                .unwrap_or(defaults.minimum_wheel_revolutions),
            no_spin_limit: repeat_limit(self.repeat_limit, defaults.no_spin_limit)?,
        }))
    }
}

impl RouletteOptions {
    /// The wheel named, else `default`.
    fn wheel(&self, default: WheelKind) -> Result<WheelKind, OptionError> {
        let Some(name) = &self.wheel else {
            return Ok(default);
        };
        WheelKind::from_name(name)
            .ok_or_else(|| OptionError::new(format!("wheel `{name}` is not `single` or `double`")))
    }

    /// The paytable named, else `default`.
    fn paytable(&self, default: Paytable) -> Result<Paytable, OptionError> {
        let Some(name) = &self.paytable else {
            return Ok(default);
        };
        Paytable::from_name(name).ok_or_else(|| {
            OptionError::new(format!(
                "roulette paytable `{name}` is not `arcade` or `casino`"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::RouletteOptions;
    use crate::options::keys;

    #[test]
    fn roulette_s_keys_are_its_options_fields() {
        assert_eq!(
            keys::<RouletteOptions>(),
            [
                "wheel",
                "paytable",
                "payouts",
                "minimum_ball_revolutions",
                "minimum_wheel_revolutions",
                "repeat_limit"
            ]
        );
    }
}
