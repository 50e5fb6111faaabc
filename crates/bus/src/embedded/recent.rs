//! The records the writer committed last, kept in memory per partition, so that a tail that
//! keeps up (the engine, the feed, an odds consumer) takes new records from here instead of a
//! SQLite read on a blocking thread after every commit. A subscriber that has fallen further
//! behind than the window reads the file as before; the window is only ever a copy of what is
//! committed.

use super::item::Item;
use crate::record::{Appended, Record};
use crate::topic::Topic;
use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

/// Bytes (keys, headers, payloads) kept per partition. A round's odds set is about 2 KiB, a
/// journal entry a few hundred bytes: this holds a few hundred commits of a busy partition.
const WINDOW_BYTES: usize = 256 * 1024;

/// Every partition's window.
pub(crate) struct Recent {
    windows: HashMap<(Topic, u32), Mutex<Window>>,
}

/// One partition's last records: dense offsets, ending at the partition's committed end.
#[derive(Default)]
struct Window {
    records: VecDeque<Record>,
    bytes: usize,
}

impl Recent {
    /// An empty window for each of these partitions.
    pub(crate) fn new(partitions: impl IntoIterator<Item = (Topic, u32)>) -> Self {
        Recent {
            windows: partitions
                .into_iter()
                .map(|slot| (slot, Mutex::new(Window::default())))
                .collect(),
        }
    }

    /// Keeps the records of one committed append (`placed` says where each landed), stamped
    /// with the time the writer stored with them.
    pub(crate) fn keep(&self, items: Vec<Item>, placed: &[Appended], timestamp_ms: i64) {
        // One lock per run of records of one partition (an engine's batch, a journal append),
        // rather than one per record: this runs on the writer thread, between commits.
        let mut held: Option<((Topic, u32), MutexGuard<'_, Window>)> = None;
        for (item, appended) in items.into_iter().zip(placed) {
            let slot = (item.topic, item.partition);
            if held.as_ref().is_none_or(|(locked, _)| *locked != slot) {
                held = None;
                let Some(window) = self.windows.get(&slot) else {
                    continue;
                };
                held = Some((slot, lock(window)));
            }
            let Some((_, window)) = held.as_mut() else {
                continue;
            };
            window.push(Record {
                topic: item.topic,
                partition: appended.partition,
                offset: appended.offset,
                key: item.record.key,
                headers: item.record.headers,
                payload: item.record.payload,
                timestamp_ms,
            });
        }
    }

    /// Forgets a partition's window: after a failed commit its end is read back from the file,
    /// and the window must not claim records it may not hold.
    pub(crate) fn forget(&self, topic: Topic, partition: u32) {
        if let Some(window) = self.windows.get(&(topic, partition)) {
            *lock(window) = Window::default();
        }
    }

    /// Copies of up to `max` records from offset `from` on, if the window reaches back that
    /// far and holds `from`; `None` sends the reader to the file.
    pub(crate) fn copy(
        &self,
        topic: Topic,
        partition: u32,
        from: u64,
        max: usize,
    ) -> Option<Vec<Record>> {
        let window = lock(self.windows.get(&(topic, partition))?);
        let first = window.records.front()?.offset;
        let skip = usize::try_from(from.checked_sub(first)?).ok()?;
        if skip >= window.records.len() {
            return None;
        }
        Some(
            window
                .records
                .iter()
                .skip(skip)
                .take(max)
                .cloned()
                .collect(),
        )
    }
}

impl Window {
    fn push(&mut self, record: Record) {
        // A record that does not follow the last one means the window lost track (a failed
        // commit's records may or may not be in the file): start again from this one.
        let follows = self
            .records
            .back()
            .is_none_or(|last| last.offset + 1 == record.offset);
        if !follows {
            *self = Window::default();
        }
        self.bytes += record.size();
        self.records.push_back(record);
        while self.bytes > WINDOW_BYTES && self.records.len() > 1 {
            if let Some(oldest) = self.records.pop_front() {
                self.bytes -= oldest.size();
            }
        }
    }
}

fn lock(window: &Mutex<Window>) -> MutexGuard<'_, Window> {
    // Each change of a window completes before its lock is released, apart from a panic in an
    // allocation, after which the window is still a dense run of committed records.
    window
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::NewRecord;

    fn item(payload: usize) -> Item {
        Item {
            topic: Topic::Odds,
            partition: 0,
            record: NewRecord::new("t1", vec![7u8; payload]),
            headers: Vec::new(),
        }
    }

    fn at(offset: u64) -> Appended {
        Appended {
            partition: 0,
            offset,
        }
    }

    /// The offsets `copy` returns, if it answers from memory.
    fn copied(recent: &Recent, from: u64, max: usize) -> Option<Vec<u64>> {
        let records = recent.copy(Topic::Odds, 0, from, max)?;
        Some(records.iter().map(|r| r.offset).collect())
    }

    #[test]
    fn a_tail_that_keeps_up_reads_from_memory() {
        let recent = Recent::new([(Topic::Odds, 0)]);
        recent.keep(vec![item(10), item(10)], &[at(5), at(6)], 42);
        recent.keep(vec![item(10)], &[at(7)], 43);
        assert_eq!(copied(&recent, 6, 10), Some(vec![6, 7]));
        assert_eq!(copied(&recent, 5, 2), Some(vec![5, 6]));
        let records = recent.copy(Topic::Odds, 0, 6, 10).unwrap_or_default();
        let stamps: Vec<i64> = records.iter().map(|r| r.timestamp_ms).collect();
        assert_eq!(stamps, [42, 43]);
        assert!(records
            .iter()
            .all(|r| r.payload == vec![7u8; 10] && r.key == b"t1"));
    }

    #[test]
    fn a_reader_behind_the_window_or_past_its_end_goes_to_the_file() {
        let recent = Recent::new([(Topic::Odds, 0)]);
        assert!(recent.copy(Topic::Odds, 0, 0, 10).is_none());
        recent.keep(vec![item(10)], &[at(5)], 1);
        assert!(recent.copy(Topic::Odds, 0, 4, 10).is_none());
        assert!(recent.copy(Topic::Odds, 0, 6, 10).is_none());
        assert!(recent.copy(Topic::Results, 0, 5, 10).is_none());
    }

    #[test]
    fn the_window_keeps_the_newest_records_within_its_bytes() {
        let recent = Recent::new([(Topic::Odds, 0)]);
        let big = WINDOW_BYTES / 4;
        for offset in 0..10 {
            recent.keep(vec![item(big)], &[at(offset)], 1);
        }
        assert!(recent.copy(Topic::Odds, 0, 5, 10).is_none());
        assert_eq!(copied(&recent, 7, 10), Some(vec![7, 8, 9]));
    }

    #[test]
    fn a_gap_or_a_forgotten_window_starts_it_again() {
        let recent = Recent::new([(Topic::Odds, 0)]);
        recent.keep(vec![item(1), item(1)], &[at(0), at(1)], 1);
        recent.keep(vec![item(1)], &[at(5)], 1);
        assert!(recent.copy(Topic::Odds, 0, 1, 10).is_none());
        assert_eq!(copied(&recent, 5, 10), Some(vec![5]));
        recent.forget(Topic::Odds, 0);
        assert!(recent.copy(Topic::Odds, 0, 5, 10).is_none());
    }
}
