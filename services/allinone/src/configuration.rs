//! Configuration changes in the journal (R4, R5): at start, each table whose settings differ
//! from the last ones journaled for it (or that has none yet) gets a `ConfigurationChanged`
//! entry with who started the studio, why, and the settings before and after. The engine takes
//! the new timing from that entry: at once between draws, at the end of the draw in progress
//! otherwise (docs/engine.md).

use crate::error::StudioError;
use livedraw_bus::{EventLog, Topic};
use livedraw_ingest::{journal_record, now};
use livedraw_protocol::journal::{self, ConfigurationChange, JournalEntry, JournalInput};
use livedraw_protocol::{v1, TableId};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::collections::BTreeMap;

/// The role a configuration change is journaled in.
pub const OPERATOR_ROLE: &str = "admin";
/// The reason journaled when the operator gives none.
pub const DEFAULT_REASON: &str = "configuration loaded at start";
/// Journal records read per call while looking for the last changes.
const PAGE: usize = 1024;

/// Who starts the studio, and why: journaled with every configuration change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operator {
    /// The operator's identity (`--operator`, else `$USER`).
    pub subject: String,
    /// Why (`--reason`, else [`DEFAULT_REASON`]).
    pub reason: String,
}

impl Default for Operator {
    /// `$USER` (or `operator` when unset), with the default reason.
    fn default() -> Operator {
        Operator {
            subject: std::env::var("USER")
                .ok()
                .filter(|user| !user.trim().is_empty())
                .unwrap_or_else(|| "operator".to_string()),
            reason: DEFAULT_REASON.to_string(),
        }
    }
}

/// Journals a `ConfigurationChanged` entry for every table of `config` whose settings differ
/// from the last journaled ones; returns how many. Reads the whole journal once to find them.
pub async fn journal_changes(
    config: &StudioConfig,
    log: &dyn EventLog,
    operator: &Operator,
) -> Result<usize, StudioError> {
    let last = last_settings(log).await?;
    let mut changed = 0;
    for spec in &config.tables {
        let after = config.table_rules(spec)?;
        let before = last.get(&spec.id).cloned();
        if before.as_ref() == Some(&after) {
            continue;
        }
        let table = TableId::new(spec.id.clone()).map_err(|source| StudioError::TableId {
            table: spec.id.clone(),
            source,
        })?;
        let entry = JournalEntry {
            table,
            received_at: now(),
            input: JournalInput::Configuration(Box::new(ConfigurationChange {
                request_id: uuid::Uuid::new_v4().to_string(),
                subject: operator.subject.clone(),
                role: OPERATOR_ROLE.to_string(),
                reason: operator.reason.clone(),
                before,
                after,
            })),
        };
        log.append(Topic::StudioJournal, journal_record(&entry, None))
            .await
            .map_err(StudioError::Journal)?;
        tracing::info!(
            table = %spec.id,
            operator = %operator.subject,
            reason = %operator.reason,
            "configuration change journaled"
        );
        changed += 1;
    }
    Ok(changed)
}

/// The settings of the last configuration change journaled for each table.
async fn last_settings(
    log: &dyn EventLog,
) -> Result<BTreeMap<String, livedraw_domain::TableConfig>, StudioError> {
    let mut last = BTreeMap::new();
    for partition in 0..log.partitions(Topic::StudioJournal) {
        let end = log
            .end_offset(Topic::StudioJournal, partition)
            .await
            .map_err(StudioError::Journal)?;
        let mut offset = 0;
        while offset < end {
            let records = log
                .read(Topic::StudioJournal, partition, offset, PAGE)
                .await
                .map_err(StudioError::Journal)?;
            let Some(after) = records.last().map(|record| record.offset + 1) else {
                break;
            };
            for record in records {
                if let Some((table, settings)) = configuration(&record.payload) {
                    last.insert(table, settings);
                }
            }
            offset = after;
        }
    }
    Ok(last)
}

/// The table and new settings of a journaled configuration change; `None` for any other entry
/// (or one that does not decode: the engine reports those).
fn configuration(payload: &[u8]) -> Option<(String, livedraw_domain::TableConfig)> {
    let wire = v1::JournalEntry::decode(payload).ok()?;
    if !matches!(
        wire.entry,
        Some(v1::journal_entry::Entry::ConfigurationChanged(_))
    ) {
        return None;
    }
    match journal::decode(wire).ok()? {
        JournalEntry {
            table,
            input: JournalInput::Configuration(change),
            ..
        } => Some((table.to_string(), change.after)),
        _ => None,
    }
}
