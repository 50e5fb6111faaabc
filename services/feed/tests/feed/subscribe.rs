//! `Subscribe`: the draw in progress first, live events after; resuming from positions with no
//! gap and no duplicate, also in the middle of a step; a stalled subscriber is cut off with its
//! position and resumes.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use crate::common::*;
use livedraw_domain::Decision;
use livedraw_feed::{FeedOptions, Position};
use livedraw_protocol::v1::{self, feed_event::Event, MarketStatus};
use livedraw_testkit::wait::GENEROUS;
use std::collections::BTreeMap;
use std::time::Duration;
use tonic::{Code, Streaming};

type Script = Vec<(&'static str, Vec<Decision>)>;

/// A few draws on two tables in different partitions; some steps give several feed events.
fn script(first_draw: u64, now: i64) -> Script {
    let mut steps: Script = Vec::new();
    for draw in first_draw..first_draw + 3 {
        for table in ["wheel-1", "dice-1"] {
            steps.push((table, vec![round_closed(draw, 1)]));
            steps.push((table, vec![held(draw)]));
            steps.push((table, vec![resumed(draw)]));
            steps.push((
                table,
                vec![
                    settled(draw, 4),
                    Decision::DrawOpened {
                        draw: livedraw_domain::DrawNumber(draw + 1),
                    },
                    round_opened(draw + 1, 1, now + 60_000),
                ],
            ));
        }
    }
    steps
}

async fn play(studio: &Studio, steps: &Script, now: i64) {
    for (table, decisions) in steps {
        let odds = decisions
            .iter()
            .filter_map(|decision| match decision {
                Decision::BettingRoundOpened { draw, round, .. } => Some(odds_set(
                    table,
                    draw.0,
                    *round,
                    now + 60_000,
                    &standard_prices(),
                )),
                _ => None,
            })
            .collect();
        studio.step(table, now, decisions.clone(), odds).await;
    }
}

/// The number of feed events a script gives.
fn visible(steps: &Script) -> usize {
    steps
        .iter()
        .flat_map(|(_, decisions)| decisions)
        .filter(|decision| {
            matches!(
                decision,
                Decision::BettingRoundOpened { .. }
                    | Decision::BettingRoundClosed { .. }
                    | Decision::DrawSettled { .. }
                    | Decision::DrawCancelled { .. }
                    | Decision::DrawHeld { .. }
                    | Decision::DrawResumed { .. }
            )
        })
        .count()
}

async fn subscribe(studio: &Studio, request: v1::SubscribeRequest) -> Streaming<v1::FeedEvent> {
    studio
        .client
        .clone()
        .subscribe(request)
        .await
        .unwrap()
        .into_inner()
}

async fn take(stream: &mut Streaming<v1::FeedEvent>, count: usize) -> Vec<v1::FeedEvent> {
    let mut events = Vec::new();
    while events.len() < count {
        let next = tokio::time::timeout(GENEROUS, stream.message()).await;
        events.push(next.unwrap().unwrap().unwrap());
    }
    events
}

/// Events by partition, in the order received.
fn by_partition(events: &[v1::FeedEvent]) -> BTreeMap<u32, Vec<v1::FeedEvent>> {
    let mut partitions: BTreeMap<u32, Vec<v1::FeedEvent>> = BTreeMap::new();
    for event in events {
        let partition = Position::unpack(event.position).partition;
        partitions.entry(partition).or_default().push(event.clone());
    }
    partitions
}

fn kind(event: &v1::FeedEvent) -> &'static str {
    match event.event.as_ref().unwrap() {
        Event::RoundOpened(_) => "opened",
        Event::RoundClosed(_) => "closed",
        Event::Result(_) => "result",
        Event::Held(_) => "held",
        Event::Resumed(_) => "resumed",
        Event::DecisionWindowOpened(_) => "window",
        Event::PlayerDecided(_) => "decided",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_subscriber_gets_the_draw_in_progress_then_live_events() {
    let studio = Studio::start().await;
    let now = now_ms();
    studio
        .open_draw("wheel-1", 1, now - 1_000, now + 60_000)
        .await;
    studio.step("wheel-1", now, vec![held(1)], vec![]).await;
    let request = v1::SubscribeRequest {
        table_ids: vec!["wheel-1".into()],
        ..Default::default()
    };
    let mut stream = subscribe(&studio, request).await;
    let first = take(&mut stream, 2).await;
    assert_eq!(
        first.iter().map(kind).collect::<Vec<_>>(),
        ["opened", "held"]
    );
    let Some(Event::RoundOpened(opened)) = &first[0].event else {
        unreachable!()
    };
    let odds = opened.odds.as_ref().unwrap();
    assert_eq!((odds.version, odds.prices.len()), (11, 5));
    assert_eq!(first[0].table_id, "wheel-1");
    assert_eq!(first[0].draw_number, 1);
    assert!(first[0].published_at.is_some());

    // Another table's events are not sent; this table's are, in order.
    studio.open_draw("dice-1", 1, now, now + 60_000).await;
    studio.step("wheel-1", now, vec![resumed(1)], vec![]).await;
    studio
        .step(
            "wheel-1",
            now,
            vec![round_closed(1, 1), settled(1, 9)],
            vec![],
        )
        .await;
    let live = take(&mut stream, 3).await;
    assert_eq!(
        live.iter().map(kind).collect::<Vec<_>>(),
        ["resumed", "closed", "result"]
    );
    let Some(Event::Result(result)) = &live[2].event else {
        unreachable!()
    };
    assert_eq!(result.game(), v1::GameKind::Wheel);
    assert!(matches!(result.end, Some(v1::draw_result::End::Settled(_))));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resuming_from_positions_misses_nothing_and_repeats_nothing() {
    resume_from_positions(Studio::start().await).await;
}

/// Kafka's offsets need not be dense: the feed's tracker and its subscriptions go from a
/// record to the next one there is, and a position resumes across the gap after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_log_with_gaps_in_its_offsets_resuming_from_positions_misses_nothing_and_repeats_nothing(
) {
    resume_from_positions(Studio::with_gaps().await).await;
}

async fn resume_from_positions(studio: Studio) {
    assert_ne!(studio.partition("wheel-1"), studio.partition("dice-1"));
    let now = now_ms();
    for table in ["wheel-1", "dice-1"] {
        studio.open_draw(table, 1, now, now + 60_000).await;
    }
    let both = v1::SubscribeRequest {
        table_ids: vec!["wheel-1".into(), "dice-1".into()],
        ..Default::default()
    };
    let mut reference = subscribe(&studio, both.clone()).await;
    let mut interrupted = subscribe(&studio, both.clone()).await;
    let before = script(1, now);
    play(&studio, &before, now).await;
    let total_before = 2 + visible(&before);

    // Stop in the middle of the last step of wheel-1's first settle: closed, held, resumed,
    // result (then the next draw's round, which this subscriber does not get).
    let mut received = Vec::new();
    loop {
        let event = take(&mut interrupted, 1).await.remove(0);
        let stop = event.table_id == "wheel-1" && kind(&event) == "result";
        received.push(event);
        if stop {
            break;
        }
    }
    drop(interrupted);
    let last: BTreeMap<u32, u64> = received
        .iter()
        .map(|event| (Position::unpack(event.position).partition, event.position))
        .collect();
    assert_eq!(last.len(), 2, "both partitions delivered something");

    let after = script(4, now);
    play(&studio, &after, now).await;
    let total = total_before + visible(&after);
    let resumed = subscribe(
        &studio,
        v1::SubscribeRequest {
            from_positions: last.values().copied().collect(),
            ..both
        },
    )
    .await;
    let mut resumed = resumed;
    received.extend(take(&mut resumed, total - received.len()).await);
    let expected = take(&mut reference, total).await;
    assert_eq!(by_partition(&received), by_partition(&expected));

    // Nothing more is owed: a new step is the next event.
    studio.step("wheel-1", now, vec![held(7)], vec![]).await;
    let next = take(&mut resumed, 1).await.remove(0);
    assert_eq!((kind(&next), next.draw_number), ("held", 7));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_position_resumes_one_table_and_bad_positions_are_refused() {
    let studio = Studio::start().await;
    let now = now_ms();
    studio.open_draw("wheel-1", 1, now, now + 60_000).await;
    let wheel = v1::SubscribeRequest {
        table_ids: vec!["wheel-1".into()],
        ..Default::default()
    };
    let mut stream = subscribe(&studio, wheel.clone()).await;
    let opened = take(&mut stream, 1).await.remove(0);
    studio
        .step("wheel-1", now, vec![round_closed(1, 1)], vec![])
        .await;
    let resumed = v1::SubscribeRequest {
        from_position: Some(opened.position),
        ..wheel.clone()
    };
    let mut again = subscribe(&studio, resumed).await;
    assert_eq!(kind(&take(&mut again, 1).await[0]), "closed");

    let client = studio.client.clone();
    let refused = |request| {
        let mut client = client.clone();
        async move { client.subscribe(request).await.unwrap_err().code() }
    };
    let unknown = v1::SubscribeRequest {
        table_ids: vec!["nope".into()],
        ..Default::default()
    };
    assert_eq!(refused(unknown).await, Code::NotFound);
    let past_end = Position::new(studio.partition("wheel-1"), 99, 0).unwrap();
    let request = v1::SubscribeRequest {
        from_position: Some(past_end.pack()),
        ..wheel.clone()
    };
    assert_eq!(refused(request).await, Code::InvalidArgument);
    let other_partition = Position::new(studio.partition("dice-1"), 0, 0).unwrap();
    let request = v1::SubscribeRequest {
        from_position: Some(other_partition.pack()),
        ..wheel.clone()
    };
    assert_eq!(refused(request).await, Code::InvalidArgument);
    let twice = v1::SubscribeRequest {
        from_position: Some(opened.position),
        from_positions: vec![opened.position],
        ..wheel
    };
    assert_eq!(refused(twice).await, Code::InvalidArgument);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_subscriber_is_cut_off_with_its_position_and_resumes_exactly() {
    let options = FeedOptions {
        buffer: 4,
        stall_timeout: Duration::from_millis(200),
    };
    let studio = Studio::with_options(options).await;
    let now = now_ms();
    let wheel = v1::SubscribeRequest {
        table_ids: vec!["wheel-1".into()],
        ..Default::default()
    };
    let mut stream = subscribe(&studio, wheel.clone()).await;
    // Big odds sets, so that the transport's own buffers fill and the feed's buffer stalls.
    let prices: Vec<(String, MarketStatus, u32)> = (0..300)
        .map(|market| (format!("market_{market:03}"), MarketStatus::Open, 250))
        .collect();
    let prices: Vec<(&str, MarketStatus, u32)> = prices
        .iter()
        .map(|(m, s, o)| (m.as_str(), *s, *o))
        .collect();
    let draws = 600;
    let batch = (1..=draws)
        .map(|draw| {
            let odds = odds_set("wheel-1", draw, 1, now + 60_000, &prices);
            let decisions = vec![
                Decision::DrawOpened {
                    draw: livedraw_domain::DrawNumber(draw),
                },
                round_opened(draw, 1, now + 60_000),
                round_closed(draw, 1),
                settled(draw, 2),
            ];
            ("wheel-1", decisions, vec![odds])
        })
        .collect();
    studio.steps(batch, now).await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;

    let mut received = Vec::new();
    let status = loop {
        match stream.message().await {
            Ok(Some(event)) => received.push(event),
            Ok(None) => panic!("the stream ended without saying why"),
            Err(status) => break status,
        }
    };
    assert_eq!(status.code(), Code::ResourceExhausted);
    let last = received.last().unwrap().position;
    assert!(
        status
            .message()
            .contains(&format!("resume from position {last}")),
        "{status:?}"
    );
    let expected = usize::try_from(draws).unwrap() * 3;
    assert!(received.len() < expected);

    let resumed = v1::SubscribeRequest {
        from_position: Some(last),
        ..wheel
    };
    let mut rest = subscribe(&studio, resumed).await;
    received.extend(take(&mut rest, expected - received.len()).await);
    let positions: Vec<u64> = received.iter().map(|event| event.position).collect();
    assert!(
        positions.windows(2).all(|pair| pair[0] < pair[1]),
        "in order, no repeat"
    );
    let draws_settled = received
        .iter()
        .filter(|event| kind(event) == "result")
        .count();
    assert_eq!(draws_settled, usize::try_from(draws).unwrap());
}
