//! Key to partition: Kafka's default partitioner (murmur2), so that a table lands in the same
//! partition on the embedded log, on the Java client, and on librdkafka configured with
//! `partitioner=murmur2_random` (the Kafka backend passes the partition explicitly anyway).

/// Kafka's murmur2 hash of a key (`org.apache.kafka.common.utils.Utils.murmur2`), bit for bit.
pub fn murmur2(data: &[u8]) -> i32 {
    const SEED: u32 = 0x9747_b28c;
    const M: u32 = 0x5bd1_e995;
    const R: u32 = 24;
    // Kafka mixes the length in as a Java int; keys are far below 2 GiB.
    let mut h = SEED ^ (data.len() as u32);
    let mut chunks = data.chunks_exact(4);
    for chunk in &mut chunks {
        let mut k = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        k = k.wrapping_mul(M);
        k ^= k >> R;
        k = k.wrapping_mul(M);
        h = h.wrapping_mul(M) ^ k;
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        for (i, byte) in tail.iter().enumerate().rev() {
            h ^= u32::from(*byte) << (8 * i);
        }
        h = h.wrapping_mul(M);
    }
    h ^= h >> 13;
    h = h.wrapping_mul(M);
    h ^= h >> 15;
    h as i32
}

/// The partition for a key: `(murmur2(key) & 0x7fffffff) % partitions`, as Kafka's
/// `BuiltInPartitioner.partitionForKey`. `partitions` must be at least 1 (checked by
/// [`crate::TopicsConfig::validate`]); 0 gives partition 0.
pub fn partition_for_key(key: &[u8], partitions: u32) -> u32 {
    let positive = (murmur2(key) & 0x7fff_ffff) as u32;
    positive.checked_rem(partitions).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vectors of Kafka's own `UtilsTest.testMurmur2`.
    #[test]
    fn matches_kafkas_murmur2() {
        let cases: [(&[u8], i32); 6] = [
            (b"21", -973_932_308),
            (b"foobar", -790_332_482),
            (b"a-little-bit-long-string", -985_981_536),
            (b"a-little-bit-longer-string", -1_486_304_829),
            (
                b"lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8",
                -58_897_971,
            ),
            (b"abc", 479_470_107),
        ];
        for (key, expected) in cases {
            assert_eq!(murmur2(key), expected, "{:?}", String::from_utf8_lossy(key));
        }
    }

    #[test]
    fn partitions_are_in_range_and_stable() {
        for n in 0..1000 {
            let key = format!("table-{n}");
            let p = partition_for_key(key.as_bytes(), 8);
            assert!(p < 8);
            assert_eq!(p, partition_for_key(key.as_bytes(), 8));
        }
        assert_eq!(partition_for_key(b"anything", 1), 0);
    }

    #[test]
    fn keys_spread_over_partitions() {
        let mut seen = [0u32; 8];
        for n in 0..800 {
            seen[partition_for_key(format!("table-{n}").as_bytes(), 8) as usize] += 1;
        }
        assert!(seen.iter().all(|count| *count > 50), "{seen:?}");
    }
}
