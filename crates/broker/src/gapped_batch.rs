//! A record batch whose offsets skip one, produced through the Kafka protocol by hand: the kind
//! of gap compaction, an aborted transaction or a broker's own choices leave in a partition.
//! No client library writes one, and tansu 0.6 has neither transactions nor compaction, so a
//! test that needs a gap on a real broker writes the batch itself (Produce v3, record batch
//! v2, as the Kafka protocol guide gives them).
//!
//! The batch holds one record and claims two offsets (its last offset delta is 1), as a batch
//! whose last record compaction removed: the partition's next batch starts one offset later.
//! With tansu's memory store, which keeps a batch as written, the empty offset follows the
//! record. (A batch of several records would not do there: that store answers a fetch from
//! inside a batch with the batches after it only, hiding the batch's later records.)

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// Why the batch was not written.
#[derive(Debug, thiserror::Error)]
pub enum ProduceError {
    /// The connection failed.
    #[error("producing to {address}: {source}")]
    Io {
        /// The broker.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The broker answered with an error code, or with something that is not a Produce answer.
    #[error("the broker refused the batch: {0}")]
    Refused(String),
}

/// Produces the record `key`, `value` to `partition` of `topic` as a batch that claims the
/// offset after it too, acknowledged by every replica; returns the record's offset.
pub fn produce_with_gap(
    address: SocketAddr,
    topic: &str,
    partition: i32,
    key: &[u8],
    value: &[u8],
) -> Result<i64, ProduceError> {
    let io = |source| ProduceError::Io { address, source };
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(5)).map_err(io)?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .map_err(io)?;
    let request = produce_request(topic, partition, &record_batch(key, value));
    stream.write_all(&request).map_err(io)?;
    let mut size = [0u8; 4];
    stream.read_exact(&mut size).map_err(io)?;
    let mut answer = vec![0u8; usize::try_from(u32::from_be_bytes(size)).unwrap_or(0)];
    stream.read_exact(&mut answer).map_err(io)?;
    base_offset(&answer)
}

/// A Produce v3 request (request header v1) for one batch, with its size in front.
fn produce_request(topic: &str, partition: i32, batch: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    body.extend(0i16.to_be_bytes()); // api key: Produce
    body.extend(3i16.to_be_bytes()); // api version
    body.extend(CORRELATION_ID.to_be_bytes());
    string(&mut body, "livedraw-gapped-batch"); // client id
    body.extend((-1i16).to_be_bytes()); // no transactional id
    body.extend((-1i16).to_be_bytes()); // acks: all
    body.extend(10_000i32.to_be_bytes()); // timeout
    body.extend(1i32.to_be_bytes()); // one topic
    string(&mut body, topic);
    body.extend(1i32.to_be_bytes()); // one partition
    body.extend(partition.to_be_bytes());
    body.extend(length(batch.len()).to_be_bytes());
    body.extend(batch);
    let mut request = length(body.len()).to_be_bytes().to_vec();
    request.extend(body);
    request
}

const CORRELATION_ID: i32 = 7;

/// A record batch (magic 2) of one record that claims two offsets.
fn record_batch(key: &[u8], value: &[u8]) -> Vec<u8> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
        });
    // From the attributes to the end: what the CRC covers.
    let mut covered = Vec::new();
    covered.extend(0i16.to_be_bytes()); // attributes: no compression, not transactional
    covered.extend(1i32.to_be_bytes()); // last offset delta: one past the record
    covered.extend(now.to_be_bytes()); // base timestamp
    covered.extend(now.to_be_bytes()); // max timestamp
    covered.extend((-1i64).to_be_bytes()); // no producer id
    covered.extend((-1i16).to_be_bytes()); // no producer epoch
    covered.extend((-1i32).to_be_bytes()); // no base sequence
    covered.extend(1i32.to_be_bytes()); // one record
    covered.extend(record(0, key, value));
    let mut batch = Vec::new();
    batch.extend(0i64.to_be_bytes()); // base offset: the broker assigns it
    let after_length = 4 + 1 + 4 + covered.len(); // leader epoch, magic, crc, the rest
    batch.extend(length(after_length).to_be_bytes());
    batch.extend((-1i32).to_be_bytes()); // partition leader epoch
    batch.push(2); // magic
    batch.extend(crc32c(&covered).to_be_bytes());
    batch.extend(covered);
    batch
}

/// One record of a batch: its length, then attributes, deltas, key, value and no headers.
fn record(offset_delta: usize, key: &[u8], value: &[u8]) -> Vec<u8> {
    let mut body = vec![0u8]; // attributes
    varint(&mut body, 0); // timestamp delta
    varint(&mut body, i64::try_from(offset_delta).unwrap_or(i64::MAX));
    varint(&mut body, i64::try_from(key.len()).unwrap_or(i64::MAX));
    body.extend(key);
    varint(&mut body, i64::try_from(value.len()).unwrap_or(i64::MAX));
    body.extend(value);
    varint(&mut body, 0); // headers
    let mut record = Vec::new();
    varint(&mut record, i64::try_from(body.len()).unwrap_or(i64::MAX));
    record.extend(body);
    record
}

/// The base offset of a Produce v3 answer (response header v0) for one topic and partition.
fn base_offset(answer: &[u8]) -> Result<i64, ProduceError> {
    let mut at = 0;
    let mut take = |n: usize| -> Result<&[u8], ProduceError> {
        let bytes = answer
            .get(at..at + n)
            .ok_or_else(|| ProduceError::Refused(format!("a short answer: {answer:?}")))?;
        at += n;
        Ok(bytes)
    };
    let int = |bytes: &[u8]| bytes.iter().fold(0i64, |n, b| (n << 8) | i64::from(*b));
    let correlation = int(take(4)?);
    if correlation != i64::from(CORRELATION_ID) {
        return Err(ProduceError::Refused(format!(
            "the answer is to request {correlation}"
        )));
    }
    take(4)?; // one topic
    let name = usize::try_from(int(take(2)?)).unwrap_or(0);
    take(name)?;
    take(4)?; // one partition
    take(4)?; // its index
    let error = int(take(2)?);
    let base = int(take(8)?);
    if error != 0 {
        return Err(ProduceError::Refused(format!("error code {error}")));
    }
    Ok(base)
}

/// A string as the protocol writes it: its length in two bytes, then its bytes.
fn string(out: &mut Vec<u8>, text: &str) {
    out.extend(i16::try_from(text.len()).unwrap_or(i16::MAX).to_be_bytes());
    out.extend(text.as_bytes());
}

fn length(len: usize) -> i32 {
    i32::try_from(len).unwrap_or(i32::MAX)
}

/// A zig-zag varint, as record fields are written.
fn varint(out: &mut Vec<u8>, value: i64) {
    let mut zigzag = ((value << 1) ^ (value >> 63)) as u64;
    loop {
        let byte = (zigzag & 0x7f) as u8;
        zigzag >>= 7;
        if zigzag == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// CRC-32C (Castagnoli), the record batch's checksum.
fn crc32c(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0x82F6_3B78
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32c_gives_the_published_check_value() {
        // The check value of CRC-32C: the checksum of the ASCII digits 1 to 9.
        assert_eq!(crc32c(b"123456789"), 0xE306_9283);
    }

    #[test]
    fn varints_are_zig_zag() {
        let encoded = |value| {
            let mut out = Vec::new();
            varint(&mut out, value);
            out
        };
        assert_eq!(encoded(0), [0]);
        assert_eq!(encoded(-1), [1]);
        assert_eq!(encoded(1), [2]);
        assert_eq!(encoded(64), [0x80, 0x01]);
    }
}
