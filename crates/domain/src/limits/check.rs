//! A stake against the limits of its bet: below the minimum, above the maximum, or a win
//! above the largest win at the price or payout offered is refused, each with its reason.

use super::amount::Amount;
use super::resolve::Limits;
use thiserror::Error;

/// Why a stake is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum LimitBreach {
    /// The stake is below the smallest allowed.
    #[error("a stake of {stake} is below the minimum of {min}")]
    BelowMinimum {
        /// The stake.
        stake: Amount,
        /// The minimum.
        min: Amount,
    },
    /// The stake is above the largest allowed.
    #[error("a stake of {stake} is above the maximum of {max}")]
    AboveMaximum {
        /// The stake.
        stake: Amount,
        /// The maximum.
        max: Amount,
    },
    /// The stake would win more than the largest win.
    #[error("a stake of {stake} would win {win}, above the largest win of {max}")]
    WinAboveMaximum {
        /// The stake.
        stake: Amount,
        /// What it would win (net, rounded down to a hundredth).
        win: Amount,
        /// The largest win.
        max: Amount,
    },
}

impl Limits {
    /// Whether `stake` may be bet where a win pays `win_per_unit` hundredths of the stake net
    /// (decimal odds of 2.50 pay 150; a fixed 35 x pays 3500).
    pub fn check(&self, stake: Amount, win_per_unit: u64) -> Result<(), LimitBreach> {
        if stake < self.min_stake {
            return Err(LimitBreach::BelowMinimum {
                stake,
                min: self.min_stake,
            });
        }
        if stake > self.max_stake {
            return Err(LimitBreach::AboveMaximum {
                stake,
                max: self.max_stake,
            });
        }
        // In ten-thousandths of a unit, exact: no amount and multiplier overflow u128.
        let win = u128::from(stake.as_hundredths()) * u128::from(win_per_unit);
        if win > u128::from(self.max_win.as_hundredths()) * 100 {
            let hundredths = u64::try_from(win / 100).unwrap_or(u64::MAX);
            return Err(LimitBreach::WinAboveMaximum {
                stake,
                win: Amount::hundredths(hundredths),
                max: self.max_win,
            });
        }
        Ok(())
    }
}
