//! The tables one partition's consumer owns, and when each is snapshotted.

use crate::error::EngineError;
use livedraw_bus::partition_for_key;
use livedraw_domain::{Table, TableConfig};
use livedraw_studio::StudioConfig;
use std::collections::BTreeMap;

/// One table's rules state and its snapshot count.
#[derive(Debug)]
pub(crate) struct TableState {
    /// The rules state.
    pub table: Table,
    /// Steps of this table since its last snapshot; `None` before its first snapshot.
    since_snapshot: Option<u32>,
}

impl TableState {
    /// A table that has taken no step yet: its first step carries a snapshot.
    pub(crate) fn fresh(table: Table) -> TableState {
        TableState {
            table,
            since_snapshot: None,
        }
    }

    /// A table rebuilt from the snapshot of its latest snapshotted step.
    pub(crate) fn from_snapshot(table: Table) -> TableState {
        TableState {
            table,
            since_snapshot: Some(0),
        }
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
            let rules = spec.table_config().map_err(|source| EngineError::Table {
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
