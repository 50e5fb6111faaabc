//! The `livedraw` library: what the `livedraw` command runs, usable from tests.
//!
//! - [`studio`]: the all-in-one studio (embedded log, engine, ingest, supervisor and feed
//!   gRPC servers in one process);
//! - [`audit`]: the audit trail export (`livedraw audit`);
//! - [`console`]: the browser console for supervisors and the betting page for frontend
//!   developers, over HTTPS beside the supervisor service;
//! - [`describe`]: feed and supervisor messages in words (live view, console);
//! - [`identity`]: this build's version and git revision (R12);
//! - [`fast`]: the `--fast` pace (short rounds, lotteries back to back);
//! - [`simulate`]: a studio floor that plays every table through the real gRPC APIs;
//! - [`supervise`]: supervisor commands (`cancel`, `resolve`) and the engine's verdict;
//! - [`pki`]: credentials on disk (the demo's generated PKI, `livedraw pki`);
//! - [`access`]: what a client presents to the studio (TLS, device certificates, token).

pub mod access;
pub mod audit;
pub mod console;
pub mod describe;
pub mod fast;
pub mod identity;
pub mod pki;
pub mod simulate;
pub mod studio;
pub mod supervise;
