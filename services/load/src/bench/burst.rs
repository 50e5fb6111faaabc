//! The pure ingest burst: many devices, each sending its next event as soon as the previous
//! one is acknowledged (journaled and durable), for a fixed time: over the scanners' `Stream`
//! (one HTTP/2 stream per device, as a table's scanner holds it) or one unary `Post` per event.

use crate::bench::config::BenchTable;
use anyhow::Context;
use livedraw_domain::Observation;
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::{FloorAck, FloorEvent};
use livedraw_protocol::{DeviceId, TableId};
use std::num::NonZeroU64;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio::task::JoinSet;
use tokio_stream::wrappers::ReceiverStream;
use tonic::transport::Channel;

/// Which ingest call the burst devices use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BurstRpc {
    /// The bidirectional `Stream`: one stream per device, an acknowledgement per event.
    Stream,
    /// One unary `Post` per event.
    Post,
}

/// What the burst measured.
#[derive(Clone, Copy, Debug)]
pub struct BurstReport {
    /// Devices posting at once.
    pub devices: usize,
    /// The call they used.
    pub rpc: BurstRpc,
    /// Events acknowledged as journaled.
    pub acknowledged: u64,
    /// How long the devices posted.
    pub elapsed: Duration,
}

/// Every table of `tables` posts from its device over the `channels`, in turn, for `length`.
pub async fn run(
    tables: &[BenchTable],
    channels: &[Channel],
    rpc: BurstRpc,
    length: Duration,
) -> anyhow::Result<BurstReport> {
    let began = Instant::now();
    let until = began + length;
    let mut devices = JoinSet::new();
    for (table, channel) in tables.iter().zip(channels.iter().cycle()) {
        let client = FloorIngestClient::new(channel.clone());
        let table_id = TableId::new(table.id.as_str())?;
        let device = DeviceId::new(table.device.as_str())?;
        let events = Events {
            table: table_id,
            device,
            sequence: 0,
        };
        match rpc {
            BurstRpc::Stream => devices.spawn(stream_until(client, events, until)),
            BurstRpc::Post => devices.spawn(post_until(client, events, until)),
        };
    }
    let mut acknowledged = 0;
    while let Some(done) = devices.join_next().await {
        acknowledged += done.context("a burst device panicked")??;
    }
    Ok(BurstReport {
        devices: tables.len(),
        rpc,
        acknowledged,
        elapsed: began.elapsed(),
    })
}

/// One device's "balls presented" events, numbered from 1.
struct Events {
    table: TableId,
    device: DeviceId,
    sequence: u64,
}

impl Events {
    fn next(&mut self) -> anyhow::Result<FloorEvent> {
        self.sequence += 1;
        let envelope = FloorEnvelope {
            table: self.table.clone(),
            device: self.device.clone(),
            sequence: NonZeroU64::new(self.sequence).context("sequences start at 1")?,
            device_time: livedraw_ingest::now(),
            draw: None,
            input: FloorInput::Observation(Observation::BallsPresented),
        };
        Ok(floor_event::encode(&envelope))
    }

    fn check(&self, ack: &FloorAck) -> anyhow::Result<()> {
        anyhow::ensure!(
            ack.status() == AckStatus::Accepted,
            "{}: burst event {} not accepted: {ack:?}",
            self.table,
            self.sequence
        );
        Ok(())
    }
}

/// Sends events on one `Stream` until `until`, each after the last one's acknowledgement; how
/// many were accepted.
async fn stream_until(
    mut client: FloorIngestClient<Channel>,
    mut events: Events,
    until: Instant,
) -> anyhow::Result<u64> {
    let (outbound, queued) = mpsc::channel(1);
    let mut acks = client
        .stream(ReceiverStream::new(queued))
        .await?
        .into_inner();
    while Instant::now() < until {
        outbound
            .send(events.next()?)
            .await
            .context("the burst stream closed")?;
        let ack = acks
            .message()
            .await?
            .context("ingest ended the burst stream")?;
        events.check(&ack)?;
    }
    Ok(events.sequence)
}

/// Posts events until `until`, each after the last one's acknowledgement; how many were
/// accepted.
async fn post_until(
    mut client: FloorIngestClient<Channel>,
    mut events: Events,
    until: Instant,
) -> anyhow::Result<u64> {
    while Instant::now() < until {
        let ack = client.post(events.next()?).await?.into_inner();
        events.check(&ack)?;
    }
    Ok(events.sequence)
}
