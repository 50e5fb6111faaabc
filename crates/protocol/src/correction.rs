//! Corrections after settlement on the wire: the correction a `CorrectResult` request gives,
//! its reason, the settled draw the supervisor service journals with it, and the revision the
//! engine publishes (`DrawCorrected`).

use crate::common::{decode_position, decode_settlements, encode_position, encode_settlements};
use crate::error::DecodeError;
use crate::narrowing::{barcode, draw_number, enumeration, narrow_u8, required};
use crate::outcome;
use crate::timestamp;
use crate::v1;
use livedraw_domain::correction::{Correction, CorrectionReason, DealtCard, Reading, SettledDraw};

/// The domain correction of a request's `correction`.
pub fn decode_correction(
    correction: Option<v1::correct_result_request::Correction>,
) -> Result<Correction, DecodeError> {
    use v1::correct_result_request::Correction as Wire;
    Ok(match required("correction", correction)? {
        Wire::Void(_) => Correction::Void,
        Wire::Card(card) => Correction::Reading(Reading::Card {
            position: decode_position(
                "card.position",
                required("card.position", card.position.as_ref())?,
            )?,
            index: narrow_u8("card.index", card.index, 1, 11)?,
            barcode: barcode("card.barcode", &card.barcode)?,
        }),
        Wire::Outcome(outcome) => Correction::Reading(Reading::Outcome(outcome::decode(&outcome)?)),
    })
}

/// The wire form of a correction.
pub fn encode_correction(correction: &Correction) -> v1::correct_result_request::Correction {
    use v1::correct_result_request::Correction as Wire;
    match correction {
        Correction::Void => Wire::Void(v1::correct_result_request::Void {}),
        Correction::Reading(Reading::Card {
            position,
            index,
            barcode,
        }) => Wire::Card(v1::CardReading {
            position: Some(encode_position(*position)),
            index: u32::from(*index),
            barcode: barcode.to_string(),
        }),
        Correction::Reading(Reading::Outcome(outcome)) => Wire::Outcome(outcome::encode(outcome)),
    }
}

/// The domain reason of a wire one; unspecified is refused.
pub fn decode_reason(field: &'static str, value: i32) -> Result<CorrectionReason, DecodeError> {
    Ok(match enumeration(field, value)? {
        v1::CorrectionReason::Unspecified => return Err(DecodeError::Unspecified { field }),
        v1::CorrectionReason::Misread => CorrectionReason::Misread,
        v1::CorrectionReason::DealerError => CorrectionReason::DealerError,
        v1::CorrectionReason::Malfunction => CorrectionReason::Malfunction,
        v1::CorrectionReason::Other => CorrectionReason::Other,
    })
}

/// The wire reason.
pub fn encode_reason(reason: CorrectionReason) -> v1::CorrectionReason {
    match reason {
        CorrectionReason::Misread => v1::CorrectionReason::Misread,
        CorrectionReason::DealerError => v1::CorrectionReason::DealerError,
        CorrectionReason::Malfunction => v1::CorrectionReason::Malfunction,
        CorrectionReason::Other => v1::CorrectionReason::Other,
    }
}

/// The wire form of a settled draw, as journaled with its correction.
pub fn encode_settled(settled: &SettledDraw) -> v1::SettledDraw {
    v1::SettledDraw {
        draw_number: settled.draw.0,
        settled_at: Some(timestamp::encode(settled.settled_at)),
        outcome: Some(outcome::encode(&settled.outcome)),
        settlements: encode_settlements(&settled.settlements),
        dealt: settled
            .dealt
            .iter()
            .map(|card| v1::settled_draw::DealtCard {
                position: Some(encode_position(card.position)),
                barcode: card.barcode.to_string(),
            })
            .collect(),
    }
}

/// The domain form of a journaled settled draw.
pub fn decode_settled(settled: &v1::SettledDraw) -> Result<SettledDraw, DecodeError> {
    let dealt = settled
        .dealt
        .iter()
        .map(|card| {
            Ok(DealtCard {
                position: decode_position(
                    "original.dealt.position",
                    required("original.dealt.position", card.position.as_ref())?,
                )?,
                barcode: barcode("original.dealt.barcode", &card.barcode)?,
            })
        })
        .collect::<Result<_, DecodeError>>()?;
    Ok(SettledDraw {
        draw: draw_number("original.draw_number", settled.draw_number)?,
        settled_at: timestamp::decode_required("original.settled_at", settled.settled_at.as_ref())?,
        outcome: outcome::decode(required("original.outcome", settled.outcome.as_ref())?)?,
        settlements: decode_settlements(&settled.settlements)?,
        dealt,
    })
}

/// A settled draw's result as the draw events recorded it (revision 1), from the engine steps
/// of its table that hold the draw's decisions: its settlement and the cards dealt in it.
/// `None` when the steps hold no settlement of the draw.
pub fn settled_in(steps: &[v1::EngineStep], draw: u64) -> Option<Result<SettledDraw, DecodeError>> {
    use v1::draw_event::Decision as Payload;
    let events = steps
        .iter()
        .flat_map(|step| &step.decisions)
        .filter(|event| event.draw_number == Some(draw));
    let mut dealt = Vec::new();
    for event in events {
        match &event.decision {
            Some(Payload::CardDealt(card)) => dealt.push(v1::settled_draw::DealtCard {
                position: card.position,
                barcode: card.barcode.clone(),
            }),
            Some(Payload::DrawSettled(settled)) => {
                return Some(decode_settled(&v1::SettledDraw {
                    draw_number: draw,
                    settled_at: event.server_time,
                    outcome: settled.outcome.clone(),
                    settlements: settled.settlements.clone(),
                    dealt,
                }))
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::roulette;
    use livedraw_domain::{Outcome, Pocket, Position};

    #[test]
    fn each_correction_and_reason_round_trips() {
        let corrections = [
            Correction::Void,
            Correction::Reading(Reading::Card {
                position: Position::Seat { seat: 3, hand: 2 },
                index: 2,
                barcode: livedraw_domain::Barcode::new(
                    livedraw_domain::DeckSerial::new(12).expect("serial"),
                    "7h".parse().expect("card"),
                ),
            }),
            Correction::Reading(Reading::Outcome(Outcome::Roulette(roulette::Outcome {
                pocket: Pocket::Number(17),
            }))),
        ];
        for correction in corrections {
            let wire = encode_correction(&correction);
            assert_eq!(decode_correction(Some(wire)), Ok(correction));
        }
        for reason in [
            CorrectionReason::Misread,
            CorrectionReason::DealerError,
            CorrectionReason::Malfunction,
            CorrectionReason::Other,
        ] {
            let wire = i32::from(encode_reason(reason));
            assert_eq!(decode_reason("reason", wire), Ok(reason));
        }
    }

    #[test]
    fn a_correction_without_its_kind_or_reason_or_with_card_0_is_refused() {
        assert_eq!(
            decode_correction(None),
            Err(DecodeError::Missing {
                field: "correction"
            })
        );
        assert_eq!(
            decode_reason("reason", 0),
            Err(DecodeError::Unspecified { field: "reason" })
        );
        let card_0 = v1::correct_result_request::Correction::Card(v1::CardReading {
            position: Some(encode_position(Position::Player)),
            index: 0,
            barcode: livedraw_domain::Barcode::new(
                livedraw_domain::DeckSerial::new(12).expect("serial"),
                "7h".parse().expect("card"),
            )
            .to_string(),
        });
        assert!(matches!(
            decode_correction(Some(card_0)),
            Err(DecodeError::OutOfRange { .. })
        ));
    }
}
