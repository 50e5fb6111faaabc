//! The two backends behind one handle.

use livedraw_bus::{
    EmbeddedConfig, EmbeddedLog, EventLog, KafkaConfig, KafkaLog, TopicsConfig,
    DEFAULT_MAX_RECORD_BYTES,
};
use livedraw_test_broker::TestBroker;
use std::sync::Arc;

/// A fresh, empty log on one backend, and what keeps it alive.
pub struct Backend {
    /// The log, as services hold it.
    pub log: Arc<dyn EventLog>,
    kind: Kind,
}

enum Kind {
    Embedded {
        log: EmbeddedLog,
        _dir: tempfile::TempDir,
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
            kind: Kind::Embedded { log, _dir: dir },
        }
    }

    /// A Kafka log on a tansu broker of its own. Fails (never skips) without the broker.
    pub async fn kafka() -> Backend {
        let broker = TestBroker::start().unwrap_or_else(|error| panic!("{error}"));
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

/// Another client of the broker, as another process would open it.
pub async fn open_kafka(broker: &TestBroker) -> KafkaLog {
    KafkaLog::open(kafka_config(broker), TopicsConfig::default())
        .await
        .unwrap()
}
