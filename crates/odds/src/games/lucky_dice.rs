//! Lucky dice (table-games.md): every market's exact probability and return to player over the
//! 36 equally likely (red, green) throws, settled through the domain's own settlement.

use super::game_odds::GameOdds;
use crate::chances::Chances;
use crate::error::OddsError;
use crate::fixed;
use livedraw_domain::games::lucky_dice::LuckyDice;
use livedraw_domain::games::lucky_dice::{catalogue, LuckyDiceConfig, Outcome};
use livedraw_domain::GameKind;

/// Every market's exact chance and return for a table configured with `config`.
pub fn chances(config: &LuckyDiceConfig) -> Chances {
    let throws: Vec<Outcome> = (1..=6u8)
        .flat_map(|red| (1..=6u8).map(move |green| Outcome { red, green }))
        .collect();
    fixed::chances(1, &catalogue(config), throws.iter().map(|t| (t, 1.0)))
}

/// What lucky dice's odds depend on: the table's configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct LuckyDiceState {
    /// The table's configuration.
    pub config: LuckyDiceConfig,
}

impl GameOdds for LuckyDiceState {
    type Game = LuckyDice;

    fn capture(game: &LuckyDice) -> Result<LuckyDiceState, OddsError> {
        Ok(LuckyDiceState {
            config: game.config().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::LuckyDice
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances(&self.config))
    }
}
