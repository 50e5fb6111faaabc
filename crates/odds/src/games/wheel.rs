//! Wheel of Fortune (wheel.md): 19 equally likely sectors, numbers 1–18 and the symbol.
//!
//! Each market's chance is the number of sectors it wins on, over 19, counted through the
//! domain's own settlement so the catalogue and the prices can never disagree.

use super::game_odds::GameOdds;
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::wheel::sector::{HIGHEST_NUMBER, SECTORS};
use livedraw_domain::games::wheel::Wheel;
use livedraw_domain::games::wheel::{Market, Outcome};
use livedraw_domain::GameKind;
use livedraw_domain::Verdict;

/// Every wheel market's exact chance (the single betting round).
pub fn chances() -> Chances {
    let outcomes: Vec<Outcome> = (1..=HIGHEST_NUMBER)
        .map(Outcome::Number)
        .chain([Outcome::Symbol])
        .collect();
    let markets = Market::all()
        .into_iter()
        .map(|market| {
            let wins = outcomes
                .iter()
                .filter(|&&outcome| market.settle(outcome) == Verdict::Win)
                .count();
            MarketChance::new(market.id().as_str(), wins as f64 / f64::from(SECTORS))
        })
        .collect();
    Chances { round: 1, markets }
}

/// What the Wheel of Fortune's odds depend on: nothing of the table (its sectors are fixed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WheelState;

impl GameOdds for WheelState {
    type Game = Wheel;

    fn capture(_: &Wheel) -> Result<WheelState, OddsError> {
        Ok(WheelState)
    }

    fn kind(&self) -> GameKind {
        GameKind::Wheel
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances())
    }
}
