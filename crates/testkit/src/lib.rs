//! Test support shared by the services' integration tests (a dev-dependency only).
//!
//! - [`tokens`]: the test binary's token key pair, its verifier, tokens for a subject and
//!   roles (valid, expired, signed by another key) and requests carrying them.
//! - [`serve`]: an embedded log in a temporary directory, a tonic router served on a free
//!   loopback port, and a plain connection to it.
//! - [`https`]: one HTTP/1.1 request over TLS to the console, bytes as given, and its answer.
//! - [`readers`]: what a table has in a topic: its journal records and entries, its engine
//!   steps, and the size of the whole journal.
//! - [`forwarding`]: one [`EventLog`](livedraw_bus::EventLog) wrapper that forwards every call
//!   to an inner log through [`Hooks`](forwarding::Hooks) a test sets (refuse or fail an append,
//!   be out of reach, report other topics, split batches, hand out partitions).
//! - [`fail_next`]: hooks that fail the next append, before or after writing it.
//! - [`probe`]: an outside probe of a server in this process: connections stalled half-way
//!   (a partial TLS record, TLS without the HTTP/2 preface), waiting for the server to close
//!   one, the process's open descriptors, a plain HTTP GET.
//! - [`raw`]: a unary call with bytes that need not decode, as an outside client may send.
//! - [`sparse`]: an event log whose offsets have a gap after every record, as Kafka's may.
//! - [`tenures`]: a tenure the test ends and begins again, partition by partition.
//! - [`studio_config`]: the example studio, or a file's text, on free loopback ports with its
//!   data in the test's directory.
//! - [`wait`]: waiting until a condition holds, within a bound generous enough for a busy
//!   machine, instead of sleeping a fixed time.
//!
//! The services' own start-up (which service, which tables, which fake engine) stays in each
//! crate's test binary (its `common` module); the Kafka broker for tests is
//! `livedraw-test-broker`.

pub mod fail_next;
pub mod forwarding;
pub mod https;
pub mod probe;
pub mod raw;
pub mod readers;
pub mod serve;
pub mod sparse;
pub mod studio_config;
pub mod tenures;
pub mod tokens;
pub mod wait;
