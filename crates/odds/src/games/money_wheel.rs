//! The money wheel (table-games.md): every symbol's exact probability and return to player over
//! the 54 equally likely sectors of the table's layout, settled through the domain's own
//! settlement.

use crate::chances::Chances;
use crate::fixed;
use livedraw_domain::games::money_wheel::{catalogue, MoneyWheelConfig, Outcome};

/// Every market's exact chance and return for a wheel laid out as `config`.
pub fn chances(config: &MoneyWheelConfig) -> Chances {
    let stops: Vec<Outcome> = config
        .sectors
        .iter()
        .zip(0u8..)
        .map(|(symbol, sector)| Outcome {
            sector,
            symbol: symbol.clone(),
        })
        .collect();
    fixed::chances(1, &catalogue(config), stops.iter().map(|stop| (stop, 1.0)))
}
