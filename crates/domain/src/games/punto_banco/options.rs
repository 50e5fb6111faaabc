//! Punto banco's options in the studio file: its paytable (with commission, or without and
//! its exception total), raised payouts and shoe.

use super::{PuntoBanco, PuntoBancoConfig, Variant};
use crate::options::{overrides, Configure, GameOptions, Multipliers, OptionError};
use crate::shoe_options::{shoe_rule, ShoeEndOption};
use serde::Deserialize;

/// A punto banco table's options in the studio file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuntoBancoOptions {
    /// `commission` (default) or `no_commission`.
    paytable: Option<String>,
    /// Payouts raised above the paytable's, by bet (`banco = 0.96`).
    payouts: Option<Multipliers>,
    /// The `no_commission` paytable: the banco total whose win pays 1:2 (6 by default, or 5).
    exception_total: Option<u8>,
    /// Decks in the shoe, 1 to 8 (default 6).
    decks: Option<u8>,
    /// What ends the shoe (default: fewer than 40 cards left).
    shoe_end: Option<ShoeEndOption>,
}

impl GameOptions for PuntoBanco {
    type Options = PuntoBancoOptions;
}

impl Configure<PuntoBanco> for PuntoBancoOptions {
    fn configure(self, defaults: &PuntoBanco) -> Result<PuntoBanco, OptionError> {
        Ok(PuntoBanco::new(PuntoBancoConfig {
            variant: self.variant()?,
            payouts: overrides(self.payouts.as_ref())?,
            shoe: shoe_rule(self.decks, self.shoe_end.as_ref(), defaults.config().shoe)?,
        }))
    }
}

impl PuntoBancoOptions {
    /// The paytable named, with its exception total.
    fn variant(&self) -> Result<Variant, OptionError> {
        match self.paytable.as_deref() {
            None | Some("commission") => match self.exception_total {
                None => Ok(Variant::Commission),
                Some(_) => Err(OptionError::new(
                    "`exception_total` applies to the `no_commission` paytable only",
                )),
            },
            Some("no_commission") => match self.exception_total.unwrap_or(6) {
                exception_total @ (5 | 6) => Ok(Variant::NoCommission { exception_total }),
                other => Err(OptionError::new(format!(
                    "exception_total {other}: the rules allow 6 or 5"
                ))),
            },
            Some(other) => Err(OptionError::new(format!(
                "punto banco paytable `{other}` is not `commission` or `no_commission`"
            ))),
        }
    }
}
