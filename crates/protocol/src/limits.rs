//! A table's stake limits (`TableLimits`, in its journaled settings) to the domain's and back.
//! Settings journaled before limits existed carry none: the table ran with the studio's
//! defaults, which is what they decode to.

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::limits::{Amount, MarketLimits, Profile, TableLimits};
use livedraw_domain::MarketId;
use std::collections::BTreeMap;

/// The wire form of a table's limits.
pub fn encode_limits(limits: &TableLimits) -> v1::TableLimits {
    v1::TableLimits {
        min_stake_hundredths: limits.min_stake.as_hundredths(),
        max_stake_hundredths: limits.max_stake.as_hundredths(),
        max_win_hundredths: limits.max_win.as_hundredths(),
        markets: encode_markets(&limits.markets),
        profiles: limits
            .profiles
            .iter()
            .map(|(operator, profile)| v1::LimitProfile {
                operator: operator.clone(),
                min_stake_hundredths: profile.min_stake.map(Amount::as_hundredths),
                max_stake_hundredths: profile.max_stake.map(Amount::as_hundredths),
                max_win_hundredths: profile.max_win.map(Amount::as_hundredths),
                markets: encode_markets(&profile.markets),
            })
            .collect(),
    }
}

fn encode_markets(markets: &BTreeMap<MarketId, MarketLimits>) -> Vec<v1::MarketLimits> {
    markets
        .iter()
        .map(|(market, limits)| v1::MarketLimits {
            market: market.as_str().to_string(),
            min_stake_hundredths: limits.min_stake.map(Amount::as_hundredths),
            max_stake_hundredths: limits.max_stake.map(Amount::as_hundredths),
        })
        .collect()
}

/// The domain's limits of `limits` (`None`: the studio's defaults). A market or operator
/// named twice, or by an empty name, is refused.
pub fn decode_limits(
    field: &'static str,
    limits: Option<&v1::TableLimits>,
) -> Result<TableLimits, DecodeError> {
    let Some(limits) = limits else {
        return Ok(TableLimits::default());
    };
    let mut profiles = BTreeMap::new();
    for profile in &limits.profiles {
        let decoded = Profile {
            min_stake: profile.min_stake_hundredths.map(Amount::hundredths),
            max_stake: profile.max_stake_hundredths.map(Amount::hundredths),
            max_win: profile.max_win_hundredths.map(Amount::hundredths),
            markets: decode_markets(field, &profile.markets)?,
        };
        let name = profile.operator.as_str();
        if name.is_empty() || profiles.insert(name.to_string(), decoded).is_some() {
            return Err(bad(
                field,
                format!("operator `{name}` is empty or given twice"),
            ));
        }
    }
    Ok(TableLimits {
        min_stake: Amount::hundredths(limits.min_stake_hundredths),
        max_stake: Amount::hundredths(limits.max_stake_hundredths),
        max_win: Amount::hundredths(limits.max_win_hundredths),
        markets: decode_markets(field, &limits.markets)?,
        profiles,
    })
}

fn decode_markets(
    field: &'static str,
    markets: &[v1::MarketLimits],
) -> Result<BTreeMap<MarketId, MarketLimits>, DecodeError> {
    let mut decoded = BTreeMap::new();
    for market in markets {
        let limits = MarketLimits {
            min_stake: market.min_stake_hundredths.map(Amount::hundredths),
            max_stake: market.max_stake_hundredths.map(Amount::hundredths),
        };
        let id = market.market.as_str();
        if id.is_empty() || decoded.insert(MarketId::new(id), limits).is_some() {
            return Err(bad(field, format!("market `{id}` is empty or given twice")));
        }
    }
    Ok(decoded)
}

fn bad(field: &'static str, reason: String) -> DecodeError {
    DecodeError::BadLimits { field, reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> TableLimits {
        let mut limits = TableLimits {
            max_win: Amount::whole(20_000),
            ..TableLimits::default()
        };
        let tie = MarketLimits {
            min_stake: None,
            max_stake: Some(Amount::whole(100)),
        };
        limits.markets.insert(MarketId::new("tie"), tie);
        let mut acme = Profile {
            max_stake: Some(Amount::hundredths(25_050)),
            ..Profile::default()
        };
        acme.markets.insert(MarketId::new("banker"), tie);
        limits.profiles.insert("acme".to_string(), acme);
        limits
    }

    #[test]
    fn limits_round_trip() {
        let limits = limits();
        assert_eq!(
            decode_limits("l", Some(&encode_limits(&limits))),
            Ok(limits)
        );
    }

    #[test]
    fn settings_journaled_before_limits_ran_with_the_defaults() {
        assert_eq!(decode_limits("l", None), Ok(TableLimits::default()));
    }

    #[test]
    fn a_market_or_operator_named_twice_or_empty_is_refused() {
        let mut twice = encode_limits(&limits());
        twice.markets.push(twice.markets[0].clone());
        assert!(matches!(
            decode_limits("limits", Some(&twice)),
            Err(DecodeError::BadLimits {
                field: "limits",
                ..
            })
        ));
        let mut empty = encode_limits(&limits());
        empty.profiles[0].operator.clear();
        assert!(decode_limits("limits", Some(&empty)).is_err());
    }
}
