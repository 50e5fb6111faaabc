//! The `FloorIngest` gRPC service.

use crate::clock::now;
use crate::error::IngestError;
use crate::health::DeviceHealth;
use crate::journal_record::{journal_record, traceparent};
use crate::refusal::Refusal;
use crate::sequences::{Sequences, Verdict};
use crate::validate::{Admission, HEARTBEAT};
use crate::watch;
use futures::stream::BoxStream;
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::Timestamp;
use livedraw_gate::{DeviceGate, DeviceIdentity};
use livedraw_protocol::floor_event::{self, FloorEnvelope};
use livedraw_protocol::journal::{JournalEntry, JournalInput};
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_server::{FloorIngest, FloorIngestServer};
use livedraw_protocol::v1::{FloorAck, FloorEvent, FloorInstruction, WatchRequest};
use livedraw_studio::StudioConfig;
use livedraw_telemetry::metrics::{CodeLabel, KindTable, Metrics};
use livedraw_telemetry::propagation;
use prost::Message;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::ReceiverStream;
use tonic::service::interceptor::InterceptedService;
use tonic::{Code, Request, Response, Status, Streaming};
use tracing::Instrument;

/// The largest floor event accepted, encoded (a full 8-deck manifest is about 6 KiB); larger
/// ones are refused with RESOURCE_EXHAUSTED.
pub const MAX_EVENT_BYTES: usize = 256 * 1024;

/// tonic's own cap on a received message. Past it tonic refuses the message before the service
/// sees it, with OUT_OF_RANGE on a unary call (tonic's code; a stream maps it to
/// RESOURCE_EXHAUSTED); below it the service's own [`MAX_EVENT_BYTES`] check answers.
pub const MAX_MESSAGE_BYTES: usize = 4 * MAX_EVENT_BYTES;

/// Acknowledgements buffered per stream before the service waits for the floor to read them.
const STREAM_BUFFER: usize = 64;

/// The floor-facing service. Cheap to clone: clones share one state.
#[derive(Clone)]
pub struct IngestService {
    inner: Arc<Inner>,
}

struct Inner {
    admission: Admission,
    sequences: Sequences,
    health: Arc<DeviceHealth>,
    log: Arc<dyn EventLog>,
    metrics: Metrics,
    monitor: JoinHandle<()>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.monitor.abort();
    }
}

impl IngestService {
    /// The service for the studio `config`, journaling on `log`. Reads the whole studio journal
    /// first to rebuild every device's last sequence number (its cost grows with the journal:
    /// one decode per record, paid once at start), and starts the device-silence monitor on the
    /// current tokio runtime. Floor events, refusals, device silence and clock skew are
    /// counted into `metrics`.
    pub async fn new(
        config: Arc<StudioConfig>,
        log: Arc<dyn EventLog>,
        metrics: Metrics,
    ) -> Result<IngestService, IngestError> {
        let admission = Admission::new(config.clone())?;
        let devices = config.devices.iter().map(|device| device.id.as_str());
        let sequences = Sequences::rebuild(log.as_ref(), devices).await?;
        let health = Arc::new(DeviceHealth::new(&config, metrics.clone()));
        let monitored = health.clone();
        let monitor = tokio::spawn(async move { monitored.monitor().await });
        Ok(IngestService {
            inner: Arc::new(Inner {
                admission,
                sequences,
                health,
                log,
                metrics,
                monitor,
            }),
        })
    }

    /// The device-health tracker, for the supervisor's table status.
    pub fn health(&self) -> Arc<DeviceHealth> {
        self.inner.health.clone()
    }

    /// The tonic server of this service behind `gate` (every RPC: a call without a device
    /// identity is UNAUTHENTICATED), with the message-size cap set.
    pub fn into_server(
        self,
        gate: DeviceGate,
    ) -> InterceptedService<FloorIngestServer<IngestService>, DeviceGate> {
        let server = FloorIngestServer::new(self).max_decoding_message_size(MAX_MESSAGE_BYTES);
        InterceptedService::new(server, gate)
    }

