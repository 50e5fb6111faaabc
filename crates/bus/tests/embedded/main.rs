//! What the embedded log does beyond the conformance suite both backends pass: its WAL, its
//! batches, kill -9 durability, reopening, storage faults, its live tails. One test binary.

mod append_read;
mod batch;
mod common;
mod kill9;
mod reopen;
mod storage_fault;
mod subscribe;
