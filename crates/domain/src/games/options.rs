//! The dispatch of a table's options in the studio file to its game's options type (each
//! game's `options.rs`, or [`NoOptions`](crate::options::NoOptions)) through
//! [`crate::each_game!`], so a game without its [`GameOptions`] impl does not compile.

use super::{Game, GameConfig};
use crate::kind::GameKind;
use crate::options::{keys, Configure, GameOptions, OptionError};
use serde::{Deserialize, Deserializer};

impl GameConfig {
    /// This configuration (the game's defaults) with the options `given` holds, as the game
    /// reads them. The configuration is not checked against the rules yet
    /// ([`GameConfig::check`]).
    pub fn configured<'de, D: Deserializer<'de>>(
        &self,
        given: D,
    ) -> Result<GameConfig, OptionError> {
        let mut game = Game::new(self);
        crate::each_game!(&mut game, rules => *rules = configure(rules, given)?);
        Ok(game.config())
    }

    /// The options of the studio file a table of `game` takes: its options type's fields.
    pub fn option_keys(game: GameKind) -> &'static [&'static str] {
        crate::each_game!(&Game::new(&GameConfig::of(game)), rules => keys_of(rules))
    }
}

/// `defaults` configured with the options `given` holds.
fn configure<'de, Rules: GameOptions, D: Deserializer<'de>>(
    defaults: &Rules,
    given: D,
) -> Result<Rules, OptionError> {
    // A deserializer may break its message over lines (TOML's adds "in `key`" on the next);
    // the studio prints it as one line after the table's name.
    let options = Rules::Options::deserialize(given).map_err(|error| {
        OptionError::new(
            error
                .to_string()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        )
    })?;
    options.configure(defaults)
}

/// The keys of the game of `rules`.
fn keys_of<Rules: GameOptions>(_: &Rules) -> &'static [&'static str] {
    keys::<Rules::Options>()
}
