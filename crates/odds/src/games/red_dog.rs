//! Red Dog's and Bulldog's exact figures from the shoe as it stands (red-dog.md, "Odds,
//! decision values, RTP"; docs/odds.md, "Red Dog and Bulldog"), counting ranks only (suits play
//! no part), every unseen card equally likely:
//!
//! - [`spreads`]: before the deal, the chance of a pair, of consecutive cards and of each
//!   spread 1 to 11;
//! - [`third_card`]: once the two grid cards are out, the chance the third card wins and the
//!   value of raising and of not raising;
//! - [`bet_return`]: a bet's exact return per initial stake, raising the full amount whenever
//!   that is worth more (or never);
//! - [`table`]: a Red Dog table's betting round and raise window, from its shoe.
//!
//! A Bulldog seat's card is dealt from the same shoe, so at the raise window every seat shares
//! the one value, and a seat's card is exact given the cards already dealt that round.

use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::red_dog::{settle, RedDogRules, Spread};
use livedraw_domain::{Composition, Rank, Verdict};

/// Cards of each rank in the shoe, two first.
pub type RankCounts = [i128; 13];

/// The shoe's cards by rank.
pub fn rank_counts(shoe: &Composition) -> RankCounts {
    Rank::ALL.map(|rank| i128::from(shoe.rank_count(rank)))
}

/// The chances of what the two grid cards make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spreads {
    /// A pair.
    pub pair: Fraction,
    /// Consecutive ranks.
    pub consecutive: Fraction,
    /// Spread 1 to 11, in that order.
    pub spread: [Fraction; 11],
}

/// The chances of the grid cards from `counts` (fewer than two cards is
/// [`OddsError::TooFewCards`]).
pub fn spreads(counts: &RankCounts) -> Result<Spreads, OddsError> {
    let n = total(counts, 2)?;
    let (mut pair, mut consecutive, mut spread) = (0, 0, [0i128; 11]);
    for (a, &first) in counts.iter().enumerate() {
        for (b, &second) in counts.iter().enumerate() {
            let orders = first * (second - i128::from(a == b));
            match a.abs_diff(b) {
                0 => pair += orders,
                1 => consecutive += orders,
                difference => spread[difference - 2] += orders,
            }
        }
    }
    let pairs = n * (n - 1);
    Ok(Spreads {
        pair: Fraction::new(pair, pairs),
        consecutive: Fraction::new(consecutive, pairs),
        spread: spread.map(|orders| Fraction::new(orders, pairs)),
    })
}

/// The third card, once the grid cards `spread` are out of the shoe `counts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThirdCard {
    /// The chance that it wins (between the cards; the pair's rank on a pair); none for
    /// consecutive cards, which deal no third card.
    pub wins: Option<Fraction>,
    /// The expected net per initial bet without a raise, and with the bet raised in full (a
    /// spread only: no raise on a pair).
    pub no_raise: Fraction,
    /// With the full raise, where a raise is allowed.
    pub raise: Option<Fraction>,
}

/// The third card's chances and the raise decision on `spread` from `counts` (the grid cards
/// already out).
pub fn third_card(
    rules: &RedDogRules,
    spread: Spread,
    counts: &RankCounts,
) -> Result<ThirdCard, OddsError> {
    if spread == Spread::Consecutive {
        return Ok(ThirdCard {
            wins: None,
            no_raise: Fraction::new(0, 1),
            raise: None,
        });
    }
    let n = total(counts, 1)?;
    let (mut wins, mut net) = (0i128, 0i128);
    for (rank, &count) in Rank::ALL.iter().zip(counts) {
        let settled = settle(rules, spread, Some(*rank));
        wins += count * i128::from(settled.verdict == Verdict::Win);
        net += count * i128::from(settled.payout.as_hundredths());
    }
    let no_raise = Fraction::new(net, 100 * n);
    let raise = matches!(spread, Spread::Between { .. }).then(|| Fraction::new(2 * net, 100 * n));
    Ok(ThirdCard {
        wins: Some(Fraction::new(wins, n)),
        no_raise,
        raise,
    })
}

/// Whether a bettor raises: in full whenever that is worth more, or never.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Raising {
    /// The full raise whenever it has positive value.
    Best,
    /// Never.
    Never,
}

/// A bet's exact expected net per initial stake from `counts`, raising as `raising` says.
pub fn bet_return(
    rules: &RedDogRules,
    counts: &RankCounts,
    raising: Raising,
) -> Result<Fraction, OddsError> {
    let n = total(counts, 3)?;
    let mut sum = 0i128;
    let mut left = *counts;
    for (a, first) in Rank::ALL.iter().enumerate() {
        for (b, second) in Rank::ALL.iter().enumerate() {
            let orders = counts[a] * (counts[b] - i128::from(a == b));
            if orders == 0 {
                continue;
            }
            left[a] -= 1;
            left[b] -= 1;
            let third = third_card(rules, Spread::of(*first, *second), &left)?;
            let best = match (raising, third.raise) {
                (Raising::Best, Some(raise)) if raise.numerator() > 0 => raise,
                _ => third.no_raise,
            };
            // Per deal: best = numerator / denominator, a denominator dividing 100 (n − 2).
            sum += orders * best.numerator() * (100 * (n - 2) / best.denominator());
            left[a] += 1;
            left[b] += 1;
        }
    }
    Ok(Fraction::new(sum, n * (n - 1) * 100 * (n - 2)))
}

/// The cards in `counts`, at least `needed` of them.
pub(crate) fn total(counts: &RankCounts, needed: usize) -> Result<i128, OddsError> {
    let n: i128 = counts.iter().sum();
    if n < needed as i128 {
        return Err(OddsError::TooFewCards {
            needed,
            left: n as usize,
        });
    }
    Ok(n)
}

pub mod table;

#[cfg(test)]
mod tests;
