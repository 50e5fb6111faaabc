//! Why a floor event is refused, and the gRPC status each refusal gets.

use livedraw_bus::BusError;
use livedraw_domain::{GameKind, TableError};
use livedraw_protocol::DecodeError;
use thiserror::Error;
use tonic::{Code, Status};

/// A floor event that is not journaled, and why. Each has one gRPC code, so that floor software
/// can tell "fix the event" from "re-send the missing ones" from "retry later".
#[derive(Clone, Debug, Error)]
pub enum Refusal {
    /// The event is larger than any legal event (RESOURCE_EXHAUSTED).
    #[error("the event is {size} bytes, at most {max} are accepted")]
    TooLarge {
        /// Its encoded size.
        size: usize,
        /// The most accepted.
        max: usize,
    },
    /// The event's journal entry is over the journal's record cap (RESOURCE_EXHAUSTED). On
    /// Kafka the cap is what one fetch carries (about 63 KiB unless raised), below the
    /// event cap above.
    #[error("the event's journal entry is {size} bytes, the journal takes at most {max}")]
    EntryTooLarge {
        /// The entry's size (key, headers and payload).
        size: usize,
        /// The journal's cap.
        max: usize,
    },
    /// The event is malformed (INVALID_ARGUMENT), with the field named.
    #[error("{0}")]
    Malformed(#[from] DecodeError),
    /// The event names another device than the client certificate identifies
    /// (PERMISSION_DENIED): a device speaks only for itself.
    #[error("the client certificate is device `{certified}`, the event claims device `{claimed}`")]
    NotTheDevice {
        /// The device id of the client certificate.
        certified: String,
        /// The device id the event carries.
        claimed: String,
    },
    /// No such table in the studio (NOT_FOUND).
    #[error("unknown table `{0}`")]
    UnknownTable(String),
    /// The device is not one of the studio's (UNAUTHENTICATED): a certificate of the studio's
    /// CA for a device the configuration does not list, or, in plaintext demo mode, an unknown
    /// device id in the event.
    #[error("unknown device `{0}`")]
    UnknownDevice(String),
    /// The device is not bound to the table it posts for (PERMISSION_DENIED).
    #[error("device `{device}` is not bound to table `{table}`")]
    NotBound {
        /// The device.
        device: String,
        /// The table it named.
        table: String,
    },
    /// The device may not post this kind of event (PERMISSION_DENIED).
    #[error("device `{device}` may not post `{kind}` events")]
    KindNotAllowed {
        /// The device.
        device: String,
        /// The event kind.
        kind: &'static str,
    },
    /// The event belongs to another game (INVALID_ARGUMENT).
    #[error("a {game} table does not take `{kind}` events")]
    WrongGame {
        /// The table's game.
        game: GameKind,
        /// The event kind.
        kind: &'static str,
    },
    /// The event does not fit the table's equipment (INVALID_ARGUMENT): the rules would refuse
    /// it in any state (a 00 pocket on a single-zero wheel, two lucky dice of one colour).
    #[error("table `{table}`: {reason}")]
    NotForThisTable {
        /// The table.
        table: String,
        /// The rules' reason.
        reason: TableError,
    },
    /// Events are missing before this one (FAILED_PRECONDITION): the floor re-sends from
    /// `expected`.
    #[error("sequence gap: expected {expected}, got {got}")]
    SequenceGap {
        /// The next sequence number the device must send.
        expected: u64,
        /// The one it sent.
        got: u64,
    },
    /// The journal did not take the event (UNAVAILABLE): nothing was acknowledged; retry.
    #[error("the journal cannot take the event now ({0}); nothing was acknowledged, retry")]
    JournalUnavailable(BusError),
    /// The event log is out of space (RESOURCE_EXHAUSTED): nothing was acknowledged; retry
    /// once an operator has freed space.
    #[error("the studio's event log is out of disk space ({0}); nothing was acknowledged: retry once space is freed")]
    JournalFull(BusError),
}

impl Refusal {
    /// The gRPC code of this refusal.
    pub fn code(&self) -> Code {
        match self {
            Refusal::TooLarge { .. } | Refusal::EntryTooLarge { .. } | Refusal::JournalFull(_) => {
                Code::ResourceExhausted
            }
            Refusal::Malformed(_) | Refusal::WrongGame { .. } | Refusal::NotForThisTable { .. } => {
                Code::InvalidArgument
            }
            Refusal::UnknownTable(_) => Code::NotFound,
            Refusal::UnknownDevice(_) => Code::Unauthenticated,
            Refusal::NotTheDevice { .. }
            | Refusal::NotBound { .. }
            | Refusal::KindNotAllowed { .. } => Code::PermissionDenied,
            Refusal::SequenceGap { .. } => Code::FailedPrecondition,
            Refusal::JournalUnavailable(_) => Code::Unavailable,
        }
    }

    /// The refusal of an event the journal did not take because of `error`.
    pub fn journal(error: BusError) -> Refusal {
        match error {
            BusError::RecordTooLarge { size, max } => Refusal::EntryTooLarge { size, max },
            full @ BusError::StorageFull(_) => Refusal::JournalFull(full),
            other => Refusal::JournalUnavailable(other),
        }
    }

    /// Whether the event may have been journaled all the same (the log failed mid-append): a
    /// resend must be checked against the journal.
    pub fn uncertain(&self) -> bool {
        matches!(
            self,
            Refusal::JournalUnavailable(_) | Refusal::JournalFull(_)
        )
    }

    /// The gRPC status of this refusal: its code and its message.
    pub fn status(&self) -> Status {
        Status::new(self.code(), self.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_full_event_log_is_resource_exhausted_and_says_so() {
        let full = rusqlite_full();
        let refusal = Refusal::journal(full);
        assert_eq!(refusal.code(), Code::ResourceExhausted);
        assert!(refusal.uncertain());
        assert!(
            refusal.to_string().contains("out of disk space"),
            "{refusal}"
        );
        let down = Refusal::journal(BusError::Unavailable("broker down".into()));
        assert_eq!(down.code(), Code::Unavailable);
    }

    fn rusqlite_full() -> BusError {
        let error = rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL),
            None,
        );
        BusError::StorageFull(Arc::new(error))
    }
}
