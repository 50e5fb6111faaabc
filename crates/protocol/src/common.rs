//! The types of `common.proto` to the domain and back: positions, verdicts and settlements,
//! cancel and pause reasons, incidents, dice faults.

use crate::blackjack;
use crate::error::DecodeError;
use crate::narrowing::{barcode, device_name, enumeration, narrow_u8, required};
use crate::v1;
use livedraw_domain::shoe::ShoeError;
use livedraw_domain::{
    CancelReason, DiceFaults, Incident, MarketId, PauseReason, Payout, Position, Settlement,
    Verdict,
};

/// Poker hands are numbered 1 to 6.
const HANDS: std::ops::RangeInclusive<u32> = 1..=6;

/// The domain position of a wire position.
pub fn decode_position(
    field: &'static str,
    position: &v1::Position,
) -> Result<Position, DecodeError> {
    let kind: v1::PositionKind = enumeration(field, position.kind)?;
    let numbered_hand = matches!(kind, v1::PositionKind::Hand | v1::PositionKind::Seat);
    if !numbered_hand && position.hand != 0 {
        return Err(DecodeError::HandNumberWithoutHand {
            field,
            hand: position.hand,
        });
    }
    if kind != v1::PositionKind::Seat && position.seat != 0 {
        return Err(DecodeError::SeatNumberWithoutSeat {
            field,
            seat: position.seat,
        });
    }
    Ok(match kind {
        v1::PositionKind::Unspecified => return Err(DecodeError::Unspecified { field }),
        v1::PositionKind::Player => Position::Player,
        v1::PositionKind::Banker => Position::Banker,
        v1::PositionKind::Dealer => Position::Dealer,
        v1::PositionKind::Board => Position::Board,
        v1::PositionKind::Hand => {
            let hand = Some(position.hand)
                .filter(|hand| HANDS.contains(hand))
                .and_then(|hand| u8::try_from(hand).ok())
                .ok_or(DecodeError::BadHandNumber {
                    field,
                    hand: position.hand,
                })?;
            Position::Hand(hand)
        }
        v1::PositionKind::Seat => Position::Seat {
            seat: blackjack::seat(field, position.seat)?,
            hand: blackjack::hand(field, position.hand)?,
        },
    })
}

/// The wire position of a domain position.
pub fn encode_position(position: Position) -> v1::Position {
    let (kind, seat, hand) = match position {
        Position::Player => (v1::PositionKind::Player, 0, 0),
        Position::Banker => (v1::PositionKind::Banker, 0, 0),
        Position::Dealer => (v1::PositionKind::Dealer, 0, 0),
        Position::Hand(hand) => (v1::PositionKind::Hand, 0, hand),
        Position::Board => (v1::PositionKind::Board, 0, 0),
        Position::Seat { seat, hand } => (v1::PositionKind::Seat, seat, hand),
    };
    v1::Position {
        kind: kind.into(),
        hand: u32::from(hand),
        seat: u32::from(seat),
    }
}

/// The domain dice faults of wire dice faults (every combination is valid).
pub fn decode_dice_faults(faults: &v1::DiceFaults) -> DiceFaults {
    DiceFaults {
        on_edge: faults.on_edge,
        not_flat: faults.not_flat,
        off_table: faults.off_table,
        covering_line: faults.covering_line,
        undeterminable: faults.undeterminable,
    }
}

/// The wire dice faults of domain dice faults.
pub fn encode_dice_faults(faults: DiceFaults) -> v1::DiceFaults {
    v1::DiceFaults {
        on_edge: faults.on_edge,
        not_flat: faults.not_flat,
        off_table: faults.off_table,
        covering_line: faults.covering_line,
        undeterminable: faults.undeterminable,
    }
}

/// The domain settlements of wire settlements.
pub fn decode_settlements(settlements: &[v1::Settlement]) -> Result<Vec<Settlement>, DecodeError> {
    settlements
        .iter()
        .enumerate()
        .map(|(index, settlement)| {
            if settlement.market.is_empty() {
                return Err(DecodeError::EmptyMarket { index });
            }
            let verdict = match enumeration("settlements.verdict", settlement.verdict)? {
                v1::Verdict::Unspecified => {
                    return Err(DecodeError::Unspecified {
                        field: "settlements.verdict",
                    })
                }
                v1::Verdict::Win => Verdict::Win,
                v1::Verdict::Lose => Verdict::Lose,
                v1::Verdict::Void => Verdict::Void,
                v1::Verdict::Push => Verdict::Push,
                v1::Verdict::HalfLose => Verdict::HalfLose,
            };
            Ok(Settlement {
                market: MarketId::new(settlement.market.clone()),
                round: narrow_u8("settlements.round", settlement.round, 1, u8::MAX)?,
                verdict,
                payout: settlement.payout_hundredths.map(Payout::hundredths),
            })
        })
        .collect()
}

