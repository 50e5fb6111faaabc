//! What the studio's clients share: the `livedraw` commands, the console, the simulated floor
//! and the load tools all speak to the studio's gRPC services with these.
//!
//! - [`pki`]: credentials on disk (the demo's generated PKI, `livedraw pki`);
//! - [`access`]: what a client presents to the studio (TLS, device certificates, token);
//! - [`supervise`]: supervisor commands (`cancel`, `resolve`, `correct`) and the engine's
//!   verdict; [`correction_text`]: a correction in a supervisor's words;
//! - [`audit`]: the audit trail export (`livedraw audit`, the console's records);
//! - [`spreadsheet`]: CSV for spreadsheets, formula-leading cells neutralised (the audit
//!   export, the console's downloads);
//! - [`describe`]: feed and supervisor messages in words (live view, console);
//! - [`board`]: the live view's board of every table, kept from the feed's events.

pub mod access;
pub mod audit;
pub mod board;
pub mod correction_text;
pub mod describe;
pub mod pki;
pub mod spreadsheet;
pub mod supervise;
