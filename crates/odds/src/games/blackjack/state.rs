//! What blackjack's betting round is priced from: the table's configuration and its shoe.

use super::markets::chances;
use crate::chances::Chances;
use crate::error::OddsError;
use crate::games::game_odds::GameOdds;
use crate::games::shoe::{in_play, remaining};
use livedraw_domain::games::blackjack::{Blackjack, BlackjackConfig};
use livedraw_domain::{Card, Composition, GameKind};

/// What is on a blackjack table as its betting round opens.
#[derive(Clone, Debug, PartialEq)]
pub struct BlackjackState {
    /// The table's configuration (version, side game, options).
    pub config: BlackjackConfig,
    /// The cards still in the shoe.
    pub shoe: Composition,
}

impl BlackjackState {
    /// The state of a table configured as `config` dealing from its shoe less the `seen` cards
    /// (dealt, burned).
    pub fn from_parts(config: BlackjackConfig, seen: &[Card]) -> Result<BlackjackState, OddsError> {
        Ok(BlackjackState {
            shoe: remaining(config.shoe.decks, seen)?,
            config,
        })
    }
}

impl GameOdds for BlackjackState {
    type Game = Blackjack;

    fn capture(game: &Blackjack) -> Result<BlackjackState, OddsError> {
        Ok(BlackjackState {
            config: *game.config(),
            shoe: in_play(game.shoe())?,
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::Blackjack
    }

    /// Every seat and side bet of the betting round (about 0.07 s, docs/odds.md: `[pricing]
    /// blackjack_rounds` may turn the engine's pricing of it off).
    fn chances(&self) -> Result<Chances, OddsError> {
        chances(&self.config, &self.shoe)
    }
}
