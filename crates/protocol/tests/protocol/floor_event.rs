//! Floor events: every observation round-trips, every malformed case is its own typed error.

use livedraw_domain::barcode::DeckSerial;
use livedraw_domain::card::Card;
use livedraw_domain::{
    Barcode, BarcodeError, ColouredDie, DiceFaults, DieColour, DrawNumber, MoneyWheelStop,
    Observation, Pocket, Position, ThrowFaults, Timestamp, WheelStop,
};
use livedraw_protocol::floor_event::{decode, encode, FloorEnvelope, FloorInput, MAX_MANIFEST};
use livedraw_protocol::v1::floor_event::{self as wire, Event};
use livedraw_protocol::v1::{self, PositionKind};
use livedraw_protocol::{DecodeError, DeviceId, IdError, TableId};
use std::num::NonZeroU64;

fn barcode(deck: u32, card: &str) -> Barcode {
    Barcode::new(
        DeckSerial::new(deck).expect("test serial"),
        card.parse::<Card>().expect("test card"),
    )
}

fn envelope(input: FloorInput) -> FloorEnvelope {
    FloorEnvelope {
        table: TableId::new("baccarat-1").expect("id"),
        device: DeviceId::new("scanner.1").expect("id"),
        sequence: NonZeroU64::new(7).expect("non-zero"),
        device_time: Timestamp::from_millis(1_700_000_000_123),
        draw: Some(DrawNumber(42)),
        input,
    }
}

/// A well-formed event carrying `event`.
fn event(event: Event) -> v1::FloorEvent {
    v1::FloorEvent {
        table_id: "baccarat-1".into(),
        device_id: "scanner.1".into(),
        sequence: 1,
        device_time: Some(prost_types::Timestamp {
            seconds: 1_700_000_000,
            nanos: 0,
        }),
        draw_number: None,
        event: Some(event),
    }
}

fn heartbeat() -> v1::FloorEvent {
    event(Event::DeviceHeartbeat(wire::DeviceHeartbeat {}))
}

fn every_observation() -> Vec<Observation> {
    let deck: Vec<Barcode> = Card::all()
        .map(|card| Barcode::new(DeckSerial::new(1234).expect("serial"), card))
        .collect();
    vec![
        Observation::ShoeLoaded { manifest: deck },
        Observation::ShuffleDone,
        Observation::CardScanned {
            position: Position::Player,
            barcode: barcode(1, "Ah"),
        },
        Observation::CardScanned {
            position: Position::Banker,
            barcode: barcode(2, "Td"),
        },
        Observation::CardScanned {
            position: Position::Dealer,
            barcode: barcode(3, "2c"),
        },
        Observation::CardScanned {
            position: Position::Seat { seat: 7, hand: 4 },
            barcode: barcode(3, "8s"),
        },
        Observation::HoleCardChecked,
        Observation::CardScanned {
            position: Position::Hand(6),
            barcode: barcode(4, "Ks"),
        },
        Observation::CardScanned {
            position: Position::Board,
            barcode: barcode(5, "9h"),
        },
        Observation::CardUnreadable,
        Observation::DiscardDealt { exposed: None },
        Observation::DiscardDealt {
            exposed: Some(barcode(6, "Qc")),
        },
        Observation::WheelSpinStarted { clockwise: true },
        Observation::WheelSpinStarted { clockwise: false },
        Observation::WheelSpinStopped {
            revolutions: 3,
            stop: WheelStop::Number(18),
        },
        Observation::WheelSpinStopped {
            revolutions: 1,
            stop: WheelStop::Symbol,
        },
        Observation::WheelSpinStopped {
            revolutions: 4,
            stop: WheelStop::BetweenSectors,
        },
        Observation::WheelSpeedAlarm,
        Observation::DiceSettled {
            dice: vec![1, 2, 3, 4, 6],
            faults: DiceFaults::default(),
        },
        Observation::DiceSettled {
            dice: vec![5, 5],
            faults: DiceFaults {
                on_edge: true,
                not_flat: true,
                off_table: true,
                covering_line: true,
                undeterminable: true,
            },
        },
        Observation::BallDrawn {
            slot: 1,
            number: 36,
        },
        Observation::BallCount { count: 0 },
        Observation::BallCount { count: 7 },
        Observation::BallsPresented,
        Observation::DiceSettled {
            dice: vec![6, 6, 1],
            faults: DiceFaults::default(),
        },
        Observation::RouletteBallStopped {
            pocket: Pocket::Zero,
            ball_revolutions: 0,
            wheel_revolutions: 0,
        },
        Observation::RouletteBallStopped {
            pocket: Pocket::DoubleZero,
            ball_revolutions: 12,
            wheel_revolutions: 3,
        },
        Observation::RouletteBallStopped {
            pocket: Pocket::Number(36),
            ball_revolutions: 8,
            wheel_revolutions: 1,
        },
        Observation::RouletteLaunchFailed,
        Observation::MoneyWheelStopped {
            revolutions: 4,
            stop: MoneyWheelStop::Sector(0),
        },
        Observation::MoneyWheelStopped {
            revolutions: 6,
            stop: MoneyWheelStop::Sector(53),
        },
        Observation::MoneyWheelStopped {
            revolutions: 2,
            stop: MoneyWheelStop::BetweenSectors,
        },
        Observation::LuckyDiceThrown {
            dice: vec![red(3), green(6)],
            faults: ThrowFaults::default(),
        },
        // Two of one colour decode: the rules, not the decoder, refuse them (with the table).
        Observation::LuckyDiceThrown {
            dice: vec![red(1), red(2)],
            faults: ThrowFaults {
                not_released_together: true,
                missed_far_end: true,
                outside_recess: true,
                cocked: true,
            },
        },
    ]
}

