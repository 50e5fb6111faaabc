//! `livedraw simulate`: a studio floor for every table of the configuration, played through
//! the real gRPC APIs.
//!
//! One task per table follows the table's `FloorIngest.Watch` stream, shows each instruction
//! to a seeded [`livedraw_simulator::Floor`] and carries out its answer: floor events are
//! posted with the device bound to the table ([`devices`]), supervisor commands go through the
//! `Supervisor` API as subject `simulator` with role `supervisor`, and "wait" waits for the
//! next instruction, since the engine keeps time. Faults are injected at the chosen rate.

mod devices;
mod error;
mod player;
mod restock;

pub use error::SimulateError;

use crate::supervise;
use devices::Devices;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_studio::StudioConfig;
use player::Player;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinSet;
use tonic::transport::Channel;

/// How the floor plays.
#[derive(Clone, Debug, PartialEq)]
pub struct SimulateOptions {
    /// The ingest service's address (`host:port`).
    pub ingest: String,
    /// The supervisor service's address (`host:port`).
    pub supervisor: String,
    /// How often the floor gets something wrong (0: never; 0.03: a rough studio).
    pub fault_rate: f64,
    /// Seeds every table's floor, so a run can be replayed.
    pub seed: u64,
    /// How long the floor takes for one action (a card, a spin, a ball).
    pub pace: Duration,
}

/// Plays every table of `config` until stopped (drop the future) or until a table cannot be
/// played at all.
pub async fn run(config: Arc<StudioConfig>, options: SimulateOptions) -> Result<(), SimulateError> {
    let ingest = FloorIngestClient::new(channel(&options.ingest)?);
    let supervisor = supervise::client(&options.supervisor)?;
    let devices = Devices::resume(&config, &ingest).await?;
    let mut players = JoinSet::new();
    for spec in &config.tables {
        let player = Player::new(spec, &devices, ingest.clone(), supervisor.clone(), &options)?;
        players.spawn(player.play());
    }
    tracing::info!(
        tables = config.tables.len(),
        fault_rate = options.fault_rate,
        seed = options.seed,
        "simulated floor playing"
    );
    while let Some(ended) = players.join_next().await {
        ended.map_err(|error| SimulateError::Task(error.to_string()))?;
    }
    Ok(())
}

fn channel(address: &str) -> Result<Channel, SimulateError> {
    Ok(Channel::from_shared(format!("http://{address}"))
        .map_err(|error| SimulateError::Address {
            address: address.to_string(),
            reason: error.to_string(),
        })?
        .connect_lazy())
}
