//! Wheel of Fortune on the wire: its outcome (a sector's number or the symbol).

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::games::wheel;

/// The wire outcome of a stop.
pub(crate) fn encode_outcome(stop: &wheel::Outcome) -> v1::WheelOutcome {
    let stop = match stop {
        wheel::Outcome::Number(sector) => v1::wheel_outcome::Stop::Sector(u32::from(*sector)),
        wheel::Outcome::Symbol => v1::wheel_outcome::Stop::Symbol(v1::WheelSymbol {}),
    };
    v1::WheelOutcome { stop: Some(stop) }
}

/// The stop of a wire outcome.
pub(crate) fn decode_outcome(wire: &v1::WheelOutcome) -> Result<wheel::Outcome, DecodeError> {
    match wire.stop.as_ref().ok_or(DecodeError::Missing {
        field: "outcome.wheel.stop",
    })? {
        v1::wheel_outcome::Stop::Symbol(_) => Ok(wheel::Outcome::Symbol),
        v1::wheel_outcome::Stop::Sector(sector) => u8::try_from(*sector)
            .ok()
            .filter(|sector| (1..=18).contains(sector))
            .map(wheel::Outcome::Number)
            .ok_or(DecodeError::OutOfRange {
                field: "outcome.wheel.sector",
                value: u64::from(*sector),
                min: 1,
                max: 18,
            }),
    }
}

/// `wheel 1`–`18`, `wheel symbol`.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    let sector = match (form, value) {
        ("wheel", "symbol") => wheel::Outcome::Symbol,
        ("wheel", number) => wheel::Outcome::Number(number.parse().ok()?),
        _ => return None,
    };
    Some(livedraw_domain::Outcome::Wheel(sector))
}
