//! An amount of the betting operator's currency, exact in hundredths. The studio file writes
//! it as a decimal (`500`, `0.5`, `2.25`); more than two decimals, or a negative amount, is
//! refused when the file is read.

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// An amount of money in hundredths of the currency's unit (cents).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Amount(u64);

impl Amount {
    /// `hundredths` hundredths of the unit.
    pub const fn hundredths(hundredths: u64) -> Amount {
        Amount(hundredths)
    }

    /// `units` whole units.
    pub const fn whole(units: u64) -> Amount {
        Amount(units.saturating_mul(100))
    }

    /// The amount in hundredths.
    pub const fn as_hundredths(self) -> u64 {
        self.0
    }

    /// The amount of a decimal number of units, if it is not negative and has at most two
    /// decimals.
    pub fn of_decimal(units: f64) -> Result<Amount, String> {
        if !units.is_finite() || units < 0.0 {
            return Err(format!("{units} is below zero"));
        }
        let hundredths = (units * 100.0).round();
        // Two decimals read from text land within a rounding error of a whole hundredth.
        if (units * 100.0 - hundredths).abs() > 1e-6 * hundredths.max(1.0) {
            return Err(format!("{units} has more than two decimals"));
        }
        if hundredths >= u64::MAX as f64 {
            return Err(format!("{units} is too large"));
        }
        // Checked above: a whole, non-negative number within range.
        Ok(Amount(hundredths as u64))
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:02}", self.0 / 100, self.0 % 100)
    }
}

/// Written as a decimal number of units.
impl Serialize for Amount {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.is_multiple_of(100) {
            serializer.serialize_u64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.0 as f64 / 100.0)
        }
    }
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
        deserializer.deserialize_any(Decimal)
    }
}

/// Reads a whole or decimal number of units.
struct Decimal;

impl Visitor<'_> for Decimal {
    type Value = Amount;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an amount of money: a number not below zero, with at most two decimals")
    }

    fn visit_u64<E: de::Error>(self, units: u64) -> Result<Amount, E> {
        units
            .checked_mul(100)
            .map(Amount)
            .ok_or_else(|| E::custom(format!("{units} is too large")))
    }

    fn visit_i64<E: de::Error>(self, units: i64) -> Result<Amount, E> {
        let units = u64::try_from(units)
            .map_err(|_| E::custom(format!("an amount of {units} is below zero")))?;
        self.visit_u64(units)
    }

    fn visit_f64<E: de::Error>(self, units: f64) -> Result<Amount, E> {
        Amount::of_decimal(units).map_err(|why| E::custom(format!("an amount of {why}")))
    }
}
