//! The process's `tracing` subscriber: log lines (text or JSON) filtered by `RUST_LOG`, and
//! spans recorded by OpenTelemetry, exported over OTLP/gRPC when a collector is configured.

use crate::error::TelemetryError;
use livedraw_studio::LogFormat;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::WithExportConfig;
use opentelemetry_sdk::trace::SdkTracerProvider;
use opentelemetry_sdk::Resource;
use tracing::Subscriber;
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::fmt::writer::BoxMakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// The service name traces are exported under.
pub const SERVICE_NAME: &str = "livedraw";

/// What the subscriber writes and where.
pub struct LogOptions {
    /// Text or JSON lines.
    pub format: LogFormat,
    /// Where the lines go.
    pub writer: BoxMakeWriter,
    /// Colours (a terminal), or not (a file, JSON).
    pub ansi: bool,
    /// The OTLP/gRPC collector, e.g. `http://127.0.0.1:4317`; no export when `None`.
    pub otlp_endpoint: Option<String>,
}

/// Keeps the span pipeline alive; [`Telemetry::shutdown`] flushes what is left to export.
pub struct Telemetry {
    provider: SdkTracerProvider,
}

impl Telemetry {
    /// Exports the spans still buffered and stops the exporter.
    pub fn shutdown(self) {
        if let Err(error) = self.provider.shutdown() {
            tracing::warn!(%error, "flushing the last spans");
        }
    }
}

/// Installs the process's subscriber. Spans are always recorded (so that every record carries
/// this process's trace context), and exported only with an `otlp_endpoint`. The OTLP exporter
/// needs a tokio runtime: call this inside one.
pub fn init(options: LogOptions) -> Result<Telemetry, TelemetryError> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let lines = tracing_subscriber::fmt::layer()
        .with_writer(options.writer)
        .with_ansi(options.ansi && options.format == LogFormat::Text);
    let lines = match options.format {
        LogFormat::Text => lines.boxed(),
        LogFormat::Json => lines.json().flatten_event(true).boxed(),
    };
    let provider = provider(options.otlp_endpoint.as_deref())?;
    tracing_subscriber::registry()
        .with(lines.with_filter(filter))
        .with(spans(&provider))
        .try_init()
        .map_err(|error| TelemetryError::Installed(error.to_string()))?;
    Ok(Telemetry { provider })
}

/// The layer that turns livedraw's spans into OpenTelemetry spans of `provider`, at info level
/// whatever `RUST_LOG` says (the trace context must not depend on the log level).
pub fn spans<S>(provider: &SdkTracerProvider) -> impl Layer<S>
where
    S: Subscriber + for<'span> LookupSpan<'span>,
{
    tracing_opentelemetry::layer()
        .with_tracer(provider.tracer(SERVICE_NAME))
        .with_filter(Targets::new().with_target("livedraw", LevelFilter::INFO))
}

fn provider(endpoint: Option<&str>) -> Result<SdkTracerProvider, TelemetryError> {
    let builder = SdkTracerProvider::builder()
        .with_resource(Resource::builder().with_service_name(SERVICE_NAME).build());
    let Some(endpoint) = endpoint else {
        return Ok(builder.build());
    };
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_tonic()
        .with_endpoint(endpoint)
        .build()
        .map_err(|error| TelemetryError::Exporter {
            endpoint: endpoint.to_string(),
            reason: error.to_string(),
        })?;
    Ok(builder.with_batch_exporter(exporter).build())
}
