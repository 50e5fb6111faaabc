//! Committed consumer positions, for readers (the feed, tools) that do not record their
//! position in their own output as the engine does.

use crate::error::BusError;
use crate::topic::Topic;
use async_trait::async_trait;

/// Positions per consumer group and partition, as Kafka's committed offsets: the offset stored
/// is the next one the group will read.
#[async_trait]
pub trait OffsetStore: Send + Sync {
    /// Durably stores the group's position in the partition (replacing the previous one).
    async fn commit(
        &self,
        group: &str,
        topic: Topic,
        partition: u32,
        offset: u64,
    ) -> Result<(), BusError>;

    /// The group's committed position in the partition, if it ever committed one.
    async fn committed(
        &self,
        group: &str,
        topic: Topic,
        partition: u32,
    ) -> Result<Option<u64>, BusError>;
}
