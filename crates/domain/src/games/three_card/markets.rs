//! What a three-card round offers and settles, in common-hand mode (house-games.md).
//!
//! The betting round offers the boxes placed before the deal: the ante (Fast Poker's `bet`)
//! and the side box (`pairplus`, Fast Poker's `bonus`). Every player decides on the common
//! hand for their own stake, so the result settles every box for **every decision path**: the
//! line `<box>@<option>` (`ante@play`, `play@play`, `ante_bonus@play`, `pairplus@fold`, …)
//! gives the box's verdict and net multiplier for a player who took that option. The play bet
//! and the ante bonus are staked in units of the ante; the ante bonus has a line only where
//! the game pays one.
//!
//! In seats mode ([`super::seats`]) each seat's boxes are markets of their own (`seat-3-ante`),
//! and the result settles each seat's boxes on its own hand and decision (`seat-3-play`).

use super::rules::ThreeCardRules;
use super::seats::{seat_box, SEATS};
use super::settlement::{settle, SeatSettlement, ThreeCardDecision};
use crate::market::{MarketId, MarketVerdict, Payout, PaytableLine};
use crate::poker::three_card::ThreeCardValue;

/// The line of box `name` for a player who decided `decision`.
pub fn line(name: &str, decision: ThreeCardDecision) -> MarketId {
    MarketId::new(format!("{name}@{}", decision.name()))
}

/// The boxes offered in the betting round: the ante box, then the side box.
pub fn offered(rules: &ThreeCardRules) -> Vec<MarketId> {
    vec![MarketId::new(rules.ante_box), MarketId::new(rules.side_box)]
}

/// Each box's payout table: the ante box's 1 x, the play bet's (1 x, and a game's lines above
/// it: `play.three_of_a_kind`) and the ante bonus's lines (`ante_bonus.straight`); the side
/// box's lines by the player's hand (`straight_flush`).
pub fn paytables(rules: &ThreeCardRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    let line = |line: String, pays: Payout| PaytableLine::new(line, pays);
    let mut ante = vec![
        line(rules.ante_box.to_string(), Payout::times(1)),
        line("play".into(), Payout::times(1)),
    ];
    for (prefix, paytable) in [
        ("play", &rules.play_wins),
        ("ante_bonus", &rules.ante_bonus),
    ] {
        ante.extend(
            paytable
                .lines()
                .iter()
                .map(|(category, pays)| line(format!("{prefix}.{}", category.name()), *pays)),
        );
    }
    let side = rules
        .side
        .lines()
        .iter()
        .map(|(category, pays)| line(category.name().to_string(), *pays))
        .collect();
    vec![
        (MarketId::new(rules.ante_box), ante),
        (MarketId::new(rules.side_box), side),
    ]
}

/// The boxes every decision path settles: the ante box, the play bet, the side box, and the
/// ante bonus where the game pays one.
fn box_names(rules: &ThreeCardRules) -> Vec<&'static str> {
    let mut names = vec![rules.ante_box, "play", rules.side_box];
    if !rules.ante_bonus.lines().is_empty() {
        names.push("ante_bonus");
    }
    names
}

/// What `settlement` pays the box `name` of [`box_names`]; `None` where nothing is staked.
fn net_of(rules: &ThreeCardRules, settlement: &SeatSettlement, name: &str) -> Option<Payout> {
    if name == rules.ante_box {
        Some(settlement.ante)
    } else if name == rules.side_box {
        Some(settlement.side)
    } else if name == "play" {
        settlement.play
    } else {
        settlement.ante_bonus
    }
}

/// Every line the result settles, in order: per decision (play, fold), each box the game has.
pub fn settled(rules: &ThreeCardRules) -> Vec<MarketId> {
    ThreeCardDecision::ALL
        .iter()
        .flat_map(|&decision| {
            box_names(rules)
                .into_iter()
                .map(move |name| line(name, decision))
        })
        .collect()
}

/// Every line's verdict for the common hand `player` against the dealer's `dealer`. A box a
/// path does not have (the play bet after a fold) is void on that path: nothing staked.
pub fn settle_all(
    rules: &ThreeCardRules,
    player: ThreeCardValue,
    dealer: ThreeCardValue,
) -> Vec<MarketVerdict> {
    ThreeCardDecision::ALL
        .iter()
        .flat_map(|&decision| {
            let settlement = settle(rules, player, dealer, decision);
            box_names(rules).into_iter().map(move |name| {
                MarketVerdict::of_net(line(name, decision), net_of(rules, &settlement, name))
            })
        })
        .collect()
}

/// In seats mode, the boxes of every seat (`seat-1-ante`, `seat-1-pairplus`, … `seat-7-…`).
pub fn seats_offered(rules: &ThreeCardRules) -> Vec<MarketId> {
    each_seat(|seat| {
        offered(rules)
            .iter()
            .map(|name| seat_box(seat, name.as_str()))
            .collect()
    })
}

/// In seats mode, each seat's boxes with their paytables.
pub fn seats_paytables(rules: &ThreeCardRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    each_seat(|seat| {
        paytables(rules)
            .into_iter()
            .map(|(name, lines)| (seat_box(seat, name.as_str()), lines))
            .collect()
    })
}

/// In seats mode, every line the result settles: each seat's boxes (`seat-3-ante`,
/// `seat-3-play`, `seat-3-pairplus`, `seat-3-ante_bonus`).
pub fn seats_settled(rules: &ThreeCardRules) -> Vec<MarketId> {
    each_seat(|seat| {
        box_names(rules)
            .into_iter()
            .map(|name| seat_box(seat, name))
            .collect()
    })
}

/// Seat `seat`'s lines for its hand `player`, having decided `decision`, against the dealer's
/// `dealer`.
pub fn settle_seat(
    rules: &ThreeCardRules,
    seat: u8,
    player: ThreeCardValue,
    dealer: ThreeCardValue,
    decision: ThreeCardDecision,
) -> Vec<MarketVerdict> {
    let settlement = settle(rules, player, dealer, decision);
    box_names(rules)
        .into_iter()
        .map(|name| MarketVerdict::of_net(seat_box(seat, name), net_of(rules, &settlement, name)))
        .collect()
}

/// `per_seat`'s markets for every seat, in seat order.
fn each_seat<T>(per_seat: impl Fn(u8) -> Vec<T>) -> Vec<T> {
    (1..=SEATS).flat_map(per_seat).collect()
}
