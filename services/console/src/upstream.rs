//! The studio's gRPC services as the console reaches them: one connection to each, every call
//! carrying the signed-in person's token, so the services' own gates decide what they may do.

use super::problem::Problem;
use super::session::Session;
use axum::http::StatusCode;
use livedraw_client::access::{Access, AccessError};
use livedraw_gate::{Authorized, Bearer};
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use tonic::transport::Channel;

/// Connections to the `Supervisor` and the `Feed`.
#[derive(Clone)]
pub(super) struct Upstream {
    supervisor: Channel,
    feed: Channel,
}

impl Upstream {
    /// Lazy connections to both services, over TLS trusting `ca` (none: plaintext).
    pub fn new(
        supervisor: SocketAddr,
        feed: SocketAddr,
        ca: Option<&str>,
    ) -> Result<Upstream, AccessError> {
        let access = Access {
            ca: ca.map(str::to_string),
            devices: PathBuf::new(),
            token: None,
        };
        Ok(Upstream {
            supervisor: access.channel(&reachable(supervisor).to_string())?,
            feed: access.channel(&reachable(feed).to_string())?,
        })
    }

    /// The `Supervisor`, as `session`.
    pub fn supervisor(&self, session: &Session) -> Result<SupervisorClient<Authorized>, Problem> {
        Ok(SupervisorClient::with_interceptor(
            self.supervisor.clone(),
            bearer(session)?,
        ))
    }

    /// The `Feed`, as `session`.
    pub fn feed(&self, session: &Session) -> Result<FeedClient<Authorized>, Problem> {
        Ok(FeedClient::with_interceptor(
            self.feed.clone(),
            bearer(session)?,
        ))
    }
}

fn bearer(session: &Session) -> Result<Bearer, Problem> {
    Bearer::new(&session.token)
        .map_err(|error| Problem::new(StatusCode::BAD_REQUEST, error.to_string()))
}

/// A service listening on every interface is reached on the loopback one.
fn reachable(address: SocketAddr) -> SocketAddr {
    match address.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => {
            SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), address.port())
        }
        IpAddr::V6(ip) if ip.is_unspecified() => {
            SocketAddr::new(IpAddr::V6(std::net::Ipv6Addr::LOCALHOST), address.port())
        }
        _ => address,
    }
}
