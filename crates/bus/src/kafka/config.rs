//! Configuration of the Kafka backend: where the brokers are, how topics are created, and the
//! librdkafka properties passed through verbatim (TLS, SASL, tuning).

use crate::error::BusError;
use crate::record::DEFAULT_MAX_RECORD_BYTES;
use crate::topic::Topic;
use rdkafka::ClientConfig;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How to reach the Kafka cluster and how the studio's topics are created on it. Every field
/// has a default, so `[kafka]` with only `brokers` is enough.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KafkaConfig {
    /// Bootstrap brokers, `host:port` each.
    pub brokers: Vec<String>,
    /// The `client.id` every connection of this process announces (brokers log it).
    pub client_id: String,
    /// The consumer group of the engine instances: Kafka gives each journal partition to one
    /// member of it at a time.
    pub engine_group: String,
    /// Replicas of each topic when the log creates it (3 on a production cluster).
    pub replication_factor: u16,
    /// How long the odds topic keeps records, in hours (Kafka `retention.ms`).
    pub odds_retention_hours: u64,
    /// How long the results topic keeps records, in hours (Kafka `retention.ms`).
    pub results_retention_hours: u64,
    /// An append not acknowledged by the brokers within this time fails with
    /// [`BusError::Unavailable`] (librdkafka `message.timeout.ms`).
    pub produce_timeout_ms: u64,
    /// How long a member losing partitions waits for its owner to release them before the
    /// group hands them on anyway (see [`crate::OwnershipChange::Revoked`]).
    pub revoke_timeout_ms: u64,
    /// An engine instance that stops sending heartbeats (killed, cut off) loses its partitions
    /// after this long (librdkafka `session.timeout.ms`). Apache Kafka takes 6 s to 30 min
    /// (`group.min/max.session.timeout.ms`); shorter means a faster fail-over, but a member
    /// whose heartbeats a busy broker answers late is expired while alive.
    pub session_timeout_ms: u64,
    /// How often an engine instance sends its heartbeat (librdkafka `heartbeat.interval.ms`);
    /// also how soon the others hear of a rebalance, so it bounds a graceful hand-over.
    pub heartbeat_interval_ms: u64,
    /// How often an engine instance renews its partition leases and reads everyone's.
    pub lease_renew_ms: u64,
    /// Beyond the session timeout, how long a lease must stand still before its partition
    /// counts as owned by nobody; also how long a member's own partitions must be settled
    /// before it judges. It must cover a heartbeat interval (the broker expires a dead member
    /// at the first group request after its session) and a renewal.
    pub lease_grace_ms: u64,
    /// Largest record accepted (key + headers + payload), in bytes, as the embedded log; no
    /// more than one fetch carries ([`KafkaConfig::largest_record_bytes`]).
    pub max_record_bytes: usize,
    /// The longest a subscription's fetch waits at the broker for a new record (librdkafka
    /// `fetch.wait.max.ms`). Apache Kafka answers as soon as a record arrives, so this only
    /// spaces out the fetches of idle partitions. tansu 0.6 holds every fetch for the whole
    /// wait, so there a live record reaches a subscriber 1 to 2 waits after its append, on
    /// every hop (100 ms made the scan → odds topic → frontend path cost 100–200 ms). On
    /// tansu's in-memory store 1 ms measured best; on its SQLite store 10 ms, because the extra
    /// fetches load the broker where it is the bottleneck.
    pub tail_fetch_wait_ms: u64,
    /// librdkafka properties set on every client, verbatim and last (so they may override the
    /// log's own settings): `security.protocol`, `ssl.ca.location`, `sasl.mechanism`,
    /// `sasl.username`, `session.timeout.ms`, ...
    pub properties: BTreeMap<String, String>,
}

