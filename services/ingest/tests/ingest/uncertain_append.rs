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

use crate::common::{entry_of, scan, STUDIO};
use livedraw_bus::{EmbeddedLog, EventLog, Topic};
use livedraw_gate::DeviceIdentity;
use livedraw_ingest::IngestService;
use livedraw_protocol::journal::JournalInput;
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_studio::StudioConfig;
use livedraw_testkit::fail_next::{FailNext, Failure};
use livedraw_testkit::forwarding::Forwarding;
use livedraw_testkit::serve;
use std::sync::Arc;
use tonic::Code;

/// The embedded log, whose next append fails as told; every other call passes through.
type FlakyJournal = Forwarding<FailNext>;

struct Setup {
    _dir: tempfile::TempDir,
    /// The log behind the flaky one.
    inner: Arc<EmbeddedLog>,
    log: Arc<FlakyJournal>,
    service: IngestService,
}

async fn setup() -> Setup {
    let (dir, inner) = serve::temp_log().await;
    let log = Arc::new(Forwarding::new(inner.clone(), FailNext::default()));
    let config = Arc::new(StudioConfig::parse(STUDIO, "test").unwrap());
    let shared: Arc<dyn EventLog> = log.clone();
    let metrics = livedraw_telemetry::metrics::Metrics::new();
    let service = IngestService::new(config, shared, metrics).await.unwrap();
    Setup {
        _dir: dir,
        inner,
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

    setup.log.hooks().fail_next(Failure::AfterWriting);
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

    setup.log.hooks().fail_next(Failure::BeforeWriting);
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
    setup.log.hooks().fail_next(Failure::AfterWriting);
    setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();

    // The journal cannot be read: judging the re-send now could journal it twice.
    setup.inner.close().await.unwrap();
    let refused = setup
        .service
        .submit(&device, scan(2), None)
        .await
        .unwrap_err();
    assert_eq!(refused.status().code(), Code::Unavailable);
}
