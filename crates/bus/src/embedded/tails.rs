//! Per-partition end offsets that subscribers wait on, so a tail wakes as soon as a commit
//! lands instead of polling.

use crate::topic::Topic;
use std::collections::HashMap;
use tokio::sync::watch;

/// The committed end offset of every partition, and whether the log is closed.
pub(crate) struct Tails {
    ends: HashMap<(Topic, u32), watch::Sender<u64>>,
    closed: watch::Sender<bool>,
}

impl Tails {
    /// Starts from the end offsets found in the file.
    pub(crate) fn new(ends: &HashMap<(Topic, u32), u64>) -> Self {
        Tails {
            ends: ends
                .iter()
                .map(|(slot, end)| (*slot, watch::Sender::new(*end)))
                .collect(),
            closed: watch::Sender::new(false),
        }
    }

    /// The partition's committed end offset.
    pub(crate) fn end(&self, topic: Topic, partition: u32) -> Option<u64> {
        self.ends.get(&(topic, partition)).map(|tx| *tx.borrow())
    }

    /// A receiver that sees every later change of the partition's end offset.
    pub(crate) fn watch(&self, topic: Topic, partition: u32) -> Option<watch::Receiver<u64>> {
        self.ends
            .get(&(topic, partition))
            .map(watch::Sender::subscribe)
    }

    /// Called after a commit: the records below `end` are now readable.
    pub(crate) fn publish(&self, topic: Topic, partition: u32, end: u64) {
        if let Some(tx) = self.ends.get(&(topic, partition)) {
            tx.send_replace(end);
        }
    }

    /// Marks the log closed and wakes every subscriber.
    pub(crate) fn close(&self) {
        self.closed.send_replace(true);
    }

    /// Whether the log is closed.
    pub(crate) fn is_closed(&self) -> bool {
        *self.closed.borrow()
    }

    /// A receiver that sees the log close.
    pub(crate) fn closed(&self) -> watch::Receiver<bool> {
        self.closed.subscribe()
    }
}
