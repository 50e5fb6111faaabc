//! The `livedraw` binary and the all-in-one studio, in-process or run as a user would: the CLI,
//! the audit trail, the console in a browser, security, observability, `watch`. One test
//! binary, one link; apart stay what measures the whole process: `trace` and `log_injection`
//! (each installs the process's subscriber) and `connections` (counts its descriptors).

mod audit;
mod cli;
mod console;
mod in_process;
mod observability;
mod security;
mod watch;
