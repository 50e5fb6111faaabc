//! Starting and stopping: what the handle reports.

use crate::support::{log_path, open, studio, TABLES};
use livedraw_bus::{BusError, EmbeddedConfig, EmbeddedLog, EventLog, Topic, TopicsConfig};
use livedraw_engine::{ClockMode, Engine, EngineError};
use livedraw_testkit::forwarding::{Forwarding, Hooks};
use std::sync::Arc;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pricing_the_odds_crate_refuses_stops_the_start() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut config = studio(&TABLES, 200, 15);
    config.pricing.margin = 1.5;
    let log = open(&log_path(dir.path())).await;
    let shared: Arc<dyn EventLog> = log.clone();
    let started = Engine::start(Arc::new(config), shared, ClockMode::Journal).await;
    assert!(matches!(started, Err(EngineError::Pricing(_))));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engine_whose_log_closes_under_it_reports_that_it_stopped() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Arc::new(studio(&TABLES, 200, 15));
    let log = open(&log_path(dir.path())).await;
    let shared: Arc<dyn EventLog> = log.clone();
    let mut engine = Engine::start(config, shared, ClockMode::Journal)
        .await
        .expect("the engine starts");
    log.close().await.expect("closed");
    let stopped = tokio::time::timeout(Duration::from_secs(10), engine.stopped())
        .await
        .expect("a task noticed");
    assert!(
        matches!(stopped, Err(EngineError::Bus(BusError::Closed))),
        "{stopped:?}"
    );
    let rest = engine.shutdown().await;
    assert!(
        matches!(rest, Ok(()) | Err(EngineError::Bus(BusError::Closed))),
        "{rest:?}"
    );
}

/// Hooks that report other partition counts than the inner log has: a backend that does not
/// check the rule itself (the embedded and Kafka logs refuse to open such topics).
struct OtherTopics(TopicsConfig);

impl Hooks for OtherTopics {
    fn topics(&self) -> Option<&TopicsConfig> {
        Some(&self.0)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_odds_topic_with_other_partitions_than_the_journal_stops_the_start() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let inner = open(&log_path(dir.path())).await;
    let topics = TopicsConfig {
        odds_partitions: 4,
        ..TopicsConfig::default()
    };
    assert!(
        EmbeddedLog::open(EmbeddedConfig {
            topics: topics.clone(),
            ..EmbeddedConfig::at(dir.path().join("other.db"))
        })
        .await
        .is_err(),
        "the embedded log refuses such topics itself"
    );
    let log: Arc<dyn EventLog> = Arc::new(Forwarding::new(inner, OtherTopics(topics)));
    let started = Engine::start(Arc::new(studio(&TABLES, 200, 15)), log, ClockMode::Journal).await;
    assert!(
        matches!(
            started,
            Err(EngineError::PartitionMismatch {
                topic: Topic::Odds,
                partitions: 4,
                journal: 8
            })
        ),
        "{:?}",
        started.err()
    );
}
