//! Device silence degrades a table (R9); the floor's watch stream follows the engine's steps.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

use crate::common::{heartbeat, Studio};
use livedraw_bus::{EventLog, NewRecord, Topic};
use livedraw_protocol::v1::floor_instruction::{self as wire, Instruction};
use livedraw_protocol::v1::{self, EngineStep, FloorInstruction, WatchRequest};
use livedraw_testkit::wait::GENEROUS;
use prost::Message;
use std::time::Duration;
use tokio::time::timeout;
use tonic::Code;

#[tokio::test]
async fn a_silent_device_degrades_its_table_until_it_is_heard_again() {
    let studio = Studio::start().await;
    let health = studio.service.health();
    assert!(!health.degraded("wheel-1"));
    tokio::time::sleep(Duration::from_millis(1_300)).await;
    assert!(health.degraded("wheel-1"));
    let because = health.degraded_because("wheel-1");
    assert_eq!(because.len(), 1);
    assert!(
        because[0].starts_with("device sensor-wheel-1 silent for"),
        "{because:?}"
    );
    let mut client = studio.client().await;
    client
        .post(heartbeat("wheel-1", "sensor-wheel-1", 1))
        .await
        .unwrap();
    assert!(!health.degraded("wheel-1"));
    assert!(health.degraded_because("wheel-1").is_empty());
    assert!(health.degraded("dice-1"), "the dice camera is still silent");
    assert!(!health.degraded("no-such-table"));
}

#[tokio::test]
async fn r6_a_device_clock_beyond_the_skew_threshold_degrades_its_table() {
    let studio = Studio::start().await;
    let health = studio.service.health();
    let mut client = studio.client().await;
    let behind = |sequence| {
        let mut event = heartbeat("wheel-1", "sensor-wheel-1", sequence);
        let late = livedraw_ingest::now().millis() - 5_000;
        event.device_time = Some(livedraw_protocol::timestamp::encode(
            livedraw_domain::Timestamp::from_millis(late),
        ));
        event
    };
    client.post(behind(1)).await.unwrap();
    let skew = health.clock_skew("sensor-wheel-1").unwrap();
    assert!((5_000..6_000).contains(&skew), "{skew}");
    assert!(health.degraded("wheel-1"), "default threshold is 2 s");
    let because = health.degraded_because("wheel-1");
    assert!(
        because[0].starts_with("device sensor-wheel-1 clock skewed by 5"),
        "{because:?}"
    );
    let metrics = studio.metrics.encode();
    assert!(
        metrics.contains("livedraw_device_clock_skew_seconds{device=\"sensor-wheel-1\"} 5."),
        "{metrics}"
    );
    for _ in 0..8 {
        client
            .post(heartbeat("wheel-1", "sensor-wheel-1", 1))
            .await
            .unwrap();
    }
    assert!(!health.degraded("wheel-1"), "the clock is right again");
}

#[tokio::test]
async fn a_refused_event_does_not_count_as_a_sign_of_life() {
    let studio = Studio::start().await;
    let health = studio.service.health();
    tokio::time::sleep(Duration::from_millis(1_300)).await;
    let mut client = studio.client().await;
    let mut forged = heartbeat("wheel-1", "sensor-wheel-1", 1);
    forged.device_id = "sensor-wheel-9".into();
    assert_eq!(
        client.post(forged).await.unwrap_err().code(),
        Code::Unauthenticated
    );
    assert!(health.degraded("wheel-1"));
}

fn step(table: &str, draw: Option<u64>, instruction: Instruction) -> NewRecord {
    let step = EngineStep {
        table_id: table.into(),
        instruction: Some(FloorInstruction {
            table_id: table.into(),
            draw_number: draw,
            server_time: Some(prost_types::Timestamp::default()),
            instruction: Some(instruction),
        }),
        ..EngineStep::default()
    };
    NewRecord::new(table, step.encode_to_vec())
}

async fn next(stream: &mut tonic::Streaming<FloorInstruction>) -> FloorInstruction {
    timeout(GENEROUS, stream.message())
        .await
        .expect("an instruction in time")
        .unwrap()
        .expect("the stream goes on")
}

#[tokio::test]
async fn watch_sends_the_latest_instruction_then_each_change() {
    latest_instruction_then_each_change(Studio::start().await).await;
}

/// Kafka's offsets need not be dense: the watch's catch-up and its live tail go from a step to
/// the next one there is.
#[tokio::test]
async fn on_a_log_with_gaps_in_its_offsets_watch_sends_the_latest_instruction_then_each_change() {
    latest_instruction_then_each_change(Studio::start_with_gaps().await).await;
}

async fn latest_instruction_then_each_change(studio: Studio) {
    let log = studio.log.clone();
    let shuffle = Instruction::Shuffle(wire::Shuffle {});
    let deal = Instruction::Deal(wire::Deal {
        position: Some(v1::Position {
            kind: v1::PositionKind::Player.into(),
            hand: 0,
            seat: 0,
        }),
    });
    log.append(
        Topic::DrawEvents,
        step("baccarat-1", None, Instruction::LoadShoe(wire::LoadShoe {})),
    )
    .await
    .unwrap();
    log.append(Topic::DrawEvents, step("baccarat-1", None, shuffle.clone()))
        .await
        .unwrap();
    let mut client = studio.client().await;
    let mut watch = client
        .watch(WatchRequest {
            table_id: "baccarat-1".into(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(next(&mut watch).await.instruction, Some(shuffle.clone()));
    // Another table's step, and the same instruction again, are not sent.
    log.append(Topic::DrawEvents, step("poker-1", None, deal.clone()))
        .await
        .unwrap();
    log.append(Topic::DrawEvents, step("baccarat-1", None, shuffle.clone()))
        .await
        .unwrap();
    log.append(Topic::DrawEvents, step("baccarat-1", Some(1), deal.clone()))
        .await
        .unwrap();
    let dealt = next(&mut watch).await;
    assert_eq!(
        (dealt.draw_number, dealt.instruction),
        (Some(1), Some(deal))
    );
    assert_eq!(dealt.table_id, "baccarat-1");
}

#[tokio::test]
async fn watch_of_a_table_without_steps_waits_for_the_first() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let mut watch = client
        .watch(WatchRequest {
            table_id: "dice-1".into(),
        })
        .await
        .unwrap()
        .into_inner();
    let roll = Instruction::Roll(wire::Roll {});
    studio
        .log
        .append(Topic::DrawEvents, step("dice-1", Some(4), roll.clone()))
        .await
        .unwrap();
    assert_eq!(next(&mut watch).await.instruction, Some(roll));
}

#[tokio::test]
async fn watch_of_an_unknown_or_malformed_table_is_refused() {
    let studio = Studio::start().await;
    let mut client = studio.client().await;
    let refused = |table: &str| WatchRequest {
        table_id: table.into(),
    };
    let status = client.watch(refused("nowhere-1")).await.unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    assert!(status.message().contains("unknown table `nowhere-1`"));
    let status = client.watch(refused("")).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert!(status.message().contains("is empty"));
}
