//! The event log with its append latency measured (`livedraw_log_append_seconds`) and the
//! records its readers lost counted (`livedraw_log_lost_records_total`): a wrapper the process
//! puts around its log once, so that no service times its own appends or counts its own losses.

use crate::metrics::{Metrics, OperationLabel, TopicLabel};
use async_trait::async_trait;
use futures::StreamExt;
use livedraw_bus::{
    Appended, BusError, EventLog, NewRecord, OwnershipStream, Record, RecordStream, Topic,
    TopicsConfig,
};
use std::sync::Arc;
use std::time::Instant;

/// `log`, with every append timed.
pub struct MeasuredLog {
    log: Arc<dyn EventLog>,
    metrics: Metrics,
}

impl MeasuredLog {
    /// Measures the appends to `log` into `metrics`.
    pub fn new(log: Arc<dyn EventLog>, metrics: Metrics) -> MeasuredLog {
        MeasuredLog { log, metrics }
    }

    fn observe(&self, operation: &str, started: Instant) {
        self.metrics
            .log_append
            .get_or_create(&OperationLabel {
                operation: operation.to_string(),
            })
            .observe(started.elapsed().as_secs_f64());
    }
}

#[async_trait]
impl EventLog for MeasuredLog {
    fn topics(&self) -> &TopicsConfig {
        self.log.topics()
    }

    fn atomic_batches(&self) -> bool {
        self.log.atomic_batches()
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.log.own_partitions(group, topic)
    }

    fn partitions(&self, topic: Topic) -> u32 {
        self.log.partitions(topic)
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        let started = Instant::now();
        let appended = self.log.append(topic, record).await;
        self.observe("append", started);
        appended
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        let started = Instant::now();
        let appended = self.log.append_batch(records).await;
        self.observe("append_batch", started);
        appended
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.log.read(topic, partition, from_offset, max).await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.log.end_offset(topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.log.start_offset(topic, partition).await
    }

    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.log.release_below(topic, partition, offset);
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        let lost = self.metrics.log_lost_records.clone();
        let records = self.log.subscribe(topic, partition, from_offset)?;
        Ok(records
            .inspect(move |item| {
                if let Err(BusError::Lost {
                    topic, from, start, ..
                }) = item
                {
                    let label = TopicLabel {
                        topic: topic.to_string(),
                    };
                    lost.get_or_create(&label)
                        .inc_by(start.saturating_sub(*from));
                }
            })
            .boxed())
    }
}
