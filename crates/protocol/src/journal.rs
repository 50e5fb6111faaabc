//! Studio-journal entries: every input of a table (floor event, device heartbeat, supervisor
//! command, player's decision, clock tick, configuration change), to the wire and back.

use crate::correction;
use crate::error::DecodeError;
use crate::floor_event::{self, FloorEnvelope};
use crate::ids::{DeviceId, TableId};
pub use crate::max_name::MAX_NAME;
use crate::narrowing::required;
use crate::player_decision::{self, DecisionRequest};
use crate::settings::{decode_settings, encode_settings};
use crate::supervisor::{self, SupervisorRequest, MAX_NOTE};
use crate::timestamp;
use crate::v1;
use livedraw_domain::{Decision, SupervisorCommand, Table, TableConfig, Timestamp};

/// One input to a table, as journaled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalEntry {
    /// The table.
    pub table: TableId,
    /// The server-receive time (R6); for a clock tick, the deadline it marks.
    pub received_at: Timestamp,
    /// The input.
    pub input: JournalInput,
}

/// The kinds of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalInput {
    /// A floor event (its device, sequence and device time inside).
    Floor(FloorEnvelope),
    /// A supervisor command and who gave it.
    Supervisor(SupervisorAction),
    /// The engine's clock reached a deadline of the table (the entry's time); `written` is when
    /// the clock journaled it, if recorded.
    Tick {
        /// When the tick was journaled.
        written: Option<Timestamp>,
    },
    /// The table's settings changed in the studio configuration (boxed: a fixed-payout
    /// table's settings carry its whole paytable and layout).
    Configuration(Box<ConfigurationChange>),
    /// A blackjack player's decision and the frontend that sent it.
    Decision(PlayerDecisionAction),
    /// A device bound to the table sent a heartbeat: it is alive.
    Heartbeat(DeviceId),
}

impl JournalInput {
    /// Moves `table`'s clock to `at` as this input does, before the input itself is applied:
    /// a tick of the engine's clock judges the devices' silences (one written late, after the
    /// studio was stopped, first counts every device as heard: [`Table::tick_written`]); any
    /// other input only catches the clock up ([`Table::catch_up`]).
    pub fn move_clock(&self, table: &mut Table, at: Timestamp) -> Vec<Decision> {
        match self {
            JournalInput::Tick {
                written: Some(written),
            } => table.tick_written(at, *written),
            JournalInput::Tick { written: None } => table.tick(at),
            JournalInput::Floor(_)
            | JournalInput::Supervisor(_)
            | JournalInput::Configuration(_)
            | JournalInput::Decision(_)
            | JournalInput::Heartbeat(_) => table.catch_up(at),
        }
    }
}

/// A player's decision as journaled: who sent it (R4) and the checked request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerDecisionAction {
    /// The frontend's authenticated identity.
    pub subject: String,
    /// The request; its id is the one the engine's step answering it carries.
    pub request: DecisionRequest,
}

/// A table's settings changed in the studio configuration, as the studio journals it at start
/// (R4: attributable, with before and after).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigurationChange {
    /// Unique id of the change; the engine's step applying it carries the same id.
    pub request_id: String,
    /// The operator who started the studio with this configuration.
    pub subject: String,
    /// The role they acted in.
    pub role: String,
    /// Why (at most [`MAX_NOTE`] characters, not blank).
    pub reason: String,
    /// The settings last journaled for the table; `None` the first time.
    pub before: Option<TableConfig>,
    /// The settings the table runs with from now on.
    pub after: TableConfig,
}

/// A supervisor command as journaled (R4: attributable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SupervisorAction {
    /// Unique id of the request; the engine's step answering it carries the same id.
    pub request_id: String,
    /// Who gave the command.
    pub subject: String,
    /// The role they acted in.
    pub role: String,
    /// The checked request.
    pub request: SupervisorRequest,
}

/// The wire form of a journal entry.
pub fn encode(entry: &JournalEntry) -> v1::JournalEntry {
    use v1::journal_entry::Entry;
    let input = match &entry.input {
        JournalInput::Floor(event) => Entry::FloorEvent(floor_event::encode(event)),
        JournalInput::Supervisor(action) => {
            let (command, original) = supervisor::encode(&action.request);
            Entry::Supervisor(v1::SupervisorAction {
                request_id: action.request_id.clone(),
                subject: action.subject.clone(),
                role: action.role.clone(),
                command: Some(command),
                original,
            })
        }
        JournalInput::Tick { written } => Entry::ClockTick(v1::ClockTick {
            written_at_ms: written.map_or(0, Timestamp::millis),
        }),
        JournalInput::Configuration(change) => {
            Entry::ConfigurationChanged(v1::ConfigurationChanged {
                request_id: change.request_id.clone(),
                subject: change.subject.clone(),
                role: change.role.clone(),
                reason: change.reason.clone(),
                before: change.before.as_ref().map(encode_settings),
                after: Some(encode_settings(&change.after)),
            })
        }
        JournalInput::Decision(action) => Entry::PlayerDecision(v1::PlayerDecisionEntry {
            subject: action.subject.clone(),
            request: Some(player_decision::encode(&action.request)),
        }),
        JournalInput::Heartbeat(device) => Entry::DeviceHeartbeat(v1::DeviceHeartbeatEntry {
            device_id: device.as_str().to_string(),
        }),
    };
    v1::JournalEntry {
        table_id: entry.table.as_str().to_string(),
        received_at: Some(timestamp::encode(entry.received_at)),
        entry: Some(input),
    }
}

