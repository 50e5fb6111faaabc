//! Retention of the embedded log: records older than their topic's retention are deleted by
//! the writer, a bounded batch at a time between commits, so that a topic stops growing once
//! deletions keep pace with appends (SQLite reuses the freed pages). Records are deleted oldest
//! first, and never:
//! - the last record of a partition, whatever its age, as a Kafka broker keeps its active
//!   segment: an engine that rebuilds an idle partition still finds where its outputs end;
//! - a record marked [`crate::KEEP`] (the audit trail's supervisor actions and configuration
//!   changes, R4);
//! - in the studio journal and the draw events (the system of record), a record at or above
//!   its partition's floor: the offset below which the partition's owner no longer needs
//!   records to rebuild its tables ([`crate::EventLog::release_below`]), that is, below every
//!   table's latest snapshot. Until the owner names a floor, nothing of them is deleted.
//!
//! The journal and the draw events are kept forever unless configured otherwise: they are what
//! R5 asks a studio to keep, so a bounded retention of them is for a studio whose records are
//! kept elsewhere as well (backups, or the Kafka deployment).

use super::schema::Names;
use crate::error::BusError;
use crate::topic::Topic;
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
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
    /// The studio journal, below each partition's floor only.
    pub journal_minutes: Option<u64>,
    /// The draw events, below each partition's floor only.
    pub draw_events_minutes: Option<u64>,
}

impl Default for Retention {
    fn default() -> Self {
        Retention {
            odds_minutes: Some(THIRTY_DAYS_MINUTES),
            results_minutes: Some(THIRTY_DAYS_MINUTES),
            journal_minutes: None,
            draw_events_minutes: None,
        }
    }
}

