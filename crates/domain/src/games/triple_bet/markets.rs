//! What a Triple Bet Poker round offers and settles, in common-hand mode (house-games.md).
//!
//! The betting round offers the three equal bets as one box, `bet` (priced per unit of one of
//! them), and the bonus. Every player decides on the common hand for their own bets, so the
//! result settles every bet for **every decision path**: `bet_1@ride` and `bet_1@withdraw`
//! (decision 1), `bet_2@ride` and `bet_2@withdraw` (decision 2, whatever was decided for
//! bet 1), `bet_3` (always stands) and `bonus`. A withdrawn bet is void: returned, nothing
//! paid. Every standing bet gets the same multiple. A table without a bonus (Oasis Stud
//! version D) neither offers nor settles one.

use super::rules::TripleBetRules;
use super::settlement::{settle, Standing};
use crate::card::Card;
use crate::market::{MarketId, MarketVerdict, Payout, PaytableLine};
use crate::poker::paytable::Line;

/// The box of the three equal bets offered in the betting round.
pub const BET: &str = "bet";

/// The bonus box.
pub const BONUS: &str = "bonus";

/// Every line the result settles, in order.
pub const LINES: [&str; 6] = [
    "bet_1@ride",
    "bet_1@withdraw",
    "bet_2@ride",
    "bet_2@withdraw",
    "bet_3",
    "bonus",
];

/// The boxes offered in the betting round: the bets, then the bonus where the table has one.
pub fn offered(rules: &TripleBetRules) -> Vec<MarketId> {
    let mut boxes = vec![MarketId::new(BET)];
    if rules.has_bonus() {
        boxes.push(MarketId::new(BONUS));
    }
    boxes
}

/// Every line the result settles (`bonus` where the table has one).
pub fn settled(rules: &TripleBetRules) -> Vec<MarketId> {
    settled_lines(rules).map(MarketId::new).collect()
}

/// The lines of a table with `rules`.
fn settled_lines(rules: &TripleBetRules) -> impl Iterator<Item = &'static str> {
    let bonus = rules.has_bonus();
    LINES
        .into_iter()
        .filter(move |&line| bonus || line != BONUS)
}

/// Each box's payout table, by the hand's name (`two_pair`, `four_card_flush`).
pub fn paytables(rules: &TripleBetRules) -> Vec<(MarketId, Vec<PaytableLine>)> {
    fn lines<L: Line>(paytable: &crate::poker::paytable::Paytable<L>) -> Vec<PaytableLine> {
        paytable
            .lines()
            .iter()
            .map(|&(hand, pays)| PaytableLine::new(hand.name(), pays))
            .collect()
    }
    let mut paytables = vec![(MarketId::new(BET), lines(&rules.paytable))];
    if rules.has_bonus() {
        paytables.push((MarketId::new(BONUS), lines(&rules.bonus)));
    }
    paytables
}

/// Every line's verdict on the five cards (three own, two community).
pub fn settle_all(rules: &TripleBetRules, five: [Card; 5]) -> Vec<MarketVerdict> {
    let standing = Standing {
        first: false,
        second: false,
    };
    let settled = settle(rules, standing, five);
    let each = Some(settled.each);
    let withdrawn: Option<Payout> = None;
    [each, withdrawn, each, withdrawn, each, Some(settled.bonus)]
        .into_iter()
        .zip(LINES)
        .filter(|&(_, line)| rules.has_bonus() || line != BONUS)
        .map(|(net, line)| MarketVerdict::of_net(MarketId::new(line), net))
        .collect()
}