fn red(value: u8) -> ColouredDie {
    ColouredDie {
        colour: DieColour::Red,
        value,
    }
}

fn green(value: u8) -> ColouredDie {
    ColouredDie {
        colour: DieColour::Green,
        value,
    }
}

#[test]
fn every_observation_round_trips() {
    for observation in every_observation() {
        let original = envelope(FloorInput::Observation(observation));
        assert_eq!(decode(encode(&original)), Ok(original.clone()));
    }
}

#[test]
fn a_heartbeat_round_trips_and_is_not_an_observation() {
    let original = FloorEnvelope {
        draw: None,
        ..envelope(FloorInput::Heartbeat)
    };
    let wire = encode(&original);
    assert!(matches!(wire.event, Some(Event::DeviceHeartbeat(_))));
    assert_eq!(wire.draw_number, None);
    assert_eq!(decode(wire), Ok(original));
}

#[test]
fn device_time_keeps_milliseconds_and_drops_finer_precision() {
    let mut wire = heartbeat();
    wire.device_time = Some(prost_types::Timestamp {
        seconds: 1,
        nanos: 234_567_891,
    });
    let decoded = decode(wire).expect("valid");
    assert_eq!(decoded.device_time, Timestamp::from_millis(1_234));
}

fn refused(wire: v1::FloorEvent) -> DecodeError {
    decode(wire).expect_err("malformed event accepted")
}

#[test]
fn a_missing_event_is_refused() {
    let mut wire = heartbeat();
    wire.event = None;
    assert_eq!(refused(wire), DecodeError::Missing { field: "event" });
}

#[test]
fn a_bad_table_id_is_refused() {
    for (id, error) in [
        ("", IdError::Empty),
        (
            "t/1",
            IdError::BadCharacter {
                found: '/',
                index: 1,
            },
        ),
    ] {
        let mut wire = heartbeat();
        wire.table_id = id.into();
        assert_eq!(
            refused(wire),
            DecodeError::BadId {
                field: "table_id",
                source: error
            }
        );
    }
    let mut wire = heartbeat();
    wire.table_id = "t".repeat(65);
    assert_eq!(
        refused(wire),
        DecodeError::BadId {
            field: "table_id",
            source: IdError::TooLong { length: 65 }
        }
    );
}

#[test]
fn a_bad_device_id_is_refused() {
    let mut wire = heartbeat();
    wire.device_id = "scanner#1".into();
    assert_eq!(
        refused(wire),
        DecodeError::BadId {
            field: "device_id",
            source: IdError::BadCharacter {
                found: '#',
                index: 7
            }
        }
    );
}

#[test]
fn sequence_zero_is_refused() {
    let mut wire = heartbeat();
    wire.sequence = 0;
    assert_eq!(refused(wire), DecodeError::ZeroSequence);
}

