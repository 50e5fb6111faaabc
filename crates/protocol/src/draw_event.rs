//! The engine's decisions to draw events (the system of record) and back: an engine rebuilds
//! its tables from these alone (R5), so every decision must survive the round trip exactly.
//!
//! A decision's draw number travels in the envelope's `draw_number`, once: it is set for
//! decisions that belong to a draw and absent for table-level ones (shuffle recorded, shoe
//! loaded, shoe change due, table paused or resumed).

use crate::blackjack::{self, ActionFields};
use crate::common::{
    decode_cancellation, decode_dice_faults, decode_incident, decode_pause_reason, decode_position,
    decode_settlements, encode_cancellation, encode_dice_faults, encode_incident,
    encode_pause_reason, encode_position, encode_settlements,
};
use crate::correction;
use crate::error::DecodeError;
use crate::floor_event::{decode_throw_faults, encode_throw_faults};
use crate::ids::TableId;
use crate::narrowing::{
    barcode, device_name, draw_number, enumeration, narrow_u16, narrow_u8, required,
};
use crate::outcome;
use crate::timestamp;
use crate::v1;
use crate::v1::draw_event::{self as wire, Decision as Payload};
use livedraw_domain::games::three_card::ThreeCardDecision;
use livedraw_domain::{
    BurnCause, Decision, DrawNumber, PlayerAction, RepeatCause, SeatOption, Timestamp,
};

/// A decision with the facts recorded next to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawEventEnvelope {
    /// The table.
    pub table: TableId,
    /// When the server received the input that caused the decision, or the clock time (R6).
    pub server_time: Timestamp,
    /// The device time of the floor event that caused it, if one did (R6).
    pub device_time: Option<Timestamp>,
    /// The studio-journal offset of the input that caused it, if one did.
    pub journal_offset: Option<u64>,
    /// The decision.
    pub decision: Decision,
}

/// The wire form of a draw event.
pub fn encode(envelope: &DrawEventEnvelope) -> v1::DrawEvent {
    let (draw, payload) = encode_decision(&envelope.decision);
    v1::DrawEvent {
        table_id: envelope.table.as_str().to_string(),
        draw_number: draw.map(|draw| draw.0),
        server_time: Some(timestamp::encode(envelope.server_time)),
        device_time: envelope.device_time.map(timestamp::encode),
        journal_offset: envelope.journal_offset,
        decision: Some(payload),
    }
}

/// The domain form of a draw event, every field checked (the log is read back after storage
/// and across versions, so it is not trusted blindly either).
pub fn decode(event: v1::DrawEvent) -> Result<DrawEventEnvelope, DecodeError> {
    let table = TableId::new(event.table_id).map_err(|source| DecodeError::BadId {
        field: "table_id",
        source,
    })?;
    let server_time = timestamp::decode_required("server_time", event.server_time.as_ref())?;
    let device_time = event
        .device_time
        .as_ref()
        .map(|time| timestamp::decode("device_time", time))
        .transpose()?;
    let decision = decode_decision(event.draw_number, required("decision", event.decision)?)?;
    Ok(DrawEventEnvelope {
        table,
        server_time,
        device_time,
        journal_offset: event.journal_offset,
        decision,
    })
}

