//! roulette: exact probabilities and returns (placeholder until the game's engine lands).

use crate::chances::Chances;
use livedraw_domain::games::roulette::RouletteConfig;

/// Every market's exact chance and return.
pub fn chances(_config: &RouletteConfig) -> Chances {
    todo!("roulette odds")
}