#[test]
fn a_missing_device_time_is_refused() {
    let mut wire = heartbeat();
    wire.device_time = None;
    assert_eq!(
        refused(wire),
        DecodeError::Missing {
            field: "device_time"
        }
    );
}

#[test]
fn a_device_time_out_of_range_is_refused() {
    for (seconds, nanos) in [(i64::MAX, 0), (i64::MIN, 0), (0, -1), (0, 1_000_000_000)] {
        let mut wire = heartbeat();
        wire.device_time = Some(prost_types::Timestamp { seconds, nanos });
        assert_eq!(
            refused(wire),
            DecodeError::TimestampOutOfRange {
                field: "device_time"
            }
        );
    }
}

#[test]
fn draw_number_zero_is_refused() {
    let mut wire = heartbeat();
    wire.draw_number = Some(0);
    assert_eq!(
        refused(wire),
        DecodeError::ZeroDrawNumber {
            field: "draw_number"
        }
    );
}

fn scanned(position: Option<v1::Position>, barcode: &str) -> v1::FloorEvent {
    event(Event::CardScanned(wire::CardScanned {
        position,
        barcode: barcode.into(),
    }))
}

fn good_barcode() -> String {
    barcode(1, "Ah").to_string()
}

fn position(kind: PositionKind, hand: u32) -> Option<v1::Position> {
    Some(v1::Position {
        kind: kind.into(),
        hand,
        seat: 0,
    })
}

#[test]
fn a_bad_barcode_is_refused_with_the_barcode_error() {
    let mut misread = good_barcode();
    misread.replace_range(0..1, "9");
    let error = refused(scanned(position(PositionKind::Player, 0), &misread));
    assert!(
        matches!(
            error,
            DecodeError::BadBarcode {
                field: "card_scanned.barcode",
                index: None,
                source: BarcodeError::BadCheck { .. }
            }
        ),
        "{error:?}"
    );
    let error = refused(scanned(position(PositionKind::Player, 0), "short"));
    assert!(matches!(
        error,
        DecodeError::BadBarcode {
            source: BarcodeError::WrongLength { length: 5, .. },
            ..
        }
    ));
}

#[test]
fn a_missing_position_is_refused() {
    assert_eq!(
        refused(scanned(None, &good_barcode())),
        DecodeError::Missing {
            field: "card_scanned.position"
        }
    );
}

#[test]
fn an_unspecified_or_unknown_position_kind_is_refused() {
    assert_eq!(
        refused(scanned(
            position(PositionKind::Unspecified, 0),
            &good_barcode()
        )),
        DecodeError::Unspecified {
            field: "card_scanned.position"
        }
    );
    let unknown = Some(v1::Position {
        kind: 99,
        hand: 0,
        seat: 0,
    });
    assert_eq!(
        refused(scanned(unknown, &good_barcode())),
        DecodeError::UnknownEnumValue {
            field: "card_scanned.position",
            value: 99
        }
    );
}

#[test]
fn a_hand_number_outside_1_to_6_is_refused() {
    for hand in [0, 7, u32::MAX] {
        assert_eq!(
            refused(scanned(position(PositionKind::Hand, hand), &good_barcode())),
            DecodeError::BadHandNumber {
                field: "card_scanned.position",
                hand
            }
        );
    }
}

#[test]
fn a_hand_number_on_another_position_is_refused() {
    assert_eq!(
        refused(scanned(position(PositionKind::Board, 2), &good_barcode())),
        DecodeError::HandNumberWithoutHand {
            field: "card_scanned.position",
            hand: 2
        }
    );
}

#[test]
fn a_bad_exposed_discard_barcode_is_refused() {
    let wire = event(Event::DiscardDealt(wire::DiscardDealt {
        exposed_barcode: Some(String::new()),
    }));
    assert!(matches!(
        refused(wire),
        DecodeError::BadBarcode {
            field: "discard_dealt.exposed_barcode",
            ..
        }
    ));
}

fn shoe(barcodes: Vec<String>) -> v1::FloorEvent {
    event(Event::ShoeLoaded(wire::ShoeLoaded { barcodes }))
}

#[test]
fn an_empty_manifest_is_refused() {
    assert_eq!(refused(shoe(vec![])), DecodeError::EmptyManifest);
}

