//! The tables one partition's consumer owns, and when each is snapshotted.

use crate::error::EngineError;
use livedraw_bus::partition_for_key;
use livedraw_domain::{Table, TableConfig};
use livedraw_studio::StudioConfig;
use std::collections::BTreeMap;

/// Where a stored snapshot of a table is: the step that carried it in the draw events, and the
/// journal entry that step answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SnapshotAt {
    /// The step's draw-events offset.
    pub draw_events: u64,
    /// The journal offset of its entry.
    pub journal: u64,
}

/// One table's rules state and its snapshot count.
#[derive(Debug)]
pub(crate) struct TableState {
    /// The rules state.
    pub table: Table,
    /// Steps of this table since its last snapshot; `None` before its first snapshot.
    since_snapshot: Option<u32>,
    /// Where its latest stored snapshot is, when known.
    stored_snapshot: Option<SnapshotAt>,
}

impl TableState {
    /// A table that has taken no step yet: its first step carries a snapshot.
    pub(crate) fn fresh(table: Table) -> TableState {
        TableState {
            table,
            since_snapshot: None,
            stored_snapshot: None,
        }
    }

    /// A table rebuilt from the snapshot of its latest snapshotted step, stored `at`.
    pub(crate) fn from_snapshot(table: Table, at: SnapshotAt) -> TableState {
        TableState {
            table,
            since_snapshot: Some(0),
            stored_snapshot: Some(at),
        }
    }

    /// Notes that a step carrying its snapshot is stored `at`.
    pub(crate) fn snapshot_stored(&mut self, at: SnapshotAt) {
        self.stored_snapshot = Some(at);
    }

    /// Whether the step being built carries a snapshot: the first step, then every
    /// `every`-th. Counted in steps of the table, so a replay snapshots where the first run did.
    pub(crate) fn snapshot_due(&self, every: u32) -> bool {
        self.since_snapshot
            .is_none_or(|since| since.saturating_add(1) >= every.max(1))
    }

    /// Records a step, with or without a snapshot.
    pub(crate) fn stepped(&mut self, snapshotted: bool) {
        self.since_snapshot = if snapshotted {
            Some(0)
        } else {
            Some(
                self.since_snapshot
                    .map_or(1, |since| since.saturating_add(1)),
            )
        };
    }
}

/// The tables of one partition, by id.
pub(crate) type Tables = BTreeMap<String, TableState>;

/// Where the partition's oldest latest snapshot is: a rebuild of `tables` needs nothing of the
/// draw events or the journal before it. `None` when a table that has stepped has no stored
/// snapshot known (everything may still be needed), or when no table has stepped.
pub(crate) fn floor(tables: &Tables) -> Option<SnapshotAt> {
    let mut floor: Option<SnapshotAt> = None;
    for state in tables
        .values()
        .filter(|state| state.since_snapshot.is_some())
    {
        let at = state.stored_snapshot?;
        floor = Some(match floor {
            Some(lowest) => SnapshotAt {
                draw_events: lowest.draw_events.min(at.draw_events),
                journal: lowest.journal.min(at.journal),
            },
            None => at,
        });
    }
    floor
}

/// Every configured table's rules, by the journal partition its id hashes to: what a partition
/// starts from each time this engine is given it.
pub(crate) struct Layout {
    by_partition: Vec<Vec<(String, TableConfig)>>,
}

impl Layout {
    /// The tables of `config` over `partitions` partitions.
    pub(crate) fn of(config: &StudioConfig, partitions: u32) -> Result<Layout, EngineError> {
        let mut by_partition: Vec<Vec<(String, TableConfig)>> =
            (0..partitions).map(|_| Vec::new()).collect();
        for spec in &config.tables {
            let rules = config
                .table_rules(spec)
                .map_err(|source| EngineError::Table {
                    table: spec.id.clone(),
                    source,
                })?;
            let partition = partition_for_key(spec.id.as_bytes(), partitions);
            if let Some(tables) = usize::try_from(partition)
                .ok()
                .and_then(|index| by_partition.get_mut(index))
            {
                tables.push((spec.id.clone(), rules));
            }
        }
        Ok(Layout { by_partition })
    }

    /// The tables of `partition`, fresh, as configured.
    pub(crate) fn fresh(&self, partition: u32) -> Tables {
        usize::try_from(partition)
            .ok()
            .and_then(|index| self.by_partition.get(index))
            .into_iter()
            .flatten()
            .map(|(id, rules)| (id.clone(), TableState::fresh(Table::new(rules.clone()))))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::{GameConfig, GameKind};

    fn table() -> Table {
        Table::new(TableConfig::studio_default(GameConfig::of(GameKind::Wheel)))
    }

    fn at(draw_events: u64, journal: u64) -> SnapshotAt {
        SnapshotAt {
            draw_events,
            journal,
        }
    }

    #[test]
    fn the_floor_is_the_oldest_latest_snapshot_of_the_tables_that_stepped() {
        let mut tables = Tables::new();
        tables.insert("never-stepped".into(), TableState::fresh(table()));
        assert_eq!(floor(&tables), None, "nothing has stepped");
        tables.insert("a".into(), TableState::from_snapshot(table(), at(40, 90)));
        tables.insert("b".into(), TableState::from_snapshot(table(), at(55, 70)));
        assert_eq!(floor(&tables), Some(at(40, 70)));
        if let Some(a) = tables.get_mut("a") {
            a.snapshot_stored(at(60, 120));
        }
        assert_eq!(floor(&tables), Some(at(55, 70)));
    }

    #[test]
    fn a_table_that_stepped_without_a_stored_snapshot_holds_everything() {
        let mut tables = Tables::new();
        tables.insert("a".into(), TableState::from_snapshot(table(), at(40, 90)));
        let mut unsnapshotted = TableState::fresh(table());
        unsnapshotted.stepped(false);
        tables.insert("b".into(), unsnapshotted);
        assert_eq!(floor(&tables), None);
    }
}
