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
    /// The production profile needs TLS, which arrives with the security issue.
    #[error(
        "profile = \"production\" refuses plaintext gRPC and TLS is not implemented yet \
         (it arrives with the security issue); use profile = \"demo\" on localhost"
    )]
    PlaintextInProduction,
    /// The demo profile serves plaintext gRPC, so only on the loopback interface.
    #[error(
        "profile = \"demo\" serves plaintext gRPC on localhost only, but [listen] {service} \
         is {address}"
    )]
    PlaintextOffLoopback {
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
