//! A bet settled on its third card: the multiple applies to the whole stake, bet and raise
//! together (red-dog.md, "Payouts"); consecutive cards and a pair without trips void the bet
//! (stake returned), which the table then stands again in the next round.

use super::paytable::RedDogRules;
use super::spread::Spread;
use crate::card::Rank;
use crate::market::{Payout, Verdict};

/// How a bet settles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RedDogResult {
    /// Win, lose or void.
    pub verdict: Verdict,
    /// The net multiple of the whole stake (bet and raise).
    pub payout: Payout,
}

/// A bet on the grid cards `spread`, settled on the third card `third` (none when consecutive
/// cards deal none).
pub fn settle(rules: &RedDogRules, spread: Spread, third: Option<Rank>) -> RedDogResult {
    let void = RedDogResult {
        verdict: Verdict::Void,
        payout: Payout::NOTHING,
    };
    let (Some(third), Some(multiple)) = (third, rules.multiple(spread)) else {
        return void;
    };
    match (spread.wins(third), spread) {
        (true, _) => RedDogResult {
            verdict: Verdict::Win,
            payout: multiple,
        },
        (false, Spread::Pair(_)) => void,
        (false, _) => RedDogResult {
            verdict: Verdict::Lose,
            payout: Payout::LOST,
        },
    }
}
