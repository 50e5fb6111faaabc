//! The two backends behind one handle.

use livedraw_bus::{
    EmbeddedConfig, EmbeddedLog, EventLog, KafkaConfig, KafkaLog, NewRecord, Topic, TopicsConfig,
    DEFAULT_MAX_RECORD_BYTES,
};
use livedraw_test_broker::TestBroker;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A fresh, empty log on one backend, and what keeps it alive.
pub struct Backend {
    /// The log, as services hold it.
    pub log: Arc<dyn EventLog>,
    kind: Kind,
}

enum Kind {
    Embedded {
        log: EmbeddedLog,
        dir: tempfile::TempDir,
    },
    Kafka {
        log: KafkaLog,
        broker: TestBroker,
    },
}

impl Backend {
    /// An embedded log in a temporary directory.
    pub async fn embedded() -> Backend {
        let dir = tempfile::tempdir().unwrap();
        let log = EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("studio.db")))
            .await
            .unwrap();
        Backend {
            log: Arc::new(log.clone()),
            kind: Kind::Embedded { log, dir },
        }
    }

    /// A Kafka log on a tansu broker of its own. Fails (never skips) without the broker.
    pub async fn kafka() -> Backend {
        Self::on_broker(TestBroker::start()).await
    }

    /// A Kafka log on a tansu broker of its own with the memory store.
    pub async fn in_memory() -> Backend {
        Self::on_broker(TestBroker::start_in_memory()).await
    }

    async fn on_broker(broker: Result<TestBroker, livedraw_test_broker::BrokerError>) -> Backend {
        let broker = broker.unwrap_or_else(|error| panic!("{error}"));
        let log = open_kafka(&broker).await;
        Backend {
            log: Arc::new(log.clone()),
            kind: Kind::Kafka { log, broker },
        }
    }

    /// Whether this is the Kafka backend.
    pub fn is_kafka(&self) -> bool {
        matches!(self.kind, Kind::Kafka { .. })
    }

    /// The largest record (key + headers + payload) this log takes.
    pub fn largest_record_bytes(&self) -> usize {
        match &self.kind {
            Kind::Embedded { .. } => DEFAULT_MAX_RECORD_BYTES,
            Kind::Kafka { broker, .. } => kafka_config(broker).largest_record_bytes(),
        }
    }

    /// The broker of the Kafka backend.
    pub fn broker(&mut self) -> Option<&mut TestBroker> {
        match &mut self.kind {
            Kind::Kafka { broker, .. } => Some(broker),
            Kind::Embedded { .. } => None,
        }
    }

    /// Appends `record` (table `t`) to `partition` of `topic` with an offset beside it left
    /// without a record, as compaction or an aborted transaction leaves a Kafka partition: on
    /// Kafka the offset after it, in a batch written by hand that claims one offset more than
    /// it holds; on the embedded log the offset before it, a record deleted from the file
    /// (the log closed and opened again around it, so no reader keeps it in memory).
    pub async fn append_with_gap(&mut self, topic: Topic, partition: u32, record: &str) {
        match &mut self.kind {
            Kind::Kafka { broker, .. } => {
                let name = TopicsConfig::default().name(topic);
                let partition = i32::try_from(partition).unwrap();
                broker
                    .produce_with_gap(&name, partition, b"t", record.as_bytes())
                    .unwrap();
            }
            Kind::Embedded { log, dir } => {
                // Before the record: the embedded log's end follows its last record.
                let doomed = NewRecord::new("t", "deleted").to_partition(partition);
                let gap = log.append(topic, doomed).await.unwrap().offset;
                let kept = NewRecord::new("t", record).to_partition(partition);
                log.append(topic, kept).await.unwrap();
                let config = EmbeddedConfig::at(dir.path().join("studio.db"));
                log.close().await.unwrap();
                let file = rusqlite::Connection::open(&config.path).unwrap();
                let deleted = file
                    .execute(
                        "DELETE FROM records WHERE partition_no = ?1 AND offset_no = ?2",
                        rusqlite::params![partition, gap],
                    )
                    .unwrap();
                assert_eq!(deleted, 1);
                drop(file);
                *log = EmbeddedLog::open(config).await.unwrap();
                self.log = Arc::new(log.clone());
            }
        }
    }

    /// Makes `topic`'s retention delete the `count` records of `partition` below its last, as
    /// records older than the retention: on Kafka produced with a timestamp 60 days old to the
    /// 30-day odds or results topic and dropped at the broker's retention pass (at its
    /// restart); on the embedded log aged in the file and dropped at the writer's first look.
    /// Returns once the partition's log start has moved past them.
    pub async fn expire(&mut self, topic: Topic, partition: u32, count: u64) {
        assert!(
            matches!(topic, Topic::Odds | Topic::Results),
            "{topic} is kept forever"
        );
        match &mut self.kind {
            Kind::Kafka { broker, .. } => {
                expire_on_kafka(broker, topic, partition, count).await;
            }
            Kind::Embedded { log, dir } => {
                for n in 0..count {
                    let record = NewRecord::new("t", format!("old {n}")).to_partition(partition);
                    log.append(topic, record).await.unwrap();
                }
                let config = EmbeddedConfig::at(dir.path().join("studio.db"));
                log.close().await.unwrap();
                let file = rusqlite::Connection::open(&config.path).unwrap();
                file.execute("UPDATE records SET timestamp_ms = 0", [])
                    .unwrap();
                drop(file);
                *log = EmbeddedLog::open(config).await.unwrap();
                self.log = Arc::new(log.clone());
                // The writer looks for expired records after its first commit.
                let record = NewRecord::new("t", "new").to_partition(partition);
                self.log.append(topic, record).await.unwrap();
            }
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.log.start_offset(topic, partition).await.unwrap() < count {
            assert!(
                Instant::now() < deadline,
                "{topic}/{partition} never expired"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Closes the log (ending subscriptions with `Closed`).
    pub async fn close(&self) {
        match &self.kind {
            Kind::Embedded { log, .. } => log.close().await.unwrap(),
            Kind::Kafka { log, .. } => log.close().await.unwrap(),
        }
    }
}

/// The test configuration of a Kafka log on `broker`: short timeouts, so that a failure shows
/// quickly, and the broker's session limits.
pub fn kafka_config(broker: &TestBroker) -> KafkaConfig {
    KafkaConfig {
        produce_timeout_ms: 10_000,
        revoke_timeout_ms: 10_000,
        ..KafkaConfig::with_brokers(broker.bootstrap())
    }
}

/// Produces `count` records 60 days old and one new one to `partition` of `topic`, then
/// restarts the broker, whose retention pass drops the old ones.
async fn expire_on_kafka(broker: &mut TestBroker, topic: Topic, partition: u32, count: u64) {
    use rdkafka::producer::{FutureProducer, FutureRecord};
    let producer: FutureProducer = rdkafka::ClientConfig::new()
        .set("bootstrap.servers", broker.bootstrap())
        .create()
        .unwrap();
    let name = TopicsConfig::default().name(topic);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let old = i64::try_from((now - Duration::from_secs(60 * 24 * 3600)).as_millis()).unwrap();
    let partition = i32::try_from(partition).unwrap();
    for n in 0..=count {
        let payload = format!("old {n}");
        let at = if n == count {
            i64::try_from(now.as_millis()).unwrap()
        } else {
            old
        };
        let record = FutureRecord::to(&name)
            .partition(partition)
            .key("t")
            .payload(&payload)
            .timestamp(at);
        producer
            .send(record, Duration::from_secs(10))
            .await
            .unwrap();
    }
    broker.restart().unwrap();
}

/// Another client of the broker, as another process would open it.
pub async fn open_kafka(broker: &TestBroker) -> KafkaLog {
    KafkaLog::open(kafka_config(broker), TopicsConfig::default())
        .await
        .unwrap()
}
