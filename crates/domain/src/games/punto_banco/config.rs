//! A punto banco table's options: commission or no-commission, and its payouts.

use crate::paytable::PayoutOverrides;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};

/// Commission or no-commission.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Banco wins pay 1:1 less 5 % commission.
    Commission,
    /// Banco wins pay 1:1, except a banco win with this total (6, or alternatively 5), which
    /// pays 1:2.
    NoCommission {
        /// The banco total that pays 1:2.
        exception_total: u8,
    },
}

impl Variant {
    /// `commission` or `no_commission`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Commission => "commission",
            Variant::NoCommission { .. } => "no_commission",
        }
    }
}

/// A punto banco table's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuntoBancoConfig {
    /// Commission or no-commission.
    pub variant: Variant,
    /// Payouts raised above the rulebook's, by bet (`punto`, `banco`, `tie`).
    pub payouts: PayoutOverrides,
    /// The shoe's decks and end (six decks, fewer than 40 cards, by default).
    #[serde(default)]
    pub shoe: ShoeRule,
}

impl Default for PuntoBancoConfig {
    fn default() -> PuntoBancoConfig {
        PuntoBancoConfig {
            variant: Variant::Commission,
            payouts: PayoutOverrides::none(),
            shoe: ShoeRule::default(),
        }
    }
}
