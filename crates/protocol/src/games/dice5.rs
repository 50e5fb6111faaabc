//! Five dice on the wire: its outcome (the five faces).

use crate::error::DecodeError;
use crate::narrowing::narrow_u8;
use crate::v1;
use livedraw_domain::games::dice5;

/// The wire outcome of a roll.
pub(crate) fn encode_outcome(roll: &dice5::Outcome) -> v1::Dice5Outcome {
    v1::Dice5Outcome {
        values: roll.dice.iter().map(|&die| u32::from(die)).collect(),
    }
}

/// The roll of a wire outcome.
pub(crate) fn decode_outcome(wire: &v1::Dice5Outcome) -> Result<dice5::Outcome, DecodeError> {
    if wire.values.len() != 5 {
        return Err(DecodeError::OutOfRange {
            field: "outcome.dice5.values",
            value: wire.values.len() as u64,
            min: 5,
            max: 5,
        });
    }
    let mut dice = [0u8; 5];
    for (die, &value) in dice.iter_mut().zip(&wire.values) {
        *die = narrow_u8("outcome.dice5.values", value, 1, 6)?;
    }
    Ok(dice5::Outcome { dice })
}

/// `dice A,B,C,D,E`: five faces.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    (form == "dice").then_some(())?;
    let dice = super::words::numbers(value)?.try_into().ok()?;
    Some(livedraw_domain::Outcome::Dice5(dice5::Outcome { dice }))
}