/// A decision's draw (for the envelope) and its wire payload.
pub fn encode_decision(decision: &Decision) -> (Option<DrawNumber>, Payload) {
    match decision {
        Decision::DrawOpened { draw } => (Some(*draw), Payload::DrawOpened(wire::DrawOpened {})),
        Decision::BettingRoundOpened {
            draw,
            round,
            closes_at,
            last_hand,
        } => (
            Some(*draw),
            Payload::BettingRoundOpened(wire::BettingRoundOpened {
                round: u32::from(*round),
                closes_at: Some(timestamp::encode(*closes_at)),
                last_hand: *last_hand,
            }),
        ),
        Decision::BettingRoundClosed { draw, round } => (
            Some(*draw),
            Payload::BettingRoundClosed(wire::BettingRoundClosed {
                round: u32::from(*round),
            }),
        ),
        Decision::CardDealt {
            draw,
            position,
            barcode,
        } => (
            Some(*draw),
            Payload::CardDealt(wire::CardDealt {
                position: Some(encode_position(*position)),
                barcode: barcode.to_string(),
            }),
        ),
        Decision::CardBurned {
            draw,
            cause,
            barcode,
        } => (
            Some(*draw),
            Payload::CardBurned(wire::CardBurned {
                cause: match cause {
                    BurnCause::ExposedWhileRoundOpen => wire::BurnCause::ExposedWhileRoundOpen,
                    BurnCause::Unreadable => wire::BurnCause::Unreadable,
                }
                .into(),
                barcode: barcode.map(|barcode| barcode.to_string()),
            }),
        ),
        Decision::DiscardDealt { draw, exposed } => (
            Some(*draw),
            Payload::DiscardDealt(wire::DiscardDealt {
                exposed_barcode: exposed.map(|barcode| barcode.to_string()),
            }),
        ),
        Decision::ShuffleRecorded => (None, Payload::ShuffleRecorded(wire::ShuffleRecorded {})),
        Decision::BallsPresented { draw } => (
            Some(*draw),
            Payload::BallsPresented(wire::BallsPresented {}),
        ),
        Decision::BallDrawn { draw, slot, number } => (
            Some(*draw),
            Payload::BallDrawn(wire::BallDrawn {
                slot: u32::from(*slot),
                number: u32::from(*number),
            }),
        ),
        Decision::SpinStarted { draw } => (Some(*draw), Payload::SpinStarted(wire::SpinStarted {})),
        Decision::Repeat { draw, cause } => {
            use wire::repeat::Cause;
            let cause = match cause {
                RepeatCause::TooFewRevolutions { revolutions } => {
                    Cause::TooFewRevolutions(*revolutions)
                }
                RepeatCause::BetweenSectors => Cause::BetweenSectors(v1::BetweenSectors {}),
                RepeatCause::DiceFault(faults) => Cause::DiceFault(encode_dice_faults(*faults)),
                RepeatCause::LaunchFailed => Cause::LaunchFailed(wire::repeat::LaunchFailed {}),
                RepeatCause::TooFewBallRevolutions { revolutions } => {
                    Cause::TooFewBallRevolutions(*revolutions)
                }
                RepeatCause::TooFewWheelRevolutions { revolutions } => {
                    Cause::TooFewWheelRevolutions(*revolutions)
                }
                RepeatCause::OutsideFactor => Cause::OutsideFactor(wire::repeat::OutsideFactor {}),
                RepeatCause::InvalidThrow(faults) => {
                    Cause::InvalidThrow(encode_throw_faults(*faults))
                }
            };
            (
                Some(*draw),
                Payload::Repeat(wire::Repeat { cause: Some(cause) }),
            )
        }
        Decision::DrawHeld { draw, incident } => (
            Some(*draw),
            Payload::DrawHeld(wire::DrawHeld {
                incident: Some(encode_incident(*incident)),
            }),
        ),
        Decision::DrawResumed { draw } => (Some(*draw), Payload::DrawResumed(wire::DrawResumed {})),
        Decision::DrawCancelled {
            draw,
            reason,
            settlements,
        } => (
            Some(*draw),
            Payload::DrawCancelled(v1::DrawCancelled {
                cancellation: Some(encode_cancellation(*reason)),
                settlements: encode_settlements(settlements),
            }),
        ),
        Decision::DrawSettled {
            draw,
            outcome,
            settlements,
        } => (
            Some(*draw),
            Payload::DrawSettled(v1::DrawSettled {
                outcome: Some(outcome::encode(outcome)),
                settlements: encode_settlements(settlements),
            }),
        ),
        Decision::DrawCorrected {
            draw,
            revision,
            reason,
            outcome,
            settlements,
        } => (
            Some(*draw),
            Payload::DrawCorrected(v1::DrawCorrected {
                revision: *revision,
                reason: correction::encode_reason(*reason).into(),
                outcome: outcome.as_ref().map(outcome::encode),
                settlements: encode_settlements(settlements),
            }),
        ),
        Decision::ShoeLoaded { cards } => (
            None,
            Payload::ShoeLoaded(wire::ShoeLoaded {
                cards: u32::from(*cards),
            }),
        ),
        Decision::ShoeChangeDue { remaining } => (
            None,
            Payload::ShoeChangeDue(wire::ShoeChangeDue {
                remaining: u32::from(*remaining),
            }),
        ),
        Decision::TablePaused { reason } => (
            None,
            Payload::TablePaused(wire::TablePaused {
                reason: encode_pause_reason(*reason).into(),
            }),
        ),
        Decision::TableResumed => (None, Payload::TableResumed(wire::TableResumed {})),
        Decision::TableSuspended { device } => (
            None,
            Payload::TableSuspended(wire::TableSuspended {
                device_id: device.to_string(),
            }),
        ),
        Decision::SuspensionLifted => (None, Payload::SuspensionLifted(wire::SuspensionLifted {})),
        Decision::SeatBet { draw, seat } => (
            Some(*draw),
            Payload::SeatBet(wire::SeatBet {
                seat: u32::from(*seat),
            }),
        ),
        Decision::DecisionWindowOpened {
            draw,
            window,
            closes_at,
        } => (
            Some(*draw),
            Payload::DecisionWindowOpened(wire::DecisionWindowOpened {
                window: Some(crate::decision_window::encode_window(*window)),
                closes_at: Some(timestamp::encode(*closes_at)),
            }),
        ),
        Decision::PlayerDecided {
            draw,
            seat,
            hand,
            action,
            by_default,
        } => (
            Some(*draw),
            Payload::PlayerDecided({
                let (action, option) = encode_action(*action);
                wire::PlayerDecided {
                    seat: u32::from(*seat),
                    hand: u32::from(*hand),
                    action,
                    by_default: *by_default,
                    option,
                }
            }),
        ),
        Decision::HoleCardChecked { draw } => (
            Some(*draw),
            Payload::HoleCardChecked(wire::HoleCardChecked {}),
        ),
    }
}

