//! Fuzzing by proptest: the floor is untrusted input, so no byte string and no combination of
//! fields may make a decoder panic, and whatever is accepted must survive the round trip.

use livedraw_domain::barcode::DeckSerial;
use livedraw_domain::card::Card;
use livedraw_domain::Barcode;
use livedraw_protocol::v1::floor_event::{self as wire, wheel_spin_stopped::Stop, Event};
use livedraw_protocol::v1::{self};
use livedraw_protocol::{draw_event, floor_event, supervisor};
use proptest::prelude::*;
use prost::Message;

/// Ids: mostly valid, sometimes empty, too long or with foreign characters.
fn id() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[A-Za-z0-9_.-]{1,64}",
        1 => "[A-Za-z0-9_.-]{65,70}",
        1 => "\\PC{0,8}",
    ]
}

/// Barcodes: mostly real ones, sometimes near misses or noise.
fn barcode() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0..=DeckSerial::MAX, 0..52usize).prop_map(|(serial, card)| {
            Barcode::new(
                DeckSerial::new(serial).expect("in range"),
                Card::from_index(card).expect("in range"),
            )
            .to_string()
        }),
        1 => "[0-9]{8}[0-9A-Za-z]{2}[0-9A-Z*]",
        1 => "\\PC{0,14}",
    ]
}

fn small_or_any_u32(small: u32) -> impl Strategy<Value = u32> {
    prop_oneof![4 => 0..=small, 1 => any::<u32>()]
}

/// Positions: mostly real ones (a hand number only with HAND or SEAT, a seat only with SEAT),
/// sometimes anything.
fn position() -> impl Strategy<Value = Option<v1::Position>> {
    let real = prop_oneof![
        (1..=5i32)
            .prop_filter("not HAND", |kind| *kind != 4)
            .prop_map(|kind| (kind, 0, 0)),
        (1..=6u32).prop_map(|hand| (4, hand, 0)),
        (1..=7u32, 1..=4u32).prop_map(|(seat, hand)| (6, hand, seat)),
    ]
    .prop_map(|(kind, hand, seat)| v1::Position { kind, hand, seat });
    let any = (-1..8i32, small_or_any_u32(8), small_or_any_u32(9))
        .prop_map(|(kind, hand, seat)| v1::Position { kind, hand, seat });
    proptest::option::weighted(0.9, prop_oneof![3 => real, 1 => any])
}

fn faults() -> impl Strategy<Value = v1::DiceFaults> {
    any::<[bool; 5]>().prop_map(|f| v1::DiceFaults {
        on_edge: f[0],
        not_flat: f[1],
        off_table: f[2],
        covering_line: f[3],
        undeterminable: f[4],
    })
}

/// Every oneof of `FloorEvent.event`, with fields around and beyond their limits.
fn event() -> impl Strategy<Value = Event> {
    prop_oneof![
        prop::collection::vec(barcode(), 0..60)
            .prop_map(|barcodes| Event::ShoeLoaded(wire::ShoeLoaded { barcodes })),
        (0..=420usize, barcode()).prop_map(|(count, barcode)| {
            Event::ShoeLoaded(wire::ShoeLoaded {
                barcodes: vec![barcode; count],
            })
        }),
        Just(Event::ShuffleDone(wire::ShuffleDone {})),
        (position(), barcode()).prop_map(|(position, barcode)| Event::CardScanned(
            wire::CardScanned { position, barcode }
        )),
        Just(Event::CardUnreadable(wire::CardUnreadable {})),
        proptest::option::of(barcode()).prop_map(|exposed_barcode| {
            Event::DiscardDealt(wire::DiscardDealt { exposed_barcode })
        }),
        any::<bool>()
            .prop_map(|clockwise| Event::WheelSpinStarted(wire::WheelSpinStarted { clockwise })),
        (
            any::<u32>(),
            proptest::option::weighted(
                0.9,
                prop_oneof![
                    small_or_any_u32(20).prop_map(Stop::Sector),
                    Just(Stop::Symbol(v1::WheelSymbol {})),
                    Just(Stop::BetweenSectors(v1::BetweenSectors {})),
                ]
            )
        )
            .prop_map(|(revolutions, stop)| Event::WheelSpinStopped(
                wire::WheelSpinStopped { revolutions, stop }
            )),
        Just(Event::WheelSpeedAlarm(wire::WheelSpeedAlarm {})),
        (
            prop::collection::vec(small_or_any_u32(7), 0..8),
            proptest::option::weighted(0.9, faults())
        )
            .prop_map(|(values, faults)| Event::DiceSettled(wire::DiceSettled { values, faults })),
        (small_or_any_u32(300), small_or_any_u32(300))
            .prop_map(|(slot, number)| Event::BallDrawn(wire::BallDrawn { slot, number })),
        small_or_any_u32(300).prop_map(|count| Event::BallCount(wire::BallCount { count })),
        Just(Event::BallsPresented(wire::BallsPresented {})),
        Just(Event::DeviceHeartbeat(wire::DeviceHeartbeat {})),
        Just(Event::HoleCardChecked(wire::HoleCardChecked {})),
    ]
}

