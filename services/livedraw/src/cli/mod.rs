//! The long-running commands' plumbing: logs, the runtime, Ctrl-C.

pub mod run;
pub mod simulate;
pub mod supervise;
pub mod tail;
pub mod topics;

use anyhow::Context;
use std::fs::OpenOptions;
use std::path::PathBuf;
use std::sync::Mutex;
use tracing_subscriber::EnvFilter;

/// Where logs go.
pub enum Logs {
    /// The terminal's standard error.
    Stderr,
    /// Appended to a file (the live view has the terminal).
    File(PathBuf),
}

/// Sends logs to `logs`, filtered by `RUST_LOG` (`info` by default).
pub fn init_logs(logs: &Logs) -> anyhow::Result<()> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    match logs {
        Logs::Stderr => builder.with_writer(std::io::stderr).init(),
        Logs::File(path) => {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)
                    .with_context(|| format!("creating {}", dir.display()))?;
            }
            let file = OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("opening the log file {}", path.display()))?;
            builder
                .with_writer(Mutex::new(file))
                .with_ansi(false)
                .init();
        }
    }
    Ok(())
}

/// A multi-threaded tokio runtime.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?)
}

/// Runs a long-lived command with logs to `logs` until it ends or Ctrl-C.
pub fn serve(
    logs: &Logs,
    command: impl std::future::Future<Output = anyhow::Result<()>>,
) -> anyhow::Result<()> {
    init_logs(logs)?;
    runtime()?.block_on(async {
        tokio::select! {
            outcome = command => outcome,
            interrupted = tokio::signal::ctrl_c() => Ok(interrupted?),
        }
    })
}

/// A seed from the clock, for runs that do not name one (it is logged, so a run can be
/// replayed).
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| {
            u64::try_from(since.as_nanos() & u128::from(u64::MAX)).unwrap_or(0)
        })
}
