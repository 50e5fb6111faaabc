//! A table's game options as the studio file spells them (`wheel = "double"`,
//! `payouts = { tie = 9 }`, `version = "N"`): each game's rules type names its options type
//! ([`GameOptions`]), a struct of optional fields in the game's `options.rs`, and that type
//! configures the game's rules from them ([`Configure`]). A game without options takes
//! [`NoOptions`]. The keys a game takes are its options type's fields ([`keys`]), so they are
//! written once. [`crate::games::GameConfig::configured`] reaches the impls through
//! [`crate::each_game!`], so a game without them does not compile.

use crate::market::Payout;
use crate::paytable::PayoutOverrides;
use serde::de::{self, DeserializeOwned, Visitor};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;
use thiserror::Error;

/// A game's options in the studio file, implemented by the game's rules type.
pub trait GameOptions: Sized {
    /// The options the file may give a table of this game.
    type Options: Configure<Self>;
}

/// A game's options as read from the studio file: every field optional, an unknown one
/// refused (`#[serde(deny_unknown_fields)]`).
pub trait Configure<Rules>: DeserializeOwned {
    /// `defaults` (the game's rules under its default configuration) configured with these
    /// options.
    fn configure(self, defaults: &Rules) -> Result<Rules, OptionError>;
}

/// The options of a game that takes none: a table of it keeps its defaults.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoOptions {}

impl<Rules: Clone> Configure<Rules> for NoOptions {
    fn configure(self, defaults: &Rules) -> Result<Rules, OptionError> {
        Ok(defaults.clone())
    }
}

/// Why a table's options cannot configure its game; the studio names the table.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct OptionError(String);

impl OptionError {
    /// An option the rules do not allow, in the studio file's words.
    pub fn new(problem: impl Into<String>) -> OptionError {
        OptionError(problem.into())
    }
}

/// Net multipliers by bet or symbol name, as the file writes them (`straight = 36`,
/// `banco = 0.96`).
pub type Multipliers = BTreeMap<String, f64>;

/// A net multiplier from the file (`35`, `0.95`) for `bet`, exact to the hundredth.
pub fn payout_of(multiplier: f64, bet: &str) -> Result<Payout, OptionError> {
    let hundredths = (multiplier * 100.0).round();
    let exact = (multiplier * 100.0 - hundredths).abs() < 1e-6;
    if !exact || !(1.0..=1_000_000.0).contains(&hundredths) {
        return Err(OptionError::new(format!(
            "payout of `{bet}` is {multiplier}: a positive multiplier in hundredths, such as 35 or 0.95"
        )));
    }
    Ok(Payout::hundredths(hundredths as i32))
}

/// A table's raised paytable lines (`pays = { … }`), each with its payout; none when the file
/// gives none. The game's configuration checks the lines' names and minimums.
pub fn raised_lines(pays: Option<&Multipliers>) -> Result<Vec<(String, Payout)>, OptionError> {
    pays.into_iter()
        .flatten()
        .map(|(line, times)| Ok((line.clone(), payout_of(*times, line)?)))
        .collect()
}

/// The table's raised payouts (`payouts = { … }`), none when the file gives none.
pub fn overrides(payouts: Option<&Multipliers>) -> Result<PayoutOverrides, OptionError> {
    let Some(payouts) = payouts else {
        return Ok(PayoutOverrides::none());
    };
    let pairs = payouts
        .iter()
        .map(|(bet, multiplier)| Ok((bet.clone(), payout_of(*multiplier, bet)?)))
        .collect::<Result<Vec<_>, OptionError>>()?;
    Ok(PayoutOverrides::from_pairs(pairs))
}

/// The keys of an options type: the names of its fields, as serde's derive gives them to a
/// deserializer asked for the struct.
pub fn keys<Options: DeserializeOwned>() -> &'static [&'static str] {
    let mut fields = FieldNames(&[]);
    // The deserializer only records the names and stops, so the result is always an error.
    let _ = Options::deserialize(&mut fields);
    fields.0
}

/// A deserializer that records the field names of the struct it is asked for, and gives no
/// value.
struct FieldNames(&'static [&'static str]);

impl<'de> Deserializer<'de> for &mut FieldNames {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("only the field names are read"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        self.0 = fields;
        self.deserialize_any(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_without_options_takes_no_keys() {
        assert!(keys::<NoOptions>().is_empty());
    }

    #[test]
    fn a_payout_is_exact_to_the_hundredth() {
        assert_eq!(payout_of(0.95, "banco"), Ok(Payout::hundredths(95)));
        assert_eq!(payout_of(35.0, "straight"), Ok(Payout::hundredths(3_500)));
        for refused in [35.001, 0.0, -1.0, f64::NAN, 20_000.0] {
            let error = payout_of(refused, "straight").expect_err("refused");
            assert!(error.to_string().starts_with("payout of `straight` is"));
        }
    }
}