/// The checked domain form of a journal entry. The entry's table must be the table its floor
/// event or command names.
pub fn decode(entry: v1::JournalEntry) -> Result<JournalEntry, DecodeError> {
    use v1::journal_entry::Entry;
    let table = TableId::new(entry.table_id).map_err(|source| DecodeError::BadId {
        field: "table_id",
        source,
    })?;
    let received_at = timestamp::decode_required("received_at", entry.received_at.as_ref())?;
    let input = match required("entry", entry.entry)? {
        Entry::FloorEvent(event) => JournalInput::Floor(floor_event::decode(event)?),
        Entry::Supervisor(action) => JournalInput::Supervisor(decode_action(action)?),
        Entry::ClockTick(tick) => JournalInput::Tick {
            written: (tick.written_at_ms != 0).then(|| Timestamp::from_millis(tick.written_at_ms)),
        },
        Entry::ConfigurationChanged(change) => {
            JournalInput::Configuration(Box::new(decode_change(change)?))
        }
        Entry::PlayerDecision(entry) => JournalInput::Decision(PlayerDecisionAction {
            subject: name("player_decision.subject", entry.subject)?,
            request: player_decision::decode(required("player_decision.request", entry.request)?)?,
        }),
        Entry::DeviceHeartbeat(heartbeat) => {
            JournalInput::Heartbeat(DeviceId::new(heartbeat.device_id).map_err(|source| {
                DecodeError::BadId {
                    field: "device_heartbeat.device_id",
                    source,
                }
            })?)
        }
    };
    let named = match &input {
        JournalInput::Floor(event) => Some(&event.table),
        JournalInput::Supervisor(action) => Some(&action.request.table),
        JournalInput::Decision(action) => Some(&action.request.table),
        JournalInput::Tick { .. } | JournalInput::Configuration(_) | JournalInput::Heartbeat(_) => {
            None
        }
    };
    if let Some(named) = named.filter(|named| **named != table) {
        return Err(DecodeError::Inconsistent {
            field: "table_id",
            detail: format!("the entry is for {table}, its input for {named}"),
        });
    }
    Ok(JournalEntry {
        table,
        received_at,
        input,
    })
}

fn decode_action(action: v1::SupervisorAction) -> Result<SupervisorAction, DecodeError> {
    use v1::supervisor_action::Command;
    let request = match required("supervisor.command", action.command)? {
        Command::CancelDraw(request) => supervisor::decode_cancel_draw(request)?,
        Command::ResolveHold(request) => supervisor::decode_resolve_hold(request)?,
        Command::PauseTable(request) => supervisor::decode_pause_table(request)?,
        Command::ResumeTable(request) => supervisor::decode_resume_table(request)?,
        Command::VoidSpin(request) => supervisor::decode_void_spin(request)?,
        Command::CorrectResult(request) => {
            let mut request = supervisor::decode_correct_result(request)?;
            if let (SupervisorCommand::CorrectResult { original, .. }, Some(settled)) =
                (&mut request.command, action.original.as_ref())
            {
                *original = Some(Box::new(correction::decode_settled(settled)?));
            }
            request
        }
    };
    Ok(SupervisorAction {
        request_id: name("supervisor.request_id", action.request_id)?,
        subject: name("supervisor.subject", action.subject)?,
        role: name("supervisor.role", action.role)?,
        request,
    })
}

fn decode_change(change: v1::ConfigurationChanged) -> Result<ConfigurationChange, DecodeError> {
    let reason = change.reason;
    if reason.trim().is_empty() {
        return Err(DecodeError::Missing {
            field: "configuration_changed.reason",
        });
    }
    let length = reason.chars().count();
    if length > MAX_NOTE {
        return Err(DecodeError::NoteTooLong {
            length,
            max: MAX_NOTE,
        });
    }
    let after = required("configuration_changed.after", change.after)?;
    Ok(ConfigurationChange {
        request_id: name("configuration_changed.request_id", change.request_id)?,
        subject: name("configuration_changed.subject", change.subject)?,
        role: name("configuration_changed.role", change.role)?,
        reason,
        before: change
            .before
            .map(|before| decode_settings("configuration_changed.before", &before))
            .transpose()?,
        after: decode_settings("configuration_changed.after", &after)?,
    })
}

