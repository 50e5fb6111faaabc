//! An odds set as JSON or as a readable table.

use livedraw_odds::{MarketPrice, OddsSet};
use std::fmt::Write;

/// Decimals printed for probabilities: enough to tell every exact enumeration apart.
const DECIMALS: usize = 12;

fn odds_text(price: &MarketPrice) -> Option<String> {
    price
        .odds_hundredths
        .map(|h| format!("{}.{:02}", h / 100, h % 100))
}

/// `{"game":…,"round":…,"version":…,"markets":[{"id":…,"probability":…,"odds":…,"status":…}]}`.
pub fn json(set: &OddsSet) -> String {
    let markets: Vec<String> = set
        .markets
        .iter()
        .map(|price| {
            format!(
                r#"{{"id":"{}","probability":{:.DECIMALS$},"odds":{},"status":"{}"}}"#,
                price.id,
                price.probability,
                odds_text(price).unwrap_or_else(|| "null".to_string()),
                price.status.name()
            )
        })
        .collect();
    format!(
        "{{\"game\":\"{}\",\"round\":{},\"version\":{},\"markets\":[{}]}}\n",
        set.game,
        set.round,
        set.version,
        markets.join(",")
    )
}

/// One line per market: id, probability, odds, status.
pub fn table(set: &OddsSet) -> String {
    let mut out = format!(
        "{} round {} (odds set {})\n",
        set.game, set.round, set.version
    );
    let width = set
        .markets
        .iter()
        .map(|price| price.id.as_str().len())
        .max()
        .unwrap_or(6)
        .max(6);
    let _ = writeln!(
        out,
        "{:width$}  {:>14}  {:>8}  status",
        "market", "probability", "odds"
    );
    for price in &set.markets {
        let odds = odds_text(price).unwrap_or_else(|| "-".to_string());
        let _ = writeln!(
            out,
            "{:width$}  {:>14.DECIMALS$}  {:>8}  {}",
            price.id.as_str(),
            price.probability,
            odds,
            price.status.name()
        );
    }
    out
}