    /// Checks one event from a device with `identity` and journals it if it is the device's
    /// next; logs every refusal with the table, the device and the reason. The event gets a
    /// span, the child of the caller's `trace` context when there is one; the journal record
    /// carries the span's context.
    pub async fn submit(
        &self,
        identity: &DeviceIdentity,
        event: FloorEvent,
        trace: Option<&str>,
    ) -> Result<FloorAck, Refusal> {
        let (table, device, sequence) = log_ids(&event);
        let span = tracing::info_span!("floor_event", %table, %device, sequence);
        let parent = propagation::context_of_header(trace.map(str::as_bytes));
        let trace = propagation::follow(&span, parent);
        let outcome = self
            .admit(identity, event, trace.as_deref())
            .instrument(span)
            .await;
        match &outcome {
            Err(refusal) => {
                let code = format!("{:?}", refusal.code());
                self.inner
                    .metrics
                    .refusals
                    .get_or_create(&CodeLabel { code })
                    .inc();
                tracing::warn!(
                table = %table,
                device = %device,
                sequence,
                code = ?refusal.code(),
                reason = %refusal,
                "floor event refused"
                );
            }
            Ok(ack) if ack.status() == AckStatus::Duplicate => tracing::info!(
                table = %table,
                device = %device,
                sequence,
                first_offset = ack.journal_offset,
                "re-sent floor event acknowledged as duplicate, not journaled again"
            ),
            Ok(_) => {}
        }
        outcome
    }

    async fn admit(
        &self,
        identity: &DeviceIdentity,
        event: FloorEvent,
        trace: Option<&str>,
    ) -> Result<FloorAck, Refusal> {
        let size = event.encoded_len();
        if size > MAX_EVENT_BYTES {
            return Err(Refusal::TooLarge {
                size,
                max: MAX_EVENT_BYTES,
            });
        }
        let envelope = floor_event::decode(event)?;
        let kind = self.inner.admission.check(identity, &envelope)?;
        let skew = now().millis() - envelope.device_time.millis();
        self.inner.health.heard(envelope.device.as_str(), skew);
        let Some(device) = self.inner.sequences.device(envelope.device.as_str()) else {
            // Every configured device has a sequence; admission refused the others.
            return Err(Refusal::UnknownDevice(envelope.device.to_string()));
        };
        let mut device = device.lock().await;
        self.inner
            .sequences
            .settle(
                self.inner.log.as_ref(),
                envelope.device.as_str(),
                &mut device,
            )
            .await
            .map_err(Refusal::JournalUnavailable)?;
        let sequence = envelope.sequence.get();
        let received_at = now();
        match device.check(sequence) {
            Verdict::Duplicate { offset } => Ok(ack(
                sequence,
                AckStatus::Duplicate,
                offset.unwrap_or(0),
                received_at,
            )),
            Verdict::Gap { expected } => Err(Refusal::SequenceGap {
                expected,
                got: sequence,
            }),
            // A heartbeat carries the number of the device's next event and does not use it
            // up: it is journaled as the device's sign of life, without its number, so it
            // cannot consume numbers that the journal must rebuild after a restart.
            Verdict::Next if kind == HEARTBEAT => {
                let offset = self.journal_heartbeat(envelope, received_at).await?;
                Ok(ack(sequence, AckStatus::Accepted, offset, received_at))
            }
            Verdict::Next => {
                let journaled = KindTable {
                    kind: kind.to_string(),
                    table: envelope.table.to_string(),
                };
                let partition = self
                    .inner
                    .log
                    .topics()
                    .partition_for_key(Topic::StudioJournal, envelope.table.as_str().as_bytes());
                let from = self.inner.sequences.known_end(partition);
                let offset = match self.journal(envelope, received_at, trace).await {
                    Ok(offset) => offset,
                    Err(refusal) => {
                        // A refused entry was never sent: only a failed append may have
                        // landed all the same.
                        if refusal.uncertain() {
                            device.append_failed(partition, from);
                        }
                        return Err(refusal);
                    }
                };
                self.inner.sequences.acknowledged(partition, offset);
                self.inner
                    .metrics
                    .floor_events_journaled
                    .get_or_create(&journaled)
                    .inc();
                device.journaled(sequence, offset);
                Ok(ack(sequence, AckStatus::Accepted, offset, received_at))
            }
        }
    }

    /// Journals that the device of `event` (a heartbeat) was heard at `received_at`, for its
    /// table's silence watch.
    async fn journal_heartbeat(
        &self,
        event: FloorEnvelope,
        received_at: Timestamp,
    ) -> Result<u64, Refusal> {
        let entry = JournalEntry {
            table: event.table,
            received_at,
            input: JournalInput::Heartbeat(event.device),
        };
        self.append(&entry, None).await
    }

    async fn journal(
        &self,
        event: FloorEnvelope,
        received_at: Timestamp,
        trace: Option<&str>,
    ) -> Result<u64, Refusal> {
        let entry = JournalEntry {
            table: event.table.clone(),
            received_at,
            input: JournalInput::Floor(event),
        };
        self.append(&entry, trace).await
    }

