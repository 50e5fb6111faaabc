//! The standing bets and the bonus settled on the player's five cards: every standing bet gets
//! the same multiple; a withdrawn bet was returned when withdrawn; bet 3 always stands.

use super::hand::{BonusHand, TripleBetHand};
use super::rules::TripleBetRules;
use crate::card::Card;
use crate::market::Payout;
use crate::poker::five_card::evaluate;

/// Which of the withdrawable bets still stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Standing {
    /// Bet 1 was let ride at decision 1.
    pub first: bool,
    /// Bet 2 was let ride at decision 2.
    pub second: bool,
}

impl Standing {
    /// The bets standing, bet 3 counted: 1 to 3.
    pub fn bets(self) -> i64 {
        1 + i64::from(self.first) + i64::from(self.second)
    }
}

/// A seat settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TripleBetSettlement {
    /// The net multiple of each standing bet.
    pub each: Payout,
    /// How many bets stand (1 to 3).
    pub bets: i64,
    /// The bonus's net multiple, settled as if placed.
    pub bonus: Payout,
}

impl TripleBetSettlement {
    /// The standing bets' net together, in hundredths of one bet.
    pub fn net(&self) -> i64 {
        self.bets * i64::from(self.each.as_hundredths())
    }
}

/// The seat with `standing` bets on the five `cards` (three own, two community).
pub fn settle(rules: &TripleBetRules, standing: Standing, cards: [Card; 5]) -> TripleBetSettlement {
    TripleBetSettlement {
        each: each(rules, cards),
        bets: standing.bets(),
        bonus: bonus(rules, cards),
    }
}

/// The net multiple of each standing bet on the five `cards`: the paytable's line, else lost.
pub fn each(rules: &TripleBetRules, cards: [Card; 5]) -> Payout {
    TripleBetHand::of(evaluate(&cards))
        .and_then(|hand| rules.pays(hand))
        .unwrap_or(Payout::LOST)
}

/// The bonus settled on the five `cards`, as if placed: its highest line met, else lost.
pub fn bonus(rules: &TripleBetRules, cards: [Card; 5]) -> Payout {
    rules
        .bonus
        .pays_best(&BonusHand::met(cards))
        .unwrap_or(Payout::LOST)
}
