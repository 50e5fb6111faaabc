//! The all-in-one studio: the event log, the engine on the live clock, and the ingest,
//! supervisor and feed gRPC servers, in one process (or a chosen few of them, on Kafka).
//!
//! [`start`] opens the configured log (`data_dir/studio.db`, or the `[kafka]` cluster), starts
//! the engine and the three services ([`start_services`]: only some of them),
//! and serves each on its configured address (port 0 picks a free one:
//! [`RunningStudio::addresses`] tells which) with gRPC health (SERVING once everything runs)
//! and reflection beside it. [`RunningStudio::shutdown`] stops the servers (open calls get a
//! moment to finish), then the engine after the step it is storing, then closes the log.

mod error;
mod log;
mod profile;
mod selection;
mod servers;

pub use error::StudioError;
pub use log::StudioLog;
pub use profile::PLAINTEXT_WARNING;
pub use selection::{Services, UnknownService};

use livedraw_bus::EventLog;
use livedraw_engine::{ClockMode, Engine, EngineHandle};
use livedraw_feed::FeedService;
use livedraw_ingest::IngestService;
use livedraw_studio::StudioConfig;
use livedraw_supervisor::SupervisorService;
use servers::Servers;
use std::net::SocketAddr;
use std::sync::Arc;

/// The embedded log's file, in the configuration's `data_dir`.
pub const LOG_FILE: &str = "studio.db";

/// How the studio runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Short rounds and lotteries back to back ([`crate::fast`]).
    pub fast: bool,
}

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

/// The running studio.
pub struct RunningStudio {
    config: Arc<StudioConfig>,
    log: StudioLog,
    engine: Option<EngineHandle>,
    servers: Servers,
}

/// Checks the profile, opens the log, starts the engine and serves the three services.
pub async fn start(
    config: StudioConfig,
    options: RunOptions,
) -> Result<RunningStudio, StudioError> {
    start_services(config, options, Services::ALL).await
}

/// As [`start`], running only `services` (the others run in other processes on the same
/// Kafka log).
pub async fn start_services(
    config: StudioConfig,
    options: RunOptions,
    services: Services,
) -> Result<RunningStudio, StudioError> {
    profile::check(&config)?;
    let config = Arc::new(if options.fast {
        crate::fast::apply(config)
    } else {
        config
    });
    let log = StudioLog::open(&config).await?;
    match run(&config, log.shared(), services).await {
        Ok((engine, servers)) => {
            servers.serving().await;
            tracing::info!(
                services = %services,
                ingest = %servers.addresses().ingest,
                supervisor = %servers.addresses().supervisor,
                feed = %servers.addresses().feed,
                log = %log.describe(),
                tables = config.tables.len(),
                "studio started"
            );
            Ok(RunningStudio {
                config,
                log,
                engine,
                servers,
            })
        }
        Err(error) => {
            // Whatever started is dropped (and so stopped) by now; release the log.
            if let Err(close) = log.close().await {
                tracing::warn!(%close, "closing the log after a failed start");
            }
            Err(error)
        }
    }
}

async fn run(
    config: &Arc<StudioConfig>,
    shared: Arc<dyn EventLog>,
    services: Services,
) -> Result<(Option<EngineHandle>, Servers), StudioError> {
    let engine = if services.engine {
        let clock = ClockMode::Live;
        Some(Engine::start(Arc::clone(config), Arc::clone(&shared), clock).await?)
    } else {
        None
    };
    let ingest = if services.ingest {
        Some(IngestService::new(Arc::clone(config), Arc::clone(&shared)).await?)
    } else {
        None
    };
    let supervisor = if services.supervisor {
        let supervisor = SupervisorService::new(Arc::clone(config), Arc::clone(&shared)).await?;
        // Device health is ingest's: a supervisor in another process goes without it.
        Some(match &ingest {
            Some(ingest) => supervisor.with_device_health(ingest.health()),
            None => supervisor,
        })
    } else {
        None
    };
    let feed = if services.feed {
        Some(FeedService::new(config, shared)?)
    } else {
        None
    };
    let servers = Servers::start(&config.listen, ingest, supervisor, feed).await?;
    Ok((engine, servers))
}

impl RunningStudio {
    /// Where each service listens.
    pub fn addresses(&self) -> Addresses {
        self.servers.addresses()
    }

    /// The configuration the studio runs (with `--fast` applied).
    pub fn config(&self) -> Arc<StudioConfig> {
        Arc::clone(&self.config)
    }

    /// Waits until the engine or a server stops by itself, which only a failure makes happen,
    /// and says why. Call [`RunningStudio::shutdown`] after it.
    pub async fn stopped(&mut self) -> Result<(), StudioError> {
        let engine = async {
            match &mut self.engine {
                Some(engine) => engine.stopped().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            engine = engine => Ok(engine?),
            server = self.servers.ended() => server,
        }
    }

    /// Stops the servers, then the engine, then closes the log; the first error wins.
    pub async fn shutdown(self) -> Result<(), StudioError> {
        tracing::info!("studio stopping");
        let servers = self.servers.shutdown().await;
        let engine = match self.engine {
            Some(engine) => engine.shutdown().await.map_err(StudioError::from),
            None => Ok(()),
        };
        let log = self.log.close().await;
        tracing::info!("studio stopped");
        servers.and(engine).and(log)
    }
}
