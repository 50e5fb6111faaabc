//! Records: what is appended, and what is read back.

use crate::topic::Topic;

/// 1 MiB, Kafka's default cap on a message, so a record fits both backends.
pub const DEFAULT_MAX_RECORD_BYTES: usize = 1024 * 1024;

/// Header carrying the W3C trace context, so one trace follows an event through every topic.
pub const TRACEPARENT: &str = "traceparent";
/// Header naming the payload's schema (the protobuf message type).
pub const CONTENT_TYPE: &str = "content-type";
/// Header (empty value) of a record that retention never deletes, whatever its age: the audit
/// trail's supervisor actions and configuration changes, which must outlive the play around
/// them (R4). The embedded log honours it; Kafka keeps those topics forever anyway.
pub const KEEP: &str = "livedraw-keep";

/// One record header: a name and opaque bytes. Headers keep their order; names may repeat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The header's name, e.g. [`TRACEPARENT`].
    pub name: String,
    /// The header's value.
    pub value: Vec<u8>,
}

/// A record to append. The log assigns its offset and append time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewRecord {
    /// The key, the table id: it chooses the partition and keeps one table's records in order.
    pub key: Vec<u8>,
    /// Ordered headers.
    pub headers: Vec<Header>,
    /// The payload (a protobuf message).
    pub payload: Vec<u8>,
    /// Overrides the key's partition; `None` (the usual case) uses [`crate::partition_for_key`].
    pub partition: Option<u32>,
}

impl NewRecord {
    /// A record with a key and a payload, no headers, partitioned by key.
    pub fn new(key: impl Into<Vec<u8>>, payload: impl Into<Vec<u8>>) -> Self {
        NewRecord {
            key: key.into(),
            headers: Vec::new(),
            payload: payload.into(),
            partition: None,
        }
    }

    /// Adds a header after those already there.
    pub fn with_header(mut self, name: impl Into<String>, value: impl Into<Vec<u8>>) -> Self {
        self.headers.push(Header {
            name: name.into(),
            value: value.into(),
        });
        self
    }

    /// Marks the record as one retention never deletes ([`KEEP`]).
    pub fn kept(self) -> Self {
        self.with_header(KEEP, Vec::new())
    }

    /// Whether the record carries [`KEEP`].
    pub fn is_kept(&self) -> bool {
        self.headers.iter().any(|header| header.name == KEEP)
    }

    /// Sends the record to this partition instead of the key's.
    pub fn to_partition(mut self, partition: u32) -> Self {
        self.partition = Some(partition);
        self
    }

    /// Bytes counted against the record size cap: key, header names and values, payload.
    pub fn size(&self) -> usize {
        counted_size(&self.key, &self.headers, &self.payload)
    }
}

/// Key, header names and values, and payload, in bytes.
fn counted_size(key: &[u8], headers: &[Header], payload: &[u8]) -> usize {
    let headers: usize = headers.iter().map(|h| h.name.len() + h.value.len()).sum();
    key.len() + headers + payload.len()
}

/// Where an append landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Appended {
    /// The partition.
    pub partition: u32,
    /// The record's offset in that partition.
    pub offset: u64,
}

/// A record read back from the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Its topic.
    pub topic: Topic,
    /// Its partition.
    pub partition: u32,
    /// Its offset: increasing per partition, from 0 (see [`crate::EventLog`] on gaps).
    pub offset: u64,
    /// The key it was appended with.
    pub key: Vec<u8>,
    /// Its headers, in the order they were given.
    pub headers: Vec<Header>,
    /// Its payload.
    pub payload: Vec<u8>,
    /// When the log appended it, in milliseconds since the Unix epoch (UTC).
    pub timestamp_ms: i64,
}

impl Record {
    /// Bytes of key, header names and values, and payload, counted as [`NewRecord::size`].
    pub fn size(&self) -> usize {
        counted_size(&self.key, &self.headers, &self.payload)
    }

    /// The value of the first header with this name.
    pub fn header(&self, name: &str) -> Option<&[u8]> {
        self.headers
            .iter()
            .find(|h| h.name == name)
            .map(|h| h.value.as_slice())
    }

    /// Whether it carries [`KEEP`].
    pub fn is_kept(&self) -> bool {
        self.header(KEEP).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_counts_key_headers_and_payload() {
        let record = NewRecord::new("t1", vec![0u8; 10]).with_header("ab", "xyz");
        assert_eq!(record.size(), 2 + 2 + 3 + 10);
    }
}
