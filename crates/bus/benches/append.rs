//! Durable appends per second on the embedded log with many concurrent producers, the way
//! ingest journals floor events: each producer appends one record at a time and waits for its
//! acknowledgement (the record is fsynced) before the next.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, Topic, TRACEPARENT};
use std::time::{Duration, Instant};

/// Concurrent producers (tables' ingest streams) in each measurement.
const PRODUCERS: [usize; 2] = [64, 256];
/// Appends per measured iteration.
const APPENDS: usize = 20_000;

fn event(producer: usize, n: usize) -> NewRecord {
    // About the size of a journaled card scan: a small protobuf plus trace context.
    NewRecord::new(format!("table-{producer}"), vec![n as u8; 96])
        .with_header(
            TRACEPARENT,
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        )
        .with_header(
            "content-type",
            "application/x-protobuf; livedraw.v1.FloorEvent",
        )
}

async fn run(log: &EmbeddedLog, producers: usize) -> Duration {
    let per_producer = APPENDS / producers;
    let start = Instant::now();
    let tasks: Vec<_> = (0..producers)
        .map(|producer| {
            let log = log.clone();
            tokio::spawn(async move {
                for n in 0..per_producer {
                    let appended = log.append(Topic::StudioJournal, event(producer, n)).await;
                    assert!(appended.is_ok(), "{appended:?}");
                }
            })
        })
        .collect();
    for task in tasks {
        assert!(task.await.is_ok());
    }
    start.elapsed()
}

fn durable_appends(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let log = runtime
        .block_on(EmbeddedLog::open(EmbeddedConfig::at(
            dir.path().join("bench.db"),
        )))
        .expect("open");
    let mut group = c.benchmark_group("durable_append");
    group.sample_size(10);
    group.throughput(Throughput::Elements(APPENDS as u64));
    for producers in PRODUCERS {
        group.bench_function(format!("{producers}_producers"), |b| {
            b.iter_custom(|iterations| {
                (0..iterations)
                    .map(|_| runtime.block_on(run(&log, producers)))
                    .sum()
            })
        });
    }
    group.finish();
    runtime.block_on(log.close()).expect("close");
}

criterion_group!(benches, durable_appends);
criterion_main!(benches);
