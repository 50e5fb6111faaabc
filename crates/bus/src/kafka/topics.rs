//! Topic administration: the studio's four topics are created when missing, with the
//! configured partitions, replication and retention, and an existing topic with another
//! partition count stops the start (moving tables between partitions would break their order).
//!
//! Retention: the journal and the draw events are the system of record and are kept forever;
//! odds and results expire after the configured hours. "Forever" is written as
//! `retention.ms = 9223372036854775807` (Java's `Long.MAX_VALUE`), not Kafka's `-1`: Apache Kafka
//! reads both as "never", but tansu 0.6 compares `age > -1` and deletes every record of such a
//! topic at its next retention pass (on restart). No topic is compacted
//! (`cleanup.policy = delete`): every record of a table shares its key, so compaction would keep
//! only a table's last record.

use super::config::KafkaConfig;
use super::errors::bus_error;
use crate::error::BusError;
use crate::topic::Topic;
use crate::topics_config::TopicsConfig;
use rdkafka::admin::{AdminClient, AdminOptions, NewTopic, ResourceSpecifier, TopicReplication};
use rdkafka::client::DefaultClientContext;
use rdkafka::error::RDKafkaErrorCode;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `retention.ms` of the topics kept forever (see the module's documentation).
const FOREVER_MS: u64 = i64::MAX as u64;

/// Between looks at the metadata while a created topic becomes visible.
const METADATA_RETRY: Duration = Duration::from_millis(50);

/// One of the studio's topics as it stands on the cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopicState {
    /// Which topic.
    pub topic: Topic,
    /// Its full name.
    pub name: String,
    /// Its partition count on the cluster.
    pub partitions: u32,
    /// Whether this call created it.
    pub created: bool,
    /// `retention.ms` as the broker reports it, when it answers DescribeConfigs.
    pub retention_ms: Option<String>,
    /// `cleanup.policy` as the broker reports it, when it answers DescribeConfigs.
    pub cleanup_policy: Option<String>,
}

type Admin = Arc<AdminClient<DefaultClientContext>>;

/// Creates the topics that are missing, then checks that each has its configured partition
/// count ([`BusError::PartitionCountChanged`] if not) and reports every topic's state.
pub async fn ensure_topics(
    config: &KafkaConfig,
    topics: &TopicsConfig,
) -> Result<Vec<TopicState>, BusError> {
    topics.validate()?;
    config.validate()?;
    let admin: Admin = Arc::new(
        config
            .finish(config.client())
            .create()
            .map_err(|e| bus_error("creating the admin client", &e))?,
    );
    let timeout = Duration::from_millis(config.produce_timeout_ms);
    let existing = partition_counts(&admin, timeout).await?;
    let missing: Vec<Topic> = Topic::ALL
        .into_iter()
        .filter(|topic| !existing.contains_key(&topics.name(*topic)))
        .collect();
    create(&admin, config, topics, &missing, timeout).await?;
    let counts = wait_visible(&admin, topics, timeout).await?;
    let mut states = Vec::with_capacity(Topic::ALL.len());
    for topic in Topic::ALL {
        let name = topics.name(topic);
        let partitions = counts.get(&name).copied().unwrap_or(0);
        let configured = topics.partitions(topic);
        if partitions != configured {
            return Err(BusError::PartitionCountChanged {
                topic: name,
                stored: partitions,
                configured,
            });
        }
        states.push(TopicState {
            topic,
            name,
            partitions,
            created: missing.contains(&topic),
            retention_ms: None,
            cleanup_policy: None,
        });
    }
    describe(&admin, &mut states, timeout).await;
    Ok(states)
}

