//! The software identity of this build (R12): its version and the git revision it was built
//! from (`build.rs`), shown by `livedraw --version`, in the first log line and by the
//! `ServerInfo` service on every gRPC port.

/// The release version (the Cargo package version).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The git revision built from: a short hash, `-dirty` when the tree had changes; or the
/// build's `LIVEDRAW_GIT_REVISION`; or `unknown`.
pub const GIT_REVISION: &str = env!("LIVEDRAW_GIT_REVISION");

/// What `livedraw --version` prints after the name.
pub const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (git ",
    env!("LIVEDRAW_GIT_REVISION"),
    ")"
);