    /// Appends `entry` to the studio journal; its offset once durable.
    async fn append(&self, entry: &JournalEntry, trace: Option<&str>) -> Result<u64, Refusal> {
        let appended = self
            .inner
            .log
            .append(Topic::StudioJournal, journal_record(entry, trace))
            .await
            .map_err(Refusal::journal)?;
        Ok(appended.offset)
    }

    /// Answers each event of `inbound` in order until the floor closes it; a refused event
    /// gets a REJECTED acknowledgement and the stream goes on, except when the journal is
    /// unavailable, which ends the stream with UNAVAILABLE so that the floor re-sends
    /// everything not acknowledged.
    async fn answer_stream(
        self,
        identity: DeviceIdentity,
        mut inbound: Streaming<FloorEvent>,
        trace: Option<String>,
        acks: mpsc::Sender<Result<FloorAck, Status>>,
    ) {
        loop {
            let answer = match inbound.message().await {
                Ok(Some(event)) => {
                    let sequence = event.sequence;
                    match self.submit(&identity, event, trace.as_deref()).await {
                        Ok(ack) => Ok(ack),
                        Err(refusal) if refusal.uncertain() => Err(refusal.status()),
                        Err(refusal) => Ok(rejected(sequence, &refusal)),
                    }
                }
                Ok(None) => return,
                Err(status) => Err(transport_status(status)),
            };
            let last = answer.is_err();
            if acks.send(answer).await.is_err() || last {
                return;
            }
        }
    }
}

#[tonic::async_trait]
impl FloorIngest for IngestService {
    async fn post(&self, request: Request<FloorEvent>) -> Result<Response<FloorAck>, Status> {
        let identity = DeviceIdentity::of(&request)?;
        let trace = traceparent(request.metadata());
        self.submit(&identity, request.into_inner(), trace.as_deref())
            .await
            .map(Response::new)
            .map_err(|refusal| refusal.status())
    }

    type StreamStream = ReceiverStream<Result<FloorAck, Status>>;

    async fn stream(
        &self,
        request: Request<Streaming<FloorEvent>>,
    ) -> Result<Response<Self::StreamStream>, Status> {
        let identity = DeviceIdentity::of(&request)?;
        let trace = traceparent(request.metadata());
        let (acks, receiver) = mpsc::channel(STREAM_BUFFER);
        tokio::spawn(
            self.clone()
                .answer_stream(identity, request.into_inner(), trace, acks),
        );
        Ok(Response::new(ReceiverStream::new(receiver)))
    }

    type WatchStream = BoxStream<'static, Result<FloorInstruction, Status>>;

    async fn watch(
        &self,
        request: Request<WatchRequest>,
    ) -> Result<Response<Self::WatchStream>, Status> {
        let identity = DeviceIdentity::of(&request)?;
        let table = request.into_inner().table_id;
        if let Err(refusal) = self.inner.admission.may_watch(&identity, &table) {
            tracing::warn!(
                table = %table.chars().take(64).collect::<String>(),
                code = ?refusal.code(),
                reason = %refusal,
                "floor watch refused"
            );
            return Err(refusal.status());
        }
        let stream =
            watch::instructions(&self.inner.admission, self.inner.log.clone(), table).await?;
        Ok(Response::new(stream))
    }
}

fn ack(sequence: u64, status: AckStatus, offset: u64, at: Timestamp) -> FloorAck {
    FloorAck {
        sequence,
        status: status.into(),
        journal_offset: offset,
        server_time: Some(timestamp::encode(at)),
        rejection: String::new(),
    }
}

fn rejected(sequence: u64, refusal: &Refusal) -> FloorAck {
    FloorAck {
        rejection: refusal.to_string(),
        ..ack(sequence, AckStatus::Rejected, 0, now())
    }
}

/// tonic reports a message over its size cap as OUT_OF_RANGE; gRPC's convention for it is
/// RESOURCE_EXHAUSTED, which is what a floor sees for an oversized event below the cap too.
fn transport_status(status: Status) -> Status {
    if status.code() == Code::OutOfRange {
        Status::resource_exhausted(status.message().to_string())
    } else {
        status
    }
}

/// The ids and sequence of an event as sent, for log lines (cut short: they are unchecked).
fn log_ids(event: &FloorEvent) -> (String, String, u64) {
    let cut = |text: &str| text.chars().take(64).collect::<String>();
    (cut(&event.table_id), cut(&event.device_id), event.sequence)
}
