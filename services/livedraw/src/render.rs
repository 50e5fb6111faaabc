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

/// A fixed-payout market's payout (net multiplier) and return to player, as JSON fields.
fn paid_json(price: &MarketPrice) -> String {
    match price.paid {
        Some(paid) => format!(
            r#","payout":{},"rtp":{:.DECIMALS$}"#,
            paid.payout.as_f64(),
            paid.rtp
        ),
        None => String::new(),
    }
}

/// `{"game":…,"round":…,"version":…,"markets":[{"id":…,"probability":…,"odds":…,"status":…}]}`;
/// a fixed-payout game's markets add `"payout"` (the net multiplier a win pays) and `"rtp"`
/// (the expected return per unit staked).
pub fn json(set: &OddsSet) -> String {
    let markets: Vec<String> = set
        .markets
        .iter()
        .map(|price| {
            format!(
                r#"{{"id":"{}","probability":{:.DECIMALS$},"odds":{},"status":"{}"{}}}"#,
                price.id,
                price.probability,
                odds_text(price).unwrap_or_else(|| "null".to_string()),
                price.status.name(),
                paid_json(price)
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

/// One line per market: id, probability, odds, status; and payout and RTP in a fixed-payout
/// game.
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
    let fixed = set.markets.iter().any(|price| price.paid.is_some());
    let _ = write!(
        out,
        "{:width$}  {:>14}  {:>8}  status",
        "market", "probability", "odds"
    );
    let _ = writeln!(out, "{}", if fixed { "     payout  rtp" } else { "" });
    for price in &set.markets {
        let odds = odds_text(price).unwrap_or_else(|| "-".to_string());
        let _ = write!(
            out,
            "{:width$}  {:>14.DECIMALS$}  {:>8}  {:<9}",
            price.id.as_str(),
            price.probability,
            odds,
            price.status.name()
        );
        let paid = price
            .paid
            .map(|paid| format!(" {:>9}  {:.DECIMALS$}", paid.payout.to_string(), paid.rtp));
        let _ = writeln!(out, "{}", paid.unwrap_or_default().trim_end());
    }
    out
}
