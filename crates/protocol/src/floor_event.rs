//! Floor events, the untrusted input from the studio floor, to domain observations and back.
//!
//! [`decode`] checks the shape of an event (ids, sequence, time, every field of its payload);
//! whether the event is legal now is for the table's rules to judge. [`encode`] is its inverse,
//! for the floor simulator and tests.

use crate::common::{decode_dice_faults, decode_position, encode_dice_faults, encode_position};
use crate::error::DecodeError;
use crate::ids::{DeviceId, TableId};
use crate::narrowing::{barcode, draw_number, narrow_u8, required};
use crate::timestamp;
use crate::v1;
use crate::v1::floor_event::{self as wire, Event};
use livedraw_domain::{
    Barcode, ColouredDie, DieColour, DrawNumber, MoneyWheelStop, Observation, Pocket, ThrowFaults,
    Timestamp, WheelStop,
};
use std::num::NonZeroU64;

/// The most barcodes a shoe manifest may list: eight decks (a six-deck shoe, with room).
pub const MAX_MANIFEST: usize = 8 * 52;
/// The most dice a table rolls: five, on the five-dice table (the three-dice table rolls three).
pub const DICE: usize = 5;
/// The wheel's numbered sectors are 1 to this.
pub const WHEEL_SECTORS: u8 = 18;
/// The money wheel's sectors are 0 to this.
pub const MONEY_WHEEL_LAST_SECTOR: u8 = 53;
/// A roulette wheel's highest number.
pub const ROULETTE_HIGHEST: u8 = 36;
/// Lucky dice: a red and a green die.
pub const LUCKY_DICE: usize = 2;

/// A checked floor event: who sent it, when, and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloorEnvelope {
    /// The table it happened on.
    pub table: TableId,
    /// The device that saw it.
    pub device: DeviceId,
    /// The device's sequence number, from 1.
    pub sequence: NonZeroU64,
    /// The device's own clock (R6).
    pub device_time: Timestamp,
    /// The draw the device believes is in progress, when it says.
    pub draw: Option<DrawNumber>,
    /// What it says.
    pub input: FloorInput,
}

/// What a floor event says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloorInput {
    /// Something happened on the table, for the rules.
    Observation(Observation),
    /// The device is alive; no game meaning.
    Heartbeat,
}

/// Checks a floor event and turns it into its domain form.
pub fn decode(event: v1::FloorEvent) -> Result<FloorEnvelope, DecodeError> {
    let table = TableId::new(event.table_id).map_err(|source| DecodeError::BadId {
        field: "table_id",
        source,
    })?;
    let device = DeviceId::new(event.device_id).map_err(|source| DecodeError::BadId {
        field: "device_id",
        source,
    })?;
    let sequence = NonZeroU64::new(event.sequence).ok_or(DecodeError::ZeroSequence)?;
    let device_time = timestamp::decode_required("device_time", event.device_time.as_ref())?;
    let draw = event
        .draw_number
        .map(|number| draw_number("draw_number", number))
        .transpose()?;
    let input = decode_input(required("event", event.event)?)?;
    Ok(FloorEnvelope {
        table,
        device,
        sequence,
        device_time,
        draw,
        input,
    })
}