fn name(field: &'static str, text: String) -> Result<String, DecodeError> {
    if text.is_empty() {
        return Err(DecodeError::Missing { field });
    }
    if text.chars().count() > MAX_NAME {
        return Err(DecodeError::OutOfRange {
            field,
            value: text.chars().count() as u64,
            min: 1,
            max: MAX_NAME as u64,
        });
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::floor_event::FloorInput;
    use crate::ids::DeviceId;
    use crate::supervisor::Note;
    use livedraw_domain::table::SupervisorCommand;
    use livedraw_domain::{CancelReason, DrawNumber, Observation, PauseReason};
    use std::num::NonZeroU64;

    const AT: Timestamp = Timestamp::from_millis(1_767_250_800_000);

    fn table() -> TableId {
        TableId::new("baccarat-1").expect("valid id")
    }

    fn supervisor(command: SupervisorCommand) -> JournalEntry {
        JournalEntry {
            table: table(),
            received_at: AT,
            input: JournalInput::Supervisor(SupervisorAction {
                request_id: "req-1".into(),
                subject: "alice".into(),
                role: "supervisor".into(),
                request: SupervisorRequest {
                    table: table(),
                    command,
                    note: Note::new("card fell off the table").expect("note"),
                },
            }),
        }
    }

    #[test]
    fn every_kind_of_entry_round_trips() {
        let floor = JournalEntry {
            table: table(),
            received_at: AT,
            input: JournalInput::Floor(FloorEnvelope {
                table: table(),
                device: DeviceId::new("scanner-1").expect("valid id"),
                sequence: NonZeroU64::MIN,
                device_time: AT,
                draw: Some(DrawNumber(3)),
                input: FloorInput::Observation(Observation::CardUnreadable),
            }),
        };
        let entries = [
            floor,
            supervisor(SupervisorCommand::CancelDraw {
                draw: DrawNumber(3),
                reason: CancelReason::CardNotVisible,
            }),
            supervisor(SupervisorCommand::Pause {
                reason: PauseReason::Maintenance,
            }),
            supervisor(SupervisorCommand::Resume),
            JournalEntry {
                table: table(),
                received_at: AT,
                input: JournalInput::Tick { written: None },
            },
            JournalEntry {
                table: table(),
                received_at: AT,
                input: JournalInput::Tick {
                    written: Some(Timestamp::from_millis(1_764_300_000_000)),
                },
            },
            JournalEntry {
                table: table(),
                received_at: AT,
                input: JournalInput::Heartbeat(DeviceId::new("scanner-1").expect("valid id")),
            },
            JournalEntry {
                table: table(),
                received_at: AT,
                input: JournalInput::Configuration(Box::new(change())),
            },
            JournalEntry {
                table: table(),
                received_at: AT,
                input: JournalInput::Decision(PlayerDecisionAction {
                    subject: "frontend-1".into(),
                    request: DecisionRequest {
                        table: table(),
                        draw: DrawNumber(3),
                        request_id: "bet-1".into(),
                        decision: livedraw_domain::SeatRequest {
                            seat: 2,
                            hand: 1,
                            choice: livedraw_domain::SeatChoice::Bet,
                        },
                    },
                }),
            },
        ];
        for entry in entries {
            assert_eq!(decode(encode(&entry)), Ok(entry));
        }
    }

    fn change() -> ConfigurationChange {
        let before = TableConfig::studio_default(livedraw_domain::GameConfig::of(
            livedraw_domain::GameKind::Baccarat,
        ));
        let mut after = before.clone();
        after.round_duration = std::time::Duration::from_secs(20);
        after.devices = vec![livedraw_domain::DeviceName::new("scanner-1").expect("valid name")];
        after.device_silence = std::time::Duration::from_secs(4);
        ConfigurationChange {
            request_id: "cfg-1".into(),
            subject: "ops".into(),
            role: "admin".into(),
            reason: "longer rounds".into(),
            before: Some(before),
            after,
        }
    }

    #[test]
    fn a_configuration_change_needs_a_reason_and_its_new_settings() {
        let entry = JournalEntry {
            table: table(),
            received_at: AT,
            input: JournalInput::Configuration(Box::new(change())),
        };
        let mut blank = encode(&entry);
        let mut missing = blank.clone();
        if let Some(v1::journal_entry::Entry::ConfigurationChanged(change)) = blank.entry.as_mut() {
            change.reason = " ".into();
        }
        if let Some(v1::journal_entry::Entry::ConfigurationChanged(change)) = missing.entry.as_mut()
        {
            change.after = None;
        }
        assert_eq!(
            decode(blank),
            Err(DecodeError::Missing {
                field: "configuration_changed.reason"
            })
        );
        assert_eq!(
            decode(missing),
            Err(DecodeError::Missing {
                field: "configuration_changed.after"
            })
        );
    }

    #[test]
    fn an_entry_whose_input_names_another_table_is_refused() {
        let mut wire = encode(&supervisor(SupervisorCommand::Resume));
        wire.table_id = "wheel-1".into();
        assert!(matches!(
            decode(wire),
            Err(DecodeError::Inconsistent {
                field: "table_id",
                ..
            })
        ));
    }

    #[test]
    fn a_supervisor_entry_needs_who_and_a_request_id() {
        let mut wire = encode(&supervisor(SupervisorCommand::Resume));
        if let Some(v1::journal_entry::Entry::Supervisor(action)) = wire.entry.as_mut() {
            action.subject.clear();
        }
        assert_eq!(
            decode(wire),
            Err(DecodeError::Missing {
                field: "supervisor.subject"
            })
        );
    }
}
