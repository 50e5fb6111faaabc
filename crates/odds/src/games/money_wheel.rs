//! money_wheel: exact probabilities and returns (placeholder until the game's engine lands).

use crate::chances::Chances;
use livedraw_domain::games::money_wheel::MoneyWheelConfig;

/// Every market's exact chance and return.
pub fn chances(_config: &MoneyWheelConfig) -> Chances {
    todo!("money_wheel odds")
}
