//! The all-in-one studio: the embedded event log, the engine on the live clock, and the
//! ingest, supervisor and feed gRPC servers, in one process.
//!
//! [`start`] checks the profile and loads the security material (generating the demo PKI
//! under `data_dir/pki` when the demo configures none), opens the log at `data_dir/studio.db`,
//! journals the tables whose settings changed since the last start (attributed to the
//! operator), starts the engine and the three services, and serves each behind its gate, over
//! TLS unless the demo runs plaintext, on its configured address (port 0 picks a free one:
//! [`RunningStudio::addresses`] tells which) with gRPC health (SERVING once everything runs and
//! while the log answers, `log_probe.rs`), reflection and `ServerInfo` beside it; with
//! `[observability] metrics_listen`, `GET /metrics` and `GET /healthz` too.
//! [`RunningStudio::shutdown`] stops the servers (open calls get a moment to finish), then the
//! engine after the step it is storing, then closes the log.

mod configuration;
mod error;
mod health;
mod log_probe;
mod profile;
mod security;
mod server_info;
mod servers;

pub use configuration::{Operator, DEFAULT_REASON, OPERATOR_ROLE};
pub use error::StudioError;
pub use health::{ENGINE, GRPC_SERVICES};
pub use profile::PLAINTEXT_WARNING;
pub use security::Protection;
pub use server_info::ServerInfoService;

use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog};
use livedraw_engine::{ClockMode, Engine, EngineHandle};
use livedraw_feed::FeedService;
use livedraw_ingest::IngestService;
use livedraw_studio::StudioConfig;
use livedraw_supervisor::SupervisorService;
use livedraw_telemetry::{MeasuredLog, MetricsEndpoint, ProcessHealth};
use servers::Servers;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The embedded log's file, in the configuration's `data_dir`.
pub const LOG_FILE: &str = "studio.db";

/// How the studio runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Short rounds and lotteries back to back ([`crate::fast`]).
    pub fast: bool,
    /// Who starts the studio, journaled with every configuration change (default: `$USER`).
    pub operator: Operator,
}

/// Where each service listens.
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
    log: EmbeddedLog,
    log_path: PathBuf,
    engine: EngineHandle,
    servers: Servers,
    /// Keeps health following the log while the studio runs.
    probe: log_probe::Probe,
    metrics: Option<Metrics>,
}

/// The metrics endpoint while it runs.
struct Metrics {
    address: SocketAddr,
    stop: watch::Sender<bool>,
    task: JoinHandle<std::io::Result<()>>,
}

/// Checks the profile, opens the log, starts the engine and serves the three services.
pub async fn start(
    config: StudioConfig,
    options: RunOptions,
) -> Result<RunningStudio, StudioError> {
    profile::check(&config)?;
    let protection = Protection::load(&config)?;
    let config = Arc::new(if options.fast {
        crate::fast::apply(config)
    } else {
        config
    });
    let log_path = config.data_dir.join(LOG_FILE);
    let log = EmbeddedLog::open(EmbeddedConfig::at(&log_path))
        .await
        .map_err(|source| StudioError::Log {
            path: log_path.clone(),
            source,
        })?;
    match run(&config, &log, protection, &options.operator).await {
        Ok((engine, servers, metrics)) => {
            let shared: Arc<dyn EventLog> = Arc::new(log.clone());
            let probe = log_probe::start(shared, servers.health(), log_probe::PROBE_INTERVAL).await;
            tracing::info!(
                version = crate::identity::VERSION,
                git_revision = crate::identity::GIT_REVISION,
                metrics = ?metrics.as_ref().map(|metrics| metrics.address),
                ingest = %servers.addresses().ingest,
                supervisor = %servers.addresses().supervisor,
                feed = %servers.addresses().feed,
                log = %log_path.display(),
                tables = config.tables.len(),
                "studio started"
            );
            Ok(RunningStudio {
                config,
                log,
                log_path,
                engine,
                servers,
                probe,
                metrics,
            })
        }
        Err(error) => {
            // Whatever started is dropped (and so stopped) by now; release the file.
            if let Err(close) = log.close().await {
                tracing::warn!(%close, "closing the log after a failed start");
            }
            Err(error)
        }
    }
}

