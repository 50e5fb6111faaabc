//! sic_bo: exact probabilities and returns (placeholder until the game's engine lands).

use crate::chances::Chances;
use livedraw_domain::games::sic_bo::SicBoConfig;

/// Every market's exact chance and return.
pub fn chances(_config: &SicBoConfig) -> Chances {
    todo!("sic_bo odds")
}