#[test]
fn a_manifest_larger_than_eight_decks_is_refused() {
    assert_eq!(
        refused(shoe(vec![good_barcode(); MAX_MANIFEST + 1])),
        DecodeError::ManifestTooLarge {
            count: MAX_MANIFEST + 1,
            max: MAX_MANIFEST
        }
    );
    // The cap itself is accepted as a shape (the rules then judge the decks).
    assert!(decode(shoe(vec![good_barcode(); MAX_MANIFEST])).is_ok());
}

#[test]
fn a_bad_barcode_in_a_manifest_is_refused_with_its_index() {
    let barcodes = vec![good_barcode(), good_barcode(), "00000001AH0".into()];
    assert!(matches!(
        refused(shoe(barcodes)),
        DecodeError::BadBarcode {
            field: "shoe_loaded.barcodes",
            index: Some(2),
            ..
        }
    ));
}

fn wheel_stop(stop: Option<wire::wheel_spin_stopped::Stop>) -> v1::FloorEvent {
    event(Event::WheelSpinStopped(wire::WheelSpinStopped {
        revolutions: 3,
        stop,
    }))
}

#[test]
fn a_wheel_stop_without_a_sector_is_refused() {
    assert_eq!(
        refused(wheel_stop(None)),
        DecodeError::Missing {
            field: "wheel_spin_stopped.stop"
        }
    );
}

#[test]
fn a_sector_outside_1_to_18_is_refused() {
    use wire::wheel_spin_stopped::Stop;
    for sector in [0, 19, 256, u32::MAX] {
        assert_eq!(
            refused(wheel_stop(Some(Stop::Sector(sector)))),
            DecodeError::OutOfRange {
                field: "wheel_spin_stopped.sector",
                value: u64::from(sector),
                min: 1,
                max: 18
            }
        );
    }
}

fn dice(values: Vec<u32>, faults: Option<v1::DiceFaults>) -> v1::FloorEvent {
    event(Event::DiceSettled(wire::DiceSettled { values, faults }))
}

#[test]
fn more_than_five_dice_values_are_refused() {
    assert_eq!(
        refused(dice(vec![1; 6], Some(v1::DiceFaults::default()))),
        DecodeError::TooManyDice {
            field: "dice_settled.values",
            count: 6,
            dice: 5
        }
    );
}

#[test]
fn a_die_face_outside_1_to_6_is_refused() {
    for value in [0, 7, 300] {
        assert_eq!(
            refused(dice(vec![1, value], Some(v1::DiceFaults::default()))),
            DecodeError::OutOfRange {
                field: "dice_settled.values",
                value: u64::from(value),
                min: 1,
                max: 6
            }
        );
    }
}

#[test]
fn dice_without_their_fault_flags_are_refused() {
    assert_eq!(
        refused(dice(vec![1, 2, 3, 4, 5], None)),
        DecodeError::Missing {
            field: "dice_settled.faults"
        }
    );
}

#[test]
fn ball_values_outside_the_u8_range_are_refused() {
    let ball = |slot, number| event(Event::BallDrawn(wire::BallDrawn { slot, number }));
    assert_eq!(
        refused(ball(256, 1)),
        DecodeError::OutOfRange {
            field: "ball_drawn.slot",
            value: 256,
            min: 1,
            max: 255
        }
    );
    assert_eq!(
        refused(ball(0, 1)),
        DecodeError::OutOfRange {
            field: "ball_drawn.slot",
            value: 0,
            min: 1,
            max: 255
        }
    );
    assert_eq!(
        refused(ball(1, 1_000)),
        DecodeError::OutOfRange {
            field: "ball_drawn.number",
            value: 1_000,
            min: 1,
            max: 255
        }
    );
    let count = event(Event::BallCount(wire::BallCount { count: 256 }));
    assert_eq!(
        refused(count),
        DecodeError::OutOfRange {
            field: "ball_count.count",
            value: 256,
            min: 0,
            max: 255
        }
    );
}

#[test]
fn decode_errors_read_well() {
    let error = refused(scanned(position(PositionKind::Hand, 9), &good_barcode()));
    assert_eq!(
        error.to_string(),
        "`card_scanned.position`: hand number 9 is not 1 to 6"
    );
    let error = refused(shoe(vec![good_barcode(), "x".into()]));
    assert!(
        error
            .to_string()
            .starts_with("`shoe_loaded.barcodes`[1]: barcode `x`"),
        "{error}"
    );
}

