//! One journal entry applied to its table, the way every engine and every replay applies it,
//! so that the same journal always gives the same steps.
//!
//! The entry's time is its server-receive time, clamped to the table's clock so that time
//! never goes backwards; the table is ticked to that time first (closing rounds, timing out
//! holds, opening draws whose time has come), then given the input.

use crate::pricing::RoundToPrice;
use crate::values::WindowToValue;
use livedraw_domain::table::TableSummary;
use livedraw_domain::{Decision, DeviceName, Table, TableError, Timestamp};
use livedraw_protocol::floor_event::{FloorEnvelope, FloorInput};
use livedraw_protocol::journal::{JournalEntry, JournalInput};

/// What one entry did to its table.
#[derive(Debug)]
pub(crate) struct Applied {
    /// The time the entry was applied at.
    pub at: Timestamp,
    /// Every decision, in order: those of the clock catching up first, then the input's.
    pub decisions: Vec<Decision>,
    /// How many of `decisions` the clock caused; the rest the input did.
    pub clock_caused: usize,
    /// Why the rules refused the input (the clock's decisions stand).
    pub rejection: Option<TableError>,
    /// The betting rounds opened, each with the table state it opened on.
    pub rounds: Vec<RoundToPrice>,
    /// Blackjack: the hands' decision windows opened, each with the table state it opened on.
    pub windows: Vec<WindowToValue>,
    /// For a supervisor command or a configuration change: the table as the entry found it,
    /// once the clock caught up (the audit trail's "before", R4).
    pub before: Option<TableSummary>,
}

/// Applies `entry` to `table`. Clock ticks only move the clock, and only they judge the
/// devices' silences (a tick written late, after the studio was stopped, first counts every
/// device as heard: [`Table::tick_written`]); a floor event or a heartbeat also tells the table
/// its device spoke; a configuration change applies its timing (at the next draw when one is in
/// progress); a player's decision is judged by the rules like a floor event.
pub(crate) fn apply(table: &mut Table, entry: &JournalEntry) -> Applied {
    let at = table
        .now()
        .map_or(entry.received_at, |now| now.max(entry.received_at));
    let mut decisions = entry.input.move_clock(table, at);
    let clock_caused = decisions.len();
    // Priced before the input changes the table: a card burned in the same entry must not
    // change the prices of a round the clock opened before it.
    let mut rounds = RoundToPrice::opened(table, &decisions);
    let mut windows = WindowToValue::opened(table, &decisions);
    let before = matches!(
        entry.input,
        JournalInput::Supervisor(_) | JournalInput::Configuration(_)
    )
    .then(|| table.summary());
    if let Some(device) = speaker(entry) {
        table.heard(device, at);
    }
    let answer = match &entry.input {
        JournalInput::Floor(FloorEnvelope {
            input: FloorInput::Observation(observation),
            draw,
            ..
        }) => Some(table.observe(observation, *draw, at)),
        JournalInput::Supervisor(action) => Some(table.supervise(&action.request.command, at)),
        JournalInput::Configuration(change) => Some(table.reconfigure(change.after.clone(), at)),
        JournalInput::Decision(action) => {
            let request = &action.request;
            Some(table.decide(&request.request_id, &request.decision, request.draw, at))
        }
        JournalInput::Floor(_) | JournalInput::Tick { .. } | JournalInput::Heartbeat(_) => None,
    };
    let rejection = match answer {
        Some(Ok(more)) => {
            rounds.extend(RoundToPrice::opened(table, &more));
            windows.extend(WindowToValue::opened(table, &more));
            decisions.extend(more);
            None
        }
        Some(Err(error)) => Some(error),
        None => None,
    };
    Applied {
        at,
        decisions,
        clock_caused,
        rejection,
        rounds,
        windows,
        before,
    }
}

/// The device an entry shows alive: a floor event's or a heartbeat's.
fn speaker(entry: &JournalEntry) -> Option<DeviceName> {
    let device = match &entry.input {
        JournalInput::Floor(envelope) => &envelope.device,
        JournalInput::Heartbeat(device) => device,
        JournalInput::Supervisor(_)
        | JournalInput::Configuration(_)
        | JournalInput::Decision(_)
        | JournalInput::Tick { .. } => return None,
    };
    // Journaled ids passed the identity rule, which names follow too.
    DeviceName::new(device.as_str()).ok()
}
