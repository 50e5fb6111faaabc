//! The last journaled sequence number of every device, rebuilt from the journal at start, and
//! settled again from the journal after an append whose outcome is unknown.

use livedraw_bus::{BusError, EventLog, Topic};
use livedraw_protocol::v1;
use prost::Message;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::Mutex;

/// How many of a device's latest events remember their journal offset, so that a re-sent one is
/// answered with where its first copy is. Floors re-send recent events only; an older
/// duplicate is still recognised (by the last sequence) but answered with offset 0.
const REMEMBERED: usize = 1024;

/// Journal records read per page while rebuilding.
const PAGE: usize = 2048;

/// What the sequence check says about an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The next in sequence: journal it.
    Next,
    /// Already journaled; where, if still remembered.
    Duplicate {
        /// The journal offset of the first copy.
        offset: Option<u64>,
    },
    /// Events are missing before it.
    Gap {
        /// The sequence number the device must send next.
        expected: u64,
    },
}

/// One device's journaled sequence numbers.
#[derive(Debug, Default)]
pub struct DeviceSequence {
    last: u64,
    offsets: BTreeMap<u64, u64>,
    /// Set by a failed append, which may have been written all the same (a Kafka delivery that
    /// timed out, an fsync that reported an error): the journal must be read before the next
    /// check, or a re-send of that event would be judged `Next` and journaled twice.
    uncertain: Option<Uncertain>,
}

/// Where a failed append of a device may have landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Uncertain {
    /// The journal partition it was sent to.
    partition: u32,
    /// The partition's end as known before the append: the record, if written, is at or past it.
    from: u64,
}

impl DeviceSequence {
    /// Judges `sequence` against what is journaled.
    pub fn check(&self, sequence: u64) -> Verdict {
        if sequence <= self.last {
            Verdict::Duplicate {
                offset: self.offsets.get(&sequence).copied(),
            }
        } else if sequence == self.last + 1 {
            Verdict::Next
        } else {
            Verdict::Gap {
                expected: self.last + 1,
            }
        }
    }

    /// Records that an append to journal `partition` failed, where the partition ended at
    /// `from` before it: the record may be there all the same.
    pub fn append_failed(&mut self, partition: u32, from: u64) {
        self.uncertain = Some(Uncertain { partition, from });
    }

    /// Records that `sequence` is journaled at `offset`.
    pub fn journaled(&mut self, sequence: u64, offset: u64) {
        self.last = self.last.max(sequence);
        self.offsets.insert(sequence, offset);
        while self.offsets.len() > REMEMBERED {
            self.offsets.pop_first();
        }
    }
}

/// Every configured device's sequence, each behind its own lock: holding it from the check to
/// the end of the append serialises one device's events (two concurrent sends of one sequence
/// cannot both pass), while different devices append concurrently.
pub struct Sequences {
    devices: HashMap<String, Arc<Mutex<DeviceSequence>>>,
    /// Per journal partition, an offset every record acknowledged so far is below: where a
    /// failed append may have landed at the earliest.
    ends: Vec<AtomicU64>,
}

impl Sequences {
    /// Rebuilds the sequences of `devices` by reading the whole studio journal, every
    /// partition from offset 0: the cost grows with the journal (one decode per record, one
    /// page of records in memory at a time), paid once at start. Records that do not decode are
    /// skipped with a warning: the engine cannot apply them either.
    pub async fn rebuild<'a>(
        log: &dyn EventLog,
        devices: impl Iterator<Item = &'a str>,
    ) -> Result<Sequences, BusError> {
        let mut known: HashMap<String, DeviceSequence> = devices
            .map(|id| (id.to_string(), DeviceSequence::default()))
            .collect();
        let mut ends = Vec::new();
        for partition in 0..log.partitions(Topic::StudioJournal) {
            let end = read_partition(log, partition, 0, |id, sequence, offset| {
                if let Some(device) = known.get_mut(id) {
                    device.journaled(sequence, offset);
                }
            })
            .await?;
            ends.push(AtomicU64::new(end));
        }
        Ok(Sequences {
            devices: known
                .into_iter()
                .map(|(id, sequence)| (id, Arc::new(Mutex::new(sequence))))
                .collect(),
            ends,
        })
    }

    /// An offset at or below which the next record appended to journal `partition` will land.
    pub fn known_end(&self, partition: u32) -> u64 {
        self.end(partition)
            .map_or(0, |end| end.load(Ordering::SeqCst))
    }

    /// Records that a record was acknowledged at `offset` of journal `partition`.
    pub fn acknowledged(&self, partition: u32, offset: u64) {
        if let Some(end) = self.end(partition) {
            end.fetch_max(offset + 1, Ordering::SeqCst);
        }
    }

    /// After a failed append of device `id` (whose sequence, locked, is `sequence`): reads the
    /// journal partition from where the record could be to its end and takes in the device's
    /// events found there, so that a re-send of one of them is a duplicate. Fails, leaving the
    /// device uncertain, while the journal cannot be read.
    pub async fn settle(
        &self,
        log: &dyn EventLog,
        id: &str,
        sequence: &mut DeviceSequence,
    ) -> Result<(), BusError> {
        let Some(uncertain) = sequence.uncertain else {
            return Ok(());
        };
        let end = read_partition(
            log,
            uncertain.partition,
            uncertain.from,
            |device, seq, offset| {
                if device == id {
                    tracing::info!(
                        device = id,
                        sequence = seq,
                        partition = uncertain.partition,
                        offset,
                        "an append reported as failed was journaled after all"
                    );
                    sequence.journaled(seq, offset);
                }
            },
        )
        .await?;
        if let Some(known) = self.end(uncertain.partition) {
            known.fetch_max(end, Ordering::SeqCst);
        }
        sequence.uncertain = None;
        Ok(())
    }

    fn end(&self, partition: u32) -> Option<&AtomicU64> {
        usize::try_from(partition)
            .ok()
            .and_then(|index| self.ends.get(index))
    }

    /// The device's sequence, if it is a configured device.
    pub fn device(&self, id: &str) -> Option<Arc<Mutex<DeviceSequence>>> {
        self.devices.get(id).cloned()
    }
}

/// Reads journal `partition` from `from` to its end, handing each floor event's device,
/// sequence and offset to `found`; returns the end (the offset after the last record read).
async fn read_partition(
    log: &dyn EventLog,
    partition: u32,
    mut from: u64,
    mut found: impl FnMut(&str, u64, u64),
) -> Result<u64, BusError> {
    loop {
        let records = log
            .read(Topic::StudioJournal, partition, from, PAGE)
            .await?;
        let Some(last) = records.last() else {
            return Ok(from);
        };
        from = last.offset + 1;
        for record in records {
            if let Some(event) = floor_event(&record.payload, partition, record.offset) {
                found(&event.device_id, event.sequence, record.offset);
            }
        }
    }
}

fn floor_event(payload: &[u8], partition: u32, offset: u64) -> Option<v1::FloorEvent> {
    match v1::JournalEntry::decode(payload) {
        Ok(entry) => match entry.entry {
            Some(v1::journal_entry::Entry::FloorEvent(event)) => Some(event),
            _ => None,
        },
        Err(error) => {
            tracing::warn!(partition, offset, %error, "journal record does not decode; skipped");
            None
        }
    }
}