/// The decision of a wire payload and the envelope's draw number: required for decisions that
/// belong to a draw, refused for table-level ones.
pub fn decode_decision(draw: Option<u64>, payload: Payload) -> Result<Decision, DecodeError> {
    let table_level = |name: &'static str, decision: Decision| match draw {
        Some(_) => Err(DecodeError::UnexpectedDrawNumber { decision: name }),
        None => Ok(decision),
    };
    let in_draw = || draw_number("draw_number", required("draw_number", draw)?);
    Ok(match payload {
        Payload::ShuffleRecorded(_) => {
            return table_level("shuffle_recorded", Decision::ShuffleRecorded)
        }
        Payload::ShoeLoaded(shoe) => {
            return table_level(
                "shoe_loaded",
                Decision::ShoeLoaded {
                    cards: narrow_u16("shoe_loaded.cards", shoe.cards)?,
                },
            )
        }
        Payload::ShoeChangeDue(due) => {
            return table_level(
                "shoe_change_due",
                Decision::ShoeChangeDue {
                    remaining: narrow_u16("shoe_change_due.remaining", due.remaining)?,
                },
            )
        }
        Payload::TablePaused(paused) => {
            return table_level(
                "table_paused",
                Decision::TablePaused {
                    reason: decode_pause_reason("table_paused.reason", paused.reason)?,
                },
            )
        }
        Payload::TableResumed(_) => return table_level("table_resumed", Decision::TableResumed),
        Payload::TableSuspended(suspended) => {
            return table_level(
                "table_suspended",
                Decision::TableSuspended {
                    device: device_name("table_suspended.device_id", &suspended.device_id)?,
                },
            )
        }
        Payload::SuspensionLifted(_) => {
            return table_level("suspension_lifted", Decision::SuspensionLifted)
        }
        Payload::DrawOpened(_) => Decision::DrawOpened { draw: in_draw()? },
        Payload::BettingRoundOpened(opened) => Decision::BettingRoundOpened {
            draw: in_draw()?,
            round: narrow_u8("betting_round_opened.round", opened.round, 1, u8::MAX)?,
            closes_at: timestamp::decode_required(
                "betting_round_opened.closes_at",
                opened.closes_at.as_ref(),
            )?,
            last_hand: opened.last_hand,
        },
        Payload::BettingRoundClosed(closed) => Decision::BettingRoundClosed {
            draw: in_draw()?,
            round: narrow_u8("betting_round_closed.round", closed.round, 1, u8::MAX)?,
        },
        Payload::CardDealt(dealt) => Decision::CardDealt {
            draw: in_draw()?,
            position: decode_position(
                "card_dealt.position",
                required("card_dealt.position", dealt.position.as_ref())?,
            )?,
            barcode: barcode("card_dealt.barcode", &dealt.barcode)?,
        },
        Payload::CardBurned(burned) => Decision::CardBurned {
            draw: in_draw()?,
            cause: match enumeration("card_burned.cause", burned.cause)? {
                wire::BurnCause::Unspecified => {
                    return Err(DecodeError::Unspecified {
                        field: "card_burned.cause",
                    })
                }
                wire::BurnCause::ExposedWhileRoundOpen => BurnCause::ExposedWhileRoundOpen,
                wire::BurnCause::Unreadable => BurnCause::Unreadable,
            },
            barcode: burned
                .barcode
                .as_deref()
                .map(|text| barcode("card_burned.barcode", text))
                .transpose()?,
        },
        Payload::DiscardDealt(discard) => Decision::DiscardDealt {
            draw: in_draw()?,
            exposed: discard
                .exposed_barcode
                .as_deref()
                .map(|text| barcode("discard_dealt.exposed_barcode", text))
                .transpose()?,
        },
        Payload::BallsPresented(_) => Decision::BallsPresented { draw: in_draw()? },
        Payload::BallDrawn(ball) => Decision::BallDrawn {
            draw: in_draw()?,
            slot: narrow_u8("ball_drawn.slot", ball.slot, 1, u8::MAX)?,
            number: narrow_u8("ball_drawn.number", ball.number, 1, u8::MAX)?,
        },
        Payload::SpinStarted(_) => Decision::SpinStarted { draw: in_draw()? },
        Payload::Repeat(repeat) => {
            use wire::repeat::Cause;
            Decision::Repeat {
                draw: in_draw()?,
                cause: match required("repeat.cause", repeat.cause)? {
                    Cause::TooFewRevolutions(revolutions) => {
                        RepeatCause::TooFewRevolutions { revolutions }
                    }
                    Cause::BetweenSectors(_) => RepeatCause::BetweenSectors,
                    Cause::DiceFault(faults) => RepeatCause::DiceFault(decode_dice_faults(&faults)),
                    Cause::LaunchFailed(_) => RepeatCause::LaunchFailed,
                    Cause::TooFewBallRevolutions(revolutions) => {
                        RepeatCause::TooFewBallRevolutions { revolutions }
                    }
                    Cause::TooFewWheelRevolutions(revolutions) => {
                        RepeatCause::TooFewWheelRevolutions { revolutions }
                    }
                    Cause::OutsideFactor(_) => RepeatCause::OutsideFactor,
                    Cause::InvalidThrow(faults) => {
                        RepeatCause::InvalidThrow(decode_throw_faults(&faults))
                    }
                },
            }
        }
        Payload::DrawHeld(held) => Decision::DrawHeld {
            draw: in_draw()?,
            incident: decode_incident(required("draw_held.incident", held.incident.as_ref())?)?,
        },
        Payload::DrawResumed(_) => Decision::DrawResumed { draw: in_draw()? },
        Payload::DrawCancelled(cancelled) => Decision::DrawCancelled {
            draw: in_draw()?,
            reason: decode_cancellation(required(
                "draw_cancelled.cancellation",
                cancelled.cancellation.as_ref(),
            )?)?,
            settlements: decode_settlements(&cancelled.settlements)?,
        },
        Payload::DrawSettled(settled) => Decision::DrawSettled {
            draw: in_draw()?,
            outcome: outcome::decode(required("draw_settled.outcome", settled.outcome.as_ref())?)?,
            settlements: decode_settlements(&settled.settlements)?,
        },
        Payload::DrawCorrected(corrected) => Decision::DrawCorrected {
            draw: in_draw()?,
            revision: Some(corrected.revision)
                .filter(|revision| *revision >= 2)
                .ok_or(DecodeError::OutOfRange {
                    field: "draw_corrected.revision",
                    value: u64::from(corrected.revision),
                    min: 2,
                    max: u64::from(u32::MAX),
                })?,
            reason: correction::decode_reason("draw_corrected.reason", corrected.reason)?,
            outcome: corrected
                .outcome
                .as_ref()
                .map(outcome::decode)
                .transpose()?,
            settlements: decode_settlements(&corrected.settlements)?,
        },
        Payload::SeatBet(bet) => Decision::SeatBet {
            draw: in_draw()?,
            seat: blackjack::seat("seat_bet", bet.seat)?,
        },
        Payload::DecisionWindowOpened(opened) => Decision::DecisionWindowOpened {
            draw: in_draw()?,
            window: crate::decision_window::decode_window(
                "decision_window_opened.window",
                opened.window.as_ref(),
            )?,
            closes_at: timestamp::decode_required(
                "decision_window_opened.closes_at",
                opened.closes_at.as_ref(),
            )?,
        },
        Payload::PlayerDecided(decided) => decode_player_decided(in_draw()?, &decided)?,
        Payload::HoleCardChecked(_) => Decision::HoleCardChecked { draw: in_draw()? },
    })
}

