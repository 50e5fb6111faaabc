//! The client side of token authentication.

use tonic::metadata::{Ascii, MetadataValue};
use tonic::service::interceptor::InterceptedService;
use tonic::service::Interceptor;
use tonic::transport::Channel;
use tonic::{Request, Status};

/// A channel whose every call carries a bearer token.
pub type Authorized = InterceptedService<Channel, Bearer>;

/// Adds `authorization: Bearer <token>` to every call of a client
/// (`SupervisorClient::with_interceptor(channel, bearer)`).
#[derive(Clone, Debug)]
pub struct Bearer(MetadataValue<Ascii>);

/// A token that cannot be sent as gRPC metadata (it is not printable ASCII).
#[derive(Clone, Debug, thiserror::Error)]
#[error("the token is not printable ASCII, so it is no JWT")]
pub struct BadToken;

impl Bearer {
    /// Sends `token` (surrounding white space, e.g. a file's last newline, is dropped).
    pub fn new(token: &str) -> Result<Bearer, BadToken> {
        format!("Bearer {}", token.trim())
            .parse()
            .map(Bearer)
            .map_err(|_| BadToken)
    }
}

impl Interceptor for Bearer {
    fn call(&mut self, mut request: Request<()>) -> Result<Request<()>, Status> {
        request
            .metadata_mut()
            .insert("authorization", self.0.clone());
        Ok(request)
    }
}
