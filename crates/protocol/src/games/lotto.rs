//! The lotteries on the wire: their outcome (the balls in drawing order).

use crate::error::DecodeError;
use crate::narrowing::narrow_u8;
use crate::v1;
use livedraw_domain::games::lotto;

/// The wire outcome of a draw.
pub(crate) fn encode_outcome(draw: &lotto::Outcome) -> v1::LottoOutcome {
    v1::LottoOutcome {
        numbers: draw.balls.iter().map(|&ball| u32::from(ball)).collect(),
    }
}

/// The draw of a wire outcome.
pub(crate) fn decode_outcome(wire: &v1::LottoOutcome) -> Result<lotto::Outcome, DecodeError> {
    if !(5..=7).contains(&wire.numbers.len()) {
        return Err(DecodeError::OutOfRange {
            field: "outcome.lotto.numbers",
            value: wire.numbers.len() as u64,
            min: 5,
            max: 7,
        });
    }
    let balls = wire
        .numbers
        .iter()
        .map(|&number| narrow_u8("outcome.lotto.numbers", number, 1, 42))
        .collect::<Result<Vec<u8>, DecodeError>>()?;
    Ok(lotto::Outcome { balls })
}

/// `balls N,N,...`, in drawing order.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    (form == "balls").then_some(())?;
    Some(livedraw_domain::Outcome::Lotto(lotto::balls::Outcome {
        balls: super::words::numbers(value)?,
    }))
}
