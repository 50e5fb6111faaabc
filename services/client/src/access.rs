//! How a client reaches the studio's services: TLS (the CA that signed the server's
//! certificate and, for a floor device, the device's own certificate) or plaintext, and the
//! bearer token of supervisor and feed calls.
//!
//! By default every client takes what the demo studio generated under `data_dir/pki`
//! ([`Access::demo`]); `--ca`, `--token` and `--device-certs` (or their environment variables)
//! point a client at a real studio's files instead.

use crate::pki::{device_cert, device_key, read_text, CredentialError, PkiDir};
use livedraw_auth::Role;
use livedraw_gate::{client_tls, Authorized, BadToken, Bearer};
use livedraw_protocol::v1::decisions_client::DecisionsClient;
use livedraw_protocol::v1::feed_client::FeedClient;
use livedraw_protocol::v1::floor_ingest_client::FloorIngestClient;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use livedraw_studio::StudioConfig;
use std::path::{Path, PathBuf};
use tonic::transport::{Channel, ClientTlsConfig};

/// Why a client cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum AccessError {
    /// The address is not a usable URI.
    #[error("address {address}: {reason}")]
    Address {
        /// The address given.
        address: String,
        /// Why.
        reason: String,
    },
    /// A certificate, key or token file cannot be read.
    #[error("{0}")]
    Credential(#[from] CredentialError),
    /// The TLS settings are refused.
    #[error("TLS to {address}: {source}")]
    Tls {
        /// The address.
        address: String,
        /// Why.
        source: tonic::transport::Error,
    },
    /// The token cannot be sent.
    #[error("{0}")]
    Token(#[from] BadToken),
}

/// What a client presents to the studio.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Access {
    /// The CA certificate (PEM) that signed the server's; `None`: plaintext
    /// (`[security] plaintext = true` in the demo).
    pub ca: Option<String>,
    /// Where floor devices' certificates are (`<id>.crt`, `<id>.key`).
    pub devices: PathBuf,
    /// The bearer token of supervisor and feed calls.
    pub token: Option<String>,
}

impl Access {
    /// What a client of the demo studio of `config` presents: the CA of `data_dir/pki`
    /// (none when the studio runs plaintext), its device certificates, and its token for
    /// `role`.
    pub fn demo(config: &StudioConfig, role: Role) -> Result<Access, AccessError> {
        let pki = PkiDir::demo(config);
        Access::from_files(
            (!config.security.plaintext)
                .then(|| pki.ca_cert())
                .as_deref(),
            pki.devices(),
            Some(&pki.token(role)),
        )
    }

    /// Access read from files: the CA certificate (none: plaintext), the devices' directory,
    /// the token file.
    pub fn from_files(
        ca: Option<&Path>,
        devices: PathBuf,
        token: Option<&Path>,
    ) -> Result<Access, AccessError> {
        Ok(Access {
            ca: ca.map(read_text).transpose()?,
            devices,
            token: token
                .map(|path| read_text(path).map(|token| token.trim().to_string()))
                .transpose()?,
        })
    }

    /// A lazy connection to `address` (`host:port`) that verifies the server.
    pub fn channel(&self, address: &str) -> Result<Channel, AccessError> {
        self.connect(
            address,
            self.ca.as_deref().map(|ca| client_tls(ca.as_bytes(), None)),
        )
    }

    /// A lazy connection to the ingest at `address` as floor device `device`, with its client
    /// certificate (none in plaintext).
    pub fn device_channel(&self, address: &str, device: &str) -> Result<Channel, AccessError> {
        let Some(ca) = &self.ca else {
            return self.connect(address, None);
        };
        let cert = read_text(&device_cert(&self.devices, device))?;
        let key = read_text(&device_key(&self.devices, device))?;
        let tls = client_tls(ca.as_bytes(), Some((cert.as_bytes(), key.as_bytes())));
        self.connect(address, Some(tls))
    }

    /// A floor-device client of the ingest at `address`.
    pub fn ingest(
        &self,
        address: &str,
        device: &str,
    ) -> Result<FloorIngestClient<Channel>, AccessError> {
        Ok(FloorIngestClient::new(
            self.device_channel(address, device)?,
        ))
    }

    /// A supervisor client at `address`, sending the token.
    pub fn supervisor(&self, address: &str) -> Result<SupervisorClient<Authorized>, AccessError> {
        Ok(SupervisorClient::with_interceptor(
            self.channel(address)?,
            self.bearer()?,
        ))
    }

    /// A client of the Decisions service at `address` (served beside the feed), sending the
    /// token: a betting frontend's.
    pub fn decisions(&self, address: &str) -> Result<DecisionsClient<Authorized>, AccessError> {
        Ok(DecisionsClient::with_interceptor(
            self.channel(address)?,
            self.bearer()?,
        ))
    }

    /// A feed client at `address`, sending the token.
    pub fn feed(&self, address: &str) -> Result<FeedClient<Authorized>, AccessError> {
        Ok(FeedClient::with_interceptor(
            self.channel(address)?,
            self.bearer()?,
        ))
    }

    /// The token as call metadata; without one, calls go out without and are refused
    /// UNAUTHENTICATED by the studio, which says so.
    fn bearer(&self) -> Result<Bearer, AccessError> {
        Ok(Bearer::new(self.token.as_deref().unwrap_or_default())?)
    }

    fn connect(&self, address: &str, tls: Option<ClientTlsConfig>) -> Result<Channel, AccessError> {
        let scheme = if tls.is_some() { "https" } else { "http" };
        let endpoint = Channel::from_shared(format!("{scheme}://{address}")).map_err(|error| {
            AccessError::Address {
                address: address.to_string(),
                reason: error.to_string(),
            }
        })?;
        let endpoint = match tls {
            Some(tls) => endpoint
                .tls_config(tls)
                .map_err(|source| AccessError::Tls {
                    address: address.to_string(),
                    source,
                })?,
            None => endpoint,
        };
        Ok(endpoint.connect_lazy())
    }
}
