//! What a Red Dog round offers and settles on a common hand (house-games.md): the betting
//! round offers the `bet`; every player decides their own raise, so the result settles each
//! box for both decisions, as the lines `<box>@<option>`: `bet@raise`, `raise@raise` (per unit
//! raised, up to the bet) and `bet@no_raise`. The multiple applies to bet and raise alike; a
//! raise is void where no raise window opened (a pair, consecutive cards).

use super::paytable::{RedDogLine, RedDogRules};
use super::settlement::settle;
use super::spread::Spread;
use crate::card::Rank;
use crate::market::{MarketId, MarketVerdict, Payout, PaytableLine, Verdict};
use crate::poker::paytable::Line;

/// The box offered in the betting round.
pub const BET: &str = "bet";

/// Every line the result settles, in order.
pub const LINES: [&str; 3] = ["bet@raise", "raise@raise", "bet@no_raise"];

/// The boxes offered in the betting round.
pub fn offered() -> Vec<MarketId> {
    vec![MarketId::new(BET)]
}

/// Every line the result settles.
pub fn settled() -> Vec<MarketId> {
    LINES.into_iter().map(MarketId::new).collect()
}

/// The bet's payout table, by line (`spread_1`, `three_of_a_kind`).
pub fn paytables(rules: &RedDogRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    let lines = RedDogLine::ALL
        .iter()
        .rev()
        .filter_map(|line| {
            Some(PaytableLine {
                line: line.name().to_string(),
                pays: rules.paytable.pays(*line)?,
            })
        })
        .collect();
    vec![(MarketId::new(BET), lines)]
}

/// Every line's verdict for the grid `spread` and the third card `third`.
pub fn settle_all(rules: &RedDogRules, spread: Spread, third: Option<Rank>) -> Vec<MarketVerdict> {
    let settled = settle(rules, spread, third);
    let line =
        |market: &str| MarketVerdict::fixed(MarketId::new(market), settled.verdict, settled.payout);
    let raise = if matches!(spread, Spread::Between { .. }) {
        line("raise@raise")
    } else {
        MarketVerdict::fixed(MarketId::new("raise@raise"), Verdict::Void, Payout::NOTHING)
    };
    vec![line("bet@raise"), raise, line("bet@no_raise")]
}
