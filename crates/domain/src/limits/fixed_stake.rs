//! A market that takes one stake only (Oasis Stud's progressive bonus, stud-and-triple-bet.md:
//! "the fixed bonus stake [is] table configuration"): its smallest and largest stake are that
//! stake, at the table and for every operator, so `CheckBet` refuses any other. A limit the
//! studio file gives it that says otherwise is refused at start-up, naming where.

use super::amount::Amount;
use super::table::{MarketLimits, TableLimits};
use super::validate::LimitError;
use crate::market::MarketId;

impl TableLimits {
    /// Fixes `market`'s stake at `stake` for the table and every operator's profile; refused
    /// where a limit given for the market is another amount.
    pub fn fix_stake(&mut self, market: &MarketId, stake: Amount) -> Result<(), LimitError> {
        fix(
            self.markets.entry(market.clone()).or_default(),
            stake,
            || format!("market {market}"),
        )?;
        for (operator, profile) in &mut self.profiles {
            let limits = profile.markets.entry(market.clone()).or_default();
            fix(limits, stake, || {
                format!("operator {operator}, market {market}")
            })?;
        }
        Ok(())
    }
}

/// Sets both of `limits` to `stake`, refusing one given as another amount.
fn fix(
    limits: &mut MarketLimits,
    stake: Amount,
    place: impl Fn() -> String,
) -> Result<(), LimitError> {
    for given in [limits.min_stake, limits.max_stake].into_iter().flatten() {
        if given != stake {
            return Err(LimitError::FixedStake {
                place: place(),
                stake,
                given,
            });
        }
    }
    *limits = MarketLimits {
        min_stake: Some(stake),
        max_stake: Some(stake),
    };
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Profile;

    #[test]
    fn a_fixed_stake_market_takes_that_stake_at_the_table_and_for_every_operator() {
        let mut limits = TableLimits::default();
        limits.profiles.insert(
            "acme".into(),
            Profile {
                min_stake: Some(Amount::whole(5)),
                ..Profile::default()
            },
        );
        let bonus = MarketId::new("bonus");
        limits.fix_stake(&bonus, Amount::whole(1)).expect("fixed");
        for operator in ["", "acme"] {
            let fixed = limits.of(operator, &bonus);
            assert_eq!(fixed.min_stake, Amount::whole(1), "{operator}");
            assert_eq!(fixed.max_stake, Amount::whole(1), "{operator}");
        }
        assert_eq!(
            limits.of("acme", &MarketId::new("ante")).min_stake,
            Amount::whole(5)
        );
    }

    #[test]
    fn a_limit_given_to_a_fixed_stake_market_as_another_amount_is_refused() {
        let mut limits = TableLimits::default();
        let bonus = MarketId::new("bonus");
        limits.markets.insert(
            bonus.clone(),
            MarketLimits {
                min_stake: None,
                max_stake: Some(Amount::whole(5)),
            },
        );
        assert_eq!(
            limits.fix_stake(&bonus, Amount::whole(1)),
            Err(LimitError::FixedStake {
                place: "market bonus".into(),
                stake: Amount::whole(1),
                given: Amount::whole(5),
            })
        );
    }
}
