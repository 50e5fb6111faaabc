//! Seat holders' decisions from the Decisions service (`DecideRequest`): untrusted input
//! checked into the domain's [`SeatRequest`], and back.

use crate::blackjack::{decode_action, encode_action, hand, seat, ActionFields};
use crate::error::DecodeError;
use crate::ids::TableId;
use crate::max_name::MAX_NAME;
use crate::narrowing::{draw_number, required};
use crate::v1;
use crate::v1::decide_request::Choice as WireChoice;
use livedraw_domain::{DrawNumber, SeatChoice, SeatOption, SeatRequest};

/// A checked decision request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionRequest {
    /// The table.
    pub table: TableId,
    /// The draw in progress it is for.
    pub draw: DrawNumber,
    /// The caller's id of the request.
    pub request_id: String,
    /// The seat, hand and choice.
    pub decision: SeatRequest,
}

/// The wire form of a decision request.
pub fn encode(request: &DecisionRequest) -> v1::DecideRequest {
    let SeatRequest { seat, hand, choice } = request.decision;
    let choice = match choice {
        SeatChoice::Bet => WireChoice::Bet(v1::BetOnSeat {}),
        SeatChoice::Act(action) => WireChoice::Action(encode_action(action)),
        SeatChoice::Option(option) => WireChoice::Option(option.name().to_string()),
    };
    v1::DecideRequest {
        table_id: request.table.as_str().to_string(),
        draw: request.draw.0,
        seat: u32::from(seat),
        hand: u32::from(hand),
        request_id: request.request_id.clone(),
        choice: Some(choice),
    }
}

/// The checked request: a table id, a draw from 1, seat 1–7, a hand number (1 for a bet or an
/// option), a request id of 1–128 characters, and one choice (an option `play` or `fold`).
pub fn decode(request: v1::DecideRequest) -> Result<DecisionRequest, DecodeError> {
    let table = TableId::new(request.table_id).map_err(|source| DecodeError::BadId {
        field: "table_id",
        source,
    })?;
    let draw = draw_number("draw", request.draw)?;
    let seat = seat("seat", request.seat)?;
    let hand = hand("hand", request.hand)?;
    let choice = match required("choice", request.choice)? {
        WireChoice::Bet(_) if hand != 1 => {
            return Err(DecodeError::Inconsistent {
                field: "hand",
                detail: format!("a bet is on the seat's first hand, not hand {hand}"),
            })
        }
        WireChoice::Bet(_) => SeatChoice::Bet,
        WireChoice::Action(action) => {
            let fields = ActionFields {
                kind: "action.kind",
                insurance: "action.insurance_hundredths",
            };
            SeatChoice::Act(decode_action(fields, &action)?)
        }
        WireChoice::Option(_) if hand != 1 => {
            return Err(DecodeError::Inconsistent {
                field: "hand",
                detail: format!("an option is on the seat's only hand, 1, not hand {hand}"),
            })
        }
        WireChoice::Option(option) => {
            SeatChoice::Option(SeatOption::named(&option).ok_or_else(|| {
                DecodeError::Inconsistent {
                    field: "option",
                    detail: format!("`{option}` is not an option: `play` or `fold`"),
                }
            })?)
        }
    };
    Ok(DecisionRequest {
        table,
        draw,
        request_id: request_id(request.request_id)?,
        decision: SeatRequest { seat, hand, choice },
    })
}

fn request_id(id: String) -> Result<String, DecodeError> {
    let length = id.chars().count();
    if length == 0 {
        return Err(DecodeError::Missing {
            field: "request_id",
        });
    }
    if length > MAX_NAME {
        return Err(DecodeError::OutOfRange {
            field: "request_id",
            value: length as u64,
            min: 1,
            max: MAX_NAME as u64,
        });
    }
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::blackjack::Action;

    fn request(choice: SeatChoice) -> DecisionRequest {
        DecisionRequest {
            table: TableId::new("bj-1").expect("id"),
            draw: DrawNumber(4),
            request_id: "req-1".into(),
            decision: SeatRequest {
                seat: 3,
                hand: 1,
                choice,
            },
        }
    }

    #[test]
    fn every_choice_round_trips() {
        let choices = [
            SeatChoice::Bet,
            SeatChoice::Act(Action::Stand),
            SeatChoice::Act(Action::Hit),
            SeatChoice::Act(Action::Double),
            SeatChoice::Act(Action::Split),
            SeatChoice::Act(Action::Surrender),
            SeatChoice::Act(Action::Insurance { hundredths: 25 }),
            SeatChoice::Act(Action::EvenMoney),
            SeatChoice::Option(SeatOption::Play),
            SeatChoice::Option(SeatOption::Fold),
        ];
        for choice in choices {
            let original = request(choice);
            assert_eq!(decode(encode(&original)), Ok(original));
        }
    }

    #[test]
    fn a_seat_outside_1_to_7_a_hand_0_or_a_bet_on_hand_2_is_refused() {
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.seat = 8;
        assert!(matches!(
            decode(wire),
            Err(DecodeError::BadSeatNumber { .. })
        ));
        let mut wire = encode(&request(SeatChoice::Act(Action::Hit)));
        wire.hand = 0;
        assert!(matches!(decode(wire), Err(DecodeError::BadSeatHand { .. })));
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.hand = 2;
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent { .. })
        ));
    }

    #[test]
    fn a_missing_choice_draw_or_request_id_is_refused() {
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.choice = None;
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Missing { field: "choice" })
        ));
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.request_id.clear();
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Missing {
                field: "request_id"
            })
        ));
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.draw = 0;
        assert!(decode(wire).is_err());
        let mut wire = encode(&request(SeatChoice::Bet));
        wire.request_id = "x".repeat(MAX_NAME + 1);
        assert!(matches!(decode(wire), Err(DecodeError::OutOfRange { .. })));
    }
}
