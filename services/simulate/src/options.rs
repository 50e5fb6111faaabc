//! How the floor plays, and the seat players' way to the `Decisions` service.

use livedraw_client::access::Access;
use livedraw_simulator::FaultRate;
use std::time::Duration;

/// How the floor plays.
#[derive(Clone, Debug, PartialEq)]
pub struct SimulateOptions {
    /// The ingest service's address (`host:port`).
    pub ingest: String,
    /// The supervisor service's address (`host:port`).
    pub supervisor: String,
    /// How often the floor gets something wrong: a share of draws (`livedraw run`'s default,
    /// 5 %), or a chance per action (a stress test).
    pub faults: FaultRate,
    /// The simulated supervisor resolves no held draw: people do, from the console.
    pub leave_holds: bool,
    /// Every this many draws of a table, its devices fall silent (no event, no heartbeat) for
    /// two seconds longer than the table allows, so that the studio suspends it; `None`: never.
    pub device_silence_every: Option<u64>,
    /// Seeds every table's floor, so a run can be replayed.
    pub seed: u64,
    /// How long the floor takes for one action (a card, a spin, a ball).
    pub pace: Duration,
    /// The studio's CA, the devices' certificates and a supervisor token.
    pub access: Access,
    /// Where the blackjack tables' seat players send their decisions, and the common-hand
    /// tables' players check theirs; `None`: nobody sits at a blackjack table, so its deals
    /// settle void, and nobody decides on a common hand.
    pub players: Option<Players>,
}

/// The players' way to the `Decisions` service and the feed beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Players {
    /// The Decisions service's address (`host:port`): the feed's.
    pub decisions: String,
    /// The studio's CA and a betting frontend's token.
    pub access: Access,
}
