//! The three gRPC servers, each on its own address with gRPC health and reflection.

use super::{Addresses, StudioError};
use futures::future::select_all;
use livedraw_feed::FeedService;
use livedraw_ingest::IngestService;
use livedraw_studio::Listen;
use livedraw_supervisor::SupervisorService;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::TcpListenerStream;
use tonic::transport::server::Router;
use tonic::transport::Server;
use tonic_health::server::HealthReporter;
use tonic_health::ServingStatus;

/// How long open calls (watch streams, feed subscriptions never end by themselves) may run
/// after shutdown begins before their server is stopped under them.
const DRAIN: Duration = Duration::from_secs(3);

type ServerTask = JoinHandle<Result<(), tonic::transport::Error>>;

/// The running servers.
pub struct Servers {
    addresses: Addresses,
    health: HealthReporter,
    /// The gRPC services served, for health.
    names: Vec<&'static str>,
    stop: watch::Sender<bool>,
    tasks: Vec<(&'static str, ServerTask)>,
}

impl Servers {
    /// Binds the address of every service given (port 0 picks a free port), then serves each
    /// with gRPC health (NOT_SERVING until [`Servers::serving`]) and reflection beside it.
    pub async fn start(
        listen: &Listen,
        ingest: Option<IngestService>,
        supervisor: Option<SupervisorService>,
        feed: Option<FeedService>,
    ) -> Result<Servers, StudioError> {
        let (health, health_service) = tonic_health::server::health_reporter();
        health
            .set_service_status("", ServingStatus::NotServing)
            .await;
        let reflection = tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(livedraw_protocol::FILE_DESCRIPTOR_SET)
            .build_v1()?;
        let router = || {
            Server::builder()
                .add_service(health_service.clone())
                .add_service(reflection.clone())
        };
        let (stop, stopping) = watch::channel(false);
        let mut addresses = Addresses {
            ingest: listen.ingest,
            supervisor: listen.supervisor,
            feed: listen.feed,
        };
        let mut tasks = Vec::new();
        let mut names = Vec::new();
        if let Some(ingest) = ingest {
            let listener = bind("ingest", listen.ingest).await?;
            addresses.ingest = local_address("ingest", &listener)?;
            let router = router().add_service(ingest.into_server());
            tasks.push(serve("ingest", router, listener, stopping.clone()));
            names.push("livedraw.v1.FloorIngest");
        }
        if let Some(supervisor) = supervisor {
            let listener = bind("supervisor", listen.supervisor).await?;
            addresses.supervisor = local_address("supervisor", &listener)?;
            let router = router().add_service(supervisor.into_server());
            tasks.push(serve("supervisor", router, listener, stopping.clone()));
            names.push("livedraw.v1.Supervisor");
        }
        if let Some(feed) = feed {
            let listener = bind("feed", listen.feed).await?;
            addresses.feed = local_address("feed", &listener)?;
            let router = router().add_service(feed.into_server());
            tasks.push(serve("feed", router, listener, stopping));
            names.push("livedraw.v1.Feed");
        }
        Ok(Servers {
            addresses,
            health,
            names,
            stop,
            tasks,
        })
    }

    /// Where each service listens.
    pub fn addresses(&self) -> Addresses {
        self.addresses
    }

    /// Reports every service SERVING on gRPC health.
    pub async fn serving(&self) {
        self.health
            .set_service_status("", ServingStatus::Serving)
            .await;
        for name in self.names.iter().copied() {
            self.health
                .set_service_status(name, ServingStatus::Serving)
                .await;
        }
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
        self.health
            .set_service_status("", ServingStatus::NotServing)
            .await;
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
