//! What a Red Dog or Bulldog round offers and settles (house-games.md): Red Dog's betting
//! round offers the `bet`, Bulldog's the bet on each seat (`seat-3`); every player decides
//! their own raise, so the result settles each box for both decisions, as the lines
//! `<box>@<option>`: `bet@raise`, `raise@raise` (per unit raised, up to the bet) and
//! `bet@no_raise`, and Bulldog's `seat-3@raise`, `seat-3-raise@raise` and `seat-3@no_raise`
//! on seat 3's own third card. The multiple applies to bet and raise alike; a raise is void
//! where no raise window opened (a pair, consecutive cards).

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

/// The boxes offered in Red Dog's betting round.
pub fn offered() -> Vec<MarketId> {
    vec![MarketId::new(BET)]
}

/// Every line Red Dog's result settles.
pub fn settled() -> Vec<MarketId> {
    LINES.into_iter().map(MarketId::new).collect()
}

/// The bet on Bulldog seat `seat`.
pub fn seat_market(seat: u8) -> MarketId {
    MarketId::new(format!("seat-{seat}"))
}

/// Seat `seat`'s line for Red Dog's line `line` (`bet@raise` → `seat-3@raise`).
fn seat_line(seat: u8, line: &str) -> MarketId {
    match line.strip_prefix(BET) {
        Some(option) => MarketId::new(format!("seat-{seat}{option}")),
        None => MarketId::new(format!("seat-{seat}-{line}")),
    }
}

/// The bets on a Bulldog table's `seats` seats, in seat order.
pub fn seats_offered(seats: u8) -> Vec<MarketId> {
    (1..=seats).map(seat_market).collect()
}

/// Every line a Bulldog table of `seats` seats settles, seat by seat.
pub fn seats_settled(seats: u8) -> Vec<MarketId> {
    (1..=seats)
        .flat_map(|seat| LINES.map(|line| seat_line(seat, line)))
        .collect()
}

/// The payout table of each of `boxes` (the bet, or Bulldog's seats), by line (`spread_1`,
/// `three_of_a_kind`).
pub fn paytables(rules: &RedDogRules, boxes: Vec<MarketId>) -> Vec<(MarketId, Vec<PaytableLine>)> {
    let lines: Vec<PaytableLine> = RedDogLine::ALL
        .iter()
        .rev()
        .filter_map(|line| Some(PaytableLine::new(line.name(), rules.paytable.pays(*line)?)))
        .collect();
    boxes
        .into_iter()
        .map(|market| (market, lines.clone()))
        .collect()
}

/// Seat `seat`'s lines, settled on its own third card `third`.
pub fn settle_seat(
    rules: &RedDogRules,
    seat: u8,
    spread: Spread,
    third: Option<Rank>,
) -> Vec<MarketVerdict> {
    settle_all(rules, spread, third)
        .into_iter()
        .map(|verdict| MarketVerdict {
            market: seat_line(seat, verdict.market.as_str()),
            ..verdict
        })
        .collect()
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
