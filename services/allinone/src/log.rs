//! The event log the studio's services share: the embedded file, or the Kafka cluster.

use super::log_probe::Space;
use crate::error::StudioError;
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, KafkaLog};
use livedraw_studio::{LogBackend, StudioConfig};
use std::path::PathBuf;
use std::sync::Arc;

/// The embedded log's file, in the configuration's `data_dir`.
pub const LOG_FILE: &str = "studio.db";

/// The open event log.
pub enum StudioLog {
    /// `data_dir/studio.db`.
    Embedded {
        /// The log.
        log: EmbeddedLog,
        /// Its file.
        path: PathBuf,
    },
    /// The `[kafka]` cluster.
    Kafka(KafkaLog),
}

impl StudioLog {
    /// Opens the configured backend; on Kafka, creates missing topics and checks the others.
    pub async fn open(config: &StudioConfig) -> Result<StudioLog, StudioError> {
        match config.log.backend {
            LogBackend::Embedded => {
                let path = config.data_dir.join(LOG_FILE);
                let embedded = EmbeddedConfig {
                    topics: config.topics.clone(),
                    retention: config.log.retention.clone(),
                    ..EmbeddedConfig::at(&path)
                };
                match EmbeddedLog::open(embedded).await {
                    Ok(log) => Ok(StudioLog::Embedded { log, path }),
                    Err(source) => Err(StudioError::Log { path, source }),
                }
            }
            LogBackend::Kafka => KafkaLog::open(config.kafka.clone(), config.topics.clone())
                .await
                .map(StudioLog::Kafka)
                .map_err(|source| StudioError::Kafka {
                    brokers: config.kafka.brokers.join(","),
                    source,
                }),
        }
    }

    /// The log as the services hold it.
    pub fn shared(&self) -> Arc<dyn EventLog> {
        match self {
            StudioLog::Embedded { log, .. } => Arc::new(log.clone()),
            StudioLog::Kafka(log) => Arc::new(log.clone()),
        }
    }

    /// The disk the embedded log writes to and the room it must keep (`[log] min_free_mib`);
    /// none on Kafka, whose brokers keep their own disks.
    pub fn space(&self, config: &StudioConfig) -> Option<Space> {
        match self {
            StudioLog::Embedded { .. } => Some(Space {
                dir: config.data_dir.clone(),
                min_free: config.log.min_free_mib.saturating_mul(1024 * 1024),
            }),
            StudioLog::Kafka(_) => None,
        }
    }

    /// Where the log is, for the start-up line.
    pub fn describe(&self) -> String {
        match self {
            StudioLog::Embedded { path, .. } => path.display().to_string(),
            StudioLog::Kafka(log) => format!("kafka {}", log.config().brokers.join(",")),
        }
    }

    /// Closes the log: releases the file, or flushes the producer.
    pub async fn close(&self) -> Result<(), StudioError> {
        match self {
            StudioLog::Embedded { log, path } => {
                log.close().await.map_err(|source| StudioError::Log {
                    path: path.clone(),
                    source,
                })
            }
            StudioLog::Kafka(log) => log.close().await.map_err(|source| StudioError::Kafka {
                brokers: log.config().brokers.join(","),
                source,
            }),
        }
    }
}
