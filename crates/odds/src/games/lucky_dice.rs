//! lucky_dice: exact probabilities and returns (placeholder until the game's engine lands).

use crate::chances::Chances;
use livedraw_domain::games::lucky_dice::LuckyDiceConfig;

/// Every market's exact chance and return.
pub fn chances(_config: &LuckyDiceConfig) -> Chances {
    todo!("lucky_dice odds")
}
