//! What the studio process hands the console to start it.

use livedraw_auth::{Revocations, TokenVerifier};
use std::net::SocketAddr;
use std::sync::Arc;

/// What the console needs to run.
#[derive(Clone)]
pub struct ConsoleOptions {
    /// Where it listens.
    pub listen: SocketAddr,
    /// The `Supervisor` gRPC service.
    pub supervisor: SocketAddr,
    /// The `Feed` gRPC service.
    pub feed: SocketAddr,
    /// Verifies the tokens people sign in with.
    pub verifier: Arc<TokenVerifier>,
    /// The tokens revoked: refused at sign-in and on every request.
    pub revocations: Revocations,
    /// The servers' certificate, key and CA; none: plain HTTP and plaintext gRPC (demo only).
    pub pem: Option<ServerPem>,
    /// The studio's tables, as `(id, game)`, in configuration order.
    pub tables: Vec<(String, String)>,
}

/// The servers' TLS material as PEM text.
#[derive(Clone)]
pub struct ServerPem {
    /// The certificate chain.
    pub certificate: String,
    /// Its private key.
    pub key: String,
    /// The studio's CA (it signs the server's and the devices' certificates).
    pub ca: String,
}
