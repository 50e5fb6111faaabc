//! Sic bo (table-games.md): every market's exact probability and return to player over the
//! 6³ = 216 equally likely rolls, settled through the domain's own settlement.
//!
//! Every bet depends only on the multiset of faces, so the engine settles the 56 sorted rolls,
//! each weighted by its orderings (1 for a triple, 3 for a pair, 6 for three different faces).

use super::game_odds::GameOdds;
use crate::chances::Chances;
use crate::error::OddsError;
use crate::fixed;
use livedraw_domain::games::sic_bo::SicBo;
use livedraw_domain::games::sic_bo::{catalogue, Outcome, SicBoConfig};
use livedraw_domain::GameKind;

/// Every market's exact chance and return for a table configured with `config`.
pub fn chances(config: &SicBoConfig) -> Chances {
    let rolls = sorted_rolls();
    fixed::chances(
        1,
        &catalogue(config),
        rolls.iter().map(|(roll, ways)| (roll, *ways)),
    )
}

/// The 56 sorted rolls with their number of orderings.
fn sorted_rolls() -> Vec<(Outcome, f64)> {
    let mut rolls = Vec::with_capacity(56);
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                let ways = match (a == b, b == c) {
                    (true, true) => 1.0,
                    (false, false) if a != c => 6.0,
                    _ => 3.0,
                };
                rolls.push((Outcome { dice: [a, b, c] }, ways));
            }
        }
    }
    rolls
}

/// What sic bo's odds depend on: the table's configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct SicBoState {
    /// The table's configuration.
    pub config: SicBoConfig,
}

impl GameOdds for SicBoState {
    type Game = SicBo;

    fn capture(game: &SicBo) -> Result<SicBoState, OddsError> {
        Ok(SicBoState {
            config: game.config().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::SicBo
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances(&self.config))
    }
}