fn time() -> impl Strategy<Value = prost_types::Timestamp> {
    let seconds = prop_oneof![
        4 => -62_135_596_800i64..=253_402_300_799,
        1 => any::<i64>(),
    ];
    let nanos = prop_oneof![
        2 => (0..1_000i32).prop_map(|millis| millis * 1_000_000),
        2 => 0..1_000_000_000i32,
        1 => any::<i32>(),
    ];
    (seconds, nanos).prop_map(|(seconds, nanos)| prost_types::Timestamp { seconds, nanos })
}

/// Floor events with every field anywhere (`wild`), or with a well-formed envelope so that
/// most payloads get through to the round trip.
fn floor_event(wild: bool) -> impl Strategy<Value = v1::FloorEvent> {
    let valid_time = (-62_135_596_800i64..=253_402_300_799, 0..1_000_000_000i32)
        .prop_map(|(seconds, nanos)| prost_types::Timestamp { seconds, nanos });
    let (id, sequence, time, event) = if wild {
        (
            id().boxed(),
            prop_oneof![4 => 0..1_000u64, 1 => any::<u64>()].boxed(),
            proptest::option::weighted(0.95, prop_oneof![4 => valid_time, 1 => time()]).boxed(),
            proptest::option::weighted(0.95, event()).boxed(),
        )
    } else {
        (
            "[A-Za-z0-9_.-]{1,64}".boxed(),
            (1..1_000u64).boxed(),
            valid_time.prop_map(Some).boxed(),
            event().prop_map(Some).boxed(),
        )
    };
    (
        id.clone(),
        id,
        sequence.clone(),
        time,
        proptest::option::of(sequence),
        event,
    )
        .prop_map(
            |(table_id, device_id, sequence, device_time, draw_number, event)| v1::FloorEvent {
                table_id,
                device_id,
                sequence,
                device_time,
                draw_number,
                event,
            },
        )
}

/// `event` as the decoder keeps it: device time cut to whole milliseconds.
fn to_milliseconds(mut event: v1::FloorEvent) -> v1::FloorEvent {
    if let Some(time) = event.device_time.as_mut() {
        time.nanos -= time.nanos % 1_000_000;
    }
    event
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn fuzz_arbitrary_bytes_never_panic_the_floor_decoder(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        if let Ok(event) = v1::FloorEvent::decode(bytes.as_slice()) {
            if let Ok(envelope) = floor_event::decode(event) {
                prop_assert_eq!(floor_event::decode(floor_event::encode(&envelope)), Ok(envelope));
            }
        }
    }

    #[test]
    fn fuzz_arbitrary_bytes_never_panic_the_draw_event_decoder(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        if let Ok(event) = v1::DrawEvent::decode(bytes.as_slice()) {
            if let Ok(envelope) = draw_event::decode(event) {
                let wire = draw_event::encode(&envelope);
                prop_assert_eq!(draw_event::decode(wire), Ok(envelope));
            }
        }
    }

    #[test]
    fn fuzz_arbitrary_bytes_never_panic_the_supervisor_decoders(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        if let Ok(request) = v1::CancelDrawRequest::decode(bytes.as_slice()) {
            let _ = supervisor::decode_cancel_draw(request);
        }
        if let Ok(request) = v1::ResolveHoldRequest::decode(bytes.as_slice()) {
            let _ = supervisor::decode_resolve_hold(request);
        }
        if let Ok(request) = v1::PauseTableRequest::decode(bytes.as_slice()) {
            let _ = supervisor::decode_pause_table(request);
        }
        if let Ok(request) = v1::ResumeTableRequest::decode(bytes.as_slice()) {
            let _ = supervisor::decode_resume_table(request);
        }
    }

    #[test]
    fn fuzz_structured_floor_events_never_panic_and_accepted_ones_round_trip(
        event in prop_oneof![floor_event(true), floor_event(false)]
    ) {
        if let Ok(envelope) = floor_event::decode(event.clone()) {
            let encoded = floor_event::encode(&envelope);
            // Canonical: what was accepted is re-encoded exactly, bar sub-millisecond time.
            prop_assert_eq!(&encoded, &to_milliseconds(event));
            prop_assert_eq!(floor_event::decode(encoded), Ok(envelope));
        }
    }

    #[test]
    fn fuzz_structured_floor_events_survive_the_bytes_too(event in floor_event(true)) {
        let bytes = event.encode_to_vec();
        let again = v1::FloorEvent::decode(bytes.as_slice()).expect("own bytes decode");
        prop_assert_eq!(floor_event::decode(again), floor_event::decode(event));
    }
}
