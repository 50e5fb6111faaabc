//! W3C trace context (`traceparent`) in and out of log-record headers and gRPC metadata, so
//! that one trace follows a floor event from the device through ingest, the journal, the
//! engine's step and its odds and results records, to the feed.

use livedraw_bus::TRACEPARENT;
use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::TraceContextExt;
use opentelemetry::Context;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use tonic::metadata::{MetadataKey, MetadataMap, MetadataValue};
use tracing_opentelemetry::OpenTelemetrySpanExt;

/// The trace context of a record's `traceparent` header; the empty context when the header is
/// missing or not a valid traceparent (tracing never costs an event).
pub fn context_of_header(traceparent: Option<&[u8]>) -> Context {
    let value = traceparent.and_then(|bytes| std::str::from_utf8(bytes).ok());
    TraceContextPropagator::new().extract(&One(value))
}

/// The trace context a gRPC caller sent in its metadata; empty when it sent none.
pub fn context_of_metadata(metadata: &MetadataMap) -> Context {
    let value = metadata
        .get(TRACEPARENT)
        .and_then(|value| value.to_str().ok());
    TraceContextPropagator::new().extract(&One(value))
}

/// The `traceparent` of `context`, when it holds a valid span context.
pub fn traceparent_of(context: &Context) -> Option<String> {
    if !context.span().span_context().is_valid() {
        return None;
    }
    let mut carrier = Captured(None);
    TraceContextPropagator::new().inject_context(context, &mut carrier);
    carrier.0
}

/// Puts the trace context of `span` into outgoing gRPC `metadata` (a client's side); nothing
/// when no OpenTelemetry layer records spans in this process.
pub fn inject(span: &tracing::Span, metadata: &mut MetadataMap) {
    if let Some(value) = traceparent_of(&span.context())
        .and_then(|traceparent| MetadataValue::try_from(traceparent.as_str()).ok())
    {
        metadata.insert(MetadataKey::from_static(TRACEPARENT), value);
    }
}

/// Makes `span` a child of `parent` (a new root when `parent` is empty) and returns the
/// `traceparent` to hand on downstream: the span's own, or `parent`'s when no OpenTelemetry
/// layer records spans in this process (the context then passes through unchanged).
pub fn follow(span: &tracing::Span, parent: Context) -> Option<String> {
    let passed_on = traceparent_of(&parent);
    if span.set_parent(parent).is_err() {
        return passed_on;
    }
    traceparent_of(&span.context()).or(passed_on)
}

/// One optional value under the `traceparent` key.
struct One<'a>(Option<&'a str>);

impl Extractor for One<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.filter(|_| key.eq_ignore_ascii_case(TRACEPARENT))
    }

    fn keys(&self) -> Vec<&str> {
        self.0.map(|_| TRACEPARENT).into_iter().collect()
    }
}

/// Keeps the `traceparent` a propagator writes.
struct Captured(Option<String>);

impl Injector for Captured {
    fn set(&mut self, key: &str, value: String) {
        if key.eq_ignore_ascii_case(TRACEPARENT) {
            self.0 = Some(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SENT: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    #[test]
    fn a_traceparent_survives_a_header_round_trip() {
        let context = context_of_header(Some(SENT.as_bytes()));
        assert_eq!(traceparent_of(&context).as_deref(), Some(SENT));
    }

    #[test]
    fn a_malformed_traceparent_is_dropped_not_refused() {
        for bad in [
            "",
            "00-zz-00-01",
            "not a trace",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
        ] {
            assert_eq!(
                traceparent_of(&context_of_header(Some(bad.as_bytes()))),
                None,
                "{bad}"
            );
        }
        assert_eq!(traceparent_of(&context_of_header(None)), None);
    }

    #[test]
    fn grpc_metadata_is_read() {
        let mut metadata = MetadataMap::new();
        metadata.insert(TRACEPARENT, SENT.parse().expect("ascii"));
        assert_eq!(
            traceparent_of(&context_of_metadata(&metadata)).as_deref(),
            Some(SENT)
        );
    }

    #[test]
    fn without_an_opentelemetry_layer_the_context_passes_through() {
        let span = tracing::info_span!("step");
        let parent = context_of_header(Some(SENT.as_bytes()));
        assert_eq!(follow(&span, parent).as_deref(), Some(SENT));
    }
}
