//! The limits of one bet: one operator's, on one market. Each limit is taken from the most
//! particular place that gives it (our choice): the operator's profile for the market, the
//! operator's profile for the table, the table's for the market, the table's defaults. The
//! limits are the operator's (common.md): where its profile speaks, the table's do not.

use super::amount::Amount;
use super::table::{MarketLimits, Profile, TableLimits};
use crate::market::MarketId;

/// The limits that apply to one bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The smallest stake.
    pub min_stake: Amount,
    /// The largest stake.
    pub max_stake: Amount,
    /// The largest net win.
    pub max_win: Amount,
}

impl TableLimits {
    /// The limits of a bet on `market` by the operator whose frontend token's subject is
    /// `operator` (an operator without a profile takes the table's).
    pub fn of(&self, operator: &str, market: &MarketId) -> Limits {
        self.resolved(Some(operator), Some(market))
    }

    /// The table's own limits on `market`, as every round's odds set carries them (no
    /// operator's profile).
    pub fn defaults(&self, market: &MarketId) -> Limits {
        self.resolved(None, Some(market))
    }

    /// The limits of `operator` (none: the table's own) on `market` (none: a market no
    /// limit names).
    pub(super) fn resolved(&self, operator: Option<&str>, market: Option<&MarketId>) -> Limits {
        let table_market = market.and_then(|market| self.markets.get(market));
        let own = Limits {
            min_stake: table_market
                .and_then(|limits| limits.min_stake)
                .unwrap_or(self.min_stake),
            max_stake: table_market
                .and_then(|limits| limits.max_stake)
                .unwrap_or(self.max_stake),
            max_win: self.max_win,
        };
        match operator.and_then(|operator| self.profiles.get(operator)) {
            Some(profile) => profile.applied_to(own, market),
            None => own,
        }
    }
}

impl Profile {
    /// The table's own limits on `market` (`table`) as this operator's profile changes them.
    pub fn applied_to(&self, table: Limits, market: Option<&MarketId>) -> Limits {
        let own_market = market.and_then(|market| self.markets.get(market));
        let stake = |of: fn(&MarketLimits) -> Option<Amount>, wide: Option<Amount>, table| {
            own_market.and_then(of).or(wide).unwrap_or(table)
        };
        Limits {
            min_stake: stake(|m| m.min_stake, self.min_stake, table.min_stake),
            max_stake: stake(|m| m.max_stake, self.max_stake, table.max_stake),
            max_win: self.max_win.unwrap_or(table.max_win),
        }
    }
}
