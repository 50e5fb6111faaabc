//! The verified caller of a token-gated service.

use livedraw_auth::Role;
use tonic::{Request, Status};

/// Who calls, as the [`crate::TokenGate`] verified it: the token's subject and the strongest
/// role it grants among those the service accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// The token's `sub`.
    pub subject: String,
    /// The role the call is made in.
    pub role: Role,
}

impl Caller {
    /// The caller the gate put on `request`. A request that did not pass a [`crate::TokenGate`]
    /// has none and is UNAUTHENTICATED: there is no other source of identity.
    pub fn of<T>(request: &Request<T>) -> Result<Caller, Status> {
        request
            .extensions()
            .get::<Caller>()
            .cloned()
            .ok_or_else(|| Status::unauthenticated("no verified caller: the service is not gated"))
    }
}