async fn run(
    config: &Arc<StudioConfig>,
    log: &EmbeddedLog,
    protection: Protection,
    operator: &Operator,
) -> Result<(EngineHandle, Servers, Option<Metrics>), StudioError> {
    let shared: Arc<dyn EventLog> = Arc::new(MeasuredLog::new(Arc::new(log.clone())));
    // Before the engine starts, so that a table's first step already runs the new timing.
    configuration::journal_changes(config, shared.as_ref(), operator).await?;
    let engine = Engine::start(Arc::clone(config), Arc::clone(&shared), ClockMode::Live).await?;
    let ingest = IngestService::new(Arc::clone(config), Arc::clone(&shared)).await?;
    let supervisor = SupervisorService::new(Arc::clone(config), Arc::clone(&shared))
        .await?
        .with_device_health(ingest.health());
    let feed = FeedService::new(config, shared)?;
    let process = ProcessHealth::default();
    let mut services = GRPC_SERVICES.to_vec();
    services.push(ENGINE);
    let info = ServerInfoService::new(&services, config.profile);
    let metrics = match config.observability.metrics_listen {
        Some(address) => Some(serve_metrics(address, process.clone()).await?),
        None => None,
    };
    let servers = Servers::start(
        &config.listen,
        protection,
        ingest,
        supervisor,
        feed,
        info,
        process,
    )
    .await?;
    Ok((engine, servers, metrics))
}

async fn serve_metrics(address: SocketAddr, health: ProcessHealth) -> Result<Metrics, StudioError> {
    let endpoint = MetricsEndpoint::bind(address, health).await?;
    let address = endpoint.address()?;
    let (stop, mut stopping) = watch::channel(false);
    let stopped = async move {
        // An error means the sender is gone, which is a stop too.
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    let task = tokio::spawn(endpoint.serve(stopped));
    Ok(Metrics {
        address,
        stop,
        task,
    })
}

impl RunningStudio {
    /// Where each service listens.
    pub fn addresses(&self) -> Addresses {
        self.servers.addresses()
    }

    /// The event log, for in-process readers (tests check what was journaled).
    pub fn log(&self) -> Arc<dyn EventLog> {
        Arc::new(self.log.clone())
    }

    /// Where `GET /metrics` and `GET /healthz` are served, when they are.
    pub fn metrics_address(&self) -> Option<SocketAddr> {
        self.metrics.as_ref().map(|metrics| metrics.address)
    }

    /// The configuration the studio runs (with `--fast` applied).
    pub fn config(&self) -> Arc<StudioConfig> {
        Arc::clone(&self.config)
    }

    /// Waits until the engine or a server stops by itself, which only a failure makes happen,
    /// and says why. Call [`RunningStudio::shutdown`] after it.
    pub async fn stopped(&mut self) -> Result<(), StudioError> {
        tokio::select! {
            engine = self.engine.stopped() => Ok(engine?),
            server = self.servers.ended() => server,
        }
    }

    /// Stops the servers, then the engine, then closes the log; the first error wins.
    pub async fn shutdown(self) -> Result<(), StudioError> {
        tracing::info!("studio stopping");
        drop(self.probe);
        let servers = self.servers.shutdown().await;
        if let Some(metrics) = self.metrics {
            metrics.stop.send_replace(true);
            if let Ok(Err(error)) = metrics.task.await {
                tracing::warn!(%error, "the metrics endpoint");
            }
        }
        let engine = self.engine.shutdown().await.map_err(StudioError::from);
        let log = self.log.close().await.map_err(|source| StudioError::Log {
            path: self.log_path,
            source,
        });
        tracing::info!("studio stopped");
        servers.and(engine).and(log)
    }
}
