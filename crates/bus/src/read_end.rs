//! Where a reader stands once it has read everything a partition holds now. Offsets need not
//! be dense, so that is one past the partition's last record, which may be below
//! [`EventLog::end_offset`]: a reader that waits for its position to reach the end would wait
//! for a record that never comes.

use crate::error::BusError;
use crate::log::EventLog;
use crate::topic::Topic;

/// Records looked at per step back, at most.
const MAX_PAGE: u64 = 512;

/// One past the last record of the partition (its log start when it holds none): where a
/// reader that has read every record now there stands. One read when the partition ends in a
/// record, as it does but after a gap; more, doubling, to look back past a gap.
pub async fn read_end(log: &dyn EventLog, topic: Topic, partition: u32) -> Result<u64, BusError> {
    let end = log.end_offset(topic, partition).await?;
    let mut upto = end;
    let mut page = 1;
    let mut start = None;
    while upto > 0 {
        let from = upto.saturating_sub(page);
        let want = usize::try_from(upto - from).unwrap_or(usize::MAX);
        let records = log.read(topic, partition, from, want).await?;
        if let Some(last) = records.iter().rev().find(|record| record.offset < upto) {
            return Ok(last.offset + 1);
        }
        let start = match start {
            Some(start) => start,
            None => *start.insert(log.start_offset(topic, partition).await?),
        };
        if from <= start {
            return Ok(start);
        }
        upto = from;
        page = (page * 2).min(MAX_PAGE);
    }
    Ok(0)
}
