//! Roulette on the wire: its outcome (the pocket) and its options (wheel, paytable, raised
//! payouts, launch checks and the no-spin limit).

use crate::error::DecodeError;
use crate::floor_event::{decode_pocket, encode_pocket};
use crate::raised_payouts::{decode_payouts, encode_payouts};
use crate::repeat_limit::limit;
use crate::v1;
use livedraw_domain::games::roulette::{self, Paytable, RouletteConfig, WheelKind};

/// The wire outcome of a spin.
pub(crate) fn encode_outcome(spin: &roulette::Outcome) -> v1::RouletteOutcome {
    v1::RouletteOutcome {
        pocket: Some(encode_pocket(spin.pocket)),
    }
}

/// The spin of a wire outcome.
pub(crate) fn decode_outcome(spin: &v1::RouletteOutcome) -> Result<roulette::Outcome, DecodeError> {
    Ok(roulette::Outcome {
        pocket: decode_pocket(
            "outcome.roulette.pocket",
            spin.pocket.as_ref().ok_or(DecodeError::Missing {
                field: "outcome.roulette.pocket",
            })?,
        )?,
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &RouletteConfig) -> v1::RouletteOptions {
    v1::RouletteOptions {
        wheel: config.wheel.name().to_string(),
        paytable: config.paytable.name().to_string(),
        payouts: encode_payouts(&config.payouts),
        minimum_ball_revolutions: config.minimum_ball_revolutions,
        minimum_wheel_revolutions: config.minimum_wheel_revolutions,
        no_spin_limit: u32::from(config.no_spin_limit),
    }
}

/// The configuration of wire options.
pub(crate) fn decode_options(options: &v1::RouletteOptions) -> Result<RouletteConfig, DecodeError> {
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

/// A spin in a few characters, for people: `pocket 17`, `pocket 00`.
pub(crate) fn outcome_text(spin: &v1::RouletteOutcome) -> String {
    match spin.pocket.as_ref().and_then(|p| p.pocket.as_ref()) {
        Some(v1::pocket::Pocket::Number(number)) => format!("pocket {number}"),
        Some(v1::pocket::Pocket::DoubleZero(_)) => "pocket 00".into(),
        None => "pocket ?".into(),
    }
}

/// `pocket 0`, `pocket 00`, `pocket 1`–`36`.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    let pocket = match (form, value) {
        ("pocket", "0") => livedraw_domain::Pocket::Zero,
        ("pocket", "00") => livedraw_domain::Pocket::DoubleZero,
        ("pocket", number) => livedraw_domain::Pocket::Number(number.parse().ok()?),
        _ => return None,
    };
    Some(livedraw_domain::Outcome::Roulette(roulette::Outcome {
        pocket,
    }))
}
