//! The fixed-payout games' options (`GameOptions`) to the domain's game configurations and
//! back, each game's by its module in [`crate::games`], with what they share (raised payouts,
//! repeat limits), so that a journaled `TableSettings` says exactly how a table runs: its wheel, paytable,
//! raised payouts, layout and limits; for blackjack, its version, shoe, side game, decision
//! window and table options.

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;
use livedraw_domain::{GameConfig, GameKind, Payout, PayoutOverrides};

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

/// A repeat limit: from 1 (the first void spin cancels) to the rules' most.
pub(crate) fn limit(field: &'static str, value: u32) -> Result<u8, DecodeError> {
    crate::common::narrow_u8(field, value, 1, MAX_REPEAT_LIMIT)
}

pub(crate) fn encode_payouts(payouts: &PayoutOverrides) -> Vec<v1::PayoutOverride> {
    payouts
        .iter()
        .map(|(bet, payout)| v1::PayoutOverride {
            bet: bet.to_string(),
            payout_hundredths: payout.as_hundredths(),
        })
        .collect()
}

pub(crate) fn decode_payouts(
    payouts: &[v1::PayoutOverride],
) -> Result<PayoutOverrides, DecodeError> {
    if let Some(blank) = payouts.iter().find(|payout| payout.bet.is_empty()) {
        return Err(DecodeError::Inconsistent {
            field: "settings.options.payouts.bet",
            detail: format!(
                "a payout of {} hundredths names no bet",
                blank.payout_hundredths
            ),
        });
    }
    Ok(PayoutOverrides::from_pairs(payouts.iter().map(|payout| {
        (
            payout.bet.clone(),
            Payout::hundredths(payout.payout_hundredths),
        )
    })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::v1::game_options::Game as Wire;
    use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, Version};
    use std::time::Duration;

    fn blackjack_options(config: &BlackjackConfig) -> v1::BlackjackOptions {
        crate::games::blackjack::encode_options(config)
    }

    fn decode(options: v1::BlackjackOptions) -> Result<GameConfig, DecodeError> {
        let wire = v1::GameOptions {
            game: Some(Wire::Blackjack(options)),
        };
        decode_options(GameKind::Blackjack, Some(&wire))
    }

    #[test]
    fn every_version_s_studio_default_round_trips() {
        for version in Version::ALL {
            let config = GameConfig::Blackjack(BlackjackConfig::of(version));
            let wire = encode_options(&config);
            assert_eq!(
                decode_options(GameKind::Blackjack, wire.as_ref()),
                Ok(config),
                "version {version}"
            );
        }
    }

    #[test]
    fn every_field_of_a_blackjack_table_round_trips() {
        for side_game in SideGame::ALL.map(Some).into_iter().chain([None]) {
            let mut config = BlackjackConfig::of(Version::N);
            config.decks = 8;
            config.side_game = side_game;
            config.surrender_where_open = true;
            config.decision_window = Duration::from_millis(12_345);
            config.options.blackjack_pays = Payout::hundredths(200);
            config.options.twenty_one_pushes_dealer_blackjack = true;
            config.options.original_stake_only_under_ace = false;
            let wire = blackjack_options(&config);
            assert_eq!(wire.version, "N");
            assert_eq!(wire.decision_window_ms, 12_345);
            assert_eq!(decode(wire), Ok(GameConfig::Blackjack(config)));
        }
    }

    #[test]
    fn an_unknown_version_letter_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.version = "T".into();
        assert_eq!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.version",
                detail: "`T` is not a blackjack version (A to S)".into()
            })
        );
    }

    #[test]
    fn a_shoe_outside_one_to_eight_decks_is_refused() {
        for decks in [0, 9, 300] {
            let mut wire = blackjack_options(&BlackjackConfig::default());
            wire.decks = decks;
            assert_eq!(
                decode(wire),
                Err(DecodeError::OutOfRange {
                    field: "settings.options.blackjack.decks",
                    value: u64::from(decks),
                    min: 1,
                    max: 8
                })
            );
        }
    }

    #[test]
    fn an_unknown_side_game_letter_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.side_game = "J".into();
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.side_game",
                ..
            })
        ));
    }

    #[test]
    fn a_decision_window_under_a_second_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::default());
        wire.decision_window_ms = 999;
        assert_eq!(
            decode(wire),
            Err(DecodeError::OutOfRange {
                field: "settings.options.blackjack.decision_window_ms",
                value: 999,
                min: 1_000,
                max: u64::MAX
            })
        );
    }

    #[test]
    fn a_blackjack_payout_the_version_does_not_post_is_refused() {
        let mut wire = blackjack_options(&BlackjackConfig::of(Version::H));
        wire.blackjack_pays_hundredths = 130;
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "settings.options.blackjack.blackjack_pays_hundredths",
                ..
            })
        ));
    }

    #[test]
    fn a_blackjack_table_needs_blackjack_options() {
        assert_eq!(
            decode_options(GameKind::Blackjack, None),
            Err(DecodeError::Missing {
                field: "settings.options"
            })
        );
        let sic_bo = v1::GameOptions {
            game: Some(Wire::SicBo(v1::SicBoOptions { payouts: vec![] })),
        };
        assert!(matches!(
            decode_options(GameKind::Blackjack, Some(&sic_bo)),
            Err(DecodeError::Inconsistent {
                field: "settings.options",
                ..
            })
        ));
        let blackjack = encode_options(&GameConfig::of(GameKind::Blackjack));
        assert!(matches!(
            decode_options(GameKind::PuntoBanco, blackjack.as_ref()),
            Err(DecodeError::Inconsistent {
                field: "settings.options",
                ..
            })
        ));
    }
}
