//! Why the studio could not start, or stopped.

use livedraw_bus::BusError;
use livedraw_engine::EngineError;
use livedraw_feed::FeedError;
use livedraw_ingest::IngestError;
use livedraw_supervisor::SupervisorError;
use std::net::SocketAddr;
use std::path::PathBuf;

/// Why the studio could not start, or stopped.
#[derive(Debug, thiserror::Error)]
pub enum StudioError {
    /// The production profile refuses plaintext gRPC.
    #[error("profile = \"production\" refuses plaintext gRPC ([security] plaintext = true)")]
    PlaintextInProduction,
    /// The production profile needs its TLS and token material configured.
    #[error(
        "profile = \"production\" needs [security] tls_cert, tls_key, client_ca and \
         token_public_key; missing: {0}"
    )]
    NoMaterial(String),
    /// A credential file cannot be read, or the demo PKI cannot be generated.
    #[error("credentials: {0}")]
    Credential(#[from] livedraw_client::pki::CredentialError),
    /// The token public key is not an Ed25519 public key.
    #[error("[security] token_public_key {path}: {source}")]
    TokenKey {
        /// The file.
        path: PathBuf,
        /// Why.
        source: livedraw_auth::TokenError,
    },
    /// The TLS material is refused (not a certificate chain and its key, not a CA).
    #[error("TLS of the {service} server: {source}")]
    Tls {
        /// The service.
        service: &'static str,
        /// Why.
        source: livedraw_gate::BadTls,
    },
    /// The demo profile serves on the loopback interface only.
    #[error(
        "profile = \"demo\" serves on localhost only, but [listen] {service} is {address} \
         (profile = \"production\" may listen anywhere)"
    )]
    OffLoopback {
        /// The service.
        service: &'static str,
        /// Its configured address.
        address: SocketAddr,
    },
    /// The Kafka log could not be opened (brokers unreachable, a topic with another partition
    /// count, ...) or closed.
    #[error("the Kafka event log at {brokers}: {source}")]
    Kafka {
        /// The bootstrap brokers.
        brokers: String,
        /// Why.
        source: BusError,
    },
    /// The embedded log could not be opened or closed.
    #[error("the event log at {path}: {source}")]
    Log {
        /// The log file.
        path: PathBuf,
        /// Why.
        source: BusError,
    },
    /// The studio journal could not be read or written at start (configuration changes).
    #[error("the studio journal: {0}")]
    Journal(livedraw_bus::BusError),
    /// The access topic (revocations) cannot be read.
    #[error("the access topic (revocations): {0}")]
    Access(livedraw_bus::BusError),
    /// A table's configuration cannot be journaled.
    #[error("configuration: {0}")]
    Config(#[from] livedraw_studio::ConfigError),
    /// A table id the protocol refuses (the configuration check lets none through).
    #[error("table id `{table}`: {source}")]
    TableId {
        /// The id.
        table: String,
        /// Why.
        source: livedraw_protocol::IdError,
    },
    /// The engine could not start, or stopped on an error.
    #[error("engine: {0}")]
    Engine(#[from] EngineError),
    /// The ingest service could not start.
    #[error("ingest: {0}")]
    Ingest(#[from] IngestError),
    /// The supervisor service could not start.
    #[error("supervisor: {0}")]
    Supervisor(#[from] SupervisorError),
    /// The feed could not start.
    #[error("feed: {0}")]
    Feed(#[from] FeedError),
    /// gRPC reflection could not read the protocol's descriptors.
    #[error("gRPC reflection: {0}")]
    Reflection(#[from] tonic_reflection::server::Error),
    /// The metrics endpoint could not start.
    #[error("metrics endpoint: {0}")]
    Telemetry(#[from] livedraw_telemetry::TelemetryError),
    /// A service's address could not be bound.
    #[error("{service} cannot listen on {address}: {source}")]
    Bind {
        /// The service.
        service: &'static str,
        /// The address.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The browser console could not start.
    #[error("{0}")]
    Console(#[from] livedraw_console::ConsoleError),
    /// A gRPC server failed.
    #[error("the {service} server: {source}")]
    Serve {
        /// The service.
        service: &'static str,
        /// Why.
        source: tonic::transport::Error,
    },
    /// A gRPC server's task ended abnormally (it panicked).
    #[error("the {service} server's task: {message}")]
    ServerTask {
        /// The service.
        service: &'static str,
        /// What the runtime said.
        message: String,
    },
}
