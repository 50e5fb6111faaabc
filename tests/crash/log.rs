//! Where a run's log is: an embedded log file, or a set of topics (a prefix) on a Kafka broker.
//! The child process is told which through one environment variable.

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, KafkaConfig, KafkaLog, TopicsConfig};
use std::path::PathBuf;
use std::sync::Arc;

/// The engine group's session on Kafka: a killed child's member holds the partitions this long
/// before the restarted child gets them (librdkafka's 45 s, or the log's 10 s, would make
/// dozens of kills take many minutes; tansu accepts 3 s).
const SESSION_TIMEOUT_MS: &str = "3000";
/// Heartbeats well within the session.
const HEARTBEAT_INTERVAL_MS: &str = "1000";

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

    /// The consumer group of the engines of this run (each Kafka run has its own).
    pub fn engine_group(&self) -> String {
        match self {
            LogPlace::File(_) => livedraw_engine::DEFAULT_ENGINE_GROUP.to_owned(),
            LogPlace::Topics { prefix, .. } => format!("{prefix}engine"),
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
                config
                    .properties
                    .insert("session.timeout.ms".into(), SESSION_TIMEOUT_MS.into());
                config
                    .properties
                    .insert("heartbeat.interval.ms".into(), HEARTBEAT_INTERVAL_MS.into());
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
