//! Triple Bet Poker's exact figures (stud-and-triple-bet.md; docs/odds.md, "Triple Bet
//! Poker"), from one deck less the cards seen, every unseen card equally likely:
//!
//! - [`decision_values`]: at decision 1 (the three own cards seen) or decision 2 (and the first
//!   community card), the expected net of the seat's bets per unit of one bet when the bet
//!   decided on rides and when it is withdrawn, decision 2 taken at its best;
//! - [`returns`]: the bets' return per unit of one initial bet under the best play, and the
//!   bonus's return, with the chance that the five cards pay each;
//! - [`table`]: a table's betting round priced from those figures: the published paytables'
//!   generated (`published.rs`, by `make published-figures`), others counted once and kept.
//!
//! Every standing bet gets the same multiple, so with `m` the multiple a hand pays, a seat's
//! net is `(1 + ride₁ + ride₂) · m`: the value of letting bet 2 ride is the expected `m` from
//! the cards seen then, and bet 1's the same with bet 2's best added.

mod published;
pub mod table;

use super::one_deck::{class, threes, unseen};
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::triple_bet::{bonus, each, TripleBetRules};
use livedraw_domain::Card;
use livedraw_domain::Payout;
use std::collections::HashMap;

/// One option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionValue {
    /// `ride` or `withdraw`.
    pub option: &'static str,
    /// The seat's expected net per unit of one bet.
    pub ev: Fraction,
}

/// The values of riding and withdrawing at the decision the cards show: decision 1 with no
/// community card, decision 2 with one (`first_rides`: whether bet 1 was let ride).
pub fn decision_values(
    rules: &TripleBetRules,
    own: [Card; 3],
    community: &[Card],
    first_rides: bool,
    seen: &[Card],
) -> Result<[OptionValue; 2], OddsError> {
    let mut out = own.to_vec();
    out.extend_from_slice(community);
    out.extend_from_slice(seen);
    let unseen = unseen(&out)?;
    let n = unseen.len() as i128;
    if n < 2 {
        return Err(OddsError::TooFewCards {
            needed: 2,
            left: unseen.len(),
        });
    }
    let (ride, withdraw) = match community {
        [] => {
            let (ride, withdraw) = first_decision(rules, own, &unseen);
            (
                Fraction::new(ride, 100 * n * (n - 1)),
                Fraction::new(withdraw, 100 * n * (n - 1)),
            )
        }
        [first] => {
            let m = multiple_sum(rules, own, *first, &unseen);
            let standing = 1 + i128::from(first_rides);
            (
                Fraction::new((standing + 1) * m, 100 * n),
                Fraction::new(standing * m, 100 * n),
            )
        }
        more => return Err(OddsError::WrongBoard(more.len())),
    };
    Ok([
        OptionValue {
            option: "ride",
            ev: ride,
        },
        OptionValue {
            option: "withdraw",
            ev: withdraw,
        },
    ])
}

/// At decision 1, the sums over the first community card of the seat's net riding and
/// withdrawing bet 1, bet 2 at its best: each over `n (n − 1)` deals, in hundredths.
fn first_decision(rules: &TripleBetRules, own: [Card; 3], unseen: &[Card]) -> (i128, i128) {
    let (mut ride, mut withdraw) = (0, 0);
    for &first in unseen {
        let m = multiple_sum(rules, own, first, unseen);
        let second = m.max(0);
        ride += 2 * m + second;
        withdraw += m + second;
    }
    (ride, withdraw)
}

/// The sum over the second community card (of `unseen` less `first`) of the multiple the hand
/// pays, in hundredths.
fn multiple_sum(rules: &TripleBetRules, own: [Card; 3], first: Card, unseen: &[Card]) -> i128 {
    unseen
        .iter()
        .filter(|&&second| second != first)
        .map(|&second| {
            let cards = [own[0], own[1], own[2], first, second];
            i128::from(each(rules, cards).as_hundredths())
        })
        .sum()
}

/// The returns per unit of one initial bet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TripleBetReturns {
    /// The three bets' expected net under the best play.
    pub bets: Fraction,
    /// The bonus's expected net per unit staked.
    pub bonus: Fraction,
    /// The chance that the five cards pay the standing bets (a pair of tens or better).
    pub bets_pay: Fraction,
    /// The chance that the five cards pay the bonus.
    pub bonus_pays: Fraction,
}

/// The returns from the deck less `seen`.
pub fn returns(rules: &TripleBetRules, seen: &[Card]) -> Result<TripleBetReturns, OddsError> {
    let unseen = unseen(seen)?;
    let n = unseen.len() as i128;
    if n < 5 {
        return Err(OddsError::TooFewCards {
            needed: 5,
            left: unseen.len(),
        });
    }
    let symmetric = seen.is_empty();
    let mut classes: HashMap<Vec<u8>, (i128, i128)> = HashMap::new();
    for own in threes(&unseen) {
        let entry = classes.entry(class(&own, symmetric)).or_insert_with(|| {
            let left: Vec<Card> = unseen
                .iter()
                .copied()
                .filter(|c| !own.contains(c))
                .collect();
            let (ride, withdraw) = first_decision(rules, own, &left);
            (0, ride.max(withdraw))
        });
        entry.0 += 1;
    }
    let hands = n * (n - 1) * (n - 2) / 6;
    let bets: i128 = classes.values().map(|(count, best)| count * best).sum();
    let fives = every_five(rules, &unseen);
    Ok(TripleBetReturns {
        bets: Fraction::new(bets, 100 * hands * (n - 3) * (n - 4)),
        bonus: Fraction::new(fives.bonus_net, 100 * fives.hands),
        bets_pay: Fraction::new(fives.bets_pay, fives.hands),
        bonus_pays: Fraction::new(fives.bonus_pays, fives.hands),
    })
}

/// What every five of the unseen cards gives, counted.
struct Fives {
    /// How many fives.
    hands: i128,
    /// The bonus's net over them, in hundredths.
    bonus_net: i128,
    /// How many pay the standing bets.
    bets_pay: i128,
    /// How many pay the bonus.
    bonus_pays: i128,
}

/// Every five of `unseen`, counted: the bonus's net and how many pay the bets and the bonus.
fn every_five(rules: &TripleBetRules, unseen: &[Card]) -> Fives {
    let mut fives = Fives {
        hands: 0,
        bonus_net: 0,
        bets_pay: 0,
        bonus_pays: 0,
    };
    let n = unseen.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let cards = [unseen[a], unseen[b], unseen[c], unseen[d], unseen[e]];
                        let paid = bonus(rules, cards);
                        fives.hands += 1;
                        fives.bonus_net += i128::from(paid.as_hundredths());
                        fives.bonus_pays += i128::from(paid > Payout::NOTHING);
                        fives.bets_pay += i128::from(each(rules, cards) > Payout::NOTHING);
                    }
                }
            }
        }
    }
    fives
}

#[cfg(test)]
mod tests;
