//! Sic bo on the wire: its outcome (the three faces) and its options (raised payouts).

use crate::error::DecodeError;
use crate::narrowing::narrow_u8;
use crate::raised_payouts::{decode_payouts, encode_payouts};
use crate::v1;
use livedraw_domain::games::sic_bo::{self, SicBoConfig};

/// The wire outcome of a roll.
pub(crate) fn encode_outcome(roll: &sic_bo::Outcome) -> v1::SicBoOutcome {
    v1::SicBoOutcome {
        values: roll.dice.iter().map(|&die| u32::from(die)).collect(),
    }
}

/// The roll of a wire outcome: three faces.
pub(crate) fn decode_outcome(wire: &v1::SicBoOutcome) -> Result<sic_bo::Outcome, DecodeError> {
    let values: [u32; 3] =
        wire.values
            .as_slice()
            .try_into()
            .map_err(|_| DecodeError::OutOfRange {
                field: "outcome.sic_bo.values",
                value: wire.values.len() as u64,
                min: 3,
                max: 3,
            })?;
    let mut dice = [0u8; 3];
    for (die, value) in dice.iter_mut().zip(values) {
        *die = narrow_u8("outcome.sic_bo.values", value, 1, 6)?;
    }
    Ok(sic_bo::Outcome { dice })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &SicBoConfig) -> v1::SicBoOptions {
    v1::SicBoOptions {
        payouts: encode_payouts(&config.payouts),
    }
}

/// The configuration of wire options.
pub(crate) fn decode_options(options: &v1::SicBoOptions) -> Result<SicBoConfig, DecodeError> {
    Ok(SicBoConfig {
        payouts: decode_payouts(&options.payouts)?,
    })
}

/// A roll in a few characters, for people: `dice 1-4-4`.
pub(crate) fn outcome_text(roll: &v1::SicBoOutcome) -> String {
    let dice: Vec<String> = roll.values.iter().map(u32::to_string).collect();
    format!("dice {}", dice.join("-"))
}

/// `dice A,B,C`: three faces.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    (form == "dice").then_some(())?;
    let dice = super::words::numbers(value)?.try_into().ok()?;
    Some(livedraw_domain::Outcome::SicBo(sic_bo::Outcome { dice }))
}
