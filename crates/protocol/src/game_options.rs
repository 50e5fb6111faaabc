//! The fixed-payout games' options (`GameOptions`) to the domain's game configurations and
//! back, each game's by its module in [`crate::games`], with what they share (raised payouts in
//! `raised_payouts.rs`, repeat limits in `repeat_limit.rs`), so that a journaled `TableSettings` says exactly how a table runs: its wheel, paytable,
//! raised payouts, layout and limits; for blackjack, its version, shoe, side game, decision
//! window and table options.

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::{GameConfig, GameKind};

/// The options of a fixed-payout game's configuration; `None` for the live-odds games.
pub fn encode_options(game: &GameConfig) -> Option<v1::GameOptions> {
    crate::games::encode_options(game).map(|options| v1::GameOptions {
        game: Some(options),
    })
}

/// The configuration of `game` with `options`; the live-odds games take none, and a
/// fixed-payout game's options must be given and be its own.
pub fn decode_options(
    game: GameKind,
    options: Option<&v1::GameOptions>,
) -> Result<GameConfig, DecodeError> {
    let Some(options) = options.and_then(|options| options.game.as_ref()) else {
        if game.is_fixed_payout() {
            return Err(DecodeError::Missing {
                field: "settings.options",
            });
        }
        return Ok(GameConfig::of(game));
    };
    if crate::games::owner(options) != game {
        return Err(DecodeError::Inconsistent {
            field: "settings.options",
            detail: format!("the options are not those of a {game} table"),
        });
    }
    crate::games::decode_options(options)
}

#[cfg(test)]
mod tests {
    use super::{decode_options, encode_options};
    use crate::error::DecodeError;
    use livedraw_domain::games::blackjack::{BlackjackConfig, Version};
    use livedraw_domain::{GameConfig, GameKind};

    #[test]
    fn a_blackjack_table_needs_blackjack_options() {
        assert_eq!(
            decode_options(GameKind::Blackjack, None),
            Err(DecodeError::Missing {
                field: "settings.options"
            })
        );
        let roulette = encode_options(&GameConfig::of(GameKind::Roulette));
        assert!(matches!(
            decode_options(GameKind::Blackjack, roulette.as_ref()),
            Err(DecodeError::Inconsistent {
                field: "settings.options",
                ..
            })
        ));
        let blackjack = encode_options(&GameConfig::of(GameKind::Blackjack));
        assert!(matches!(
            decode_options(GameKind::MoneyWheel, blackjack.as_ref()),
            Err(DecodeError::Inconsistent {
                field: "settings.options",
                ..
            })
        ));
    }

    #[test]
    fn every_version_s_studio_default_round_trips() {
        for version in Version::EVERY {
            let config = GameConfig::Blackjack(BlackjackConfig::of(version));
            let wire = encode_options(&config);
            assert_eq!(
                decode_options(GameKind::Blackjack, wire.as_ref()),
                Ok(config),
                "version {version}"
            );
        }
    }
}
