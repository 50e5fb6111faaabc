//! The supervisor service over gRPC: commands and the engine's verdicts, statistics, views.
//! One test binary, one link.

mod commands;
mod common;
mod statistics;
mod views;
