//! What the writer appends: a record placed in its partition.

use crate::record::NewRecord;
use crate::topic::Topic;

/// A record with its partition chosen and its size checked.
pub(crate) struct Item {
    pub(crate) topic: Topic,
    pub(crate) partition: u32,
    pub(crate) record: NewRecord,
}
