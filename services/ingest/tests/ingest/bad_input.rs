//! The bad-input table: every malformed or illegal floor event gets its precise gRPC status
//! and message, on Post and on Stream, and nothing is journaled.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use crate::common::{baccarat, event, heartbeat, manifest, scan, Studio};
use livedraw_domain::{DiceFaults, Observation, WheelStop};
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_event::{self as wire, Event};
use livedraw_protocol::v1::{self, FloorEvent};
use livedraw_testkit::{raw, serve};
use tonic::Code;

/// One bad request: what it is, the event, the code and a fragment of the message.
struct Case {
    name: &'static str,
    event: FloorEvent,
    code: Code,
    fragment: &'static str,
}

fn case(name: &'static str, event: FloorEvent, code: Code, fragment: &'static str) -> Case {
    Case {
        name,
        event,
        code,
        fragment,
    }
}

/// `scan(2)` (the scanner's next event) changed by `change`.
fn next_scan(change: impl FnOnce(&mut FloorEvent)) -> FloorEvent {
    let mut event = scan(2);
    change(&mut event);
    event
}

fn card_scanned(event: &mut FloorEvent) -> &mut wire::CardScanned {
    match event.event.as_mut() {
        Some(Event::CardScanned(card)) => card,
        _ => panic!("not a card scan"),
    }
}

fn dice(values: Vec<u32>, faults: Option<v1::DiceFaults>) -> FloorEvent {
    let mut event = event(
        "dice-1",
        "camera-dice-1",
        1,
        FloorInput::Observation(Observation::DiceSettled {
            dice: vec![1, 2, 3, 4, 5],
            faults: DiceFaults::default(),
        }),
    );
    event.event = Some(Event::DiceSettled(wire::DiceSettled { values, faults }));
    event
}

fn wheel_stop(stop: Option<wire::wheel_spin_stopped::Stop>) -> FloorEvent {
    let mut event = event(
        "wheel-1",
        "sensor-wheel-1",
        1,
        FloorInput::Observation(Observation::WheelSpinStopped {
            revolutions: 3,
            stop: WheelStop::Symbol,
        }),
    );
    event.event = Some(Event::WheelSpinStopped(wire::WheelSpinStopped {
        revolutions: 3,
        stop,
    }));
    event
}

/// An event of a fixed-payout table's sensor with its wire payload replaced by `payload`.
fn sensed(table: &str, device: &str, observation: Observation, payload: Event) -> FloorEvent {
    let mut event = event(table, device, 1, FloorInput::Observation(observation));
    event.event = Some(payload);
    event
}

fn roulette(stop: wire::RouletteBallStopped) -> FloorEvent {
    sensed(
        "roulette-1",
        "sensor-roulette-1",
        Observation::RouletteLaunchFailed,
        Event::RouletteBallStopped(stop),
    )
}

fn pocket(pocket: v1::pocket::Pocket) -> Option<v1::Pocket> {
    Some(v1::Pocket {
        pocket: Some(pocket),
    })
}

fn money_wheel(revolutions: Option<u32>, sector: u32) -> FloorEvent {
    let stop = Some(wire::money_wheel_stopped::Stop::Sector(sector));
    sensed(
        "money-wheel-1",
        "sensor-money-wheel-1",
        Observation::RouletteLaunchFailed,
        Event::MoneyWheelStopped(wire::MoneyWheelStopped { revolutions, stop }),
    )
}

fn lucky_dice(dice: Vec<(wire::DieColour, u32)>) -> FloorEvent {
    let dice = dice
        .into_iter()
        .map(|(colour, value)| wire::ColouredDie {
            colour: colour.into(),
            value,
        })
        .collect();
    let faults = Some(v1::ThrowFaults::default());
    sensed(
        "lucky-dice-1",
        "sensor-lucky-dice-1",
        Observation::RouletteLaunchFailed,
        Event::LuckyDiceThrown(wire::LuckyDiceThrown { dice, faults }),
    )
}

