//! One journal record to the step it causes, on the tables of its partition: decoded, routed to
//! its table and applied. Shared by the live consumer and the restart replay, so both build
//! exactly the same steps.

use crate::apply;
use crate::pricing::RoundToPrice;
use crate::step::{self, Origin, MALFORMED_ENTRY, UNKNOWN_TABLE};
use crate::tables::Tables;
use crate::values::WindowToValue;
use livedraw_bus::Record;
use livedraw_domain::{GameKind, Timestamp};
use livedraw_protocol::journal::{self, JournalEntry};
use livedraw_protocol::{v1, TableId};
use prost::Message;

/// A step built from one journal record, before the rounds it opened are priced.
#[derive(Debug)]
pub(crate) struct Pending {
    /// The step, without odds.
    pub step: v1::EngineStep,
    /// The rounds to price, in the order they opened.
    pub rounds: Vec<RoundToPrice>,
    /// The hands' windows to value, in the order they opened.
    pub windows: Vec<WindowToValue>,
    /// The time the entry was applied at (the odds' `computed_at`).
    pub at: Timestamp,
    /// The table that took the entry: its id, game and next deadline; `None` when none did.
    pub table: Option<Stepped>,
}

/// The table a step was applied to.
#[derive(Debug)]
pub(crate) struct Stepped {
    /// Its id.
    pub id: TableId,
    /// Its game, for the results.
    pub game: GameKind,
    /// When its clock next changes something, after the step.
    pub deadline: Option<Timestamp>,
}

/// Decodes `record` (a journal record at `origin`) and applies it to its table in `tables`.
/// An undecodable record or an unknown table gives a step with a rejection and changes nothing.
pub(crate) fn process(
    tables: &mut Tables,
    origin: Origin,
    record: &Record,
    snapshot_every: u32,
) -> Pending {
    match decode(record) {
        Ok(entry) => on_table(tables, origin, &entry, snapshot_every),
        Err((message, request_id)) => {
            tracing::warn!(
                partition = origin.partition,
                offset = origin.offset,
                %message,
                "malformed journal record"
            );
            let at = Timestamp::from_millis(record.timestamp_ms);
            Pending {
                step: step::refused(
                    origin,
                    String::from_utf8_lossy(&record.key).into_owned(),
                    at,
                    MALFORMED_ENTRY,
                    message,
                    request_id,
                ),
                rounds: Vec::new(),
                windows: Vec::new(),
                at,
                table: None,
            }
        }
    }
}

/// The checked entry, or why not and the request id it carries if it got that far.
fn decode(record: &Record) -> Result<JournalEntry, (String, String)> {
    let wire = v1::JournalEntry::decode(record.payload.as_slice())
        .map_err(|error| (format!("not a journal entry: {error}"), String::new()))?;
    let request_id = match &wire.entry {
        Some(v1::journal_entry::Entry::Supervisor(action)) => action.request_id.clone(),
        Some(v1::journal_entry::Entry::ConfigurationChanged(change)) => change.request_id.clone(),
        _ => String::new(),
    };
    journal::decode(wire).map_err(|error| (error.to_string(), request_id))
}

fn on_table(
    tables: &mut Tables,
    origin: Origin,
    entry: &JournalEntry,
    snapshot_every: u32,
) -> Pending {
    let Some(state) = tables.get_mut(entry.table.as_str()) else {
        return Pending {
            step: step::refused(
                origin,
                entry.table.as_str().to_string(),
                entry.received_at,
                UNKNOWN_TABLE,
                format!(
                    "table {} is not run by this engine in journal partition {}",
                    entry.table, origin.partition
                ),
                step::request_id(entry),
            ),
            rounds: Vec::new(),
            windows: Vec::new(),
            at: entry.received_at,
            table: None,
        };
    };
    let applied = apply::apply(&mut state.table, entry);
    let snapshot = if state.snapshot_due(snapshot_every) {
        snapshot_of(entry, &state.table)
    } else {
        None
    };
    state.stepped(snapshot.is_some());
    let step = step::applied(origin, entry, &applied, &state.table, snapshot);
    Pending {
        step,
        rounds: applied.rounds,
        windows: applied.windows,
        at: applied.at,
        table: Some(Stepped {
            id: entry.table.clone(),
            game: state.table.config().game.kind(),
            deadline: state.table.next_deadline(),
        }),
    }
}

fn snapshot_of(entry: &JournalEntry, table: &livedraw_domain::Table) -> Option<Vec<u8>> {
    serde_json::to_vec(table)
        .inspect_err(|error| {
            tracing::error!(table = %entry.table, %error, "table snapshot failed; the next step tries again");
        })
        .ok()
}
