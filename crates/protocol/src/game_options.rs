//! The fixed-payout games' options (`GameOptions`) to the domain's game configurations and
//! back, so that a journaled `TableSettings` says exactly how a table runs: its wheel, paytable,
//! raised payouts, layout and limits; for blackjack, its version, shoe, side game, decision
//! window and table options.

use crate::blackjack;
use crate::error::DecodeError;
use crate::v1;
use crate::v1::game_options::Game as Wire;
use livedraw_domain::games::blackjack::{BlackjackConfig, TableOptions, Version};
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;
use livedraw_domain::games::money_wheel::{MoneyWheelConfig, Symbol};
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_domain::games::{lucky_dice, sic_bo};
use livedraw_domain::{GameConfig, GameKind, Payout, PayoutOverrides};
use std::time::Duration;

/// A blackjack shoe holds at most eight decks.
const MAX_DECKS: u8 = 8;

/// The shortest decision window the rules allow: a second.
const MIN_DECISION_WINDOW_MS: u64 = 1_000;

/// The options of a fixed-payout game's configuration; `None` for the live-odds games.
pub fn encode_options(game: &GameConfig) -> Option<v1::GameOptions> {
    let options = match game {
        GameConfig::Roulette(config) => Wire::Roulette(v1::RouletteOptions {
            wheel: config.wheel.name().to_string(),
            paytable: config.paytable.name().to_string(),
            payouts: encode_payouts(&config.payouts),
            minimum_ball_revolutions: config.minimum_ball_revolutions,
            minimum_wheel_revolutions: config.minimum_wheel_revolutions,
            no_spin_limit: u32::from(config.no_spin_limit),
        }),
        GameConfig::MoneyWheel(config) => Wire::MoneyWheel(v1::MoneyWheelOptions {
            symbols: config
                .symbols
                .iter()
                .map(|symbol| v1::MoneyWheelSymbol {
                    name: symbol.name.clone(),
                    payout_hundredths: symbol.payout.as_hundredths(),
                })
                .collect(),
            sectors: config.sectors.clone(),
            void_spin_limit: u32::from(config.void_spin_limit),
        }),
        GameConfig::SicBo(config) => Wire::SicBo(v1::SicBoOptions {
            payouts: encode_payouts(&config.payouts),
        }),
        GameConfig::LuckyDice(config) => Wire::LuckyDice(v1::LuckyDiceOptions {
            payouts: encode_payouts(&config.payouts),
            invalid_throw_limit: u32::from(config.invalid_throw_limit),
        }),
        GameConfig::PuntoBanco(config) => Wire::PuntoBanco(v1::PuntoBancoOptions {
            variant: config.variant.name().to_string(),
            exception_total: match config.variant {
                Variant::Commission => 0,
                Variant::NoCommission { exception_total } => u32::from(exception_total),
            },
            payouts: encode_payouts(&config.payouts),
        }),
        GameConfig::Blackjack(config) => Wire::Blackjack(encode_blackjack(config)),
        GameConfig::Baccarat
        | GameConfig::War
        | GameConfig::Poker6
        | GameConfig::Wheel
        | GameConfig::Dice5
        | GameConfig::Lotto(_) => return None,
    };
    Some(v1::GameOptions {
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
    if owner(options) != game {
        return Err(DecodeError::Inconsistent {
            field: "settings.options",
            detail: format!("the options are not those of a {game} table"),
        });
    }
    let config = match options {
        Wire::Roulette(options) => GameConfig::Roulette(decode_roulette(options)?),
        Wire::MoneyWheel(options) => GameConfig::MoneyWheel(decode_money_wheel(options)?),
        Wire::SicBo(options) => GameConfig::SicBo(sic_bo::SicBoConfig {
            payouts: decode_payouts(&options.payouts)?,
        }),
        Wire::LuckyDice(options) => GameConfig::LuckyDice(lucky_dice::LuckyDiceConfig {
            payouts: decode_payouts(&options.payouts)?,
            invalid_throw_limit: limit(
                "settings.options.lucky_dice.invalid_throw_limit",
                options.invalid_throw_limit,
            )?,
        }),
        Wire::PuntoBanco(options) => GameConfig::PuntoBanco(decode_punto_banco(options)?),
        Wire::Blackjack(options) => GameConfig::Blackjack(decode_blackjack(options)?),
    };
    Ok(config)
}

/// The game whose options these are.
fn owner(options: &Wire) -> GameKind {
    match options {
        Wire::Roulette(_) => GameKind::Roulette,
        Wire::MoneyWheel(_) => GameKind::MoneyWheel,
        Wire::SicBo(_) => GameKind::SicBo,
        Wire::LuckyDice(_) => GameKind::LuckyDice,
        Wire::PuntoBanco(_) => GameKind::PuntoBanco,
        Wire::Blackjack(_) => GameKind::Blackjack,
    }
}

fn decode_roulette(options: &v1::RouletteOptions) -> Result<RouletteConfig, DecodeError> {
    Ok(RouletteConfig {
        wheel: WheelKind::from_name(&options.wheel).ok_or_else(|| DecodeError::Inconsistent {
            field: "settings.options.roulette.wheel",
            detail: format!("`{}` is not `single` or `double`", options.wheel),
        })?,
        paytable: Paytable::from_name(&options.paytable).ok_or_else(|| {
            DecodeError::Inconsistent {
                field: "settings.options.roulette.paytable",
                detail: format!("`{}` is not `arcade` or `casino`", options.paytable),
            }
        })?,
        payouts: decode_payouts(&options.payouts)?,
        minimum_ball_revolutions: options.minimum_ball_revolutions,
        minimum_wheel_revolutions: options.minimum_wheel_revolutions,
        no_spin_limit: limit(
            "settings.options.roulette.no_spin_limit",
            options.no_spin_limit,
        )?,
    })
}

fn decode_money_wheel(options: &v1::MoneyWheelOptions) -> Result<MoneyWheelConfig, DecodeError> {
    Ok(MoneyWheelConfig {
        symbols: options
            .symbols
            .iter()
            .map(|symbol| Symbol {
                name: symbol.name.clone(),
                payout: Payout::hundredths(symbol.payout_hundredths),
            })
            .collect(),
        sectors: options.sectors.clone(),
        void_spin_limit: limit(
            "settings.options.money_wheel.void_spin_limit",
            options.void_spin_limit,
        )?,
    })
}

fn decode_punto_banco(options: &v1::PuntoBancoOptions) -> Result<PuntoBancoConfig, DecodeError> {
    let variant = match options.variant.as_str() {
        "commission" => Variant::Commission,
        "no_commission" => Variant::NoCommission {
            exception_total: crate::common::narrow_u8(
                "settings.options.punto_banco.exception_total",
                options.exception_total,
                0,
                9,
            )?,
        },
        other => {
            return Err(DecodeError::Inconsistent {
                field: "settings.options.punto_banco.variant",
                detail: format!("`{other}` is not `commission` or `no_commission`"),
            })
        }
    };
    Ok(PuntoBancoConfig {
        variant,
        payouts: decode_payouts(&options.payouts)?,
    })
}

fn encode_blackjack(config: &BlackjackConfig) -> v1::BlackjackOptions {
    v1::BlackjackOptions {
        version: blackjack::version_letter(config.version),
        decks: u32::from(config.decks),
        side_game: blackjack::encode_side_game(config.side_game),
        surrender_where_open: config.surrender_where_open,
        decision_window_ms: u64::try_from(config.decision_window.as_millis()).unwrap_or(u64::MAX),
        blackjack_pays_hundredths: config.options.blackjack_pays.as_hundredths(),
        twenty_one_pushes_dealer_blackjack: config.options.twenty_one_pushes_dealer_blackjack,
        original_stake_only_under_ace: config.options.original_stake_only_under_ace,
    }
}

/// Blackjack's options, each field checked where the wire can say more than the rules take,
/// then the whole as the studio checks it at start-up.
fn decode_blackjack(options: &v1::BlackjackOptions) -> Result<BlackjackConfig, DecodeError> {
    let version =
        blackjack::decode_version("settings.options.blackjack.version", &options.version)?;
    let config = BlackjackConfig {
        version,
        decks: crate::common::narrow_u8(
            "settings.options.blackjack.decks",
            options.decks,
            1,
            MAX_DECKS,
        )?,
        side_game: blackjack::decode_side_game(
            "settings.options.blackjack.side_game",
            &options.side_game,
        )?,
        surrender_where_open: options.surrender_where_open,
        decision_window: decision_window(options.decision_window_ms)?,
        options: TableOptions {
            blackjack_pays: posted_payout(version, options.blackjack_pays_hundredths)?,
            twenty_one_pushes_dealer_blackjack: options.twenty_one_pushes_dealer_blackjack,
            original_stake_only_under_ace: options.original_stake_only_under_ace,
        },
    };
    // The fields above are each in range; the domain's own check stays the last word, should
    // it ever judge their combination.
    config.check().map_err(|error| DecodeError::Inconsistent {
        field: "settings.options.blackjack",
        detail: error.to_string(),
    })?;
    Ok(config)
}

/// A decision window of at least a second, as the rules require.
fn decision_window(millis: u64) -> Result<Duration, DecodeError> {
    if millis < MIN_DECISION_WINDOW_MS {
        return Err(DecodeError::OutOfRange {
            field: "settings.options.blackjack.decision_window_ms",
            value: millis,
            min: MIN_DECISION_WINDOW_MS,
            max: u64::MAX,
        });
    }
    Ok(Duration::from_millis(millis))
}

/// A blackjack payout `version` posts.
fn posted_payout(version: Version, hundredths: i32) -> Result<Payout, DecodeError> {
    let payout = Payout::hundredths(hundredths);
    let posted = version.rules().blackjack_payouts;
    if posted.contains(&payout) {
        return Ok(payout);
    }
    let listed: Vec<String> = posted
        .iter()
        .map(|payout| payout.as_hundredths().to_string())
        .collect();
    Err(DecodeError::Inconsistent {
        field: "settings.options.blackjack.blackjack_pays_hundredths",
        detail: format!(
            "version {version} posts {} hundredths, not {hundredths}",
            listed.join(", ")
        ),
    })
}

/// A repeat limit: from 1 (the first void spin cancels) to the rules' most.
fn limit(field: &'static str, value: u32) -> Result<u8, DecodeError> {
    crate::common::narrow_u8(field, value, 1, MAX_REPEAT_LIMIT)
}

fn encode_payouts(payouts: &PayoutOverrides) -> Vec<v1::PayoutOverride> {
    payouts
        .iter()
        .map(|(bet, payout)| v1::PayoutOverride {
            bet: bet.to_string(),
            payout_hundredths: payout.as_hundredths(),
        })
        .collect()
}

fn decode_payouts(payouts: &[v1::PayoutOverride]) -> Result<PayoutOverrides, DecodeError> {
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
    use livedraw_domain::games::blackjack::SideGame;

    fn blackjack_options(config: &BlackjackConfig) -> v1::BlackjackOptions {
        encode_blackjack(config)
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
