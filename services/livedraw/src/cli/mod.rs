//! The long-running commands' plumbing: logs, the runtime, Ctrl-C.

pub mod access;
pub mod audit;
pub mod correct;
pub mod credentials;
pub mod faults;
pub mod run;
pub mod simulate;
pub mod stats;
pub mod supervise;
pub mod tail;
pub mod topics;

use anyhow::Context;
use livedraw_studio::{LogFormat, Observability};
use livedraw_telemetry::{LogOptions, Telemetry};
use std::fs::OpenOptions;
use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::sync::Mutex;
use tracing_subscriber::fmt::writer::BoxMakeWriter;

/// The environment variable naming the OpenTelemetry collector when the configuration does not.
const OTLP_ENDPOINT_VARIABLE: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";

/// Where logs go.
pub enum Logs {
    /// The terminal's standard error.
    Stderr,
    /// Appended to a file (the live view has the terminal).
    File(PathBuf),
}

/// How logs and traces are reported: the log format, and the collector traces go to.
#[derive(Clone, Debug, Default)]
pub struct Reporting {
    /// Text or JSON lines.
    pub format: LogFormat,
    /// The OTLP/gRPC collector; `None` exports nothing.
    pub otlp_endpoint: Option<String>,
}

impl Reporting {
    /// The configuration's `[observability]`, the log format overridden by `format` (the
    /// command line or `LIVEDRAW_LOG_FORMAT`) and the collector falling back to
    /// `OTEL_EXPORTER_OTLP_ENDPOINT`.
    pub fn of(observability: &Observability, format: Option<LogFormat>) -> Reporting {
        let from_environment = std::env::var(OTLP_ENDPOINT_VARIABLE)
            .ok()
            .filter(|endpoint| !endpoint.is_empty());
        Reporting {
            format: format.unwrap_or(observability.log_format),
            otlp_endpoint: observability.otlp_endpoint.clone().or(from_environment),
        }
    }
}

/// `text` or `json`, for `--log-format`.
pub fn parse_log_format(text: &str) -> Result<LogFormat, String> {
    match text {
        "text" => Ok(LogFormat::Text),
        "json" => Ok(LogFormat::Json),
        other => Err(format!("`{other}`: the log format is `text` or `json`")),
    }
}

/// Sends logs to `logs`, filtered by `RUST_LOG` (`info` by default), in `reporting`'s format,
/// and records spans, exported to its collector when there is one. Call it inside a tokio
/// runtime (the exporter needs one); [`Telemetry::shutdown`] flushes the last spans.
pub fn init_logs(logs: &Logs, reporting: &Reporting) -> anyhow::Result<Telemetry> {
    let (writer, ansi) = match logs {
        // Colours for a person at a terminal only: a redirected log stays plain text.
        Logs::Stderr => (
            BoxMakeWriter::new(std::io::stderr),
            std::io::stderr().is_terminal(),
        ),
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
            (BoxMakeWriter::new(Mutex::new(file)), false)
        }
    };
    Ok(livedraw_telemetry::init(LogOptions {
        format: reporting.format,
        writer,
        ansi,
        otlp_endpoint: reporting.otlp_endpoint.clone(),
    })?)
}

/// A multi-threaded tokio runtime.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?)
}

/// Completes when the process is asked to stop: Ctrl-C (SIGINT) at a terminal, SIGTERM from a
/// service manager (systemd, Kubernetes, `docker stop`). Both stop the studio gracefully: the
/// servers drain, the engine stores the step in hand and leaves its group, so that another
/// instance takes its partitions at once rather than after a session timeout.
pub async fn stop_requested() -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut terminate = signal(SignalKind::terminate()).context("listening for SIGTERM")?;
    tokio::select! {
        interrupted = tokio::signal::ctrl_c() => interrupted.context("listening for Ctrl-C")?,
        _ = terminate.recv() => {}
    }
    tracing::info!("asked to stop");
    Ok(())
}

/// Runs a long-lived command with text logs to `logs` until it ends, Ctrl-C or SIGTERM.
pub fn serve(
    logs: &Logs,
    command: impl std::future::Future<Output = anyhow::Result<()>>,
) -> anyhow::Result<()> {
    let runtime = runtime()?;
    let telemetry = {
        let _inside = runtime.enter();
        init_logs(logs, &Reporting::default())?
    };
    let outcome = runtime.block_on(async {
        tokio::select! {
            outcome = command => outcome,
            stopped = stop_requested() => stopped,
        }
    });
    telemetry.shutdown();
    outcome
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
