//! The ingest service over gRPC: bad input, journaling, device silence and the watch stream,
//! appends whose outcome is unknown. One test binary, one link.

mod bad_input;
mod common;
mod health_and_watch;
mod journaling;
mod uncertain_append;
