//! One trace from the floor to the frontend: the simulated floor's post, the ingest's span of
//! the event, the engine's step and the feed's delivery share one trace id, and the published
//! results record carries it in its `traceparent` header. The whole studio runs in-process on
//! real gRPC over loopback; spans go to OpenTelemetry's in-memory exporter.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use futures::StreamExt;
use livedraw_allinone::{self as studio, RunOptions, LOG_FILE};
use livedraw_auth::Role;
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Record, Topic, TRACEPARENT};
use livedraw_client::access::Access;
use livedraw_protocol::v1::{draw_result::End, ResultsHistoryRequest, SubscribeRequest};
use livedraw_simulate::{self as simulate, FaultRate, SimulateOptions};
use livedraw_studio::StudioConfig;
use livedraw_testkit::studio_config::example_studio;
use opentelemetry::trace::{SpanId, TraceId};
use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider, SpanData};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// The trace and span ids of a `traceparent` (`00-<trace>-<span>-<flags>`).
fn ids(traceparent: &[u8]) -> (TraceId, SpanId) {
    let text = std::str::from_utf8(traceparent).unwrap();
    let parts: Vec<&str> = text.split('-').collect();
    (
        TraceId::from_hex(parts[1]).unwrap(),
        SpanId::from_hex(parts[2]).unwrap(),
    )
}

async fn results_records(data_dir: &Path) -> Vec<Record> {
    let log = EmbeddedLog::open(EmbeddedConfig::at(data_dir.join(LOG_FILE)))
        .await
        .unwrap();
    let mut records = Vec::new();
    for partition in 0..log.partitions(Topic::Results) {
        records.extend(
            log.read(Topic::Results, partition, 0, 10_000)
                .await
                .unwrap(),
        );
    }
    log.close().await.unwrap();
    records
}

/// Whether some table has settled a draw (without faults on the floor, a floor event settles
/// every draw).
async fn settled_somewhere(feed: SocketAddr, config: &StudioConfig) -> bool {
    let access = Access::demo(config, Role::Frontend).unwrap();
    let mut client = access.feed(&feed.to_string()).unwrap();
    for table in &config.tables {
        let request = ResultsHistoryRequest {
            table_id: table.id.clone(),
            ..Default::default()
        };
        let reply = client.results_history(request).await.unwrap().into_inner();
        if reply
            .results
            .iter()
            .any(|result| matches!(result.end, Some(End::Settled(_))))
        {
            return true;
        }
    }
    false
}

fn named<'a>(spans: &'a [SpanData], trace: TraceId, name: &str) -> Option<&'a SpanData> {
    spans
        .iter()
        .find(|span| span.span_context.trace_id() == trace && span.name == name)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_trace_links_the_floor_event_the_engine_step_the_results_record_and_the_feed() {
    let exporter = InMemorySpanExporter::default();
    let provider = SdkTracerProvider::builder()
        .with_simple_exporter(exporter.clone())
        .build();
    tracing_subscriber::registry()
        .with(livedraw_telemetry::spans(&provider))
        .init();

    let dir = tempfile::tempdir().unwrap();
    let options = RunOptions {
        fast: true,
        ..RunOptions::default()
    };
    let studio = studio::start(example_studio(dir.path()), options)
        .await
        .unwrap();
    let addresses = studio.addresses();
    let mut feed = Access::demo(&studio.config(), Role::Frontend)
        .unwrap()
        .feed(&addresses.feed.to_string())
        .unwrap()
        .subscribe(SubscribeRequest::default())
        .await
        .unwrap()
        .into_inner();
    let reading = tokio::spawn(async move { while feed.next().await.is_some() {} });
    let options = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        faults: FaultRate::PerAction(0.0),
        leave_holds: false,
        device_silence_every: None,
        seed: 11,
        pace: Duration::from_millis(50),
        access: Access::demo(&studio.config(), Role::Supervisor).unwrap(),
        players: None,
    };
    let floor = tokio::spawn(simulate::run(studio.config(), options));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    // Until some draw has settled, and the feed has delivered a traced floor event.
    let linked = loop {
        assert!(tokio::time::Instant::now() < deadline, "no traced result");
        tokio::time::sleep(Duration::from_secs(1)).await;
        if !settled_somewhere(addresses.feed, &studio.config()).await {
            continue;
        }
        let spans = exporter.get_finished_spans().unwrap();
        let floor_traces: Vec<TraceId> = spans
            .iter()
            .filter(|span| span.name == "floor_event")
            .map(|span| span.span_context.trace_id())
            .collect();
        let delivered = spans.iter().find(|span| {
            span.name == "feed_deliver"
                && floor_traces.contains(&span.span_context.trace_id())
                && named(&spans, span.span_context.trace_id(), "engine_step").is_some()
        });
        if let Some(delivered) = delivered {
            break delivered.span_context.trace_id();
        }
    };
    floor.abort();
    reading.abort();
    studio.shutdown().await.unwrap();
    let spans = exporter.get_finished_spans().unwrap();

    let ingest = named(&spans, linked, "floor_event").unwrap();
    let step = named(&spans, linked, "engine_step").unwrap();
    let delivery = named(&spans, linked, "feed_deliver").unwrap();
    let post = named(&spans, linked, "floor_post").unwrap();
    assert_eq!(ingest.parent_span_id, post.span_context.span_id());
    assert_eq!(step.parent_span_id, ingest.span_context.span_id());
    assert_eq!(delivery.parent_span_id, step.span_context.span_id());

    // Every results record of a floor-caused step carries its step's span; at least one does.
    let records = results_records(dir.path()).await;
    let traced: Vec<(TraceId, SpanId)> = records
        .iter()
        .filter_map(|record| record.header(TRACEPARENT).map(ids))
        .collect();
    assert!(
        !traced.is_empty(),
        "no results record carries a traceparent"
    );
    let from_the_floor = traced.iter().find(|(trace, span)| {
        named(&spans, *trace, "floor_event").is_some()
            && named(&spans, *trace, "engine_step")
                .is_some_and(|step| step.span_context.span_id() == *span)
    });
    assert!(
        from_the_floor.is_some(),
        "no results record carries the trace of the floor event that settled it"
    );
    provider.shutdown().unwrap();
}