/// The wire settlements of domain settlements.
pub fn encode_settlements(settlements: &[Settlement]) -> Vec<v1::Settlement> {
    settlements
        .iter()
        .map(|settlement| v1::Settlement {
            market: settlement.market.as_str().to_string(),
            round: u32::from(settlement.round),
            verdict: encode_verdict(settlement.verdict).into(),
            payout_hundredths: settlement.payout.map(Payout::as_hundredths),
        })
        .collect()
}

/// The wire form of a verdict.
pub fn encode_verdict(verdict: Verdict) -> v1::Verdict {
    match verdict {
        Verdict::Win => v1::Verdict::Win,
        Verdict::Lose => v1::Verdict::Lose,
        Verdict::Void => v1::Verdict::Void,
        Verdict::Push => v1::Verdict::Push,
        Verdict::HalfLose => v1::Verdict::HalfLose,
    }
}

/// The wire enum value of a cancel reason (its ball count, if any, travels separately).
pub fn encode_cancel_reason(reason: CancelReason) -> v1::CancelReason {
    match reason {
        CancelReason::HoldTimeout => v1::CancelReason::HoldTimeout,
        CancelReason::FaultOnRepeatSpin => v1::CancelReason::FaultOnRepeatSpin,
        CancelReason::FaultOnRepeatRoll => v1::CancelReason::FaultOnRepeatRoll,
        CancelReason::WrongBallCount { .. } => v1::CancelReason::WrongBallCount,
        CancelReason::ScannerFault => v1::CancelReason::ScannerFault,
        CancelReason::CardsMisplaced => v1::CancelReason::CardsMisplaced,
        CancelReason::DealingOrder => v1::CancelReason::DealingOrder,
        CancelReason::MarkedOrDamagedCard => v1::CancelReason::MarkedOrDamagedCard,
        CancelReason::CardNotVisible => v1::CancelReason::CardNotVisible,
        CancelReason::FaceUpCardInShoe => v1::CancelReason::FaceUpCardInShoe,
        CancelReason::SecurityCardForgotten => v1::CancelReason::SecurityCardForgotten,
        CancelReason::HostTouchedWheel => v1::CancelReason::HostTouchedWheel,
        CancelReason::BallsNotPresented => v1::CancelReason::BallsNotPresented,
        CancelReason::BallNotVisible => v1::CancelReason::BallNotVisible,
        CancelReason::TechnicalProblem => v1::CancelReason::TechnicalProblem,
        CancelReason::HostError => v1::CancelReason::HostError,
        CancelReason::RepeatLimitReached => v1::CancelReason::RepeatLimitReached,
    }
}

/// The domain cancel reason of a wire enum value; `balls_counted` completes WRONG_BALL_COUNT.
pub fn decode_cancel_reason(
    field: &'static str,
    value: i32,
    balls_counted: u8,
) -> Result<CancelReason, DecodeError> {
    Ok(match enumeration(field, value)? {
        v1::CancelReason::Unspecified => return Err(DecodeError::Unspecified { field }),
        v1::CancelReason::HoldTimeout => CancelReason::HoldTimeout,
        v1::CancelReason::FaultOnRepeatSpin => CancelReason::FaultOnRepeatSpin,
        v1::CancelReason::FaultOnRepeatRoll => CancelReason::FaultOnRepeatRoll,
        v1::CancelReason::WrongBallCount => CancelReason::WrongBallCount {
            counted: balls_counted,
        },
        v1::CancelReason::ScannerFault => CancelReason::ScannerFault,
        v1::CancelReason::CardsMisplaced => CancelReason::CardsMisplaced,
        v1::CancelReason::DealingOrder => CancelReason::DealingOrder,
        v1::CancelReason::MarkedOrDamagedCard => CancelReason::MarkedOrDamagedCard,
        v1::CancelReason::CardNotVisible => CancelReason::CardNotVisible,
        v1::CancelReason::FaceUpCardInShoe => CancelReason::FaceUpCardInShoe,
        v1::CancelReason::SecurityCardForgotten => CancelReason::SecurityCardForgotten,
        v1::CancelReason::HostTouchedWheel => CancelReason::HostTouchedWheel,
        v1::CancelReason::BallsNotPresented => CancelReason::BallsNotPresented,
        v1::CancelReason::BallNotVisible => CancelReason::BallNotVisible,
        v1::CancelReason::TechnicalProblem => CancelReason::TechnicalProblem,
        v1::CancelReason::HostError => CancelReason::HostError,
        v1::CancelReason::RepeatLimitReached => CancelReason::RepeatLimitReached,
    })
}

