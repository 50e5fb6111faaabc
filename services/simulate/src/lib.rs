//! `livedraw simulate`: a studio floor for every table of the configuration, played through
//! the real gRPC APIs.
//!
//! One task per table follows the table's `FloorIngest.Watch` stream, shows each instruction
//! to a seeded [`livedraw_simulator::Floor`] and carries out its answer: floor events are
//! posted by the device bound to the table, over its own connection ([`devices`]; with its client
//! certificate), supervisor commands go through the `Supervisor` API with the supervisor token of
//! [`SimulateOptions::access`], and "wait" waits for the next instruction, since the engine
//! keeps time. At a blackjack table the seat players' bets and decisions go through the
//! `Decisions` API with a betting frontend's token ([`SimulateOptions::players`]); at a
//! common-hand table (Three Card Poker, Fast Poker) the players follow the feed and ask
//! `Feed.CheckDecision` in every decision window. Faults are injected at the chosen rate.
//!
//! - this file: [`run`] (a task per table);
//! - `options.rs`: [`SimulateOptions`] and [`Players`], how the floor plays;
//! - `player.rs`: one table's floor, following its instructions;
//! - `common_hand.rs`: the common-hand tables' players, on the feed;
//! - `devices.rs`: the floor devices, each on its own connection with its own sequence;
//! - `restock.rs`: a restarted floor at a table with a shoe in play;
//! - `error.rs`: [`SimulateError`].

mod common_hand;
mod devices;
mod error;
mod options;
mod player;
mod restock;

pub use error::SimulateError;
pub use options::{Players, SimulateOptions};

use devices::Devices;
pub use livedraw_simulator::FaultRate;
use livedraw_studio::StudioConfig;
use player::{Clients, Player};
use std::sync::Arc;
use tokio::task::JoinSet;

/// Plays every table of `config` until stopped (drop the future) or until a table cannot be
/// played at all.
pub async fn run(config: Arc<StudioConfig>, options: SimulateOptions) -> Result<(), SimulateError> {
    let supervisor = options.access.supervisor(&options.supervisor)?;
    let decisions = options
        .players
        .as_ref()
        .map(|players| players.access.decisions(&players.decisions))
        .transpose()?;
    let devices = Devices::resume(&config, &options.access, &options.ingest).await?;
    let mut players = JoinSet::new();
    if let Some(feed) = &options.players {
        let common_hands = config
            .tables
            .iter()
            .filter(|spec| {
                let config = spec.table_config();
                config.is_ok_and(|config| config.game.decides_on_common_hand())
            })
            .map(|spec| spec.id.clone())
            .collect();
        let client = feed.access.feed(&feed.decisions)?;
        players.spawn(common_hand::play(client, common_hands));
    }
    for spec in &config.tables {
        let clients = Clients {
            supervisor: supervisor.clone(),
            decisions: decisions.clone(),
        };
        let rules = config
            .table_rules(spec)
            .map_err(|error| SimulateError::Table {
                table: spec.id.clone(),
                reason: error.to_string(),
            })?;
        let player = Player::new(spec, rules, &devices, clients, &options)?;
        players.spawn(player.play());
    }
    tracing::info!(
        tables = config.tables.len(),
        faults = ?options.faults,
        leave_holds = options.leave_holds,
        seed = options.seed,
        "simulated floor playing"
    );
    while let Some(ended) = players.join_next().await {
        ended.map_err(|error| SimulateError::Task(error.to_string()))?;
    }
    Ok(())
}
