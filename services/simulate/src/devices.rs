//! The floor devices: each posts its events over its own connection (with its own client
//! certificate) with its own sequence numbers, from 1, and after a restart of the simulator
//! carries on after the last number the ingest acknowledged.

use crate::error::SimulateError;
use livedraw_client::access::Access;
use livedraw_domain::{DrawNumber, Observation};
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::{DeviceId, TableId};
use livedraw_studio::{DeviceSpec, StudioConfig};
use livedraw_telemetry::propagation;
use std::collections::BTreeMap;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;
use tonic::transport::Channel;
use tonic::{Code, Status};
use tracing::Instrument;

/// The first wait before re-sending to an unavailable ingest; it doubles up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(100);
const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// What became of a posted event.
#[derive(Debug)]
pub enum Posted {
    /// Journaled now.
    Journaled,
    /// Journaled before (a re-send after a restart): nothing to do again.
    AlreadyJournaled,
    /// Refused: the number was not used.
    Refused(Status),
}

/// Where a probe's number stands against the ingest's last number for the device.
enum Probe {
    /// The next number.
    Next,
    /// Used already.
    Used,
    /// Beyond the next.
    Gap,
}

/// One device and its next sequence number; its events are posted one at a time.
pub struct Device {
    id: DeviceId,
    spec: DeviceSpec,
    next: Mutex<u64>,
    client: FloorIngestClient<Channel>,
}

/// Every device of the studio.
pub struct Devices(BTreeMap<String, Arc<Device>>);

impl Devices {
    /// Every device of `config`, each connected to the ingest at `address` as itself and
    /// with the next number the ingest expects from it.
    pub async fn resume(
        config: &StudioConfig,
        access: &Access,
        address: &str,
    ) -> Result<Devices, SimulateError> {
        let mut devices = BTreeMap::new();
        for spec in &config.devices {
            let id = DeviceId::new(spec.id.as_str()).map_err(|error| SimulateError::Table {
                table: spec.tables.join(","),
                reason: format!("device {}: {error}", spec.id),
            })?;
            let device = Device {
                id,
                spec: spec.clone(),
                next: Mutex::new(1),
                client: access.ingest(address, &spec.id)?,
            };
            device.resume().await;
            devices.insert(spec.id.clone(), Arc::new(device));
        }
        Ok(Devices(devices))
    }

    /// The devices bound to `table`.
    pub fn of_table(&self, table: &str) -> Vec<Arc<Device>> {
        self.0
            .values()
            .filter(|device| device.spec.tables.iter().any(|t| t == table))
            .cloned()
            .collect()
    }
}

impl Device {
    /// The device's id.
    pub fn id(&self) -> &str {
        self.id.as_str()
    }

    /// The device's connection to the ingest.
    pub fn client(&self) -> FloorIngestClient<Channel> {
        self.client.clone()
    }

    /// Whether the configuration lets this device post `kind` for `table`.
    pub fn may_post(&self, table: &str, kind: &str) -> bool {
        self.spec.may_post(table, kind)
    }

    /// Learns the next number from the ingest: heartbeats carry the next number without using
    /// it up, and are answered "in sync", "duplicate" (used) or "gap" (beyond), so the number
    /// is found by doubling then halving. A device that may not send heartbeats starts from 1
    /// and relies on DUPLICATE acknowledgements.
    async fn resume(&self) {
        let Some(table) = self.heartbeat_table() else {
            return;
        };
        match self.find_next(&table).await {
            Ok(next) => {
                tracing::info!(device = self.id(), next, "device sequence resumed");
                *self.next.lock().await = next;
            }
            Err(status) => tracing::warn!(
                device = self.id(),
                reason = status.message(),
                "cannot learn the device's next sequence number: starting from 1"
            ),
        }
    }

    fn heartbeat_table(&self) -> Option<TableId> {
        let table = self.spec.tables.first()?;
        if !self.may_post(table, "device_heartbeat") {
            return None;
        }
        TableId::new(table.as_str()).ok()
    }

