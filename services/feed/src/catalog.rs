//! The studio's tables as the feed needs them: each table's game, draw-events partition,
//! whether its players' cards are dealt face down, and its stake limits.

use crate::error::FeedError;
use livedraw_bus::{EventLog, Topic};
use livedraw_domain::TableLimits;
use livedraw_protocol::settings::encode_game as wire_game;
use livedraw_protocol::v1;
use livedraw_studio::StudioConfig;
use std::collections::{BTreeMap, BTreeSet};

/// One configured table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TableInfo {
    /// Its game, as results carry it.
    pub game: v1::GameKind,
    /// Its draw-events partition.
    pub partition: u32,
    /// Its players' cards are dealt face down: a hand's decision values go to its seat's
    /// frontend only (`seats.rs`).
    pub face_down: bool,
    /// Its players decide on a common hand, on the operator's platform (`CheckDecision`).
    pub common_hand: bool,
}

/// Every configured table.
#[derive(Clone, Debug)]
pub(crate) struct Catalog {
    tables: BTreeMap<String, TableInfo>,
    /// Each table's stake limits, with its operators' profiles.
    limits: BTreeMap<String, TableLimits>,
    /// Partitions of the draw-events topic.
    pub partitions: u32,
}

impl Catalog {
    /// The tables of the configuration, placed in the log's partitions.
    pub fn new(config: &StudioConfig, log: &dyn EventLog) -> Result<Catalog, FeedError> {
        let topics = log.topics();
        let limits = config
            .tables
            .iter()
            .map(|table| Ok((table.id.clone(), table.table_config()?.limits)))
            .collect::<Result<_, FeedError>>()?;
        let tables = config
            .tables
            .iter()
            .map(|table| {
                let game = table.table_config()?.game;
                let info = TableInfo {
                    game: wire_game(table.kind()?),
                    partition: topics.partition_for_key(Topic::DrawEvents, table.id.as_bytes()),
                    face_down: game.player_cards_face_down(),
                    common_hand: game.decides_on_common_hand(),
                };
                Ok((table.id.clone(), info))
            })
            .collect::<Result<_, FeedError>>()?;
        Ok(Catalog {
            tables,
            limits,
            partitions: log.partitions(Topic::DrawEvents),
        })
    }

    /// The table with this id.
    pub fn table(&self, id: &str) -> Option<TableInfo> {
        self.tables.get(id).copied()
    }

    /// The stake limits of the table with this id.
    pub fn limits(&self, id: &str) -> Option<&TableLimits> {
        self.limits.get(id)
    }

    /// The partitions holding these tables (every table's when `tables` is empty).
    pub fn partitions_of(&self, tables: &BTreeSet<String>) -> BTreeSet<u32> {
        self.tables
            .iter()
            .filter(|(id, _)| tables.is_empty() || tables.contains(*id))
            .map(|(_, info)| info.partition)
            .collect()
    }
}
