//! A sic bo table's options.

use crate::paytable::PayoutOverrides;
use serde::{Deserialize, Serialize};

/// A sic bo table's options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SicBoConfig {
    /// Payouts raised above the rulebook's, by paytable line (`small`, `single_3_dice`,
    /// `total_4`, `combo`, `double`, `triple`, `three_of_four`, `double_and_single`, `three`,
    /// …).
    pub payouts: PayoutOverrides,
}
