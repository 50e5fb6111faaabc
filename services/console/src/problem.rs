//! A refused console request: an HTTP status and a message for people, as JSON.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use livedraw_client::supervise::SuperviseError;
use tonic::Code;

/// Why a request got no data or no action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Problem {
    /// The HTTP status.
    pub status: StatusCode,
    /// What went wrong, for people.
    pub message: String,
}

impl Problem {
    /// A problem with `status`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Problem {
        Problem {
            status,
            message: message.into(),
        }
    }

    /// 400: the request itself is wrong.
    pub fn bad_request(message: impl Into<String>) -> Problem {
        Problem::new(StatusCode::BAD_REQUEST, message)
    }

    /// 401: nobody (or nobody valid) is signed in.
    pub fn unauthenticated(message: impl Into<String>) -> Problem {
        Problem::new(StatusCode::UNAUTHORIZED, message)
    }
}

impl From<tonic::Status> for Problem {
    /// A gRPC status of the studio's services, as the nearest HTTP status, with its message.
    fn from(status: tonic::Status) -> Problem {
        let http = match status.code() {
            Code::InvalidArgument | Code::OutOfRange => StatusCode::BAD_REQUEST,
            Code::Unauthenticated => StatusCode::UNAUTHORIZED,
            Code::PermissionDenied => StatusCode::FORBIDDEN,
            Code::NotFound => StatusCode::NOT_FOUND,
            Code::FailedPrecondition | Code::AlreadyExists | Code::Aborted => StatusCode::CONFLICT,
            Code::ResourceExhausted => StatusCode::TOO_MANY_REQUESTS,
            Code::DeadlineExceeded => StatusCode::GATEWAY_TIMEOUT,
            _ => StatusCode::BAD_GATEWAY,
        };
        Problem::new(http, format!("the studio answered: {}", status.message()))
    }
}

impl From<SuperviseError> for Problem {
    /// A supervisor command without a verdict: the call's status, or what the reply lacked.
    fn from(error: SuperviseError) -> Problem {
        match error {
            SuperviseError::Call(status) => Problem::from(status),
            other => Problem::new(StatusCode::BAD_GATEWAY, other.to_string()),
        }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        tracing::warn!(status = %self.status, reason = %self.message, "console request refused");
        let body = serde_json::json!({ "error": self.message });
        (self.status, Json(body)).into_response()
    }
}
