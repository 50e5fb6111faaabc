//! Red Dog's paytable: what a winning third card pays, by the spread, and three of a kind on a
//! pair; a table may raise a line, never lower it.

use super::spread::Spread;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::paytable::{Line, Paytable};

/// A line of the paytable, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RedDogLine {
    /// Spread 4 to 11, third card between.
    SpreadFourToEleven,
    /// Spread 3.
    SpreadThree,
    /// Spread 2.
    SpreadTwo,
    /// Spread 1.
    SpreadOne,
    /// A pair and a third card of its rank.
    ThreeOfAKind,
}

impl RedDogLine {
    /// Every line, lowest first.
    pub const ALL: [RedDogLine; 5] = [
        RedDogLine::SpreadFourToEleven,
        RedDogLine::SpreadThree,
        RedDogLine::SpreadTwo,
        RedDogLine::SpreadOne,
        RedDogLine::ThreeOfAKind,
    ];

    /// The line a winning third card on `spread` is paid by (none for consecutive cards).
    pub fn of(spread: Spread) -> Option<RedDogLine> {
        match spread {
            Spread::Pair(_) => Some(RedDogLine::ThreeOfAKind),
            Spread::Consecutive => None,
            Spread::Between { gap: 1, .. } => Some(RedDogLine::SpreadOne),
            Spread::Between { gap: 2, .. } => Some(RedDogLine::SpreadTwo),
            Spread::Between { gap: 3, .. } => Some(RedDogLine::SpreadThree),
            Spread::Between { .. } => Some(RedDogLine::SpreadFourToEleven),
        }
    }
}

impl Line for RedDogLine {
    fn all() -> &'static [Self] {
        &RedDogLine::ALL
    }

    fn name(self) -> &'static str {
        match self {
            RedDogLine::SpreadFourToEleven => "spread_4_to_11",
            RedDogLine::SpreadThree => "spread_3",
            RedDogLine::SpreadTwo => "spread_2",
            RedDogLine::SpreadOne => "spread_1",
            RedDogLine::ThreeOfAKind => "three_of_a_kind",
        }
    }
}

/// Red Dog (or Bulldog) as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RedDogRules {
    /// What a win pays.
    pub paytable: Paytable<RedDogLine>,
}

impl RedDogRules {
    /// The rulebook's paytable: trips 11 x, spread 1 5 x, spread 2 4 x, spread 3 2 x, spread 4
    /// to 11 1 x.
    pub fn published() -> RedDogRules {
        RedDogRules {
            paytable: Paytable::of(&[
                (RedDogLine::ThreeOfAKind, 11),
                (RedDogLine::SpreadOne, 5),
                (RedDogLine::SpreadTwo, 4),
                (RedDogLine::SpreadThree, 2),
                (RedDogLine::SpreadFourToEleven, 1),
            ]),
        }
    }

    /// What a win on `spread` pays (none for consecutive cards).
    pub fn multiple(&self, spread: Spread) -> Option<Payout> {
        RedDogLine::of(spread).and_then(|line| self.paytable.pays(line))
    }

    /// Refuses a line below the rulebook's, naming it (`red_dog.spread_1`).
    pub fn check(&self) -> Result<(), PaytableError> {
        self.paytable
            .check(&RedDogRules::published().paytable, "red_dog")
    }
}
