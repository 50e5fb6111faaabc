//! Fixed payouts as configuration: the rules' figures are minimums (table-games.md), so an
//! operator may raise a bet's payout and never lower it.

use crate::market::Payout;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// Why a table's paytable is refused at start-up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PaytableError {
    /// A configured payout is below the rulebook's for that bet.
    #[error("market `{market}` pays {configured}, below the rulebook's minimum of {minimum}")]
    BelowMinimum {
        /// The bet (or market) named.
        market: String,
        /// What the configuration says.
        configured: Payout,
        /// What the rules publish.
        minimum: Payout,
    },
    /// A payout is given for a bet the game does not have.
    #[error("`{bet}` is not a bet of this game (its bets: {known})")]
    UnknownBet {
        /// The name given.
        bet: String,
        /// The game's bet names, comma-separated.
        known: String,
    },
    /// The game's layout or options do not fit its rules (a money wheel without 54 sectors).
    #[error("{0}")]
    Layout(String),
    /// The table's shoe does not fit the rulebooks (0 or 9 decks, a cut card deeper than the
    /// shoe).
    #[error("{0}")]
    Shoe(#[from] crate::shoe_rule::ShoeRuleError),
}

/// Payouts an operator raised above a paytable's, by bet name (`straight`, `tie`, …).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PayoutOverrides(BTreeMap<String, Payout>);

impl PayoutOverrides {
    /// No overrides: the paytable as published.
    pub fn none() -> PayoutOverrides {
        PayoutOverrides::default()
    }

    /// Overrides from `(bet, payout)` pairs.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (String, Payout)>) -> PayoutOverrides {
        PayoutOverrides(pairs.into_iter().collect())
    }

    /// Every override, by bet name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Payout)> {
        self.0.iter().map(|(bet, payout)| (bet.as_str(), *payout))
    }

    /// Whether nothing is overridden.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The payout of `bet`: the override when there is one, else `published`.
    pub fn payout(&self, bet: &str, published: Payout) -> Payout {
        self.0.get(bet).copied().unwrap_or(published)
    }

    /// Checks every override against `minimum`, the rulebook's payout of a bet name (`None`
    /// for a name the game does not have).
    pub fn check(
        &self,
        minimum: impl Fn(&str) -> Option<Payout>,
        known: &[&str],
    ) -> Result<(), PaytableError> {
        for (bet, configured) in self.iter() {
            let Some(minimum) = minimum(bet) else {
                return Err(PaytableError::UnknownBet {
                    bet: bet.to_string(),
                    known: known.join(", "),
                });
            };
            if configured < minimum {
                return Err(PaytableError::BelowMinimum {
                    market: bet.to_string(),
                    configured,
                    minimum,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn minimum(bet: &str) -> Option<Payout> {
        (bet == "straight").then_some(Payout::times(35))
    }

    #[test]
    fn a_raised_payout_is_taken() {
        let overrides = PayoutOverrides::from_pairs([("straight".to_string(), Payout::times(36))]);
        assert_eq!(overrides.check(minimum, &["straight"]), Ok(()));
        assert_eq!(
            overrides.payout("straight", Payout::times(35)),
            Payout::times(36)
        );
        assert_eq!(
            overrides.payout("split", Payout::times(17)),
            Payout::times(17)
        );
    }

    #[test]
    fn a_payout_below_the_rulebook_is_refused_naming_the_market() {
        let overrides = PayoutOverrides::from_pairs([("straight".to_string(), Payout::times(34))]);
        let error = overrides
            .check(minimum, &["straight"])
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "market `straight` pays 34x, below the rulebook's minimum of 35x"
        );
    }

    #[test]
    fn an_unknown_bet_is_refused() {
        let overrides = PayoutOverrides::from_pairs([("plein".to_string(), Payout::times(35))]);
        assert!(matches!(
            overrides.check(minimum, &["straight"]),
            Err(PaytableError::UnknownBet { .. })
        ));
    }
}
