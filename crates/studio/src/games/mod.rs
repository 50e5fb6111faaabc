//! One module per game that takes options in the studio file (the fixed-payout games and
//! blackjack), implementing [`StudioOptions`] for its game's rules type: the keys it takes and
//! its configuration built from them. The live-odds games take none; their impls are together
//! in `live_odds.rs`. [`config`] and [`keys`], which
//! [`TableSpec::game_config`](crate::table::TableSpec) calls, dispatch to the impls through
//! the domain's `each_game!`, so a game without one does not compile.

pub mod blackjack;
mod live_odds;
pub mod lucky_dice;
pub mod money_wheel;
pub mod punto_banco;
pub mod roulette;
pub mod sic_bo;

#[cfg(test)]
mod test_options;

use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::Game;
use livedraw_domain::{each_game, GameConfig, GameKind};

/// A game's options in the studio file, implemented by its module for the domain's rules type
/// of the game.
pub(crate) trait StudioOptions {
    /// The options of the studio file a table of this game takes (none by default).
    const KEYS: &'static [&'static str] = &[];

    /// The configuration of a table of `spec`: the game's `defaults` (the configuration `self`
    /// was made with) with the table's options. `place` names the table in errors. A game
    /// without options keeps its defaults.
    fn configure(
        &self,
        _spec: &TableSpec,
        defaults: &GameConfig,
        _place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(defaults.clone())
    }

    /// [`StudioOptions::KEYS`], of this game.
    fn keys(&self) -> &'static [&'static str] {
        Self::KEYS
    }
}

/// The configuration of a table of `spec`, from its game's `defaults` and its options, by its
/// game's module.
pub(crate) fn config(
    spec: &TableSpec,
    defaults: &GameConfig,
    place: &str,
) -> Result<GameConfig, ConfigError> {
    each_game!(&Game::new(defaults), rules => StudioOptions::configure(rules, spec, defaults, place))
}

/// The options of the studio file a `game` table takes, by its game's module.
pub(crate) fn keys(game: GameKind) -> &'static [&'static str] {
    each_game!(&Game::new(&GameConfig::of(game)), rules => StudioOptions::keys(rules))
}

#[cfg(test)]
mod tests {
    use super::test_options::options;
    use livedraw_domain::GameKind;

    #[test]
    fn a_paytable_below_the_rulebook_is_refused_at_start_up_naming_the_market() {
        let error = options("payouts = { straight = 34 }")
            .game_config(GameKind::Roulette, "table roulette-1")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table roulette-1: market `straight` pays 34x, below the rulebook's minimum of 35x"
        );
        let error = options("symbols = { \"1\" = 1, \"2\" = 2, \"5\" = 5, \"10\" = 10, \"20\" = 20, joker = 45, logo = 40 }")
            .game_config(GameKind::MoneyWheel, "table money-wheel-1")
            .expect_err("refused");
        assert!(
            error.to_string().contains("market `symbol_logo` pays 40x"),
            "{error}"
        );
        let raised = options("payouts = { tie = 9 }").game_config(GameKind::PuntoBanco, "t");
        assert!(raised.is_ok());
    }
}
