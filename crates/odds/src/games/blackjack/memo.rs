//! Hash maps for the decision values' memos, whose keys are packed card counts (`u64`): one
//! multiply-and-rotate per key instead of SipHash, since the memos are the values' inner loop
//! and their keys come from the shoe, not from outside.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A map keyed by packed card counts.
pub type Memo<K, V> = HashMap<K, V, BuildHasherDefault<PackedHasher>>;

/// Hashes the few integers of a packed key by multiplying each in.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedHasher(u64);

/// An odd constant with well-spread bits (the golden ratio's).
const SPREAD: u64 = 0x9e37_79b9_7f4a_7c15;

impl Hasher for PackedHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        // The rotation brings the product's well-mixed high bits down to where the table
        // picks its bucket.
        self.0 = (self.0 ^ word).wrapping_mul(SPREAD).rotate_left(26);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_u16(&mut self, word: u16) {
        self.write_u64(u64::from(word));
    }

    fn write_usize(&mut self, word: usize) {
        // usize is at most 64 bits on every supported target.
        self.write_u64(word as u64);
    }
}