fn decode_input(event: Event) -> Result<FloorInput, DecodeError> {
    let observation = match event {
        Event::DeviceHeartbeat(_) => return Ok(FloorInput::Heartbeat),
        Event::ShoeLoaded(shoe) => Observation::ShoeLoaded {
            manifest: decode_manifest(&shoe.barcodes)?,
        },
        Event::ShuffleDone(_) => Observation::ShuffleDone,
        Event::CardScanned(card) => Observation::CardScanned {
            position: decode_position(
                "card_scanned.position",
                required("card_scanned.position", card.position.as_ref())?,
            )?,
            barcode: barcode("card_scanned.barcode", &card.barcode)?,
        },
        Event::CardUnreadable(_) => Observation::CardUnreadable,
        Event::DiscardDealt(discard) => Observation::DiscardDealt {
            exposed: discard
                .exposed_barcode
                .as_deref()
                .map(|text| barcode("discard_dealt.exposed_barcode", text))
                .transpose()?,
        },
        Event::WheelSpinStarted(spin) => Observation::WheelSpinStarted {
            clockwise: spin.clockwise,
        },
        Event::WheelSpinStopped(stop) => Observation::WheelSpinStopped {
            revolutions: stop.revolutions,
            stop: decode_wheel_stop(required("wheel_spin_stopped.stop", stop.stop)?)?,
        },
        Event::WheelSpeedAlarm(_) => Observation::WheelSpeedAlarm,
        Event::DiceSettled(dice) => {
            if dice.values.len() > DICE {
                return Err(DecodeError::TooManyDice {
                    field: "dice_settled.values",
                    count: dice.values.len(),
                    dice: DICE,
                });
            }
            Observation::DiceSettled {
                dice: dice
                    .values
                    .iter()
                    .map(|&value| narrow_u8("dice_settled.values", value, 1, 6))
                    .collect::<Result<_, _>>()?,
                faults: decode_dice_faults(&required("dice_settled.faults", dice.faults)?),
            }
        }
        Event::BallDrawn(ball) => Observation::BallDrawn {
            slot: narrow_u8("ball_drawn.slot", ball.slot, 1, u8::MAX)?,
            number: narrow_u8("ball_drawn.number", ball.number, 1, u8::MAX)?,
        },
        Event::BallCount(count) => Observation::BallCount {
            count: narrow_u8("ball_count.count", count.count, 0, u8::MAX)?,
        },
        Event::BallsPresented(_) => Observation::BallsPresented,
        Event::RouletteBallStopped(stop) => Observation::RouletteBallStopped {
            pocket: decode_pocket(
                "roulette_ball_stopped.pocket",
                required("roulette_ball_stopped.pocket", stop.pocket.as_ref())?,
            )?,
            ball_revolutions: required(
                "roulette_ball_stopped.ball_revolutions",
                stop.ball_revolutions,
            )?,
            wheel_revolutions: required(
                "roulette_ball_stopped.wheel_revolutions",
                stop.wheel_revolutions,
            )?,
        },
        Event::RouletteLaunchFailed(_) => Observation::RouletteLaunchFailed,
        Event::MoneyWheelStopped(stop) => Observation::MoneyWheelStopped {
            revolutions: required("money_wheel_stopped.revolutions", stop.revolutions)?,
            stop: decode_money_wheel_stop(required("money_wheel_stopped.stop", stop.stop)?)?,
        },
        Event::LuckyDiceThrown(throw) => decode_lucky_dice(throw)?,
        Event::HoleCardChecked(_) => Observation::HoleCardChecked,
        Event::CutCardOut(_) => Observation::CutCardOut,
    };
    Ok(FloorInput::Observation(observation))
}

/// A roulette pocket: a number 0–36 (0 is the zero) or the double zero.
pub fn decode_pocket(field: &'static str, pocket: &v1::Pocket) -> Result<Pocket, DecodeError> {
    use v1::pocket::Pocket as Wire;
    Ok(match required(field, pocket.pocket.as_ref())? {
        Wire::Number(0) => Pocket::Zero,
        Wire::Number(number) => Pocket::Number(narrow_u8(field, *number, 1, ROULETTE_HIGHEST)?),
        Wire::DoubleZero(_) => Pocket::DoubleZero,
    })
}

/// The wire form of a roulette pocket.
pub fn encode_pocket(pocket: Pocket) -> v1::Pocket {
    use v1::pocket::Pocket as Wire;
    v1::Pocket {
        pocket: Some(match pocket {
            Pocket::Zero => Wire::Number(0),
            Pocket::Number(number) => Wire::Number(u32::from(number)),
            Pocket::DoubleZero => Wire::DoubleZero(v1::pocket::DoubleZero {}),
        }),
    }
}

fn decode_money_wheel_stop(
    stop: wire::money_wheel_stopped::Stop,
) -> Result<MoneyWheelStop, DecodeError> {
    use wire::money_wheel_stopped::Stop;
    Ok(match stop {
        Stop::Sector(sector) => MoneyWheelStop::Sector(narrow_u8(
            "money_wheel_stopped.sector",
            sector,
            0,
            MONEY_WHEEL_LAST_SECTOR,
        )?),
        Stop::BetweenSectors(_) => MoneyWheelStop::BetweenSectors,
    })
}

/// Lucky dice: every die must say its colour; whether they are one red and one green is for
/// the rules to judge.
fn decode_lucky_dice(throw: wire::LuckyDiceThrown) -> Result<Observation, DecodeError> {
    if throw.dice.len() > LUCKY_DICE {
        return Err(DecodeError::TooManyDice {
            field: "lucky_dice_thrown.dice",
            count: throw.dice.len(),
            dice: LUCKY_DICE,
        });
    }
    let dice = throw
        .dice
        .iter()
        .map(|die| {
            let colour = match crate::narrowing::enumeration::<wire::DieColour>(
                "lucky_dice_thrown.dice.colour",
                die.colour,
            )? {
                wire::DieColour::Unspecified => {
                    return Err(DecodeError::Unspecified {
                        field: "lucky_dice_thrown.dice.colour",
                    })
                }
                wire::DieColour::Red => DieColour::Red,
                wire::DieColour::Green => DieColour::Green,
            };
            let value = narrow_u8("lucky_dice_thrown.dice.value", die.value, 1, 6)?;
            Ok(ColouredDie { colour, value })
        })
        .collect::<Result<_, _>>()?;
    let faults = required("lucky_dice_thrown.faults", throw.faults)?;
    Ok(Observation::LuckyDiceThrown {
        dice,
        faults: decode_throw_faults(&faults),
    })
}

