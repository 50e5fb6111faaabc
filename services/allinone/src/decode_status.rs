//! tonic's gRPC health service, beside livedraw's on every port, decodes with tonic's codec,
//! which answers a message that does not decode with `INTERNAL`; livedraw's services (the
//! protocol's codec) answer it with `INVALID_ARGUMENT`, the caller's fault, as `floor.proto`
//! promises. [`DecodeFailureIsInvalid`] wraps one of tonic's services and gives its decode
//! failures the same status, in the response's headers (a unary call's error) or trailers (a
//! stream's). (Reflection needs no wrapper: on a message that does not decode it ends its
//! stream without an answer, never with `INTERNAL`.)

use http_body::{Body, Frame, SizeHint};
use std::pin::Pin;
use std::task::{Context, Poll};
use tonic::codegen::http::{HeaderMap, HeaderValue, Request, Response};
use tonic::codegen::{BoxFuture, Bytes, Service};
use tonic::server::NamedService;

/// The start of prost's decode error as tonic's codec puts it in `grpc-message`
/// (percent-encoded, as gRPC sends its messages).
const DECODE_FAILURE: &str = "failed%20to%20decode%20Protobuf%20message";

/// One of tonic's services, whose decode failures are `INVALID_ARGUMENT`.
#[derive(Clone, Debug)]
pub(crate) struct DecodeFailureIsInvalid<S>(pub(crate) S);

impl<S: NamedService> NamedService for DecodeFailureIsInvalid<S> {
    const NAME: &'static str = S::NAME;
}

impl<S, B> Service<Request<B>> for DecodeFailureIsInvalid<S>
where
    S: Service<Request<B>, Response = Response<tonic::body::Body>>,
    S::Future: Send + 'static,
{
    type Response = Response<tonic::body::Body>;
    type Error = S::Error;
    type Future = BoxFuture<Self::Response, Self::Error>;

    fn poll_ready(&mut self, context: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.0.poll_ready(context)
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let answer = self.0.call(request);
        Box::pin(async move {
            let (mut parts, body) = answer.await?.into_parts();
            relabel(&mut parts.headers);
            let body = tonic::body::Body::new(Relabelled(body));
            Ok(Response::from_parts(parts, body))
        })
    }
}

/// A response body whose trailers are relabelled.
struct Relabelled(tonic::body::Body);

impl Body for Relabelled {
    type Data = Bytes;
    type Error = tonic::Status;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, tonic::Status>>> {
        Pin::new(&mut self.0)
            .poll_frame(context)
            .map_ok(|mut frame| {
                if let Some(trailers) = frame.trailers_mut() {
                    relabel(trailers);
                }
                frame
            })
    }

    fn is_end_stream(&self) -> bool {
        self.0.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.0.size_hint()
    }
}

/// `INTERNAL` for a message that did not decode becomes `INVALID_ARGUMENT`.
fn relabel(headers: &mut HeaderMap) {
    let internal = headers
        .get("grpc-status")
        .is_some_and(|status| status == "13");
    let decode_failure = headers
        .get("grpc-message")
        .and_then(|message| message.to_str().ok())
        .is_some_and(|message| message.starts_with(DECODE_FAILURE));
    if internal && decode_failure {
        headers.insert("grpc-status", HeaderValue::from_static("3"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(status: &'static str, message: &'static str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("grpc-status", HeaderValue::from_static(status));
        headers.insert("grpc-message", HeaderValue::from_static(message));
        headers
    }

    #[test]
    fn a_decode_failure_is_invalid_argument_and_nothing_else_changes() {
        let mut failed = headers("13", "failed%20to%20decode%20Protobuf%20message:%20x");
        relabel(&mut failed);
        assert_eq!(failed["grpc-status"], "3");
        for (status, message) in [("13", "the%20log%20is%20down"), ("5", DECODE_FAILURE)] {
            let mut other = headers(status, message);
            relabel(&mut other);
            assert_eq!(other["grpc-status"], status);
        }
    }
}