fn shoe(barcodes: Vec<String>) -> FloorEvent {
    next_scan(|event| event.event = Some(Event::ShoeLoaded(wire::ShoeLoaded { barcodes })))
}

fn cases() -> Vec<Case> {
    use wire::wheel_spin_stopped::Stop;
    let bad_check = {
        let mut text = crate::common::barcode("Ah").to_string();
        let last = text.pop().unwrap();
        text.push(if last == '0' { '1' } else { '0' });
        text
    };
    vec![
        case(
            "bad barcode",
            next_scan(|e| card_scanned(e).barcode = "NOT-A-CARD".into()),
            Code::InvalidArgument,
            "`card_scanned.barcode`",
        ),
        case(
            "barcode with a bad check character",
            next_scan(|e| card_scanned(e).barcode = bad_check),
            Code::InvalidArgument,
            "`card_scanned.barcode`",
        ),
        case(
            "unknown table",
            next_scan(|e| e.table_id = "roulette-9".into()),
            Code::NotFound,
            "unknown table `roulette-9`",
        ),
        case(
            "unknown device",
            next_scan(|e| e.device_id = "scanner-x".into()),
            Code::Unauthenticated,
            "unknown device `scanner-x`",
        ),
        case(
            "device bound to another table",
            next_scan(|e| e.device_id = "scanner-poker-1".into()),
            Code::PermissionDenied,
            "device `scanner-poker-1` is not bound to table `baccarat-1`",
        ),
        case(
            "device not allowed the kind",
            event(
                "wheel-1",
                "sensor-wheel-1",
                1,
                FloorInput::Observation(Observation::ShuffleDone),
            ),
            Code::PermissionDenied,
            "may not post `shuffle_done` events",
        ),
        case(
            "heartbeat from a device not allowed heartbeats",
            heartbeat("dice-1", "camera-dice-1", 1),
            Code::PermissionDenied,
            "may not post `device_heartbeat` events",
        ),
        case(
            "another game's event",
            baccarat(
                2,
                Observation::DiceSettled {
                    dice: vec![1, 2, 3, 4, 5],
                    faults: DiceFaults::default(),
                },
            ),
            Code::InvalidArgument,
            "a baccarat table does not take `dice_settled` events",
        ),
        case(
            "poker's discard on a baccarat table",
            baccarat(2, Observation::DiscardDealt { exposed: None }),
            Code::InvalidArgument,
            "does not take `discard_dealt`",
        ),
        case(
            "sequence 0",
            next_scan(|e| e.sequence = 0),
            Code::InvalidArgument,
            "`sequence` is 0",
        ),
        case(
            "sequence gap",
            scan(5),
            Code::FailedPrecondition,
            "sequence gap: expected 2, got 5",
        ),
        case(
            "heartbeat ahead of the journal",
            heartbeat("wheel-1", "sensor-wheel-1", 3),
            Code::FailedPrecondition,
            "sequence gap: expected 1, got 3",
        ),
        case(
            "missing event",
            next_scan(|e| e.event = None),
            Code::InvalidArgument,
            "`event` is missing",
        ),
        case(
            "missing device time",
            next_scan(|e| e.device_time = None),
            Code::InvalidArgument,
            "`device_time` is missing",
        ),
        case(
            "device time out of range",
            next_scan(|e| {
                e.device_time = Some(prost_types::Timestamp {
                    seconds: 0,
                    nanos: 2_000_000_000,
                })
            }),
            Code::InvalidArgument,
            "`device_time` is not a valid time",
        ),
        case(
            "draw number 0",
            next_scan(|e| e.draw_number = Some(0)),
            Code::InvalidArgument,
            "`draw_number` is 0",
        ),
        case(
            "missing position",
            next_scan(|e| card_scanned(e).position = None),
            Code::InvalidArgument,
            "`card_scanned.position` is missing",
        ),
        case(
            "bad position",
            next_scan(|e| {
                card_scanned(e).position = Some(v1::Position {
                    kind: 0,
                    hand: 0,
                    seat: 0,
                })
            }),
            Code::InvalidArgument,
            "card_scanned.position",
        ),
        case(
            "unknown position kind",
            next_scan(|e| {
                card_scanned(e).position = Some(v1::Position {
                    kind: 99,
                    hand: 0,
                    seat: 0,
                })
            }),
            Code::InvalidArgument,
            "99, not a known value",
        ),
        case(
            "hand number 7",
            next_scan(|e| {
                card_scanned(e).position = Some(v1::Position {
                    kind: v1::PositionKind::Hand.into(),
                    hand: 7,
                    seat: 0,
                })
            }),
            Code::InvalidArgument,
            "hand number 7 is not 1 to 6",
        ),
        case(
            "die value 7",
            dice(vec![1, 2, 7, 4, 5], Some(v1::DiceFaults::default())),
            Code::InvalidArgument,
            "`dice_settled.values` is 7",
        ),
        case(
            "6 dice",
            dice(vec![1, 2, 3, 4, 5, 6], Some(v1::DiceFaults::default())),
            Code::InvalidArgument,
            "has 6 values, there are only 5 dice",
        ),
        case(
            "dice without faults",
            dice(vec![1, 2, 3, 4, 5], None),
            Code::InvalidArgument,
            "`dice_settled.faults` is missing",
        ),
        case(
            "sector 19",
            wheel_stop(Some(Stop::Sector(19))),
            Code::InvalidArgument,
            "`wheel_spin_stopped.sector` is 19, expected 1 to 18",
        ),
        case(
            "wheel stop without a stop",
            wheel_stop(None),
            Code::InvalidArgument,
            "`wheel_spin_stopped.stop` is missing",
        ),
        case(
            "manifest too large",
            shoe(manifest(9)),
            Code::InvalidArgument,
            "has 468 barcodes, at most 416",
        ),
        case(
            "empty manifest",
            shoe(Vec::new()),
            Code::InvalidArgument,
            "`shoe_loaded.barcodes` is empty",
        ),
        case(
            "manifest with a bad barcode",
            shoe({
                let mut barcodes = manifest(6);
                barcodes[17] = "00000001AS?".into();
                barcodes
            }),
            Code::InvalidArgument,
            "`shoe_loaded.barcodes`[17]",
        ),
        case(
            "oversized message",
            shoe(vec!["0".repeat(64); 5_000]),
            Code::ResourceExhausted,
            "at most 262144 are accepted",
        ),
        case(
            "empty table id",
            next_scan(|e| e.table_id = String::new()),
            Code::InvalidArgument,
            "`table_id` is empty",
        ),
        case(
            "table id with bad characters",
            next_scan(|e| e.table_id = "baccarat 1; drop".into()),
            Code::InvalidArgument,
            "`table_id` has ` ` at character 8",
        ),
        case(
            "device id too long",
            next_scan(|e| e.device_id = "d".repeat(65)),
            Code::InvalidArgument,
            "`device_id` has 65 characters",
        ),
        case(
            "roulette pocket outside the wheel",
            roulette(wire::RouletteBallStopped {
                pocket: pocket(v1::pocket::Pocket::Number(37)),
                ball_revolutions: Some(8),
                wheel_revolutions: Some(2),
            }),
            Code::InvalidArgument,
            "`roulette_ball_stopped.pocket` is 37, expected 1 to 36",
        ),
        case(
            "00 on a single-zero wheel",
            roulette(wire::RouletteBallStopped {
                pocket: pocket(v1::pocket::Pocket::DoubleZero(v1::pocket::DoubleZero {})),
                ball_revolutions: Some(8),
                wheel_revolutions: Some(2),
            }),
            Code::InvalidArgument,
            "table `roulette-1`",
        ),
        case(
            "roulette revolutions missing",
            roulette(wire::RouletteBallStopped {
                pocket: pocket(v1::pocket::Pocket::Number(17)),
                ball_revolutions: None,
                wheel_revolutions: Some(2),
            }),
            Code::InvalidArgument,
            "`roulette_ball_stopped.ball_revolutions` is missing",
        ),
        case(
            "money-wheel sector outside 0-53",
            money_wheel(Some(5), 54),
            Code::InvalidArgument,
            "`money_wheel_stopped.sector` is 54, expected 0 to 53",
        ),
        case(
            "money-wheel revolutions missing",
            money_wheel(None, 3),
            Code::InvalidArgument,
            "`money_wheel_stopped.revolutions` is missing",
        ),
        case(
            "lucky die without its colour",
            lucky_dice(vec![
                (wire::DieColour::Red, 2),
                (wire::DieColour::Unspecified, 5),
            ]),
            Code::InvalidArgument,
            "`lucky_dice_thrown.dice.colour` is not set",
        ),
        case(
            "lucky die value outside 1-6",
            lucky_dice(vec![(wire::DieColour::Red, 0), (wire::DieColour::Green, 5)]),
            Code::InvalidArgument,
            "`lucky_dice_thrown.dice.value` is 0",
        ),
        case(
            "two lucky dice of one colour",
            lucky_dice(vec![(wire::DieColour::Red, 2), (wire::DieColour::Red, 5)]),
            Code::InvalidArgument,
            "table `lucky-dice-1`",
        ),
        case(
            "a cut card at a table whose shoe has none",
            event(
                "baccarat-1",
                "scanner-baccarat-1",
                2,
                FloorInput::Observation(Observation::CutCardOut),
            ),
            Code::InvalidArgument,
            "table `baccarat-1`: this table's shoe has no cut card: it is changed when fewer than 40 cards are left",
        ),
        case(
            "a roulette result for the sic bo table",
            sensed(
                "sic-bo-1",
                "sensor-sic-bo-1",
                Observation::RouletteLaunchFailed,
                Event::RouletteLaunchFailed(wire::RouletteLaunchFailed {}),
            ),
            Code::InvalidArgument,
            "a sic-bo table does not take `roulette_launch_failed` events",
        ),
    ]
}

