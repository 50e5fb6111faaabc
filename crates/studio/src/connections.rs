//! `[connections]`: what every gRPC port allows a connection before it is closed, so that
//! connections that never finish their handshake cannot use up the process's descriptors.

use crate::error::ConfigError;
use serde::{Deserialize, Serialize};

/// Limits on the connections of each gRPC port (ingest, supervisor, feed), each port its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Connections {
    /// Connections open at once on one port; one more is closed as soon as it is accepted.
    #[serde(default = "default_max_per_port")]
    pub max_per_port: usize,
    /// From its acceptance, a connection has this long to finish the TLS handshake and send
    /// the HTTP/2 preface, or it is closed.
    #[serde(default = "default_handshake_timeout_ms")]
    pub handshake_timeout_ms: u64,
    /// An open connection is pinged (HTTP/2 PING) after this long without traffic...
    #[serde(default = "default_keepalive_interval_ms")]
    pub keepalive_interval_ms: u64,
    /// ...and closed when the ping is not answered within this.
    #[serde(default = "default_keepalive_timeout_ms")]
    pub keepalive_timeout_ms: u64,
}

impl Default for Connections {
    fn default() -> Connections {
        Connections {
            max_per_port: default_max_per_port(),
            handshake_timeout_ms: default_handshake_timeout_ms(),
            keepalive_interval_ms: default_keepalive_interval_ms(),
            keepalive_timeout_ms: default_keepalive_timeout_ms(),
        }
    }
}

impl Connections {
    /// Every limit is at least 1: a port without room, or with no time for a handshake or a
    /// ping, would take no connection.
    pub(crate) fn check(&self) -> Result<(), ConfigError> {
        let limits = [
            (
                "max_per_port",
                u64::try_from(self.max_per_port).unwrap_or(u64::MAX),
            ),
            ("handshake_timeout_ms", self.handshake_timeout_ms),
            ("keepalive_interval_ms", self.keepalive_interval_ms),
            ("keepalive_timeout_ms", self.keepalive_timeout_ms),
        ];
        match limits.iter().find(|(_, value)| *value == 0) {
            Some((key, _)) => Err(ConfigError::invalid(
                format!("connections.{key}"),
                "is at least 1",
            )),
            None => Ok(()),
        }
    }
}

fn default_max_per_port() -> usize {
    1024
}

fn default_handshake_timeout_ms() -> u64 {
    5_000
}

fn default_keepalive_interval_ms() -> u64 {
    30_000
}

fn default_keepalive_timeout_ms() -> u64 {
    10_000
}