/// The most bytes one fetch asks for (`fetch.max.bytes`; librdkafka's default is 50 MB, of
/// which tansu 0.6 serves up to 5 MiB). tansu answers every request of every client, group
/// heartbeats included, in one storage loop, with an SQL query per record fetched: a fetch of a
/// few thousand records held that loop for seconds, so an engine catching up a long journal
/// (3,000 entries per table) kept the group coordinator from answering its heartbeats for more
/// than the 10-second session, lost its partitions again and again, and stalled (tansu then gave
/// the rejoined member nothing). 64 KiB keeps each fetch to a fraction of a second there. Apache
/// Kafka serves heartbeats apart from fetches, and returns a record larger than this all the
/// same (KIP-74); tansu 0.6 does not, and a subscription would wait at such a record for ever,
/// so the log takes no record larger than a fetch carries ([`KafkaConfig::largest_record_bytes`];
/// records of the studio are a few KiB; `[kafka.properties] "fetch.max.bytes"` raises both).
pub(crate) const FETCH_MAX_BYTES: usize = 64 * 1024;

/// Room in a fetch for what surrounds one record: the response's topic and partition headers
/// and the record batch's (about 200 bytes together), and the record's own lengths.
const FETCH_FRAMING_BYTES: usize = 1024;

/// 30 days, the default retention of the odds and results topics.
pub const DEFAULT_RETENTION_HOURS: u64 = 30 * 24;

impl Default for KafkaConfig {
    fn default() -> Self {
        KafkaConfig {
            brokers: vec!["127.0.0.1:9092".to_owned()],
            client_id: "livedraw".to_owned(),
            engine_group: "livedraw-engine".to_owned(),
            replication_factor: 1,
            odds_retention_hours: DEFAULT_RETENTION_HOURS,
            results_retention_hours: DEFAULT_RETENTION_HOURS,
            produce_timeout_ms: 30_000,
            revoke_timeout_ms: 30_000,
            session_timeout_ms: 10_000,
            heartbeat_interval_ms: 1_000,
            lease_renew_ms: 1_000,
            lease_grace_ms: 3_000,
            max_record_bytes: DEFAULT_MAX_RECORD_BYTES,
            tail_fetch_wait_ms: 10,
            properties: BTreeMap::new(),
        }
    }
}

impl KafkaConfig {
    /// The defaults, with these bootstrap brokers.
    pub fn with_brokers(brokers: impl Into<String>) -> Self {
        KafkaConfig {
            brokers: vec![brokers.into()],
            ..KafkaConfig::default()
        }
    }

    /// Checks that there is a broker, a group, and that every limit is above zero.
    pub fn validate(&self) -> Result<(), BusError> {
        let invalid = |reason: &str| Err(BusError::InvalidConfig(format!("kafka: {reason}")));
        if self.brokers.iter().all(|b| b.trim().is_empty()) {
            return invalid("brokers names no broker");
        }
        if self.engine_group.is_empty() {
            return invalid("engine_group is empty");
        }
        let zero = [
            ("replication_factor", u64::from(self.replication_factor)),
            ("odds_retention_hours", self.odds_retention_hours),
            ("results_retention_hours", self.results_retention_hours),
            ("produce_timeout_ms", self.produce_timeout_ms),
            ("revoke_timeout_ms", self.revoke_timeout_ms),
            ("session_timeout_ms", self.session_timeout_ms),
            ("heartbeat_interval_ms", self.heartbeat_interval_ms),
            ("lease_renew_ms", self.lease_renew_ms),
            ("lease_grace_ms", self.lease_grace_ms),
            ("max_record_bytes", self.max_record_bytes as u64),
            ("tail_fetch_wait_ms", self.tail_fetch_wait_ms),
        ]
        .into_iter()
        .find(|(_, value)| *value == 0);
        match zero {
            Some((name, _)) => invalid(&format!("{name} must be above 0")),
            None if self.heartbeat_interval_ms >= self.session_timeout_ms => {
                invalid("heartbeat_interval_ms must be below session_timeout_ms")
            }
            None if self.lease_grace_ms < self.heartbeat_interval_ms + self.lease_renew_ms => {
                invalid("lease_grace_ms must cover heartbeat_interval_ms + lease_renew_ms")
            }
            None if self.largest_record_bytes() == 0 => {
                invalid("properties' fetch.max.bytes leaves no room for a record")
            }
            None => Ok(()),
        }
    }

