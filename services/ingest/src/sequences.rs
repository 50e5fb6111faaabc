//! The last journaled sequence number of every device, rebuilt from the journal at start.

use livedraw_bus::{BusError, EventLog, Topic};
use livedraw_protocol::v1;
use prost::Message;
use std::collections::{BTreeMap, HashMap};
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
        for partition in 0..log.partitions(Topic::StudioJournal) {
            read_partition(log, partition, &mut known).await?;
        }
        Ok(Sequences {
            devices: known
                .into_iter()
                .map(|(id, sequence)| (id, Arc::new(Mutex::new(sequence))))
                .collect(),
        })
    }

    /// The device's sequence, if it is a configured device.
    pub fn device(&self, id: &str) -> Option<Arc<Mutex<DeviceSequence>>> {
        self.devices.get(id).cloned()
    }
}

async fn read_partition(
    log: &dyn EventLog,
    partition: u32,
    known: &mut HashMap<String, DeviceSequence>,
) -> Result<(), BusError> {
    let mut from = 0;
    loop {
        let records = log
            .read(Topic::StudioJournal, partition, from, PAGE)
            .await?;
        let Some(last) = records.last() else {
            return Ok(());
        };
        from = last.offset + 1;
        for record in records {
            let Some(event) = floor_event(&record.payload, partition, record.offset) else {
                continue;
            };
            if let Some(sequence) = known.get_mut(&event.device_id) {
                sequence.journaled(event.sequence, record.offset);
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
