//! Feed positions: where an event sits in the draw events, packed into the `u64` the wire
//! carries, so that a frontend resumes exactly after the last event it received.
//!
//! Layout, high bits first: the draw-events partition (12 bits), the step's offset in it
//! (44 bits: 17 × 10¹² steps), the event's index among those the step gave (8 bits). Positions
//! of one partition increase with the log; positions of different partitions are not ordered.

use crate::error::FeedError;

const PARTITION_BITS: u32 = 12;
const OFFSET_BITS: u32 = 44;
const INDEX_BITS: u32 = 8;

/// The largest partition number a position can name.
pub const MAX_PARTITION: u32 = (1 << PARTITION_BITS) - 1;
/// The largest step offset a position can name.
pub const MAX_OFFSET: u64 = (1 << OFFSET_BITS) - 1;

/// One feed event's place: the step it came from and its index among the step's events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The draw-events partition.
    pub partition: u32,
    /// The step's offset in the partition.
    pub offset: u64,
    /// The event's index among the step's feed events, from 0.
    pub index: u8,
}

impl Position {
    /// The position of the `index`-th event of the step at `partition`/`offset`; refused when
    /// the numbers do not fit the layout.
    pub fn new(partition: u32, offset: u64, index: usize) -> Result<Position, FeedError> {
        let index =
            u8::try_from(index).map_err(|_| FeedError::PositionOverflow { partition, offset })?;
        if partition > MAX_PARTITION || offset > MAX_OFFSET {
            return Err(FeedError::PositionOverflow { partition, offset });
        }
        Ok(Position {
            partition,
            offset,
            index,
        })
    }

    /// The wire form.
    pub fn pack(self) -> u64 {
        (u64::from(self.partition) << (OFFSET_BITS + INDEX_BITS))
            | (self.offset << INDEX_BITS)
            | u64::from(self.index)
    }

    /// The position of a wire form (every `u64` unpacks; the partition is checked by the
    /// caller against the log).
    pub fn unpack(packed: u64) -> Position {
        let index_mask = (1u64 << INDEX_BITS) - 1;
        Position {
            partition: u32::try_from(packed >> (OFFSET_BITS + INDEX_BITS)).unwrap_or(u32::MAX),
            offset: (packed >> INDEX_BITS) & MAX_OFFSET,
            index: u8::try_from(packed & index_mask).unwrap_or(u8::MAX),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "a test stops at the first failure")]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_at_the_limits() {
        for (partition, offset, index) in
            [(0, 0, 0), (7, 12_345, 3), (MAX_PARTITION, MAX_OFFSET, 255)]
        {
            let position = Position::new(partition, offset, index).unwrap();
            assert_eq!(Position::unpack(position.pack()), position);
        }
    }

    #[test]
    fn positions_of_a_partition_increase_with_the_log() {
        let at = |offset, index| Position::new(3, offset, index).unwrap().pack();
        assert!(at(10, 0) < at(10, 1));
        assert!(at(10, 255) < at(11, 0));
    }

    #[test]
    fn numbers_past_the_layout_are_refused() {
        assert!(Position::new(MAX_PARTITION + 1, 0, 0).is_err());
        assert!(Position::new(0, MAX_OFFSET + 1, 0).is_err());
        assert!(Position::new(0, 0, 256).is_err());
    }
}
