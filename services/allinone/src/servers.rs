//! The gRPC servers of the services this process runs, each on its own address with gRPC
//! health, reflection and `ServerInfo` (R12), each service behind its gate and, unless the demo
//! runs plaintext, TLS. Each port accepts through `livedraw_gate::incoming` under the studio's
//! `[connections]` limits (a cap, a handshake and preface deadline, counted in
//! `livedraw_grpc_connections_dropped_total`), and pings its open connections.

use super::decode_status::DecodeFailureIsInvalid;
use super::health::StudioHealth;
use super::security::Protection;
use super::server_info::ServerInfoService;
use crate::error::StudioError;
use futures::future::select_all;
use livedraw_decisions::DecisionsService;
use livedraw_feed::FeedService;
use livedraw_gate::incoming::{self, Dropped, Limits, OnDropped};
use livedraw_ingest::IngestService;
use livedraw_studio::{Connections, Listen};
use livedraw_supervisor::SupervisorService;
use livedraw_telemetry::metrics::{Metrics, PortReason};
use livedraw_telemetry::ProcessHealth;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_rustls::TlsAcceptor;
use tonic::transport::server::Router;
use tonic::transport::Server;

/// Where each service listens (a service this process does not run keeps its configured
/// address, unbound).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addresses {
    /// `FloorIngest`, for the floor devices.
    pub ingest: SocketAddr,
    /// `Supervisor`, for supervisor consoles.
    pub supervisor: SocketAddr,
    /// `Feed`, for betting frontends.
    pub feed: SocketAddr,
}

/// How long open calls (watch streams, feed subscriptions never end by themselves) may run
/// after shutdown begins before their server is stopped under them.
const DRAIN: Duration = Duration::from_secs(3);

type ServerTask = JoinHandle<Result<(), tonic::transport::Error>>;

/// The gRPC services one process serves; `None`: another process serves it.
pub struct Served {
    /// `FloorIngest`.
    pub ingest: Option<IngestService>,
    /// `Supervisor`.
    pub supervisor: Option<SupervisorService>,
    /// `Feed`, and beside it `Decisions` (both for betting frontends).
    pub feed: Option<(FeedService, DecisionsService)>,
}

/// The running servers.
pub struct Servers {
    addresses: Addresses,
    health: StudioHealth,
    stop: watch::Sender<bool>,
    tasks: Vec<(&'static str, ServerTask)>,
}

impl Servers {
    /// Binds the address of every service served (port 0 picks a free port), then serves each
    /// behind its gate, with gRPC health (NOT_SERVING until told otherwise through
    /// [`Servers::health`], which reports `health`'s names to its process view too), reflection
    /// and `info` beside it (open: probes carry no credentials), over TLS unless the demo runs
    /// plaintext, each port under `connections`' limits, counting into `metrics`.
    pub async fn start(
        listen: &Listen,
        connections: &Connections,
        metrics: Metrics,
        protection: Protection,
        served: Served,
        info: ServerInfoService,
        health: (ProcessHealth, Vec<&'static str>),
    ) -> Result<Servers, StudioError> {
        let (process, names) = health;
        let (reporter, health_service) = tonic_health::server::health_reporter();
        let health = StudioHealth::new(reporter, process, names).await;
        let reflection = tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(livedraw_protocol::FILE_DESCRIPTOR_SET)
            .build_v1()?;
        let router = || {
            Server::builder()
                .http2_keepalive_interval(Some(Duration::from_millis(
                    connections.keepalive_interval_ms,
                )))
                .http2_keepalive_timeout(Some(Duration::from_millis(
                    connections.keepalive_timeout_ms,
                )))
                .add_service(DecodeFailureIsInvalid(health_service.clone()))
                .add_service(reflection.clone())
                .add_service(info.clone().into_server())
        };
        let port = |service: &'static str, listener: TcpListener, tls: &Option<TlsAcceptor>| Port {
            service,
            listener,
            tls: tls.clone(),
            limits: Limits {
                max_connections: connections.max_per_port,
                handshake_timeout: Duration::from_millis(connections.handshake_timeout_ms),
            },
            on_dropped: counted(service, &metrics),
        };
        let (stop, stopping) = watch::channel(false);
        let mut addresses = Addresses {
            ingest: listen.ingest,
            supervisor: listen.supervisor,
            feed: listen.feed,
        };
        let mut tasks = Vec::new();
        if let Some(ingest) = served.ingest {
            let listener = bind("ingest", listen.ingest).await?;
            addresses.ingest = local_address("ingest", &listener)?;
            let router = router().add_service(ingest.into_server(protection.devices));
            let port = port("ingest", listener, &protection.ingest_tls);
            tasks.push(serve(port, router, stopping.clone()));
        }
        if let Some(supervisor) = served.supervisor {
            let listener = bind("supervisor", listen.supervisor).await?;
            addresses.supervisor = local_address("supervisor", &listener)?;
            let router = router().add_service(supervisor.into_server(protection.supervisors));
            let port = port("supervisor", listener, &protection.tls);
            tasks.push(serve(port, router, stopping.clone()));
        }
        if let Some((feed, decisions)) = served.feed {
            let listener = bind("feed", listen.feed).await?;
            addresses.feed = local_address("feed", &listener)?;
            let router = router()
                .add_service(feed.into_server(protection.readers))
                .add_service(decisions.into_server(protection.deciders));
            let port = port("feed", listener, &protection.tls);
            tasks.push(serve(port, router, stopping));
        }
        Ok(Servers {
            addresses,
            health,
            stop,
            tasks,
        })
    }

