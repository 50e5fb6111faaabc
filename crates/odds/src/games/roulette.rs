//! Roulette (table-games.md): every market's exact probability and return to player over the
//! equally likely pockets of the table's wheel, settled through the domain's own settlement
//! (the zero rule included).

use super::game_odds::GameOdds;
use crate::chances::Chances;
use crate::error::OddsError;
use crate::fixed;
use livedraw_domain::games::roulette::layout::pockets;
use livedraw_domain::games::roulette::Roulette;
use livedraw_domain::games::roulette::{catalogue, RouletteConfig};
use livedraw_domain::GameKind;

/// Every market's exact chance and return for a table configured with `config`.
pub fn chances(config: &RouletteConfig) -> Chances {
    let pockets = pockets(config.wheel);
    fixed::chances(
        1,
        &catalogue(config),
        pockets.iter().map(|pocket| (pocket, 1.0)),
    )
}

/// What roulette's odds depend on: the table's configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct RouletteState {
    /// The table's configuration.
    pub config: RouletteConfig,
}

impl GameOdds for RouletteState {
    type Game = Roulette;

    fn capture(game: &Roulette) -> Result<RouletteState, OddsError> {
        Ok(RouletteState {
            config: game.config().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::Roulette
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances(&self.config))
    }
}
