//! The load tools, run by the `livedraw` command:
//!
//! - [`bench`]: `livedraw bench`, a studio in this process driven by N simulated floors:
//!   throughput and scan-to-odds latency, then an ingest burst (`bench/`: the floors, the
//!   burst, the samples and the report);
//! - [`soak`]: `livedraw soak`, the whole studio as a child process at many tables for a long
//!   time, sampled from outside; fails on growth or a lost draw (`soak/`).

pub mod bench;
pub mod soak;