impl Retention {
    /// How long `topic` keeps its records.
    pub fn of(&self, topic: Topic) -> Option<Duration> {
        let minutes = match topic {
            Topic::Odds => self.odds_minutes,
            Topic::Results => self.results_minutes,
            Topic::StudioJournal => self.journal_minutes,
            Topic::DrawEvents => self.draw_events_minutes,
            // Revocations must outlive what they revoke.
            Topic::Access => None,
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

/// Whether records of `topic` may only go below the floor its partition's owner names.
fn needs_floor(topic: Topic) -> bool {
    matches!(topic, Topic::StudioJournal | Topic::DrawEvents)
}

/// The floors named so far, per topic and partition; shared by the log (which raises them),
/// its writer (which deletes below them) and its subscriptions (which step over what was
/// deleted there). A floor is stored in the file before anything below it is deleted, and
/// read back at open, so that a subscription after a restart knows where records may be
/// missing.
#[derive(Debug, Default)]
pub(crate) struct Floors(Mutex<HashMap<(Topic, u32), u64>>);

impl Floors {
    /// The floors stored in the file.
    pub(crate) fn load(conn: &Connection, names: &Names) -> Result<Floors, BusError> {
        let floors = Floors::default();
        let mut statement =
            conn.prepare("SELECT partition_no, offset_no FROM floors WHERE topic = ?1")?;
        for topic in Topic::ALL {
            let rows = statement.query_map([names.get(topic)], |row| {
                Ok((row.get::<_, u32>(0)?, row.get::<_, u64>(1)?))
            })?;
            for row in rows {
                let (partition, offset) = row?;
                floors.raise(topic, partition, offset);
            }
        }
        Ok(floors)
    }

    /// Raises the floor of a partition to `offset`; a lower one (from an owner that has not
    /// caught up) changes nothing.
    pub(crate) fn raise(&self, topic: Topic, partition: u32, offset: u64) {
        let mut floors = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let floor = floors.entry((topic, partition)).or_insert(0);
        *floor = (*floor).max(offset);
    }

    /// The floor of a partition; 0 when none was named.
    pub(crate) fn of(&self, topic: Topic, partition: u32) -> u64 {
        let floors = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        floors.get(&(topic, partition)).copied().unwrap_or(0)
    }
}

/// Deletes what has expired at `now_ms` in every partition (see the module's rules); how many
/// records went.
pub(crate) fn prune(
    conn: &Connection,
    names: &Names,
    retention: &Retention,
    ends: &HashMap<(Topic, u32), u64>,
    floors: &Floors,
    now_ms: i64,
) -> Result<u64, BusError> {
    let mut deleted = 0;
    for (&(topic, partition), &end) in ends {
        let Some(keep) = retention.of(topic) else {
            continue;
        };
        let cutoff = now_ms.saturating_sub(i64::try_from(keep.as_millis()).unwrap_or(i64::MAX));
        let mut before = end.saturating_sub(1);
        if needs_floor(topic) {
            let floor = floors.of(topic, partition);
            if floor == 0 {
                continue;
            }
            store_floor(conn, names.get(topic), partition, floor)?;
            before = before.min(floor);
        }
        deleted += delete(conn, names.get(topic), partition, cutoff, before)?;
    }
    Ok(deleted)
}

/// Stores a partition's floor before anything below it is deleted.
fn store_floor(conn: &Connection, topic: &str, partition: u32, floor: u64) -> Result<(), BusError> {
    conn.prepare_cached(
        "INSERT INTO floors (topic, partition_no, offset_no) VALUES (?1, ?2, ?3)
         ON CONFLICT (topic, partition_no) DO UPDATE
             SET offset_no = MAX(offset_no, excluded.offset_no)",
    )?
    .execute(params![topic, partition, floor])?;
    Ok(())
}

/// Deletes up to [`MAX_DELETED`] records of one partition older than `cutoff`, before offset
/// `before` and not kept, oldest first.
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
                 AND kept = 0
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
    use crate::topics_config::TopicsConfig;

    const MINUTE_MS: i64 = 60_000;

    /// A store whose odds, journal and draw-events partition 0 hold `count` records each,
    /// record `n` written at minute `n`; the journal's records in `kept` carry the keep mark.
    fn store(count: u64, kept: &[u64]) -> Store {
        let mut conn = Connection::open_in_memory().unwrap();
        let topics = TopicsConfig::default();
        prepare(&mut conn, &topics).unwrap();
        let names = Names::new(&topics);
        let mut ends = HashMap::new();
        for topic in [Topic::Odds, Topic::StudioJournal, Topic::DrawEvents] {
            for n in 0..count {
                let keep = topic == Topic::StudioJournal && kept.contains(&n);
                conn.execute(
                    "INSERT INTO records VALUES (?1, 0, ?2, x'', x'', x'', ?3, ?4)",
                    params![names.get(topic), n as i64, n as i64 * MINUTE_MS, keep],
                )
                .unwrap();
            }
            ends.insert((topic, 0), count);
        }
        Store { conn, names, ends }
    }

    /// A log file of test records, and its partitions' ends.
    struct Store {
        conn: Connection,
        names: Names,
        ends: HashMap<(Topic, u32), u64>,
    }

    impl Store {
        /// Prunes at minute `minute`; how many records went.
        fn prune(&self, retention: &Retention, floors: &Floors, minute: i64) -> u64 {
            prune(
                &self.conn,
                &self.names,
                retention,
                &self.ends,
                floors,
                minute * MINUTE_MS,
            )
            .unwrap()
        }

        /// The offsets `topic` still has, in order.
        fn offsets(&self, topic: Topic) -> Vec<i64> {
            let mut statement = self
                .conn
                .prepare("SELECT offset_no FROM records WHERE topic = ?1 ORDER BY offset_no")
                .unwrap();
            statement
                .query_map([self.names.get(topic)], |row| row.get(0))
                .unwrap()
                .map(Result::unwrap)
                .collect()
        }
    }

    /// Every topic kept `minutes`, but the access topic.
    fn every_topic(minutes: u64) -> Retention {
        Retention {
            odds_minutes: Some(minutes),
            results_minutes: Some(minutes),
            journal_minutes: Some(minutes),
            draw_events_minutes: Some(minutes),
        }
    }

    #[test]
    fn expired_odds_go_oldest_first_and_the_system_of_record_stays_by_default() {
        let store = store(10, &[]);
        let retention = Retention {
            odds_minutes: Some(3),
            ..Retention::default()
        };
        let floors = Floors::default();
        floors.raise(Topic::DrawEvents, 0, 10);
        // At minute 10, records written before minute 7 have expired.
        let deleted = store.prune(&retention, &floors, 10);
        assert_eq!(deleted, 7);
        assert_eq!(store.offsets(Topic::Odds), [7, 8, 9]);
        assert_eq!(store.offsets(Topic::StudioJournal).len(), 10);
        assert_eq!(store.offsets(Topic::DrawEvents).len(), 10);
    }

    #[test]
    fn the_last_record_of_a_partition_is_kept_however_old() {
        let store = store(4, &[]);
        let retention = Retention {
            odds_minutes: Some(1),
            ..Retention::default()
        };
        store.prune(&retention, &Floors::default(), 1_000);
        assert_eq!(store.offsets(Topic::Odds), [3]);
    }

    #[test]
    fn the_system_of_record_goes_only_below_the_floor_its_owner_named() {
        let store = store(10, &[]);
        let floors = Floors::default();
        let late = 1_000;
        // No floor named yet (an owner still rebuilding): nothing of it goes.
        store.prune(&every_topic(1), &floors, late);
        assert_eq!(store.offsets(Topic::DrawEvents).len(), 10);
        floors.raise(Topic::DrawEvents, 0, 6);
        floors.raise(Topic::StudioJournal, 0, 4);
        // A lower floor, from an owner that has not caught up, does not lower it.
        floors.raise(Topic::DrawEvents, 0, 2);
        store.prune(&every_topic(1), &floors, late);
        assert_eq!(store.offsets(Topic::DrawEvents), [6, 7, 8, 9]);
        assert_eq!(store.offsets(Topic::StudioJournal), [4, 5, 6, 7, 8, 9]);
    }

    #[test]
    fn a_floor_pruned_below_is_stored_and_read_back() {
        let store = store(10, &[]);
        let floors = Floors::default();
        floors.raise(Topic::DrawEvents, 0, 6);
        store.prune(&every_topic(1), &floors, 1_000);
        let loaded = Floors::load(&store.conn, &store.names).unwrap();
        assert_eq!(loaded.of(Topic::DrawEvents, 0), 6);
        assert_eq!(loaded.of(Topic::StudioJournal, 0), 0);
    }

    #[test]
    fn below_the_floor_only_what_is_older_than_the_retention_goes() {
        let store = store(10, &[]);
        let floors = Floors::default();
        floors.raise(Topic::DrawEvents, 0, 8);
        // At minute 10 with 5 minutes kept: records 0-4 are old enough, 5-7 are not.
        store.prune(&every_topic(5), &floors, 10);
        assert_eq!(store.offsets(Topic::DrawEvents), [5, 6, 7, 8, 9]);
    }

    #[test]
    fn r4_a_record_marked_kept_outlives_every_retention() {
        let store = store(10, &[1, 5]);
        let floors = Floors::default();
        floors.raise(Topic::StudioJournal, 0, 8);
        store.prune(&every_topic(1), &floors, 1_000);
        assert_eq!(store.offsets(Topic::StudioJournal), [1, 5, 8, 9]);
    }

    #[test]
    fn a_retention_of_zero_is_refused() {
        let zero = Retention {
            results_minutes: Some(0),
            ..Retention::default()
        };
        assert!(matches!(zero.validate(), Err(BusError::InvalidConfig(_))));
        let zero_journal = Retention {
            journal_minutes: Some(0),
            ..Retention::default()
        };
        assert!(matches!(
            zero_journal.validate(),
            Err(BusError::InvalidConfig(_))
        ));
        assert!(Retention::default().validate().is_ok());
        assert_eq!(Retention::default().of(Topic::DrawEvents), None);
        assert_eq!(every_topic(1).of(Topic::Access), None);
    }
}
