//! The floor-facing gRPC service (`livedraw.v1.FloorIngest`): floor devices post what happens
//! on each table, and watch what the dealer or host should do next.
//!
//! The service is served behind a `livedraw_gate::DeviceGate` ([`IngestService::into_server`]
//! takes it): the device's identity is its client certificate's, and an event naming another
//! device is refused. Every event is checked in a fixed order, each refusal with its own gRPC
//! status and a log line naming the table, the device and the reason ([`Refusal`]): size, shape
//! (`floor_event::decode`), the certificate's device, table, device, the device's binding and event kinds, the table's
//! game, and the device's sequence number. The next event in sequence is journaled on the
//! studio journal (keyed by table id, stamped with the server-receive time, R6) and
//! acknowledged only once the append is durable; a re-sent one is acknowledged as DUPLICATE
//! without being journaled again (R9). Heartbeats are checked the same way; one in sequence is
//! journaled as the device's sign of life (without using up its number), for the table's
//! silence watch on the engine's clock (a silent device suspends its table), and feeds
//! [`DeviceHealth`], which marks a table degraded in the supervisors' views.
//!
//! Start it with [`IngestService::new`] and serve [`IngestService::into_server`] with tonic.
//!
//! The studio's other journaling services (supervisor commands, players' decisions) share the
//! journal's record format ([`journal_record`], [`now`], [`traceparent`]) and the way an input
//! is journaled and answered with the engine's step for it ([`journal_and_wait`]).

mod answer;
mod clock;
mod error;
mod health;
mod journal_record;
mod refusal;
mod sequences;
mod service;
mod skew;
mod validate;
mod watch;

pub use answer::{journal_and_wait, Answer, Answered};
pub use clock::now;
pub use error::IngestError;
pub use health::DeviceHealth;
pub use journal_record::{journal_record, traceparent, JOURNAL_CONTENT_TYPE};
pub use refusal::Refusal;
pub use service::{IngestService, MAX_EVENT_BYTES, MAX_MESSAGE_BYTES};
