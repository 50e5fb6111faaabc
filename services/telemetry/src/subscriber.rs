//! The process's `tracing` subscriber: log lines (text or JSON) filtered by `RUST_LOG`, and
//! spans recorded by OpenTelemetry, exported over OTLP/gRPC when a collector is configured.
//! Text lines have their fields escaped ([`EscapedFields`]); JSON lines are escaped by serde.

use crate::error::TelemetryError;
use crate::escape::EscapedFields;
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
    let provider = provider(options.otlp_endpoint.as_deref())?;
    tracing_subscriber::registry()
        .with(lines(options.format, options.writer, options.ansi).with_filter(filter))
        .with(spans(&provider))
        .try_init()
        .map_err(|error| TelemetryError::Installed(error.to_string()))?;
    Ok(Telemetry { provider })
}

/// The layer that writes log lines to `writer` in `format`, every value from outside escaped
/// so that it stays on its line and inside its field.
fn lines<S>(format: LogFormat, writer: BoxMakeWriter, ansi: bool) -> Box<dyn Layer<S> + Send + Sync>
where
    S: Subscriber + for<'span> LookupSpan<'span>,
{
    let lines = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        .with_ansi(ansi && format == LogFormat::Text);
    match format {
        LogFormat::Text => lines.fmt_fields(EscapedFields).boxed(),
        LogFormat::Json => lines.json().flatten_event(true).boxed(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// What a subscriber wrote, shared with the test.
    #[derive(Clone, Default)]
    struct Written(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Written {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .expect("not poisoned")
                .extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The lines `format` writes for `log`.
    fn logged(format: LogFormat, log: impl FnOnce()) -> String {
        let written = Written::default();
        let writer = {
            let written = written.clone();
            BoxMakeWriter::new(move || written.clone())
        };
        let subscriber = tracing_subscriber::registry().with(lines(format, writer, false));
        tracing::subscriber::with_default(subscriber, log);
        let bytes = written.0.lock().expect("not poisoned").clone();
        String::from_utf8(bytes).expect("utf-8")
    }

    /// The probe of issue 29: a JSON key with a newline and a whole forged line after it.
    const FORGED: &str = "zz\n2026-11-26T18:50:00.000000Z  INFO livedraw::console::routes: \
                          signed in to the console subject=demo-admin role=admin\n";

    fn refusals() {
        let span = tracing::info_span!("floor_event", device = %"sensor\r\n1", table = "wheel-1");
        let _inside = span.enter();
        tracing::warn!(status = %"400 Bad Request", reason = %FORGED, "console request refused");
        tracing::warn!(barcode = ?"12345678AS*\n", subject = "x role=admin", "floor event refused");
        tracing::warn!(reason = %"nul\0 c1\u{85} esc\x1b[31m sep\u{2028}", "call denied");
    }

    #[test]
    fn log_injection_text_lines_escape_every_value_from_outside() {
        let text = logged(LogFormat::Text, refusals);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(!text.contains('\r') && !text.contains('\0') && !text.contains('\u{85}'));
        assert!(
            !text.contains('\u{1b}') && !text.contains('\u{2028}'),
            "{text}"
        );
        assert!(
            lines[0].contains(r#"reason="zz\n2026-11-26T18:50:00.000000Z  INFO"#),
            "{text}"
        );
        assert!(lines[0].contains(r#"status="400 Bad Request""#), "{text}");
        assert!(
            lines[0].contains(r#"floor_event{device="sensor\r\n1" table="wheel-1"}"#),
            "{text}"
        );
        assert!(lines[1].contains(r#"subject="x role=admin""#), "{text}");
        assert!(
            lines[1].contains(r#"barcode="\"12345678AS*\\n\"""#),
            "{text}"
        );
        assert!(
            lines[2].contains(r#"reason="nul\0 c1\u{85} esc\u{1b}[31m sep\u{2028}""#),
            "{text}"
        );
    }

    #[test]
    fn log_injection_json_lines_escape_every_value_from_outside() {
        let text = logged(LogFormat::Json, refusals);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        let first: serde_json::Value = serde_json::from_str(lines[0]).expect("JSON");
        assert_eq!(first["reason"], FORGED);
        assert_eq!(first["message"], "console request refused");
        let last: serde_json::Value = serde_json::from_str(lines[2]).expect("JSON");
        assert_eq!(last["reason"], "nul\0 c1\u{85} esc\x1b[31m sep\u{2028}");
    }
}