async fn create(
    admin: &Admin,
    config: &KafkaConfig,
    topics: &TopicsConfig,
    missing: &[Topic],
    timeout: Duration,
) -> Result<(), BusError> {
    if missing.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = missing.iter().map(|t| topics.name(*t)).collect();
    let retention: Vec<String> = missing
        .iter()
        .map(|t| config.retention_ms(*t).unwrap_or(FOREVER_MS).to_string())
        .collect();
    let new_topics: Vec<NewTopic<'_>> = missing
        .iter()
        .zip(&names)
        .zip(&retention)
        .map(|((topic, name), retention)| {
            NewTopic::new(
                name,
                i32::try_from(topics.partitions(*topic)).unwrap_or(i32::MAX),
                TopicReplication::Fixed(i32::from(config.replication_factor)),
            )
            .set("retention.ms", retention)
            .set("cleanup.policy", "delete")
        })
        .collect();
    let options = AdminOptions::new().operation_timeout(Some(timeout));
    let results = admin
        .create_topics(&new_topics, &options)
        .await
        .map_err(|e| bus_error("creating topics", &e))?;
    for result in results {
        match result {
            Ok(name) => tracing::info!(topic = %name, "topic created"),
            // Another process created it meanwhile: its partition count is checked below.
            Err((_, RDKafkaErrorCode::TopicAlreadyExists)) => {}
            Err((name, code)) => {
                return Err(BusError::Broker(format!("creating topic {name}: {code}")))
            }
        }
    }
    Ok(())
}

/// Partition counts of every topic on the cluster, by name.
async fn partition_counts(
    admin: &Admin,
    timeout: Duration,
) -> Result<BTreeMap<String, u32>, BusError> {
    let admin = Arc::clone(admin);
    tokio::task::spawn_blocking(move || {
        let metadata = admin
            .inner()
            .fetch_metadata(None, timeout)
            .map_err(|e| bus_error("fetching the cluster's metadata", &e))?;
        Ok(metadata
            .topics()
            .iter()
            .filter(|topic| topic.error().is_none())
            .map(|topic| {
                let count = u32::try_from(topic.partitions().len()).unwrap_or(u32::MAX);
                (topic.name().to_owned(), count)
            })
            .collect())
    })
    .await
    .map_err(|e| BusError::Internal(format!("fetching metadata: {e}")))?
}

/// The metadata once every studio topic shows up in it (a new topic takes a moment).
async fn wait_visible(
    admin: &Admin,
    topics: &TopicsConfig,
    timeout: Duration,
) -> Result<BTreeMap<String, u32>, BusError> {
    let deadline = Instant::now() + timeout;
    loop {
        let counts = partition_counts(admin, timeout).await?;
        let missing = Topic::ALL
            .into_iter()
            .map(|topic| topics.name(topic))
            .find(|name| counts.get(name).is_none_or(|count| *count == 0));
        match missing {
            None => return Ok(counts),
            Some(name) if Instant::now() >= deadline => {
                return Err(BusError::Unavailable(format!(
                    "topic {name} is not visible in the cluster's metadata"
                )))
            }
            Some(_) => tokio::time::sleep(METADATA_RETRY).await,
        }
    }
}

/// Fills in retention and cleanup policy where the broker answers DescribeConfigs; a broker
/// that does not leaves them unknown (the topics work all the same).
async fn describe(admin: &Admin, states: &mut [TopicState], timeout: Duration) {
    let specifiers: Vec<ResourceSpecifier<'_>> = states
        .iter()
        .map(|state| ResourceSpecifier::Topic(&state.name))
        .collect();
    let options = AdminOptions::new().request_timeout(Some(timeout));
    let results = match admin.describe_configs(&specifiers, &options).await {
        Ok(results) => results,
        Err(error) => {
            tracing::info!(%error, "the broker does not describe topic configs");
            return;
        }
    };
    for (state, result) in states.iter_mut().zip(results) {
        match result {
            Ok(resource) => {
                let value = |name| resource.get(name).and_then(|entry| entry.value.clone());
                state.retention_ms = value("retention.ms");
                state.cleanup_policy = value("cleanup.policy");
            }
            Err(code) => {
                tracing::info!(topic = %state.name, %code, "the broker does not describe it");
            }
        }
    }
}
