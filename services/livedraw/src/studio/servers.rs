//! The three gRPC servers, each on its own address with gRPC health, reflection and
//! `ServerInfo` (R12), each service behind its gate and, unless the demo runs plaintext, TLS.

use super::health::StudioHealth;
use super::security::Protection;
use super::server_info::ServerInfoService;
use super::{Addresses, StudioError};
use futures::future::select_all;
use livedraw_feed::FeedService;
use livedraw_ingest::IngestService;
use livedraw_studio::Listen;
use livedraw_supervisor::SupervisorService;
use livedraw_telemetry::ProcessHealth;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::TcpListenerStream;
use tonic::transport::server::Router;
use tonic::transport::{Server, ServerTlsConfig};

/// How long open calls (watch streams, feed subscriptions never end by themselves) may run
/// after shutdown begins before their server is stopped under them.
const DRAIN: Duration = Duration::from_secs(3);

type ServerTask = JoinHandle<Result<(), tonic::transport::Error>>;

/// The running servers.
pub struct Servers {
    addresses: Addresses,
    health: StudioHealth,
    stop: watch::Sender<bool>,
    tasks: Vec<(&'static str, ServerTask)>,
}

impl Servers {
    /// Binds every address (port 0 picks a free port), then serves each service behind its
    /// gate, with gRPC health (NOT_SERVING until told otherwise through [`Servers::health`],
    /// which reports to `process` too), reflection and `info` beside it (open: probes carry no
    /// credentials), over TLS unless the demo runs plaintext.
    pub async fn start(
        listen: &Listen,
        protection: Protection,
        ingest: IngestService,
        supervisor: SupervisorService,
        feed: FeedService,
        info: ServerInfoService,
        process: ProcessHealth,
    ) -> Result<Servers, StudioError> {
        let ingest_listener = bind("ingest", listen.ingest).await?;
        let supervisor_listener = bind("supervisor", listen.supervisor).await?;
        let feed_listener = bind("feed", listen.feed).await?;
        let addresses = Addresses {
            ingest: local_address("ingest", &ingest_listener)?,
            supervisor: local_address("supervisor", &supervisor_listener)?,
            feed: local_address("feed", &feed_listener)?,
        };
        let (reporter, health_service) = tonic_health::server::health_reporter();
        let health = StudioHealth::new(reporter, process).await;
        let reflection = tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(livedraw_protocol::FILE_DESCRIPTOR_SET)
            .build_v1()?;
        let router = |service: &'static str, tls: &Option<ServerTlsConfig>| {
            let mut builder = match tls {
                Some(tls) => Server::builder()
                    .tls_config(tls.clone())
                    .map_err(|source| StudioError::Tls { service, source })?,
                None => Server::builder(),
            };
            Ok::<_, StudioError>(
                builder
                    .add_service(health_service.clone())
                    .add_service(reflection.clone())
                    .add_service(info.clone().into_server()),
            )
        };
        let ingest_router = router("ingest", &protection.ingest_tls)?
            .add_service(ingest.into_server(protection.devices));
        let supervisor_router = router("supervisor", &protection.tls)?
            .add_service(supervisor.into_server(protection.supervisors));
        let feed_router =
            router("feed", &protection.tls)?.add_service(feed.into_server(protection.readers));
        let (stop, stopping) = watch::channel(false);
        let tasks = vec![
            serve("ingest", ingest_router, ingest_listener, stopping.clone()),
            serve(
                "supervisor",
                supervisor_router,
                supervisor_listener,
                stopping.clone(),
            ),
            serve("feed", feed_router, feed_listener, stopping),
        ];
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

fn serve(
    service: &'static str,
    router: Router,
    listener: TcpListener,
    mut stopping: watch::Receiver<bool>,
) -> (&'static str, ServerTask) {
    let stopped = async move {
        // An error means the sender is gone, which is a stop too.
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    let incoming = TcpListenerStream::new(listener);
    let task = tokio::spawn(router.serve_with_incoming_shutdown(incoming, stopped));
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
