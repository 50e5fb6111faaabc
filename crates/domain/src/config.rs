//! A table's configuration: its game, its clock, its stake limits and the devices it needs.

use crate::device::DeviceName;
use crate::games::{Game, GameConfig};
use crate::limits::TableLimits;
use crate::market::MarketId;
use crate::schedule::DrawSchedule;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::time::Duration;

mod stored_game;

/// How one table runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableConfig {
    /// The game and its options. Snapshots written before shoes were configurable name
    /// baccarat and war bare: read as their default shoe.
    #[serde(deserialize_with = "stored_game::deserialize")]
    pub game: GameConfig,
    /// How long each betting round stays open (card games: each of the draw's rounds;
    /// single-round games: about four minutes).
    pub round_duration: Duration,
    /// Draw times for scheduled games (lotteries); `None` opens each draw when the last ends.
    pub schedule: Option<DrawSchedule>,
    /// With a schedule: the shortest betting round worth opening before a draw time; a later
    /// draw time is used when less remains.
    pub minimum_round: Duration,
    /// A held draw nobody resolves within this time is cancelled.
    pub hold_timeout: Duration,
    /// The stakes and wins a bet may have, by market and operator (every round's odds set
    /// carries the table's own).
    #[serde(default)]
    pub limits: TableLimits,
    /// The floor devices bound to the table: a device silent (no event, no heartbeat) for
    /// longer than `device_silence` suspends it. Empty in configurations saved before the
    /// rules judged silences: no device is watched.
    #[serde(default)]
    pub devices: Vec<DeviceName>,
    /// How long a device may stay silent (operations.md: 10 s by default).
    #[serde(default = "default_device_silence")]
    pub device_silence: Duration,
    /// How long after settlement a draw may be corrected (operations.md: 72 hours by
    /// default).
    #[serde(default = "default_correction_window")]
    pub correction_window: Duration,
}

/// The studio's default silence limit.
pub const DEFAULT_DEVICE_SILENCE: Duration = Duration::from_secs(10);

fn default_device_silence() -> Duration {
    DEFAULT_DEVICE_SILENCE
}

/// The studio's default correction window.
pub const DEFAULT_CORRECTION_WINDOW: Duration = Duration::from_secs(72 * 3600);

fn default_correction_window() -> Duration {
    DEFAULT_CORRECTION_WINDOW
}

impl TableConfig {
    /// The studio defaults for `game`: 15 s rounds for the live-odds card games, 25 s for the
    /// fixed-payout table games (our choice: a casino table's pace, and the length of a round
    /// reopened after a void spin), 4 min for the other single-round games, the lottery
    /// schedule for lotteries, 5 min hold timeout.
    pub fn studio_default(game: GameConfig) -> TableConfig {
        let kind = game.kind();
        let seconds = if kind.is_fixed_payout() {
            25
        } else if kind.is_single_round() {
            240
        } else {
            15
        };
        TableConfig {
            round_duration: Duration::from_secs(seconds),
            schedule: kind.is_lottery().then(DrawSchedule::lottery),
            minimum_round: Duration::from_secs(60),
            hold_timeout: Duration::from_secs(300),
            limits: TableLimits::default(),
            devices: Vec::new(),
            device_silence: DEFAULT_DEVICE_SILENCE,
            correction_window: DEFAULT_CORRECTION_WINDOW,
            game,
        }
    }

    /// Every market the table's game offers in any betting round (a draw has fewer than ten):
    /// what its limits may name.
    pub fn offered_markets(&self) -> BTreeSet<MarketId> {
        let game = Game::new(&self.game);
        (1..10)
            .flat_map(|round| game.rules().markets(round))
            .collect()
    }
}
