//! How many partitions each of the studio's topics has, and the topics' names.

use crate::error::BusError;
use crate::partitioner::partition_for_key;
use crate::topic::Topic;
use serde::{Deserialize, Serialize};

/// Topic names and partition counts, the same for every backend.
///
/// Every topic must have the same count: the engine that owns journal partition `p` writes the
/// decisions of those tables, and the journal offset they came from, to draw-events partition
/// `p`, and their odds and results to partition `p` of those topics (same key, same count, same
/// partition), so that one owner writes each partition of every topic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TopicsConfig {
    /// Put before every topic name (`livedraw.` gives `livedraw.draw-events`), so that several
    /// studios can share one Kafka cluster.
    pub prefix: String,
    /// Partitions of the studio journal.
    pub studio_journal_partitions: u32,
    /// Partitions of the draw events; must equal the journal's.
    pub draw_events_partitions: u32,
    /// Partitions of the odds topic.
    pub odds_partitions: u32,
    /// Partitions of the results topic.
    pub results_partitions: u32,
}

/// Partitions per topic by default: enough for several engine instances on Kafka, and the same
/// in the embedded log so that both set-ups place every table in the same partition.
pub const DEFAULT_PARTITIONS: u32 = 8;

/// Kafka's cap on a topic name's length.
const MAX_TOPIC_NAME: usize = 249;

impl Default for TopicsConfig {
    fn default() -> Self {
        TopicsConfig {
            prefix: "livedraw.".to_owned(),
            studio_journal_partitions: DEFAULT_PARTITIONS,
            draw_events_partitions: DEFAULT_PARTITIONS,
            odds_partitions: DEFAULT_PARTITIONS,
            results_partitions: DEFAULT_PARTITIONS,
        }
    }
}

impl TopicsConfig {
    /// The topic's full name: prefix and base name.
    pub fn name(&self, topic: Topic) -> String {
        format!("{}{}", self.prefix, topic.base_name())
    }

    /// How many partitions the topic has.
    pub fn partitions(&self, topic: Topic) -> u32 {
        match topic {
            Topic::StudioJournal => self.studio_journal_partitions,
            Topic::DrawEvents => self.draw_events_partitions,
            Topic::Odds => self.odds_partitions,
            Topic::Results => self.results_partitions,
            // Revocations are few and must be read in order by everyone.
            Topic::Access => 1,
        }
    }

    /// The partition a record with this key goes to.
    pub fn partition_for_key(&self, topic: Topic, key: &[u8]) -> u32 {
        partition_for_key(key, self.partitions(topic))
    }

    /// Checks that the partition exists in the topic.
    pub fn check_partition(&self, topic: Topic, partition: u32) -> Result<(), BusError> {
        let partitions = self.partitions(topic);
        if partition < partitions {
            Ok(())
        } else {
            Err(BusError::UnknownPartition {
                topic,
                partition,
                partitions,
            })
        }
    }

    /// Checks counts (at least one, the same for every topic) and names (Kafka's rules).
    pub fn validate(&self) -> Result<(), BusError> {
        if let Some(topic) = Topic::ALL.into_iter().find(|t| self.partitions(*t) == 0) {
            return Err(invalid(format!(
                "topic {topic} needs at least one partition"
            )));
        }
        if Topic::BY_TABLE
            .into_iter()
            .any(|t| self.partitions(t) != self.studio_journal_partitions)
        {
            return Err(invalid(
                "every topic needs the same partition count (the engine that owns journal \
                 partition p writes draw events, odds and results to partition p)"
                    .into(),
            ));
        }
        let legal = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
        if !self.prefix.chars().all(legal) {
            return Err(invalid(format!(
                "topic prefix {:?} may only use letters, digits, '.', '_' and '-'",
                self.prefix
            )));
        }
        if self.name(Topic::StudioJournal).len() > MAX_TOPIC_NAME {
            return Err(invalid(format!(
                "topic prefix {:?} is too long",
                self.prefix
            )));
        }
        Ok(())
    }
}

fn invalid(reason: String) -> BusError {
    BusError::InvalidConfig(reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_carry_the_prefix() {
        let config = TopicsConfig::default();
        assert_eq!(config.name(Topic::DrawEvents), "livedraw.draw-events");
        assert_eq!(config.name(Topic::StudioJournal), "livedraw.studio-journal");
        assert!(config.validate().is_ok());
    }

    #[test]
    fn every_topic_has_the_same_partition_count() {
        let config = TopicsConfig {
            draw_events_partitions: 4,
            ..TopicsConfig::default()
        };
        assert!(matches!(config.validate(), Err(BusError::InvalidConfig(_))));
        let odds = TopicsConfig {
            odds_partitions: 16,
            ..TopicsConfig::default()
        };
        assert!(matches!(odds.validate(), Err(BusError::InvalidConfig(_))));
    }

    #[test]
    fn zero_partitions_and_bad_prefixes_are_refused() {
        let zero = TopicsConfig {
            odds_partitions: 0,
            ..TopicsConfig::default()
        };
        assert!(zero.validate().is_err());
        let bad = TopicsConfig {
            prefix: "studio one/".into(),
            ..TopicsConfig::default()
        };
        assert!(bad.validate().is_err());
    }

    #[test]
    fn unknown_partitions_are_named() {
        let config = TopicsConfig::default();
        assert!(config.check_partition(Topic::Odds, 7).is_ok());
        assert!(matches!(
            config.check_partition(Topic::Odds, 8),
            Err(BusError::UnknownPartition {
                partition: 8,
                partitions: 8,
                ..
            })
        ));
    }
}
