//! One table's floor: the simulator's floor (no faults) plays a mirror of the table, posts each
//! floor event through ingest's `Post` and waits out the betting rounds on the wall clock.
//!
//! The mirror applies each event at the server time of its acknowledgement, after ticking to
//! it, exactly as the engine applies the journal entry, so it shows what the engine's table
//! shows without reading the draw events; the clock's own ticks change nothing the mirror's
//! ticks have not already done.

use crate::bench::config::BenchTable;
use crate::bench::samples::{Posted, Samples};
use anyhow::Context;
use livedraw_domain::{Decision, GameKind, Observation, Table};
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_ack::AckStatus;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::{timestamp, DeviceId, TableId};
use livedraw_simulator::{mirror, Answer, Floor, Input};
use livedraw_studio::StudioConfig;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tonic::transport::Channel;

/// How long a floor with nothing to do waits before looking again.
const IDLE: Duration = Duration::from_millis(50);

/// What one floor did.
#[derive(Clone, Copy, Debug, Default)]
pub struct FloorTally {
    /// Events posted and accepted.
    pub posted: u64,
    /// Events the mirror refused (the floor and the rules disagree: none expected).
    pub refused: u64,
}

/// One table's floor.
pub struct TableFloor {
    table_id: TableId,
    device: DeviceId,
    game: &'static str,
    partition: u32,
    table: Table,
    floor: Floor,
    sequence: u64,
    client: FloorIngestClient<Channel>,
    samples: Arc<Samples>,
}

impl TableFloor {
    /// The floor of `spec`, whose journal partition is `partition`, posting over `channel`.
    pub fn new(
        spec: &BenchTable,
        config: &StudioConfig,
        partition: u32,
        channel: Channel,
        samples: Arc<Samples>,
    ) -> anyhow::Result<TableFloor> {
        let table_spec = config.table(&spec.id).context("a configured table")?;
        let kind = table_spec.kind()?;
        let seed = u64::from(partition) << 32 ^ spec.id.len() as u64;
        let rules = config.table_rules(table_spec)?;
        let floor = Floor::for_table(&rules.game, seed, livedraw_ingest::now(), 0.0);
        Ok(TableFloor {
            table_id: TableId::new(spec.id.as_str())?,
            device: DeviceId::new(spec.device.as_str())?,
            game: GameKind::name(kind),
            partition,
            table: Table::new(rules),
            floor,
            sequence: 0,
            client: FloorIngestClient::new(channel),
            samples,
        })
    }

    /// Waits for `start`, then plays until `until`.
    pub async fn play(mut self, start: Instant, until: Instant) -> anyhow::Result<FloorTally> {
        tokio::time::sleep_until(start.into()).await;
        let mut tally = FloorTally::default();
        while Instant::now() < until {
            match self.floor.next_input(&self.table) {
                Input::Observe(observation, _) => self.post(observation, &mut tally).await?,
                // The load tool posts floor events only: no supervisor, no seat players.
                Input::Tick(_) | Input::Supervise(..) | Input::Decide { .. } => {
                    self.wait(until).await
                }
            }
        }
        Ok(tally)
    }

    async fn post(
        &mut self,
        observation: Observation,
        tally: &mut FloorTally,
    ) -> anyhow::Result<()> {
        self.sequence += 1;
        let envelope = FloorEnvelope {
            table: self.table_id.clone(),
            device: self.device.clone(),
            sequence: NonZeroU64::new(self.sequence).context("sequences start at 1")?,
            device_time: livedraw_ingest::now(),
            draw: None,
            input: FloorInput::Observation(observation.clone()),
        };
        let sent = Instant::now();
        let ack = self.client.post(floor_event::encode(&envelope)).await?;
        let acked = Instant::now();
        let ack = ack.into_inner();
        anyhow::ensure!(
            ack.status() == AckStatus::Accepted,
            "{}: event {} not accepted: {ack:?}",
            self.table_id,
            self.sequence
        );
        let at = timestamp::decode_required("server_time", ack.server_time.as_ref())?;
        let input = Input::Observe(observation, at);
        let answer = mirror(&mut self.table, &input);
        if opens_a_round(&answer) {
            let posted = Posted {
                game: self.game,
                sent,
                acked,
            };
            self.samples
                .posted((self.partition, ack.journal_offset), posted);
        }
        tally.posted += 1;
        tally.refused += u64::from(answer.is_err());
        self.floor.answered(&input, &answer);
        Ok(())
    }

    /// Waits for the table's next deadline (a round closing), then ticks the mirror.
    async fn wait(&mut self, until: Instant) {
        let now = livedraw_ingest::now();
        let due = self.table.next_deadline().unwrap_or(now.after(IDLE));
        let left = u64::try_from(due.millis().saturating_sub(now.millis())).unwrap_or(0);
        // A millisecond more, so that the server's time is past the deadline too.
        let wake = Instant::now() + Duration::from_millis(left + 1);
        tokio::time::sleep_until(wake.min(until).into()).await;
        let input = Input::Tick(livedraw_ingest::now());
        let answer = mirror(&mut self.table, &input);
        self.floor.answered(&input, &answer);
    }
}

fn opens_a_round(answer: &Answer) -> bool {
    answer.as_ref().is_ok_and(|decisions| {
        decisions
            .iter()
            .any(|decision| matches!(decision, Decision::BettingRoundOpened { .. }))
    })
}
