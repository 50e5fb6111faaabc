//! A lucky dice table's options.

use crate::paytable::PayoutOverrides;
use serde::{Deserialize, Serialize};

/// A lucky dice table's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckyDiceConfig {
    /// Payouts raised above the rulebook's, by paytable line (`square`, `split`, `street`,
    /// `corner`, `group`, `total_3` … `total_11`, `any_double`, `under_7`, `over_7`).
    pub payouts: PayoutOverrides,
    /// The invalid throw that cancels the draw (our choice): the 5th by default.
    pub invalid_throw_limit: u8,
}

impl Default for LuckyDiceConfig {
    fn default() -> LuckyDiceConfig {
        LuckyDiceConfig {
            payouts: PayoutOverrides::none(),
            invalid_throw_limit: 5,
        }
    }
}
