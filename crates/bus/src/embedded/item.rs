//! What the writer appends: a record placed in its partition.

use crate::record::NewRecord;
use crate::topic::Topic;

/// A record with its partition chosen, its size checked and its headers encoded for the file.
pub(crate) struct Item {
    pub(crate) topic: Topic,
    pub(crate) partition: u32,
    pub(crate) record: NewRecord,
    /// `record.headers` as the `headers` column stores them, encoded on the appender's task so
    /// that the single writer thread, which every append waits for, does less per record.
    pub(crate) headers: Vec<u8>,
}
