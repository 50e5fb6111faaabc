//! Roulette (table-games.md): every market's exact probability and return to player over the
//! equally likely pockets of the table's wheel, settled through the domain's own settlement
//! (the zero rule included).

use crate::chances::Chances;
use crate::fixed;
use livedraw_domain::games::roulette::layout::pockets;
use livedraw_domain::games::roulette::{catalogue, RouletteConfig};

/// Every market's exact chance and return for a table configured with `config`.
pub fn chances(config: &RouletteConfig) -> Chances {
    let pockets = pockets(config.wheel);
    fixed::chances(
        1,
        &catalogue(config),
        pockets.iter().map(|pocket| (pocket, 1.0)),
    )
}
