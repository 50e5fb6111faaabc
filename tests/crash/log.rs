//! Where a run's log is: an embedded log file, or a set of topics (a prefix) on a Kafka broker.
//! The child process is told which through one environment variable.

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, KafkaConfig, KafkaLog, TopicsConfig};
use std::path::PathBuf;
use std::sync::Arc;

/// A run's log.
#[derive(Clone, Debug)]
pub enum LogPlace {
    /// An embedded log file.
    File(PathBuf),
    /// The topics named with `prefix` on the broker at `bootstrap`.
    Topics {
        /// `host:port`.
        bootstrap: String,
        /// The topics' prefix, unique to the run.
        prefix: String,
    },
}

/// An open log, closed by [`OpenLog::close`].
pub enum OpenLog {
    /// A file.
    Embedded(EmbeddedLog),
    /// Topics on a broker.
    Kafka(KafkaLog),
}

impl LogPlace {
    /// The place as one line, for the child's environment.
    pub fn to_env(&self) -> String {
        match self {
            LogPlace::File(path) => format!("file {}", path.display()),
            LogPlace::Topics { bootstrap, prefix } => format!("kafka {bootstrap} {prefix}"),
        }
    }

    /// The place from [`LogPlace::to_env`]'s line.
    pub fn from_env(line: &str) -> LogPlace {
        match line.split_once(' ') {
            Some(("file", path)) => LogPlace::File(PathBuf::from(path)),
            Some(("kafka", rest)) => {
                let (bootstrap, prefix) = rest.split_once(' ').expect("kafka BOOTSTRAP PREFIX");
                LogPlace::Topics {
                    bootstrap: bootstrap.to_owned(),
                    prefix: prefix.to_owned(),
                }
            }
            _ => panic!("not a log place: {line}"),
        }
    }

    /// The consumer group of this process's engine. On Kafka each process has a group of its
    /// own: a killed child's member would otherwise hold the partitions until its session
    /// expires, and tansu 0.6 sometimes leaves the next member without partitions after such a
    /// death (the hand-over between engines is the fail-over test's subject, not this one's).
    /// One engine runs at a time: the parent kills and reaps a child before it starts the next.
    pub fn engine_group(&self) -> String {
        match self {
            LogPlace::File(_) => livedraw_engine::DEFAULT_ENGINE_GROUP.to_owned(),
            LogPlace::Topics { prefix, .. } => format!("{prefix}engine-{}", std::process::id()),
        }
    }

    /// Opens the log (on Kafka, creating the topics when missing).
    pub async fn open(&self) -> OpenLog {
        match self {
            LogPlace::File(path) => OpenLog::Embedded(
                EmbeddedLog::open(EmbeddedConfig::at(path))
                    .await
                    .expect("the log opens"),
            ),
            LogPlace::Topics { bootstrap, prefix } => {
                let mut config = KafkaConfig::with_brokers(bootstrap.as_str());
                // Batches of several records, as librdkafka makes them by default: the tests'
                // broker is tansu's SQLite store, which numbers and serves them correctly; one
                // record per batch (the producer's default, for tansu's memory store,
                // docs/kafka.md "Offsets") made a 3,000-entry catch-up a produce request per
                // record and missed its 120 s on a slow day.
                config
                    .properties
                    .insert("batch.num.messages".to_owned(), "10000".to_owned());
                let topics = TopicsConfig {
                    prefix: prefix.clone(),
                    ..TopicsConfig::default()
                };
                OpenLog::Kafka(
                    KafkaLog::open(config, topics)
                        .await
                        .expect("the Kafka log opens"),
                )
            }
        }
    }
}

impl OpenLog {
    /// The log as the engine holds it.
    pub fn shared(&self) -> Arc<dyn EventLog> {
        match self {
            OpenLog::Embedded(log) => Arc::new(log.clone()),
            OpenLog::Kafka(log) => Arc::new(log.clone()),
        }
    }

    /// Releases the file, or flushes the producer.
    pub async fn close(&self) {
        match self {
            OpenLog::Embedded(log) => log.close().await.expect("closed"),
            OpenLog::Kafka(log) => log.close().await.expect("closed"),
        }
    }
}
