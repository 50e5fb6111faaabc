//! The money wheel (table-games.md): every symbol's exact probability and return to player over
//! the 54 equally likely sectors of the table's layout, settled through the domain's own
//! settlement.

use super::game_odds::GameOdds;
use crate::chances::Chances;
use crate::error::OddsError;
use crate::fixed;
use livedraw_domain::games::money_wheel::MoneyWheel;
use livedraw_domain::games::money_wheel::{catalogue, MoneyWheelConfig, Outcome};
use livedraw_domain::GameKind;

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

/// What the money wheel's odds depend on: the table's configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct MoneyWheelState {
    /// The table's configuration.
    pub config: MoneyWheelConfig,
}

impl GameOdds for MoneyWheelState {
    type Game = MoneyWheel;

    fn capture(game: &MoneyWheel) -> Result<MoneyWheelState, OddsError> {
        Ok(MoneyWheelState {
            config: game.config().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::MoneyWheel
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances(&self.config))
    }
}