    /// Where each service listens.
    pub fn addresses(&self) -> Addresses {
        self.addresses
    }

    /// The servers' health (gRPC and the process's).
    pub fn health(&self) -> StudioHealth {
        self.health.clone()
    }

    /// Waits until a server ends by itself (it should not) and says how.
    pub async fn ended(&mut self) -> Result<(), StudioError> {
        if self.tasks.is_empty() {
            return std::future::pending().await;
        }
        let (result, index, _) = select_all(self.tasks.iter_mut().map(|(_, task)| task)).await;
        let (service, _) = self.tasks.remove(index);
        outcome(service, result)
    }

    /// Reports NOT_SERVING, stops accepting connections, lets open calls finish for a moment,
    /// then stops what is left.
    pub async fn shutdown(self) -> Result<(), StudioError> {
        self.health.set(false).await;
        self.stop.send_replace(true);
        let mut first_error = Ok(());
        for (service, mut task) in self.tasks {
            let result = match tokio::time::timeout(DRAIN, &mut task).await {
                Ok(result) => outcome(service, result),
                Err(_) => {
                    tracing::info!(service, "open calls still running: stopping them");
                    task.abort();
                    Ok(())
                }
            };
            if first_error.is_ok() {
                first_error = result;
            }
        }
        first_error
    }
}

async fn bind(service: &'static str, address: SocketAddr) -> Result<TcpListener, StudioError> {
    TcpListener::bind(address)
        .await
        .map_err(|source| StudioError::Bind {
            service,
            address,
            source,
        })
}

fn local_address(service: &'static str, listener: &TcpListener) -> Result<SocketAddr, StudioError> {
    listener.local_addr().map_err(|source| StudioError::Bind {
        service,
        address: SocketAddr::from(([0, 0, 0, 0], 0)),
        source,
    })
}

/// One port to serve: its listener, TLS, limits and what counts its dropped connections.
struct Port {
    service: &'static str,
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    limits: Limits,
    on_dropped: OnDropped,
}

/// Counts each connection `service`'s port drops into `metrics`.
fn counted(service: &'static str, metrics: &Metrics) -> OnDropped {
    let dropped = metrics.connections_dropped.clone();
    Arc::new(move |reason: Dropped| {
        tracing::debug!(service, reason = reason.as_str(), "connection dropped");
        let label = PortReason {
            port: service.to_string(),
            reason: reason.as_str().to_string(),
        };
        dropped.get_or_create(&label).inc();
    })
}

fn serve(
    port: Port,
    router: Router,
    mut stopping: watch::Receiver<bool>,
) -> (&'static str, ServerTask) {
    let stopped = async move {
        // An error means the sender is gone, which is a stop too.
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    let Port {
        service,
        listener,
        tls,
        limits,
        on_dropped,
    } = port;
    let task = match tls {
        Some(acceptor) => {
            let incoming = incoming::tls(listener, acceptor, limits, on_dropped);
            tokio::spawn(router.serve_with_incoming_shutdown(incoming, stopped))
        }
        None => {
            let incoming = incoming::plaintext(listener, limits, on_dropped);
            tokio::spawn(router.serve_with_incoming_shutdown(incoming, stopped))
        }
    };
    (service, task)
}

fn outcome(
    service: &'static str,
    result: Result<Result<(), tonic::transport::Error>, tokio::task::JoinError>,
) -> Result<(), StudioError> {
    match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(source)) => Err(StudioError::Serve { service, source }),
        Err(error) => Err(StudioError::ServerTask {
            service,
            message: error.to_string(),
        }),
    }
}
