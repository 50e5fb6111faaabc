//! Retention of the embedded log's odds and results: records older than their topic's retention
//! are deleted by the writer, a bounded batch at a time between commits, so that these topics
//! stop growing once deletions keep pace with appends (SQLite reuses the freed pages). The last
//! record of every partition is kept whatever its age, as a Kafka broker keeps its active
//! segment: an engine that rebuilds an idle partition still finds where its outputs end.
//!
//! The studio journal and the draw events are kept forever, as on Kafka: they are the system
//! of record, and a table is rebuilt from its latest snapshot in the draw events and the
//! journal entries after it, which no age-based deletion may take away.

use super::schema::Names;
use crate::error::BusError;
use crate::topic::Topic;
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::time::Duration;

/// How often the writer looks for expired records.
pub(crate) const PRUNE_EVERY: Duration = Duration::from_secs(10);

/// Most records deleted per topic and partition in one look, so that a commit never waits long
/// behind a deletion (a backlog is worked off over the following looks).
const MAX_DELETED: u64 = 5_000;

/// Minutes in 30 days: the odds and results topics' default, as on Kafka.
pub const THIRTY_DAYS_MINUTES: u64 = 30 * 24 * 60;

/// How long each topic keeps its records; `None` keeps them forever.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Retention {
    /// The odds topic.
    pub odds_minutes: Option<u64>,
    /// The results topic.
    pub results_minutes: Option<u64>,
}

impl Default for Retention {
    fn default() -> Self {
        Retention {
            odds_minutes: Some(THIRTY_DAYS_MINUTES),
            results_minutes: Some(THIRTY_DAYS_MINUTES),
        }
    }
}

impl Retention {
    /// How long `topic` keeps its records.
    pub fn of(&self, topic: Topic) -> Option<Duration> {
        let minutes = match topic {
            Topic::Odds => self.odds_minutes,
            Topic::Results => self.results_minutes,
            // The system of record, and revocations, which must outlive what they revoke.
            Topic::StudioJournal | Topic::DrawEvents | Topic::Access => None,
        }?;
        Some(Duration::from_secs(minutes.saturating_mul(60)))
    }

    /// Checks that no retention is zero (which would delete records as they are written).
    pub fn validate(&self) -> Result<(), BusError> {
        match Topic::ALL
            .into_iter()
            .find(|topic| self.of(*topic) == Some(Duration::ZERO))
        {
            Some(topic) => Err(BusError::InvalidConfig(format!(
                "the retention of {topic} must be at least one minute"
            ))),
            None => Ok(()),
        }
    }
}

/// Deletes what has expired at `now_ms` in every partition, keeping each partition's last
/// record; how many records went.
pub(crate) fn prune(
    conn: &Connection,
    names: &Names,
    retention: &Retention,
    ends: &HashMap<(Topic, u32), u64>,
    now_ms: i64,
) -> Result<u64, BusError> {
    let mut deleted = 0;
    for (&(topic, partition), &end) in ends {
        let Some(keep) = retention.of(topic) else {
            continue;
        };
        let cutoff = now_ms.saturating_sub(i64::try_from(keep.as_millis()).unwrap_or(i64::MAX));
        let before = end.saturating_sub(1);
        deleted += delete(conn, names.get(topic), partition, cutoff, before)?;
    }
    Ok(deleted)
}

/// Deletes up to [`MAX_DELETED`] records of one partition older than `cutoff` and before offset
/// `before`, oldest first.
fn delete(
    conn: &Connection,
    topic: &str,
    partition: u32,
    cutoff: i64,
    before: u64,
) -> Result<u64, BusError> {
    let deleted = conn.execute(
        "DELETE FROM records WHERE topic = ?1 AND partition_no = ?2 AND offset_no IN (
             SELECT offset_no FROM records
             WHERE topic = ?1 AND partition_no = ?2 AND offset_no < ?3 AND timestamp_ms < ?4
             ORDER BY offset_no LIMIT ?5)",
        params![
            topic,
            partition,
            i64::try_from(before).unwrap_or(i64::MAX),
            cutoff,
            i64::try_from(MAX_DELETED).unwrap_or(i64::MAX)
        ],
    )?;
    Ok(u64::try_from(deleted).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test")]
    use super::*;
    use crate::embedded::schema::prepare;
    use crate::topic::TopicsConfig;

    const MINUTE_MS: i64 = 60_000;

    /// A store whose odds partition 0 and journal partition 0 hold `count` records each, record
    /// `n` written at minute `n`.
    fn store(count: u64) -> (Connection, Names, HashMap<(Topic, u32), u64>) {
        let mut conn = Connection::open_in_memory().unwrap();
        let topics = TopicsConfig::default();
        prepare(&mut conn, &topics).unwrap();
        let names = Names::new(&topics);
        let mut ends = HashMap::new();
        for topic in [Topic::Odds, Topic::StudioJournal] {
            for n in 0..count {
                conn.execute(
                    "INSERT INTO records VALUES (?1, 0, ?2, x'', x'', x'', ?3)",
                    params![names.get(topic), n as i64, n as i64 * MINUTE_MS],
                )
                .unwrap();
            }
            ends.insert((topic, 0), count);
        }
        (conn, names, ends)
    }

    fn offsets(conn: &Connection, names: &Names, topic: Topic) -> Vec<i64> {
        let mut statement = conn
            .prepare("SELECT offset_no FROM records WHERE topic = ?1 ORDER BY offset_no")
            .unwrap();
        statement
            .query_map([names.get(topic)], |row| row.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    #[test]
    fn expired_odds_go_oldest_first_and_the_system_of_record_stays() {
        let (conn, names, ends) = store(10);
        let retention = Retention {
            odds_minutes: Some(3),
            ..Retention::default()
        };
        // At minute 10, records written before minute 7 have expired.
        let deleted = prune(&conn, &names, &retention, &ends, 10 * MINUTE_MS).unwrap();
        assert_eq!(deleted, 7);
        assert_eq!(offsets(&conn, &names, Topic::Odds), [7, 8, 9]);
        assert_eq!(offsets(&conn, &names, Topic::StudioJournal).len(), 10);
    }

    #[test]
    fn the_last_record_of_a_partition_is_kept_however_old() {
        let (conn, names, ends) = store(4);
        let retention = Retention {
            odds_minutes: Some(1),
            ..Retention::default()
        };
        prune(&conn, &names, &retention, &ends, 1_000 * MINUTE_MS).unwrap();
        assert_eq!(offsets(&conn, &names, Topic::Odds), [3]);
    }

    #[test]
    fn a_retention_of_zero_is_refused() {
        let zero = Retention {
            results_minutes: Some(0),
            ..Retention::default()
        };
        assert!(matches!(zero.validate(), Err(BusError::InvalidConfig(_))));
        assert!(Retention::default().validate().is_ok());
        assert_eq!(Retention::default().of(Topic::DrawEvents), None);
    }
}