/// The wire form of a player's action: blackjack's action, or a three-card seat's option.
fn encode_action(action: PlayerAction) -> (Option<v1::BlackjackAction>, String) {
    match action {
        PlayerAction::Blackjack(action) => (Some(blackjack::encode_action(action)), String::new()),
        PlayerAction::ThreeCard(decision) => (None, decision.name().to_string()),
    }
}

/// Where a player's decision keeps its action's fields, for errors.
const DECIDED_ACTION: ActionFields = ActionFields {
    kind: "player_decided.action.kind",
    insurance: "player_decided.action.insurance_hundredths",
};

fn decode_player_decided(
    draw: DrawNumber,
    decided: &wire::PlayerDecided,
) -> Result<Decision, DecodeError> {
    let action = match (decided.action.as_ref(), decided.option.as_str()) {
        (Some(action), "") => {
            PlayerAction::Blackjack(blackjack::decode_action(DECIDED_ACTION, action)?)
        }
        (None, "") => {
            return Err(DecodeError::Missing {
                field: "player_decided.action",
            })
        }
        (None, option) => {
            let option = SeatOption::named(option).ok_or_else(|| DecodeError::Inconsistent {
                field: "player_decided.option",
                detail: format!("`{option}` is neither an action nor `play` or `fold`"),
            })?;
            PlayerAction::ThreeCard(ThreeCardDecision::of_option(option))
        }
        (Some(_), _) => {
            return Err(DecodeError::Inconsistent {
                field: "player_decided",
                detail: "both an action and an option".to_string(),
            })
        }
    };
    Ok(Decision::PlayerDecided {
        draw,
        seat: blackjack::seat("player_decided", decided.seat)?,
        hand: blackjack::hand("player_decided", decided.hand)?,
        action,
        by_default: decided.by_default,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::blackjack::{Action, Window};
    use livedraw_domain::DecisionWindow;
    use std::time::Duration;

    const DRAW: DrawNumber = DrawNumber(5);

    fn blackjack_decisions() -> Vec<Decision> {
        let closes_at = Timestamp::from_millis(1_767_250_810_000);
        let mut decisions = vec![
            Decision::SeatBet {
                draw: DRAW,
                seat: 1,
            },
            Decision::SeatBet {
                draw: DRAW,
                seat: 7,
            },
            Decision::DecisionWindowOpened {
                draw: DRAW,
                window: DecisionWindow::Blackjack(Window::Offer),
                closes_at,
            },
            Decision::DecisionWindowOpened {
                draw: DRAW,
                window: DecisionWindow::Blackjack(Window::Hand { seat: 3, hand: 4 }),
                closes_at: closes_at.after(Duration::from_secs(10)),
            },
            Decision::HoleCardChecked { draw: DRAW },
        ];
        let actions = [
            Action::Stand,
            Action::Hit,
            Action::Double,
            Action::Split,
            Action::Surrender,
            Action::Insurance { hundredths: 25 },
            Action::Insurance { hundredths: 50 },
            Action::EvenMoney,
        ];
        decisions.extend(
            actions
                .into_iter()
                .zip([false, true].into_iter().cycle())
                .map(|(action, by_default)| Decision::PlayerDecided {
                    draw: DRAW,
                    seat: 2,
                    hand: 2,
                    action: PlayerAction::Blackjack(action),
                    by_default,
                }),
        );
        decisions
    }

    #[test]
    fn every_blackjack_decision_round_trips_through_the_wire_and_bytes() {
        use prost::Message;
        for decision in blackjack_decisions() {
            let envelope = DrawEventEnvelope {
                table: TableId::new("blackjack-1").expect("id"),
                server_time: Timestamp::from_millis(1_767_250_800_000),
                device_time: None,
                journal_offset: Some(44),
                decision,
            };
            let wire = encode(&envelope);
            assert_eq!(wire.draw_number, Some(DRAW.0));
            let bytes = wire.encode_to_vec();
            let read = v1::DrawEvent::decode(bytes.as_slice()).expect("bytes decode");
            assert_eq!(decode(read), Ok(envelope));
        }
    }

    fn decided(seat: u32, hand: u32, action: Option<v1::BlackjackAction>) -> Payload {
        Payload::PlayerDecided(wire::PlayerDecided {
            seat,
            hand,
            action,
            by_default: false,
            option: String::new(),
        })
    }

    #[test]
    fn a_three_card_seat_s_play_or_fold_round_trips_and_another_option_is_refused() {
        for decision in ThreeCardDecision::ALL {
            let envelope = DrawEventEnvelope {
                table: TableId::new("tcp-1").expect("id"),
                decision: Decision::PlayerDecided {
                    draw: DRAW,
                    seat: 4,
                    hand: 1,
                    action: PlayerAction::ThreeCard(decision),
                    by_default: true,
                },
                server_time: Timestamp::from_millis(1_767_250_800_000),
                device_time: None,
                journal_offset: Some(45),
            };
            let wire = encode(&envelope);
            assert_eq!(decode(wire), Ok(envelope));
        }
        let raise = Payload::PlayerDecided(wire::PlayerDecided {
            seat: 4,
            hand: 1,
            action: None,
            by_default: false,
            option: "raise".into(),
        });
        assert!(matches!(
            decode_decision(Some(5), raise),
            Err(DecodeError::Inconsistent { .. })
        ));
    }

    fn stand() -> Option<v1::BlackjackAction> {
        Some(blackjack::encode_action(Action::Stand))
    }

    #[test]
    fn a_decision_for_a_seat_outside_1_to_7_or_hand_0_is_refused() {
        assert_eq!(
            decode_decision(Some(5), decided(8, 1, stand())),
            Err(DecodeError::BadSeatNumber {
                field: "player_decided",
                seat: 8
            })
        );
        assert_eq!(
            decode_decision(Some(5), decided(1, 0, stand())),
            Err(DecodeError::BadSeatHand {
                field: "player_decided",
                hand: 0
            })
        );
        assert_eq!(
            decode_decision(Some(5), decided(1, 1, None)),
            Err(DecodeError::Missing {
                field: "player_decided.action"
            })
        );
        assert_eq!(
            decode_decision(Some(5), Payload::SeatBet(wire::SeatBet { seat: 0 })),
            Err(DecodeError::BadSeatNumber {
                field: "seat_bet",
                seat: 0
            })
        );
    }

    #[test]
    fn insurance_above_half_the_stake_is_refused() {
        let insurance = v1::BlackjackAction {
            kind: v1::BlackjackActionKind::Insurance.into(),
            insurance_hundredths: 51,
        };
        assert_eq!(
            decode_decision(Some(5), decided(4, 1, Some(insurance))),
            Err(DecodeError::OutOfRange {
                field: "player_decided.action.insurance_hundredths",
                value: 51,
                min: 1,
                max: 50
            })
        );
    }

    #[test]
    fn a_window_without_its_window_or_closing_time_is_refused() {
        let opened = |window, closes_at| {
            Payload::DecisionWindowOpened(wire::DecisionWindowOpened { window, closes_at })
        };
        let closes_at = Some(timestamp::encode(Timestamp::from_millis(1_000)));
        assert_eq!(
            decode_decision(Some(5), opened(None, closes_at)),
            Err(DecodeError::Missing {
                field: "decision_window_opened.window"
            })
        );
        let offer = Some(blackjack::encode_window(Window::Offer));
        assert_eq!(
            decode_decision(Some(5), opened(offer, None)),
            Err(DecodeError::Missing {
                field: "decision_window_opened.closes_at"
            })
        );
    }

    #[test]
    fn blackjack_decisions_belong_to_a_draw() {
        let checked = Payload::HoleCardChecked(wire::HoleCardChecked {});
        assert_eq!(
            decode_decision(None, checked),
            Err(DecodeError::Missing {
                field: "draw_number"
            })
        );
    }
}
