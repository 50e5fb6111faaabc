//! Lucky dice on the wire: its outcome (the red and green faces and their square) and its
//! options (raised payouts and the invalid-throw limit).

use crate::error::DecodeError;
use crate::narrowing::narrow_u8;
use crate::raised_payouts::{decode_payouts, encode_payouts};
use crate::repeat_limit::limit;
use crate::v1;
use livedraw_domain::games::lucky_dice::{self, LuckyDiceConfig};

/// The wire outcome of a throw.
pub(crate) fn encode_outcome(throw: &lucky_dice::Outcome) -> v1::LuckyDiceOutcome {
    v1::LuckyDiceOutcome {
        red: u32::from(throw.red),
        green: u32::from(throw.green),
        square: u32::from((throw.red - 1) * 6 + throw.green),
    }
}

/// The throw of a wire outcome, whose square must be its faces'.
pub(crate) fn decode_outcome(
    wire: &v1::LuckyDiceOutcome,
) -> Result<lucky_dice::Outcome, DecodeError> {
    let red = narrow_u8("outcome.lucky_dice.red", wire.red, 1, 6)?;
    let green = narrow_u8("outcome.lucky_dice.green", wire.green, 1, 6)?;
    let square = u32::from((red - 1) * 6 + green);
    if wire.square != square {
        return Err(DecodeError::Inconsistent {
            field: "outcome.lucky_dice.square",
            detail: format!(
                "red {red} and green {green} make square {square}, not {}",
                wire.square
            ),
        });
    }
    Ok(lucky_dice::Outcome { red, green })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &LuckyDiceConfig) -> v1::LuckyDiceOptions {
    v1::LuckyDiceOptions {
        payouts: encode_payouts(&config.payouts),
        invalid_throw_limit: u32::from(config.invalid_throw_limit),
    }
}

/// The configuration of wire options.
pub(crate) fn decode_options(
    options: &v1::LuckyDiceOptions,
) -> Result<LuckyDiceConfig, DecodeError> {
    Ok(LuckyDiceConfig {
        payouts: decode_payouts(&options.payouts)?,
        invalid_throw_limit: limit(
            "settings.options.lucky_dice.invalid_throw_limit",
            options.invalid_throw_limit,
        )?,
    })
}

/// A throw in a few characters, for people: `red 2 green 6 (square 8)`.
pub(crate) fn outcome_text(throw: &v1::LuckyDiceOutcome) -> String {
    format!(
        "red {} green {} (square {})",
        throw.red, throw.green, throw.square
    )
}

/// `lucky-dice RED,GREEN`.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    (form == "lucky-dice").then_some(())?;
    let [red, green] = super::words::numbers(value)?[..] else {
        return None;
    };
    Some(livedraw_domain::Outcome::LuckyDice(lucky_dice::Outcome {
        red,
        green,
    }))
}