    async fn find_next(&self, table: &TableId) -> Result<u64, Status> {
        let (mut used, mut step) = (0u64, 1u64);
        let mut beyond = loop {
            let sequence = used.saturating_add(step);
            match self.probe(table, sequence).await? {
                Probe::Next => return Ok(sequence),
                Probe::Used => used = sequence,
                Probe::Gap => break sequence,
            }
            step = step.saturating_mul(2);
        };
        while beyond - used > 1 {
            let middle = used + (beyond - used) / 2;
            match self.probe(table, middle).await? {
                Probe::Next => return Ok(middle),
                Probe::Used => used = middle,
                Probe::Gap => beyond = middle,
            }
        }
        Ok(used + 1)
    }

    async fn probe(&self, table: &TableId, sequence: u64) -> Result<Probe, Status> {
        match send(
            &self.client,
            self.envelope(table, sequence, None, FloorInput::Heartbeat),
        )
        .await
        {
            Ok(AckStatus::Accepted) => Ok(Probe::Next),
            Ok(AckStatus::Duplicate) => Ok(Probe::Used),
            Ok(status) => Err(Status::internal(format!("heartbeat answered {status:?}"))),
            Err(status) if status.code() == Code::FailedPrecondition => Ok(Probe::Gap),
            Err(status) => Err(status),
        }
    }

    /// Posts `observation` for `table` with the device's next number, re-sending it while the
    /// ingest is unavailable.
    pub async fn post(
        &self,
        table: &TableId,
        draw: Option<DrawNumber>,
        observation: Observation,
    ) -> Posted {
        let mut next = self.next.lock().await;
        let input = FloorInput::Observation(observation);
        let event = |sequence| self.envelope(table, sequence, draw, input.clone());
        match send(&self.client, event(*next)).await {
            Ok(AckStatus::Accepted) => {
                *next += 1;
                Posted::Journaled
            }
            Ok(AckStatus::Duplicate) => {
                *next += 1;
                Posted::AlreadyJournaled
            }
            Ok(status) => Posted::Refused(Status::internal(format!("acknowledged {status:?}"))),
            Err(status) if status.code() == Code::FailedPrecondition => {
                // Another floor used this device's numbers: learn where they stand for next time.
                if let Ok(found) = self.find_next(table).await {
                    *next = found;
                }
                Posted::Refused(status)
            }
            Err(status) => Posted::Refused(status),
        }
    }

    /// A sign of life, so the device does not count as silent while its table waits.
    pub async fn heartbeat(&self, table: &TableId) {
        let next = self.next.lock().await;
        let event = self.envelope(table, *next, None, FloorInput::Heartbeat);
        if let Err(status) = send(&self.client, event).await {
            tracing::debug!(
                device = self.id(),
                reason = status.message(),
                "heartbeat refused"
            );
        }
    }

    fn envelope(
        &self,
        table: &TableId,
        sequence: u64,
        draw: Option<DrawNumber>,
        input: FloorInput,
    ) -> FloorEnvelope {
        FloorEnvelope {
            table: table.clone(),
            device: self.id.clone(),
            sequence: NonZeroU64::new(sequence).unwrap_or(NonZeroU64::MIN),
            device_time: livedraw_ingest::now(),
            draw,
            input,
        }
    }
}

/// Sends one event, again and again (same number) while the ingest is unavailable.
async fn send(
    client: &FloorIngestClient<Channel>,
    envelope: FloorEnvelope,
) -> Result<AckStatus, Status> {
    let span = tracing::info_span!(
        "floor_post",
        table = %envelope.table,
        device = %envelope.device,
        sequence = envelope.sequence.get()
    );
    let event = floor_event::encode(&envelope);
    let mut backoff = FIRST_BACKOFF;
    loop {
        // The ingest's span of the event is a child of this one (W3C trace context).
        let mut request = tonic::Request::new(event.clone());
        propagation::inject(&span, request.metadata_mut());
        match client.clone().post(request).instrument(span.clone()).await {
            Ok(ack) => return Ok(ack.into_inner().status()),
            Err(status) if status.code() == Code::Unavailable => {
                tracing::debug!(reason = status.message(), "ingest unavailable: retrying");
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
            }
            Err(status) => return Err(status),
        }
    }
}
