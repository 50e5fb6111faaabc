//! Blackjack's options in the studio file: its version, shoe, side game, surrender, decision
//! window and table options.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::payout::payout_of;
use crate::table::TableSpec;
use livedraw_domain::games::blackjack::{
    Blackjack, BlackjackConfig, SideGame, TableOptions, Version,
};
use livedraw_domain::GameConfig;
use std::time::Duration;

impl StudioOptions for Blackjack {
    const KEYS: &'static [&'static str] = &[
        "version",
        "decks",
        "side_game",
        "surrender_where_open",
        "decision_window_seconds",
        "blackjack_pays",
        "twenty_one_pushes_dealer_blackjack",
        "original_stake_only_under_ace",
    ];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::Blackjack(config(spec, place)?))
    }
}

/// Blackjack: the version's studio default with the table's choices; the ranges (decks,
/// a payout the version posts, the decision window) are the domain's check, after.
fn config(spec: &TableSpec, place: &str) -> Result<BlackjackConfig, ConfigError> {
    let version = match &spec.version {
        None => BlackjackConfig::default().version,
        Some(letter) => letter
            .parse::<Version>()
            .map_err(|error| ConfigError::invalid(place, error.to_string()))?,
    };
    let defaults = BlackjackConfig::of(version);
    Ok(BlackjackConfig {
        version,
        decks: spec.decks.unwrap_or(defaults.decks),
        side_game: side_game(spec, place)?,
        surrender_where_open: spec
            .surrender_where_open
            .unwrap_or(defaults.surrender_where_open),
        decision_window: spec
            .decision_window_seconds
            .map_or(defaults.decision_window, Duration::from_secs),
        options: TableOptions {
            blackjack_pays: match spec.blackjack_pays {
                None => defaults.options.blackjack_pays,
                Some(multiplier) => payout_of(multiplier, place, "blackjack")?,
            },
            twenty_one_pushes_dealer_blackjack: spec
                .twenty_one_pushes_dealer_blackjack
                .unwrap_or(defaults.options.twenty_one_pushes_dealer_blackjack),
            original_stake_only_under_ace: spec
                .original_stake_only_under_ace
                .unwrap_or(defaults.options.original_stake_only_under_ace),
        },
    })
}

/// The side game named by its letter, `A` to `I` (the rulebook's order).
fn side_game(spec: &TableSpec, place: &str) -> Result<Option<SideGame>, ConfigError> {
    let Some(letter) = &spec.side_game else {
        return Ok(None);
    };
    SideGame::ALL
        .into_iter()
        .zip('A'..)
        .find(|(_, name)| letter.trim().eq_ignore_ascii_case(&name.to_string()))
        .map(|(game, _)| Some(game))
        .ok_or_else(|| ConfigError::invalid(place, format!("side_game `{letter}` is not A to I")))
}

#[cfg(test)]
mod tests {
    use crate::games::test_options::options;
    use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, TableOptions, Version};
    use livedraw_domain::{GameConfig, GameKind, Payout};
    use std::time::Duration;

    #[test]
    fn a_blackjack_table_takes_its_version_shoe_side_game_window_and_options() {
        let config = options(
            "version = \"N\"\ndecks = 8\nside_game = \"C\"\nsurrender_where_open = true\n\
             decision_window_seconds = 12\nblackjack_pays = 2\n\
             twenty_one_pushes_dealer_blackjack = true\noriginal_stake_only_under_ace = false",
        )
        .game_config(GameKind::Blackjack, "table b")
        .expect("valid");
        assert_eq!(
            config,
            GameConfig::Blackjack(BlackjackConfig {
                version: Version::N,
                decks: 8,
                side_game: Some(SideGame::C),
                surrender_where_open: true,
                decision_window: Duration::from_secs(12),
                options: TableOptions {
                    blackjack_pays: Payout::times(2),
                    twenty_one_pushes_dealer_blackjack: true,
                    original_stake_only_under_ace: false,
                },
            })
        );
        let defaults = options("")
            .game_config(GameKind::Blackjack, "table b")
            .expect("valid");
        assert_eq!(defaults, GameConfig::Blackjack(BlackjackConfig::default()));
    }

    #[test]
    fn a_blackjack_table_s_bad_options_are_refused() {
        for (text, problem) in [
            ("version = \"T\"", "is not a blackjack version"),
            ("decks = 9", "1 to 8 decks"),
            ("side_game = \"J\"", "side_game `J` is not A to I"),
            ("decision_window_seconds = 0", "shorter than a second"),
            (
                "version = \"H\"\nblackjack_pays = 1.3",
                "does not post a blackjack payout",
            ),
        ] {
            let error = options(text)
                .game_config(GameKind::Blackjack, "table b")
                .expect_err(text);
            assert!(error.to_string().contains(problem), "{text}: {error}");
        }
    }
}
