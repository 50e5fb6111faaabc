//! The tables one partition's consumer owns, and when each is snapshotted.

use livedraw_domain::Table;
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
