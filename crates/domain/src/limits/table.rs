//! A table's stake limits as the studio file gives them: the table's own, the markets that
//! differ, and the operators' limit profiles.

use super::amount::Amount;
use crate::market::MarketId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A table's limits: its defaults, the markets that differ, and the operators' profiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableLimits {
    /// The smallest stake of one bet.
    #[serde(default = "TableLimits::default_min_stake")]
    pub min_stake: Amount,
    /// The largest stake of one bet.
    #[serde(default = "TableLimits::default_max_stake")]
    pub max_stake: Amount,
    /// The largest net win of one bet, at the price or payout offered.
    #[serde(default = "TableLimits::default_max_win")]
    pub max_win: Amount,
    /// Markets whose stake limits differ from the table's, by market id.
    #[serde(default)]
    pub markets: BTreeMap<MarketId, MarketLimits>,
    /// The betting operators' own limits at this table, by the subject of their frontend
    /// token.
    #[serde(default)]
    pub profiles: BTreeMap<String, Profile>,
}

impl TableLimits {
    /// The studio's default smallest stake: 1.00 (our choice).
    fn default_min_stake() -> Amount {
        Amount::whole(1)
    }

    /// The studio's default largest stake: 500.00, the rulebook's upper figure per bet
    /// option of the online games.
    fn default_max_stake() -> Amount {
        Amount::whole(500)
    }

    /// The studio's default largest win per bet: 1,000,000.00, the rulebook's largest single
    /// win online.
    fn default_max_win() -> Amount {
        Amount::whole(1_000_000)
    }
}

impl Default for TableLimits {
    fn default() -> TableLimits {
        TableLimits {
            min_stake: TableLimits::default_min_stake(),
            max_stake: TableLimits::default_max_stake(),
            max_win: TableLimits::default_max_win(),
            markets: BTreeMap::new(),
            profiles: BTreeMap::new(),
        }
    }
}

/// A market's stake limits where they differ from its table's (or its operator's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarketLimits {
    /// The market's smallest stake.
    #[serde(default)]
    pub min_stake: Option<Amount>,
    /// The market's largest stake.
    #[serde(default)]
    pub max_stake: Option<Amount>,
}

/// One betting operator's limits at one table: each one given replaces the table's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// The operator's smallest stake on every market.
    #[serde(default)]
    pub min_stake: Option<Amount>,
    /// The operator's largest stake on every market.
    #[serde(default)]
    pub max_stake: Option<Amount>,
    /// The operator's largest win per bet.
    #[serde(default)]
    pub max_win: Option<Amount>,
    /// The operator's limits on single markets.
    #[serde(default)]
    pub markets: BTreeMap<MarketId, MarketLimits>,
}
