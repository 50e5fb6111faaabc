//! An append whose outcome is unknown (R9, R1): on Kafka a delivery that timed out may have
//! been written all the same, and on the embedded log an fsync that reported an error may have
//! kept the commit. The floor re-sends the event with the same sequence number; ingest must
//! answer DUPLICATE (with the first copy's offset) if the first copy is there, and journal it
//! if it is not: once either way.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test stops at the first failure"
)]

mod common;

use async_trait::async_trait;
use common::{entry_of, scan, STUDIO};
use livedraw_bus::{
    Appended, BusError, EmbeddedConfig, EmbeddedLog, EventLog, NewRecord, OwnershipStream, Record,
    RecordStream, Topic, TopicsConfig,
};
use livedraw_gate::DeviceIdentity;
use livedraw_ingest::IngestService;
use livedraw_protocol::journal::JournalInput;
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_studio::StudioConfig;
use std::sync::{Arc, Mutex};
use tonic::Code;

/// How the next journal append fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Failure {
    /// The record is written, then the append is answered as failed (a timed-out delivery).
    AfterWriting,
    /// Nothing is written.
    BeforeWriting,
}

/// The embedded log, whose next journal append fails as told; every other call passes through.
struct FlakyJournal {
    inner: EmbeddedLog,
    next: Mutex<Option<Failure>>,
}

impl FlakyJournal {
    fn fail_next(&self, failure: Failure) {
        *self.next.lock().unwrap() = Some(failure);
    }
}

fn timed_out() -> BusError {
    BusError::Unavailable("the delivery timed out (injected)".into())
}

#[async_trait]
impl EventLog for FlakyJournal {
    fn topics(&self) -> &TopicsConfig {
        self.inner.topics()
    }

    fn atomic_batches(&self) -> bool {
        self.inner.atomic_batches()
    }

    fn own_partitions(&self, group: &str, topic: Topic) -> Result<OwnershipStream, BusError> {
        self.inner.own_partitions(group, topic)
    }

    fn partitions(&self, topic: Topic) -> u32 {
        self.inner.partitions(topic)
    }

    async fn append(&self, topic: Topic, record: NewRecord) -> Result<Appended, BusError> {
        let failure = self.next.lock().unwrap().take();
        match failure {
            Some(Failure::AfterWriting) => {
                self.inner.append(topic, record).await?;
                Err(timed_out())
            }
            Some(Failure::BeforeWriting) => Err(timed_out()),
            None => self.inner.append(topic, record).await,
        }
    }

    async fn append_batch(
        &self,
        records: Vec<(Topic, NewRecord)>,
    ) -> Result<Vec<Appended>, BusError> {
        self.inner.append_batch(records).await
    }

    async fn read(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
        max: usize,
    ) -> Result<Vec<Record>, BusError> {
        self.inner.read(topic, partition, from_offset, max).await
    }

    async fn end_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.inner.end_offset(topic, partition).await
    }

    async fn start_offset(&self, topic: Topic, partition: u32) -> Result<u64, BusError> {
        self.inner.start_offset(topic, partition).await
    }

    fn release_below(&self, topic: Topic, partition: u32, offset: u64) {
        self.inner.release_below(topic, partition, offset);
    }

    fn subscribe(
        &self,
        topic: Topic,
        partition: u32,
        from_offset: u64,
    ) -> Result<RecordStream, BusError> {
        self.inner.subscribe(topic, partition, from_offset)
    }
}

struct Setup {
    _dir: tempfile::TempDir,
    log: Arc<FlakyJournal>,
    service: IngestService,
}

async fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let inner = EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("studio.db")))
        .await
        .unwrap();
    let log = Arc::new(FlakyJournal {
        inner,
        next: Mutex::new(None),
    });
    let config = Arc::new(StudioConfig::parse(STUDIO, "test").unwrap());
    let shared: Arc<dyn EventLog> = log.clone();
    let metrics = livedraw_telemetry::metrics::Metrics::new();
    let service = IngestService::new(config, shared, metrics).await.unwrap();
    Setup {
        _dir: dir,
        log,
        service,
    }
}

/// The baccarat scanner's sequence numbers in the journal, in order.
async fn journaled_sequences(log: &FlakyJournal) -> Vec<u64> {
    let partition =
        livedraw_bus::partition_for_key(b"baccarat-1", log.partitions(Topic::StudioJournal));
    log.read(Topic::StudioJournal, partition, 0, 1_000)
        .await
        .unwrap()
        .iter()
        .filter(|record| record.key == b"baccarat-1")
        .map(|record| match entry_of(record).input {
            JournalInput::Floor(event) => event.sequence.get(),
            other => panic!("not a floor event: {other:?}"),
        })
        .collect()
}

#[tokio::test]
async fn r9_r1_a_re_send_after_an_append_that_failed_but_was_written_is_a_duplicate() {
    let setup = setup().await;
    let device = DeviceIdentity::Unverified;
    let first = setup.service.submit(&device, scan(1), None).await.unwrap();
    assert_eq!(first.status(), AckStatus::Accepted);

    setup.log.fail_next(Failure::AfterWriting);
    let failed = setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();
    assert_eq!(failed.status().code(), Code::Unavailable);
    assert_eq!(
        journaled_sequences(&setup.log).await,
        [1, 2],
        "written all the same"
    );

    // The floor re-sends it with the same number: the first copy is found, not journaled again.
    let again = setup.service.submit(&device, scan(2), None).await.unwrap();
    assert_eq!(again.status(), AckStatus::Duplicate);
    assert_eq!(again.journal_offset, 1, "the first copy's offset");
    let next = setup.service.submit(&device, scan(3), None).await.unwrap();
    assert_eq!(next.status(), AckStatus::Accepted);
    assert_eq!(next.journal_offset, 2);
    assert_eq!(journaled_sequences(&setup.log).await, [1, 2, 3]);
}

#[tokio::test]
async fn r9_r1_a_re_send_after_an_append_that_failed_unwritten_is_journaled_once() {
    let setup = setup().await;
    let device = DeviceIdentity::Unverified;
    setup.service.submit(&device, scan(1), None).await.unwrap();

    setup.log.fail_next(Failure::BeforeWriting);
    let failed = setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();
    assert_eq!(failed.status().code(), Code::Unavailable);
    assert_eq!(journaled_sequences(&setup.log).await, [1]);

    let again = setup.service.submit(&device, scan(2), None).await.unwrap();
    assert_eq!(again.status(), AckStatus::Accepted);
    assert_eq!(again.journal_offset, 1);
    assert_eq!(journaled_sequences(&setup.log).await, [1, 2]);
}

#[tokio::test]
async fn r9_a_device_stays_unavailable_while_its_uncertain_append_cannot_be_checked() {
    let setup = setup().await;
    let device = DeviceIdentity::Unverified;
    setup.service.submit(&device, scan(1), None).await.unwrap();
    setup.log.fail_next(Failure::AfterWriting);
    setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();

    // The journal cannot be read: judging the re-send now could journal it twice.
    setup.log.inner.close().await.unwrap();
    let refused = setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();
    assert_eq!(refused.status().code(), Code::Unavailable);
}
