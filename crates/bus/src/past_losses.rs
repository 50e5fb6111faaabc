//! A subscription for readers that fold a partition into a view (the feed's tables, the
//! supervisors' board, the gates' revocations): they cannot get back what retention deleted
//! before they read it, so after a [`BusError::Lost`] they go on from the partition's log
//! start, the loss logged as an error (and counted by the process's measured log).

use crate::error::BusError;
use crate::log::{EventLog, RecordStream};
use crate::topic::Topic;
use futures::stream::{self, StreamExt};
use std::sync::Arc;

/// Every record of the partition from `from_offset` on, as [`EventLog::subscribe`] gives
/// them, but a loss does not end the stream: it is logged, and the stream goes on from where
/// the partition now starts. Any other error ends it.
pub fn subscribe_past_losses(
    log: Arc<dyn EventLog>,
    topic: Topic,
    partition: u32,
    from_offset: u64,
) -> Result<RecordStream, BusError> {
    let records = log.subscribe(topic, partition, from_offset)?;
    let state = Some((log, records));
    Ok(stream::unfold(state, move |state| async move {
        let (log, mut records) = state?;
        loop {
            match records.next().await? {
                Err(BusError::Lost {
                    from,
                    start,
                    ..
                }) => {
                    tracing::error!(%topic, partition, from, start, "records deleted before they were read: going on from the partition's start");
                    records = match log.subscribe(topic, partition, start) {
                        Ok(records) => records,
                        Err(error) => return Some((Err(error), None)),
                    };
                }
                Err(error) => return Some((Err(error), None)),
                Ok(record) => return Some((Ok(record), Some((log, records)))),
            }
        }
    })
    .boxed())
}
