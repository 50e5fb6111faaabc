//! The `livedraw` library: what the `livedraw` command runs, usable from tests.
//!
//! - [`studio`]: the all-in-one studio (embedded log, engine, ingest, supervisor and feed
//!   gRPC servers in one process);
//! - [`identity`]: this build's version and git revision (R12);
//! - [`fast`]: the `--fast` pace (short rounds, lotteries back to back);
//! - [`simulate`]: a studio floor that plays every table through the real gRPC APIs;
//! - [`supervise`]: supervisor commands (`cancel`, `resolve`) and the engine's verdict.

pub mod fast;
pub mod identity;
pub mod simulate;
pub mod studio;
pub mod supervise;