#[tokio::test]
async fn every_bad_post_gets_its_status_and_journals_nothing() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let first = client.post(scan(1)).await.unwrap().into_inner();
    assert_eq!(first.status(), AckStatus::Accepted);
    let cases = cases();
    assert!(cases.len() >= 30, "{} kinds", cases.len());
    for case in cases {
        let before = studio.journal_size().await;
        let status = match client.post(case.event).await {
            Err(status) => status,
            Ok(ack) => panic!("{}: accepted {:?}", case.name, ack.into_inner()),
        };
        assert_eq!(
            status.code(),
            case.code,
            "{}: {}",
            case.name,
            status.message()
        );
        assert!(
            status.message().contains(case.fragment),
            "{}: `{}` lacks `{}`",
            case.name,
            status.message(),
            case.fragment
        );
        assert_eq!(
            studio.journal_size().await,
            before,
            "{} journaled",
            case.name
        );
    }
    // The device's next event still goes through: no refusal consumed a number.
    let next = client.post(scan(2)).await.unwrap().into_inner();
    assert_eq!(next.status(), AckStatus::Accepted);
    assert_eq!(studio.journal_size().await, 2);
}

#[tokio::test]
async fn a_stream_rejects_each_bad_event_with_its_reason_and_goes_on() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let mut events = vec![scan(1)];
    let cases = cases();
    events.extend(cases.iter().map(|case| case.event.clone()));
    events.push(scan(2));
    let acks: Vec<_> = client
        .stream(futures::stream::iter(events))
        .await
        .unwrap()
        .into_inner()
        .collect_all()
        .await;
    assert_eq!(acks.len(), cases.len() + 2);
    assert_eq!(acks[0].status(), AckStatus::Accepted);
    for (case, ack) in cases.iter().zip(&acks[1..]) {
        assert_eq!(ack.status(), AckStatus::Rejected, "{}", case.name);
        assert!(
            ack.rejection.contains(case.fragment),
            "{}: `{}` lacks `{}`",
            case.name,
            ack.rejection,
            case.fragment
        );
        assert_eq!(ack.journal_offset, 0);
    }
    let last = acks.last().unwrap();
    assert_eq!((last.status(), last.sequence), (AckStatus::Accepted, 2));
    assert_eq!(studio.journal_size().await, 2);
}

