//! One log line per refused call.

use tonic::{Code, Request, Status};

/// Logs the denial of a call to `service` and returns its status.
pub(crate) fn deny(
    service: &'static str,
    request: &Request<()>,
    code: Code,
    reason: String,
) -> Status {
    let peer = request
        .remote_addr()
        .map_or_else(|| "unknown".to_string(), |address| address.to_string());
    tracing::warn!(service, peer = %peer, code = ?code, reason = %reason, "call denied");
    Status::new(code, reason)
}