/// Lucky dice's throw faults.
pub fn decode_throw_faults(faults: &v1::ThrowFaults) -> ThrowFaults {
    ThrowFaults {
        not_released_together: faults.not_released_together,
        missed_far_end: faults.missed_far_end,
        outside_recess: faults.outside_recess,
        cocked: faults.cocked,
    }
}

/// The wire form of lucky dice's throw faults.
pub fn encode_throw_faults(faults: ThrowFaults) -> v1::ThrowFaults {
    v1::ThrowFaults {
        not_released_together: faults.not_released_together,
        missed_far_end: faults.missed_far_end,
        outside_recess: faults.outside_recess,
        cocked: faults.cocked,
    }
}

fn decode_manifest(barcodes: &[String]) -> Result<Vec<Barcode>, DecodeError> {
    if barcodes.is_empty() {
        return Err(DecodeError::EmptyManifest);
    }
    // Checked before parsing, so that an oversized manifest costs nothing.
    if barcodes.len() > MAX_MANIFEST {
        return Err(DecodeError::ManifestTooLarge {
            count: barcodes.len(),
            max: MAX_MANIFEST,
        });
    }
    barcodes
        .iter()
        .enumerate()
        .map(|(index, text)| {
            Barcode::parse(text).map_err(|source| DecodeError::BadBarcode {
                field: "shoe_loaded.barcodes",
                index: Some(index),
                source,
            })
        })
        .collect()
}

fn decode_wheel_stop(stop: wire::wheel_spin_stopped::Stop) -> Result<WheelStop, DecodeError> {
    use wire::wheel_spin_stopped::Stop;
    Ok(match stop {
        Stop::Sector(sector) => WheelStop::Number(narrow_u8(
            "wheel_spin_stopped.sector",
            sector,
            1,
            WHEEL_SECTORS,
        )?),
        Stop::Symbol(_) => WheelStop::Symbol,
        Stop::BetweenSectors(_) => WheelStop::BetweenSectors,
    })
}

/// The wire form of a checked floor event. `decode(encode(e)) == e` for every envelope whose
/// values are in their wire ranges (as every decoded envelope is).
pub fn encode(envelope: &FloorEnvelope) -> v1::FloorEvent {
    v1::FloorEvent {
        table_id: envelope.table.as_str().to_string(),
        device_id: envelope.device.as_str().to_string(),
        sequence: envelope.sequence.get(),
        device_time: Some(timestamp::encode(envelope.device_time)),
        draw_number: envelope.draw.map(|draw| draw.0),
        event: Some(encode_input(&envelope.input)),
    }
}