/// The wire cancellation of a domain reason: enum value, code text, ball count.
pub fn encode_cancellation(reason: CancelReason) -> v1::Cancellation {
    v1::Cancellation {
        reason: encode_cancel_reason(reason).into(),
        code: reason.code().to_string(),
        balls_counted: match reason {
            CancelReason::WrongBallCount { counted } => u32::from(counted),
            _ => 0,
        },
    }
}

/// The domain reason of a wire cancellation; the code text must agree with the enum value, and
/// a ball count is only allowed with WRONG_BALL_COUNT.
pub fn decode_cancellation(cancellation: &v1::Cancellation) -> Result<CancelReason, DecodeError> {
    let counted = narrow_u8(
        "cancellation.balls_counted",
        cancellation.balls_counted,
        0,
        u8::MAX,
    )?;
    let reason = decode_cancel_reason("cancellation.reason", cancellation.reason, counted)?;
    if !matches!(reason, CancelReason::WrongBallCount { .. }) && counted != 0 {
        return Err(DecodeError::UnexpectedBallCount {
            counted: cancellation.balls_counted,
            code: reason.code(),
        });
    }
    if cancellation.code != reason.code() {
        return Err(DecodeError::CancelCodeMismatch {
            found: cancellation.code.chars().take(64).collect(),
            expected: reason.code(),
        });
    }
    Ok(reason)
}

/// The wire value of a pause reason.
pub fn encode_pause_reason(reason: PauseReason) -> v1::PauseReason {
    match reason {
        PauseReason::Maintenance => v1::PauseReason::Maintenance,
        PauseReason::TechnicalProblem => v1::PauseReason::TechnicalProblem,
        PauseReason::Supervisor => v1::PauseReason::Supervisor,
    }
}

/// The domain pause reason of a wire value.
pub fn decode_pause_reason(field: &'static str, value: i32) -> Result<PauseReason, DecodeError> {
    Ok(match enumeration(field, value)? {
        v1::PauseReason::Unspecified => return Err(DecodeError::Unspecified { field }),
        v1::PauseReason::Maintenance => PauseReason::Maintenance,
        v1::PauseReason::TechnicalProblem => PauseReason::TechnicalProblem,
        v1::PauseReason::Supervisor => PauseReason::Supervisor,
    })
}

/// The wire incident of a domain incident.
pub fn encode_incident(incident: Incident) -> v1::Incident {
    use v1::incident::Kind;
    let kind = match incident {
        Incident::Card(ShoeError::ForeignCard(barcode)) => {
            Kind::ForeignCard(v1::incident::ForeignCard {
                barcode: barcode.to_string(),
            })
        }
        Incident::Card(ShoeError::DuplicateCard(barcode)) => {
            Kind::DuplicateCard(v1::incident::DuplicateCard {
                barcode: barcode.to_string(),
            })
        }
        Incident::WrongPosition { expected, found } => {
            Kind::WrongPosition(v1::incident::WrongPosition {
                expected: Some(encode_position(expected)),
                found: Some(encode_position(found)),
            })
        }
        Incident::DeckNotShuffled => Kind::DeckNotShuffled(v1::incident::DeckNotShuffled {}),
        Incident::WheelSpeedAlarm => Kind::WheelSpeedAlarm(v1::incident::WheelSpeedAlarm {}),
        Incident::BallsNotPresented => Kind::BallsNotPresented(v1::incident::BallsNotPresented {}),
        Incident::ImpossibleBall { slot, number } => {
            Kind::ImpossibleBall(v1::incident::ImpossibleBall {
                slot: u32::from(slot),
                number: u32::from(number),
            })
        }
        Incident::DiscardOutOfOrder => Kind::DiscardOutOfOrder(v1::incident::DiscardOutOfOrder {}),
        Incident::BallsMissing { slot } => Kind::BallsMissing(v1::incident::BallsMissing {
            slot: u32::from(slot),
        }),
        Incident::CardBeforeDecision { found } => {
            Kind::CardBeforeDecision(v1::incident::CardBeforeDecision {
                found: Some(encode_position(found)),
            })
        }
        Incident::Misdeal { found } => Kind::Misdeal(v1::incident::Misdeal {
            found: Some(encode_position(found)),
        }),
        Incident::CardUnreadable => Kind::CardUnreadable(v1::incident::CardUnreadable {}),
        Incident::DeviceSilent { device } => Kind::DeviceSilent(v1::incident::DeviceSilent {
            device_id: device.to_string(),
        }),
    };
    v1::Incident { kind: Some(kind) }
}

