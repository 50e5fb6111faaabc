//! Starting and stopping: what the handle reports.

use crate::support::{log_path, open, studio, TABLES};
use async_trait::async_trait;
use livedraw_bus::{
    Appended, BusError, EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, OwnershipStream, Record,
    RecordStream, Topic, TopicsConfig,
};
use livedraw_engine::{ClockMode, Engine, EngineError};
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

/// An event log that reports other partition counts than its inner log has: a backend that
/// does not check the rule itself (the embedded and Kafka logs refuse to open such topics).
struct OtherTopics {
    inner: Arc<EmbeddedLog>,
    topics: TopicsConfig,
}

#[async_trait]
impl EventLog for OtherTopics {
    fn topics(&self) -> &TopicsConfig {
        &self.topics
    }

    fn atomic_batches(&self) -> bool {
        self.inner.atomic_batches()
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.inner.own_partitions(group, topic)
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        self.inner.append(topic, record).await
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        self.inner.append_batch(records).await
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.inner.read(topic, partition, from_offset, max).await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.inner.end_offset(topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.inner.start_offset(topic, partition).await
    }

    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.inner.release_below(topic, partition, offset);
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        self.inner.subscribe(topic, partition, from_offset)
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
    let log: Arc<dyn EventLog> = Arc::new(OtherTopics { inner, topics });
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
