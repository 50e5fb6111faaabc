//! The rules of operations.md's "Stake limits and the largest win", one test each.

use super::*;
use crate::market::MarketId;
use std::collections::BTreeSet;

fn tie() -> MarketId {
    MarketId::new("tie")
}

fn player() -> MarketId {
    MarketId::new("player")
}

/// A table with a 100.00 maximum on the tie and a profile for operator `acme`.
fn table() -> TableLimits {
    let mut limits = TableLimits {
        min_stake: Amount::whole(1),
        max_stake: Amount::whole(500),
        max_win: Amount::whole(10_000),
        ..TableLimits::default()
    };
    limits.markets.insert(
        tie(),
        MarketLimits {
            min_stake: None,
            max_stake: Some(Amount::whole(100)),
        },
    );
    limits.profiles.insert(
        "acme".to_string(),
        Profile {
            min_stake: Some(Amount::hundredths(50)),
            max_win: Some(Amount::whole(2_000)),
            ..Profile::default()
        },
    );
    limits
}

fn offers() -> BTreeSet<MarketId> {
    [tie(), player()].into_iter().collect()
}

#[test]
fn every_table_has_default_limits() {
    let limits = TableLimits::default();
    assert_eq!(
        limits.defaults(&player()),
        Limits {
            min_stake: Amount::whole(1),
            max_stake: Amount::whole(500),
            max_win: Amount::whole(1_000_000),
        }
    );
    assert_eq!(limits.validate(&offers()), Ok(()));
}

#[test]
fn a_market_s_limits_override_the_table_s() {
    let limits = table();
    assert_eq!(limits.defaults(&tie()).max_stake, Amount::whole(100));
    assert_eq!(limits.defaults(&player()).max_stake, Amount::whole(500));
}

#[test]
fn an_operator_s_profile_replaces_the_table_s_limits_where_it_gives_them() {
    let limits = table();
    let acme = limits.of("acme", &player());
    assert_eq!(acme.min_stake, Amount::hundredths(50));
    assert_eq!(acme.max_stake, Amount::whole(500));
    assert_eq!(acme.max_win, Amount::whole(2_000));
    // The table's market limit holds where the profile says nothing of the maximum stake.
    assert_eq!(limits.of("acme", &tie()).max_stake, Amount::whole(100));
}

#[test]
fn an_operator_without_a_profile_takes_the_table_s_limits() {
    let limits = table();
    assert_eq!(limits.of("other", &tie()), limits.defaults(&tie()));
}

#[test]
fn a_stake_below_the_minimum_is_refused() {
    let limits = table().defaults(&player());
    assert_eq!(
        limits.check(Amount::hundredths(99), 100),
        Err(LimitBreach::BelowMinimum {
            stake: Amount::hundredths(99),
            min: Amount::whole(1),
        })
    );
    assert_eq!(limits.check(Amount::whole(1), 100), Ok(()));
}

#[test]
fn a_stake_above_the_maximum_is_refused() {
    let limits = table().defaults(&tie());
    assert_eq!(
        limits.check(Amount::hundredths(10_001), 800),
        Err(LimitBreach::AboveMaximum {
            stake: Amount::hundredths(10_001),
            max: Amount::whole(100),
        })
    );
    assert_eq!(limits.check(Amount::whole(100), 800), Ok(()));
}

#[test]
fn a_stake_whose_win_exceeds_the_largest_win_is_refused() {
    // 400.00 at 35 x wins 14,000.00, above 10,000.00; 285.71 wins 9,999.85.
    let limits = table().defaults(&player());
    assert_eq!(
        limits.check(Amount::whole(400), 3500),
        Err(LimitBreach::WinAboveMaximum {
            stake: Amount::whole(400),
            win: Amount::whole(14_000),
            max: Amount::whole(10_000),
        })
    );
    assert_eq!(limits.check(Amount::hundredths(28_571), 3500), Ok(()));
    // A win of exactly the largest is allowed.
    assert_eq!(limits.check(Amount::whole(100), 10_000), Ok(()));
    assert!(limits.check(Amount::hundredths(10_001), 10_000).is_err());
}

#[test]
fn a_maximum_below_the_minimum_is_refused_naming_where() {
    let mut limits = table();
    limits.markets.insert(
        player(),
        MarketLimits {
            min_stake: Some(Amount::whole(20)),
            max_stake: Some(Amount::whole(10)),
        },
    );
    assert_eq!(
        limits.validate(&offers()),
        Err(LimitError::MaximumBelowMinimum {
            place: "market player".to_string(),
            min: Amount::whole(20),
            max: Amount::whole(10),
        })
    );
    let mut limits = table();
    if let Some(acme) = limits.profiles.get_mut("acme") {
        acme.min_stake = Some(Amount::whole(600));
    }
    let refused = limits.validate(&offers()).expect_err("600 above 500");
    assert_eq!(
        refused.to_string(),
        "operator acme, market tie: the maximum stake 100.00 is below the minimum 600.00"
    );
}

#[test]
fn a_maximum_stake_or_largest_win_of_zero_is_refused() {
    let limits = TableLimits {
        min_stake: Amount::default(),
        max_stake: Amount::default(),
        ..TableLimits::default()
    };
    assert!(matches!(
        limits.validate(&offers()),
        Err(LimitError::Zero {
            what: "maximum stake",
            ..
        })
    ));
    let mut limits = table();
    if let Some(acme) = limits.profiles.get_mut("acme") {
        acme.max_win = Some(Amount::default());
    }
    assert_eq!(
        limits
            .validate(&offers())
            .map_err(|error| error.to_string()),
        Err("operator acme, market tie: the largest win is zero, which refuses every bet".into())
    );
}

#[test]
fn a_limit_on_a_market_the_table_does_not_offer_is_refused() {
    let mut limits = table();
    limits
        .markets
        .insert(MarketId::new("red"), MarketLimits::default());
    assert_eq!(
        limits.validate(&offers()),
        Err(LimitError::UnknownMarket {
            place: "the table".to_string(),
            market: MarketId::new("red"),
        })
    );
}

#[test]
fn amounts_are_read_as_decimals_of_the_currency() {
    let read = |text: &str| {
        key_value(text).map(|limits: MarketLimits| limits.max_stake.map(Amount::as_hundredths))
    };
    assert_eq!(read("max_stake = 500"), Ok(Some(50_000)));
    assert_eq!(read("max_stake = 0.5"), Ok(Some(50)));
    assert_eq!(read("max_stake = 2.25"), Ok(Some(225)));
    assert!(read("max_stake = -1").is_err_and(|e| e.contains("below zero")));
    assert!(read("max_stake = -0.5").is_err_and(|e| e.contains("below zero")));
    assert!(read("max_stake = 0.125").is_err_and(|e| e.contains("more than two decimals")));
    assert!(read("max_stake = \"5\"").is_err());
}

/// A `key = value` line of the studio file, its value read as JSON, which writes whole
/// numbers, decimals and strings as TOML does (the domain does not depend on a TOML reader).
fn key_value<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let (key, value) = text.split_once(" = ").ok_or("key = value")?;
    let value: serde_json::Value = serde_json::from_str(value).map_err(|e| e.to_string())?;
    let object = serde_json::json!({ key: value });
    serde_json::from_value(object).map_err(|e| e.to_string())
}