#[tokio::test]
async fn a_message_over_the_transport_cap_is_refused_before_decoding() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let huge = shoe(vec!["0".repeat(1024); 2_000]);
    let status = client.post(huge.clone()).await.unwrap_err();
    assert_eq!(status.code(), Code::OutOfRange, "{}", status.message());
    assert!(status.message().contains("too large"));
    let mut acks = client
        .stream(futures::stream::iter(vec![huge]))
        .await
        .unwrap()
        .into_inner();
    let status = acks.message().await.unwrap_err();
    assert_eq!(
        status.code(),
        Code::ResourceExhausted,
        "{}",
        status.message()
    );
    assert_eq!(studio.journal_size().await, 0);
}

/// A journal takes records up to a cap, which on Kafka is what one fetch carries (about 63 KiB,
/// below ingest's own 256 KiB per event). A legal event whose journal entry is over it gets
/// RESOURCE_EXHAUSTED, on Post and on Stream, and journals nothing; it was never sent, so the
/// device is not left uncertain (UNAVAILABLE until the journal is read): its next event with
/// the same number is taken at once.
#[tokio::test]
async fn an_event_whose_journal_entry_is_over_the_journal_s_cap_is_resource_exhausted() {
    let studio = Studio::start_with_record_cap(2_048).await;
    let mut client = studio.client().await;
    let first = client.post(scan(1)).await.unwrap().into_inner();
    assert_eq!(first.status(), AckStatus::Accepted);
    let six_decks = shoe(manifest(6));
    let status = client.post(six_decks.clone()).await.unwrap_err();
    assert_eq!(
        status.code(),
        Code::ResourceExhausted,
        "{}",
        status.message()
    );
    assert!(
        status.message().contains("the journal takes at most 2048"),
        "{}",
        status.message()
    );
    let acks = client
        .stream(futures::stream::iter(vec![six_decks, scan(2)]))
        .await
        .unwrap()
        .into_inner()
        .collect_all()
        .await;
    assert_eq!(acks[0].status(), AckStatus::Rejected);
    assert!(
        acks[0].rejection.contains("journal entry"),
        "{}",
        acks[0].rejection
    );
    assert_eq!(
        (acks[1].status(), acks[1].sequence),
        (AckStatus::Accepted, 2)
    );
    assert_eq!(studio.journal_size().await, 2);
}

/// Reads a response stream to its end, failing on an error.
trait CollectAll {
    async fn collect_all(self) -> Vec<v1::FloorAck>;
}

impl CollectAll for tonic::Streaming<v1::FloorAck> {
    async fn collect_all(mut self) -> Vec<v1::FloorAck> {
        let mut acks = Vec::new();
        while let Some(ack) = self.message().await.unwrap() {
            acks.push(ack);
        }
        acks
    }
}

/// Issue 29, finding 6: bytes that are no protobuf message at all (the outside probe's
/// `ff ff ff ff 0f 12`) are the caller's fault, INVALID_ARGUMENT as `floor.proto` promises, not
/// INTERNAL; nothing is journaled.
#[tokio::test]
async fn finding_6_an_undecodable_post_is_invalid_argument() {
    let studio = Studio::start().await;
    let channel = serve::channel(studio.addr).await;
    let status = raw::unary(
        channel,
        "/livedraw.v1.FloorIngest/Post",
        tonic::Request::new(raw::UNDECODABLE.to_vec()),
    )
    .await
    .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument, "{}", status.message());
    assert!(
        status.message().contains("does not decode"),
        "{}",
        status.message()
    );
    assert_eq!(studio.journal_size().await, 0);
}
