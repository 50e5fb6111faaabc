//! The pure ingest burst: many devices, each posting its next event as soon as the previous
//! one is acknowledged (journaled and durable), for a fixed time.

use crate::bench::config::BenchTable;
use anyhow::Context;
use livedraw_domain::Observation;
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::{DeviceId, TableId};
use std::num::NonZeroU64;
use std::time::{Duration, Instant};
use tokio::task::JoinSet;
use tonic::transport::Channel;

/// What the burst measured.
#[derive(Clone, Copy, Debug)]
pub struct BurstReport {
    /// Devices posting at once.
    pub devices: usize,
    /// Events acknowledged as journaled.
    pub acknowledged: u64,
    /// How long the devices posted.
    pub elapsed: Duration,
}

/// Every table of `tables` posts from its device over the `channels`, in turn, for `length`.
pub async fn run(
    tables: &[BenchTable],
    channels: &[Channel],
    length: Duration,
) -> anyhow::Result<BurstReport> {
    let began = Instant::now();
    let until = began + length;
    let mut devices = JoinSet::new();
    for (table, channel) in tables.iter().zip(channels.iter().cycle()) {
        let client = FloorIngestClient::new(channel.clone());
        let table_id = TableId::new(table.id.as_str())?;
        let device = DeviceId::new(table.device.as_str())?;
        devices.spawn(post_until(client, table_id, device, until));
    }
    let mut acknowledged = 0;
    while let Some(done) = devices.join_next().await {
        acknowledged += done.context("a burst device panicked")??;
    }
    Ok(BurstReport {
        devices: tables.len(),
        acknowledged,
        elapsed: began.elapsed(),
    })
}

/// Posts "balls presented" events in sequence until `until`; how many were accepted.
async fn post_until(
    mut client: FloorIngestClient<Channel>,
    table: TableId,
    device: DeviceId,
    until: Instant,
) -> anyhow::Result<u64> {
    let mut sequence = 0;
    while Instant::now() < until {
        sequence += 1;
        let envelope = FloorEnvelope {
            table: table.clone(),
            device: device.clone(),
            sequence: NonZeroU64::new(sequence).context("sequences start at 1")?,
            device_time: livedraw_ingest::now(),
            draw: None,
            input: FloorInput::Observation(Observation::BallsPresented),
        };
        let ack = client
            .post(floor_event::encode(&envelope))
            .await?
            .into_inner();
        anyhow::ensure!(
            ack.status() == AckStatus::Accepted,
            "{table}: burst event {sequence} not accepted: {ack:?}"
        );
    }
    Ok(sequence)
}