fn roulette(
    pocket: Option<v1::pocket::Pocket>,
    ball: Option<u32>,
    wheel: Option<u32>,
) -> v1::FloorEvent {
    event(Event::RouletteBallStopped(wire::RouletteBallStopped {
        pocket: Some(v1::Pocket { pocket }),
        ball_revolutions: ball,
        wheel_revolutions: wheel,
    }))
}

#[test]
fn a_roulette_pocket_outside_0_to_36_is_refused() {
    let pocket = Some(v1::pocket::Pocket::Number(37));
    assert_eq!(
        refused(roulette(pocket, Some(5), Some(1))),
        DecodeError::OutOfRange {
            field: "roulette_ball_stopped.pocket",
            value: 37,
            min: 1,
            max: 36
        }
    );
    assert_eq!(
        refused(roulette(None, Some(5), Some(1))),
        DecodeError::Missing {
            field: "roulette_ball_stopped.pocket"
        }
    );
}

#[test]
fn a_roulette_stop_without_its_revolutions_is_refused() {
    let pocket = Some(v1::pocket::Pocket::Number(7));
    assert_eq!(
        refused(roulette(pocket, None, Some(1))),
        DecodeError::Missing {
            field: "roulette_ball_stopped.ball_revolutions"
        }
    );
    assert_eq!(
        refused(roulette(pocket, Some(5), None)),
        DecodeError::Missing {
            field: "roulette_ball_stopped.wheel_revolutions"
        }
    );
}

fn money_wheel(
    revolutions: Option<u32>,
    stop: Option<wire::money_wheel_stopped::Stop>,
) -> v1::FloorEvent {
    event(Event::MoneyWheelStopped(wire::MoneyWheelStopped {
        revolutions,
        stop,
    }))
}

#[test]
fn a_money_wheel_sector_outside_0_to_53_is_refused() {
    use wire::money_wheel_stopped::Stop;
    assert_eq!(
        refused(money_wheel(Some(5), Some(Stop::Sector(54)))),
        DecodeError::OutOfRange {
            field: "money_wheel_stopped.sector",
            value: 54,
            min: 0,
            max: 53
        }
    );
    assert_eq!(
        refused(money_wheel(Some(5), None)),
        DecodeError::Missing {
            field: "money_wheel_stopped.stop"
        }
    );
    assert_eq!(
        refused(money_wheel(None, Some(Stop::Sector(3)))),
        DecodeError::Missing {
            field: "money_wheel_stopped.revolutions"
        }
    );
}

fn lucky(dice: Vec<wire::ColouredDie>, faults: Option<v1::ThrowFaults>) -> v1::FloorEvent {
    event(Event::LuckyDiceThrown(wire::LuckyDiceThrown {
        dice,
        faults,
    }))
}

fn die(colour: wire::DieColour, value: u32) -> wire::ColouredDie {
    wire::ColouredDie {
        colour: colour.into(),
        value,
    }
}

#[test]
fn a_lucky_die_that_does_not_say_its_colour_is_refused() {
    let dice = vec![
        die(wire::DieColour::Red, 2),
        die(wire::DieColour::Unspecified, 5),
    ];
    assert_eq!(
        refused(lucky(dice, Some(v1::ThrowFaults::default()))),
        DecodeError::Unspecified {
            field: "lucky_dice_thrown.dice.colour"
        }
    );
}

#[test]
fn lucky_dice_out_of_range_too_many_or_without_fault_flags_are_refused() {
    let faults = Some(v1::ThrowFaults::default());
    let seven = vec![die(wire::DieColour::Red, 7), die(wire::DieColour::Green, 1)];
    assert!(matches!(
        refused(lucky(seven, faults)),
        DecodeError::OutOfRange {
            field: "lucky_dice_thrown.dice.value",
            ..
        }
    ));
    let three = vec![
        die(wire::DieColour::Red, 1),
        die(wire::DieColour::Green, 1),
        die(wire::DieColour::Green, 2),
    ];
    assert_eq!(
        refused(lucky(three, faults)),
        DecodeError::TooManyDice {
            field: "lucky_dice_thrown.dice",
            count: 3,
            dice: 2
        }
    );
    let two = vec![die(wire::DieColour::Red, 1), die(wire::DieColour::Green, 1)];
    assert_eq!(
        refused(lucky(two, None)),
        DecodeError::Missing {
            field: "lucky_dice_thrown.faults"
        }
    );
}