    /// The largest record (key + headers + payload) the log takes: `max_record_bytes`, and no
    /// more than one fetch of the log's consumers carries (`fetch.max.bytes`, 64 KiB unless
    /// `properties` raise it), less room for its framing: a broker that keeps to the fetch size
    /// (tansu) would never deliver a larger one.
    pub fn largest_record_bytes(&self) -> usize {
        let fetch = self
            .properties
            .get("fetch.max.bytes")
            .and_then(|bytes| bytes.trim().parse::<usize>().ok())
            .unwrap_or(FETCH_MAX_BYTES);
        self.max_record_bytes
            .min(fetch.saturating_sub(FETCH_FRAMING_BYTES))
    }

    /// The settings every client shares: brokers, client id, then the pass-through properties.
    pub(crate) fn client(&self) -> ClientConfig {
        let mut config = ClientConfig::new();
        config
            .set("bootstrap.servers", self.brokers.join(","))
            .set("client.id", &self.client_id)
            // Back at work within a second of a broker's return (librdkafka waits up to 10 s).
            .set("reconnect.backoff.max.ms", "1000");
        config
    }

    /// Applies the pass-through properties last, so they win over the log's own settings.
    pub(crate) fn finish(&self, mut config: ClientConfig) -> ClientConfig {
        for (name, value) in &self.properties {
            config.set(name, value);
        }
        config
    }

    /// Retention of a topic in ms: `None` keeps records forever.
    pub(crate) fn retention_ms(&self, topic: Topic) -> Option<u64> {
        let hours = match topic {
            Topic::StudioJournal | Topic::DrawEvents | Topic::Access => return None,
            Topic::Odds => self.odds_retention_hours,
            Topic::Results => self.results_retention_hours,
        };
        Some(hours.saturating_mul(3_600_000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_valid_and_keep_the_record_forever() {
        let config = KafkaConfig::default();
        assert!(config.validate().is_ok());
        assert_eq!(config.retention_ms(Topic::DrawEvents), None);
        assert_eq!(config.retention_ms(Topic::StudioJournal), None);
        assert_eq!(config.retention_ms(Topic::Odds), Some(30 * 24 * 3_600_000));
    }

    #[test]
    fn no_brokers_or_zero_limits_are_refused() {
        let none = KafkaConfig {
            brokers: vec![],
            ..KafkaConfig::default()
        };
        assert!(none.validate().is_err());
        let zero = KafkaConfig {
            produce_timeout_ms: 0,
            ..KafkaConfig::default()
        };
        assert!(zero.validate().is_err());
    }

    #[test]
    fn heartbeats_must_fit_in_a_session_and_the_lease_grace_must_cover_a_heartbeat() {
        let slow_heartbeat = KafkaConfig {
            heartbeat_interval_ms: 10_000,
            ..KafkaConfig::default()
        };
        assert!(slow_heartbeat.validate().is_err());
        let short_grace = KafkaConfig {
            lease_grace_ms: 1_500,
            ..KafkaConfig::default()
        };
        assert!(short_grace.validate().is_err());
    }

    #[test]
    fn the_largest_record_fits_in_one_fetch_and_a_larger_fetch_raises_it() {
        let config = KafkaConfig::default();
        assert_eq!(config.largest_record_bytes(), 63 * 1024);
        let mut raised = KafkaConfig::default();
        raised
            .properties
            .insert("fetch.max.bytes".into(), "4194304".into());
        assert_eq!(raised.largest_record_bytes(), raised.max_record_bytes);
        raised
            .properties
            .insert("fetch.max.bytes".into(), "1000".into());
        assert!(raised.validate().is_err());
    }

    #[test]
    fn properties_override_the_logs_own_settings() {
        let mut config = KafkaConfig::with_brokers("b:9092");
        config
            .properties
            .insert("security.protocol".into(), "SSL".into());
        config.properties.insert("client.id".into(), "mine".into());
        let client = config.finish(config.client());
        assert_eq!(client.get("bootstrap.servers"), Some("b:9092"));
        assert_eq!(client.get("client.id"), Some("mine"));
        assert_eq!(client.get("security.protocol"), Some("SSL"));
    }
}