fn encode_input(input: &FloorInput) -> Event {
    let observation = match input {
        FloorInput::Heartbeat => return Event::DeviceHeartbeat(wire::DeviceHeartbeat {}),
        FloorInput::Observation(observation) => observation,
    };
    match observation {
        Observation::ShoeLoaded { manifest } => Event::ShoeLoaded(wire::ShoeLoaded {
            barcodes: manifest.iter().map(Barcode::to_string).collect(),
        }),
        Observation::ShuffleDone => Event::ShuffleDone(wire::ShuffleDone {}),
        Observation::CardScanned { position, barcode } => Event::CardScanned(wire::CardScanned {
            position: Some(encode_position(*position)),
            barcode: barcode.to_string(),
        }),
        Observation::CardUnreadable => Event::CardUnreadable(wire::CardUnreadable {}),
        Observation::DiscardDealt { exposed } => Event::DiscardDealt(wire::DiscardDealt {
            exposed_barcode: exposed.map(|barcode| barcode.to_string()),
        }),
        Observation::WheelSpinStarted { clockwise } => {
            Event::WheelSpinStarted(wire::WheelSpinStarted {
                clockwise: *clockwise,
            })
        }
        Observation::WheelSpinStopped { revolutions, stop } => {
            use wire::wheel_spin_stopped::Stop;
            Event::WheelSpinStopped(wire::WheelSpinStopped {
                revolutions: *revolutions,
                stop: Some(match stop {
                    WheelStop::Number(sector) => Stop::Sector(u32::from(*sector)),
                    WheelStop::Symbol => Stop::Symbol(v1::WheelSymbol {}),
                    WheelStop::BetweenSectors => Stop::BetweenSectors(v1::BetweenSectors {}),
                }),
            })
        }
        Observation::WheelSpeedAlarm => Event::WheelSpeedAlarm(wire::WheelSpeedAlarm {}),
        Observation::DiceSettled { dice, faults } => Event::DiceSettled(wire::DiceSettled {
            values: dice.iter().map(|&value| u32::from(value)).collect(),
            faults: Some(encode_dice_faults(*faults)),
        }),
        Observation::BallDrawn { slot, number } => Event::BallDrawn(wire::BallDrawn {
            slot: u32::from(*slot),
            number: u32::from(*number),
        }),
        Observation::BallCount { count } => Event::BallCount(wire::BallCount {
            count: u32::from(*count),
        }),
        Observation::BallsPresented => Event::BallsPresented(wire::BallsPresented {}),
        Observation::RouletteBallStopped {
            pocket,
            ball_revolutions,
            wheel_revolutions,
        } => Event::RouletteBallStopped(wire::RouletteBallStopped {
            pocket: Some(encode_pocket(*pocket)),
            ball_revolutions: Some(*ball_revolutions),
            wheel_revolutions: Some(*wheel_revolutions),
        }),
        Observation::RouletteLaunchFailed => {
            Event::RouletteLaunchFailed(wire::RouletteLaunchFailed {})
        }
        Observation::MoneyWheelStopped { revolutions, stop } => {
            use wire::money_wheel_stopped::Stop;
            Event::MoneyWheelStopped(wire::MoneyWheelStopped {
                revolutions: Some(*revolutions),
                stop: Some(match stop {
                    MoneyWheelStop::Sector(sector) => Stop::Sector(u32::from(*sector)),
                    MoneyWheelStop::BetweenSectors => Stop::BetweenSectors(v1::BetweenSectors {}),
                }),
            })
        }
        Observation::LuckyDiceThrown { dice, faults } => {
            Event::LuckyDiceThrown(wire::LuckyDiceThrown {
                dice: dice
                    .iter()
                    .map(|die| wire::ColouredDie {
                        colour: match die.colour {
                            DieColour::Red => wire::DieColour::Red,
                            DieColour::Green => wire::DieColour::Green,
                        }
                        .into(),
                        value: u32::from(die.value),
                    })
                    .collect(),
                faults: Some(encode_throw_faults(*faults)),
            })
        }
        Observation::HoleCardChecked => Event::HoleCardChecked(wire::HoleCardChecked {}),
        Observation::CutCardOut => Event::CutCardOut(wire::CutCardOut {}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::barcode::DeckSerial;
    use livedraw_domain::Position;

    fn envelope(observation: Observation) -> FloorEnvelope {
        FloorEnvelope {
            table: TableId::new("blackjack-1").expect("id"),
            device: DeviceId::new("scanner-1").expect("id"),
            sequence: NonZeroU64::MIN,
            device_time: Timestamp::from_millis(1_767_250_800_000),
            draw: Some(DrawNumber(2)),
            input: FloorInput::Observation(observation),
        }
    }

    #[test]
    fn blackjack_s_observations_round_trip() {
        let card = "Ah".parse().expect("card");
        let observations = [
            Observation::HoleCardChecked,
            Observation::CutCardOut,
            Observation::CardScanned {
                position: Position::Seat { seat: 6, hand: 2 },
                barcode: Barcode::new(DeckSerial::new(3).expect("serial"), card),
            },
        ];
        for observation in observations {
            let original = envelope(observation);
            assert_eq!(decode(encode(&original)), Ok(original));
        }
    }

    #[test]
    fn a_card_scanned_at_seat_8_is_refused() {
        let mut wire = encode(&envelope(Observation::CardScanned {
            position: Position::Dealer,
            barcode: Barcode::new(
                DeckSerial::new(3).expect("serial"),
                "2c".parse().expect("card"),
            ),
        }));
        let Some(Event::CardScanned(scanned)) = wire.event.as_mut() else {
            panic!("not a scan");
        };
        scanned.position = Some(v1::Position {
            kind: v1::PositionKind::Seat.into(),
            hand: 1,
            seat: 8,
        });
        assert_eq!(
            decode(wire),
            Err(DecodeError::BadSeatNumber {
                field: "card_scanned.position",
                seat: 8
            })
        );
    }
}
