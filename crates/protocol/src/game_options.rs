//! The fixed-payout games' options (`GameOptions`) to the domain's game configurations and
//! back, so that a journaled `TableSettings` says exactly how a table runs: its wheel, paytable,
//! raised payouts, layout and limits.

use crate::error::DecodeError;
use crate::v1;
use crate::v1::game_options::Game as Wire;
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;
use livedraw_domain::games::money_wheel::{MoneyWheelConfig, Symbol};
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_domain::games::{lucky_dice, sic_bo};
use livedraw_domain::{GameConfig, GameKind, Payout, PayoutOverrides};

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
        _ => return None,
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
    let config = match options {
        Wire::Roulette(options) if game == GameKind::Roulette => {
            GameConfig::Roulette(decode_roulette(options)?)
        }
        Wire::MoneyWheel(options) if game == GameKind::MoneyWheel => {
            GameConfig::MoneyWheel(decode_money_wheel(options)?)
        }
        Wire::SicBo(options) if game == GameKind::SicBo => GameConfig::SicBo(sic_bo::SicBoConfig {
            payouts: decode_payouts(&options.payouts)?,
        }),
        Wire::LuckyDice(options) if game == GameKind::LuckyDice => {
            GameConfig::LuckyDice(lucky_dice::LuckyDiceConfig {
                payouts: decode_payouts(&options.payouts)?,
                invalid_throw_limit: limit(
                    "settings.options.lucky_dice.invalid_throw_limit",
                    options.invalid_throw_limit,
                )?,
            })
        }
        Wire::PuntoBanco(options) if game == GameKind::PuntoBanco => {
            GameConfig::PuntoBanco(decode_punto_banco(options)?)
        }
        _ => {
            return Err(DecodeError::Inconsistent {
                field: "settings.options",
                detail: format!("the options are not those of a {game} table"),
            })
        }
    };
    Ok(config)
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
