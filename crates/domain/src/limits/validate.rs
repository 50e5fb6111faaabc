//! A table's limits checked when the studio starts: a maximum below its minimum (wherever
//! the two meet: the table's, a market's, an operator's), a largest stake or win of zero, a
//! market the table does not offer, or a profile without a subject is refused, naming where.

use super::amount::Amount;
use super::resolve::Limits;
use super::table::TableLimits;
use crate::market::MarketId;
use std::collections::BTreeSet;
use thiserror::Error;

/// Why a table's limits are refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LimitError {
    /// A maximum stake below the minimum.
    #[error("{place}: the maximum stake {max} is below the minimum {min}")]
    MaximumBelowMinimum {
        /// Where (`the table`, `market tie`, `operator acme, market tie`).
        place: String,
        /// The minimum.
        min: Amount,
        /// The maximum.
        max: Amount,
    },
    /// A largest stake or win of zero, which would refuse every bet.
    #[error("{place}: the {what} is zero, which refuses every bet")]
    Zero {
        /// Where.
        place: String,
        /// `maximum stake` or `largest win`.
        what: &'static str,
    },
    /// A market the table's game does not offer.
    #[error("{place}: the table offers no market `{market}`")]
    UnknownMarket {
        /// Where.
        place: String,
        /// The market id given.
        market: MarketId,
    },
    /// A limit on a market that takes one stake only, as another amount.
    #[error("{place}: the market takes a stake of {stake} only, not {given}")]
    FixedStake {
        /// Where.
        place: String,
        /// The one stake the market takes.
        stake: Amount,
        /// The limit given.
        given: Amount,
    },
    /// A profile whose operator subject is empty.
    #[error("a limit profile needs the operator's token subject, not an empty name")]
    EmptyOperator,
}

impl TableLimits {
    /// Checks every combination of limits a bet can meet, given the markets the table
    /// `offers`.
    pub fn validate(&self, offers: &BTreeSet<MarketId>) -> Result<(), LimitError> {
        if self.profiles.contains_key("") {
            return Err(LimitError::EmptyOperator);
        }
        let operators = std::iter::once(None).chain(self.profiles.keys().map(Some));
        for operator in operators {
            let named = self.named_markets(operator);
            for market in named.iter().copied() {
                if !offers.contains(market) {
                    return Err(LimitError::UnknownMarket {
                        place: place(operator, None),
                        market: market.clone(),
                    });
                }
            }
            // `None`: the markets no limit names, which take the profile's (or the table's).
            for market in named.into_iter().map(Some).chain([None]) {
                let limits = self.resolved(operator.map(String::as_str), market);
                check(&limits, &place(operator, market))?;
            }
        }
        Ok(())
    }

    /// The markets the table's or `operator`'s limits name.
    fn named_markets(&self, operator: Option<&String>) -> BTreeSet<&MarketId> {
        let profile = operator.and_then(|operator| self.profiles.get(operator));
        let own = profile
            .into_iter()
            .flat_map(|profile| profile.markets.keys());
        self.markets.keys().chain(own).collect()
    }
}

fn check(limits: &Limits, place: &str) -> Result<(), LimitError> {
    if limits.max_stake.as_hundredths() == 0 {
        return Err(LimitError::Zero {
            place: place.to_string(),
            what: "maximum stake",
        });
    }
    if limits.max_win.as_hundredths() == 0 {
        return Err(LimitError::Zero {
            place: place.to_string(),
            what: "largest win",
        });
    }
    if limits.max_stake < limits.min_stake {
        return Err(LimitError::MaximumBelowMinimum {
            place: place.to_string(),
            min: limits.min_stake,
            max: limits.max_stake,
        });
    }
    Ok(())
}

fn place(operator: Option<&String>, market: Option<&MarketId>) -> String {
    match (operator, market) {
        (None, None) => "the table".to_string(),
        (None, Some(market)) => format!("market {market}"),
        (Some(operator), None) => format!("operator {operator}"),
        (Some(operator), Some(market)) => format!("operator {operator}, market {market}"),
    }
}