/// The domain incident of a wire incident.
pub fn decode_incident(incident: &v1::Incident) -> Result<Incident, DecodeError> {
    use v1::incident::Kind;
    Ok(match required("incident.kind", incident.kind.as_ref())? {
        Kind::ForeignCard(card) => Incident::Card(ShoeError::ForeignCard(barcode(
            "incident.foreign_card.barcode",
            &card.barcode,
        )?)),
        Kind::DuplicateCard(card) => Incident::Card(ShoeError::DuplicateCard(barcode(
            "incident.duplicate_card.barcode",
            &card.barcode,
        )?)),
        Kind::WrongPosition(wrong) => Incident::WrongPosition {
            expected: decode_position(
                "incident.wrong_position.expected",
                required("incident.wrong_position.expected", wrong.expected.as_ref())?,
            )?,
            found: decode_position(
                "incident.wrong_position.found",
                required("incident.wrong_position.found", wrong.found.as_ref())?,
            )?,
        },
        Kind::DeckNotShuffled(_) => Incident::DeckNotShuffled,
        Kind::WheelSpeedAlarm(_) => Incident::WheelSpeedAlarm,
        Kind::BallsNotPresented(_) => Incident::BallsNotPresented,
        Kind::ImpossibleBall(ball) => Incident::ImpossibleBall {
            slot: narrow_u8("incident.impossible_ball.slot", ball.slot, 1, u8::MAX)?,
            number: narrow_u8("incident.impossible_ball.number", ball.number, 1, u8::MAX)?,
        },
        Kind::DiscardOutOfOrder(_) => Incident::DiscardOutOfOrder,
        Kind::BallsMissing(missing) => Incident::BallsMissing {
            slot: narrow_u8("incident.balls_missing.slot", missing.slot, 1, u8::MAX)?,
        },
        Kind::CardBeforeDecision(early) => Incident::CardBeforeDecision {
            found: decode_position(
                "incident.card_before_decision.found",
                required("incident.card_before_decision.found", early.found.as_ref())?,
            )?,
        },
        Kind::Misdeal(misdeal) => Incident::Misdeal {
            found: decode_position(
                "incident.misdeal.found",
                required("incident.misdeal.found", misdeal.found.as_ref())?,
            )?,
        },
        Kind::CardUnreadable(_) => Incident::CardUnreadable,
        Kind::DeviceSilent(silent) => Incident::DeviceSilent {
            device: device_name("incident.device_silent.device_id", &silent.device_id)?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat_position(seat: u32, hand: u32) -> v1::Position {
        v1::Position {
            kind: v1::PositionKind::Seat.into(),
            hand,
            seat,
        }
    }

    #[test]
    fn every_position_round_trips_a_blackjack_seat_s_hands_included() {
        let positions = [
            Position::Player,
            Position::Banker,
            Position::Dealer,
            Position::Hand(6),
            Position::Board,
            Position::Seat { seat: 1, hand: 1 },
            Position::Seat { seat: 7, hand: 4 },
        ];
        for position in positions {
            assert_eq!(
                decode_position("p", &encode_position(position)),
                Ok(position)
            );
        }
        let wire = encode_position(Position::Seat { seat: 3, hand: 2 });
        assert_eq!((wire.seat, wire.hand), (3, 2));
    }

    #[test]
    fn a_card_before_a_decision_round_trips_and_needs_its_position() {
        let incident = Incident::CardBeforeDecision {
            found: Position::Seat { seat: 5, hand: 1 },
        };
        assert_eq!(decode_incident(&encode_incident(incident)), Ok(incident));
        let blank = v1::Incident {
            kind: Some(v1::incident::Kind::CardBeforeDecision(
                v1::incident::CardBeforeDecision { found: None },
            )),
        };
        assert_eq!(
            decode_incident(&blank),
            Err(DecodeError::Missing {
                field: "incident.card_before_decision.found"
            })
        );
    }

    #[test]
    fn a_seat_outside_1_to_7_is_refused() {
        for seat in [0, 8, 256, u32::MAX] {
            assert_eq!(
                decode_position("p", &seat_position(seat, 1)),
                Err(DecodeError::BadSeatNumber { field: "p", seat })
            );
        }
    }

    #[test]
    fn a_seat_hand_outside_1_to_4_is_refused() {
        for hand in [0, 5, 257] {
            assert_eq!(
                decode_position("p", &seat_position(2, hand)),
                Err(DecodeError::BadSeatHand { field: "p", hand })
            );
        }
    }

    #[test]
    fn a_seat_number_belongs_to_a_seat_only() {
        for (kind, hand) in [(v1::PositionKind::Dealer, 0), (v1::PositionKind::Hand, 1)] {
            let wire = v1::Position {
                kind: kind.into(),
                hand,
                seat: 2,
            };
            assert_eq!(
                decode_position("p", &wire),
                Err(DecodeError::SeatNumberWithoutSeat {
                    field: "p",
                    seat: 2
                })
            );
        }
        let dealer_hand = v1::Position {
            kind: v1::PositionKind::Dealer.into(),
            hand: 1,
            seat: 0,
        };
        assert_eq!(
            decode_position("p", &dealer_hand),
            Err(DecodeError::HandNumberWithoutHand {
                field: "p",
                hand: 1
            })
        );
    }
}
