//! Lucky dice (table-games.md): every market's exact probability and return to player over the
//! 36 equally likely (red, green) throws, settled through the domain's own settlement.

use crate::chances::Chances;
use crate::fixed;
use livedraw_domain::games::lucky_dice::{catalogue, LuckyDiceConfig, Outcome};

/// Every market's exact chance and return for a table configured with `config`.
pub fn chances(config: &LuckyDiceConfig) -> Chances {
    let throws: Vec<Outcome> = (1..=6u8)
        .flat_map(|red| (1..=6u8).map(move |green| Outcome { red, green }))
        .collect();
    fixed::chances(1, &catalogue(config), throws.iter().map(|t| (t, 1.0)))
}
