//! The all-in-one studio: the event log, the engine on the live clock, and the ingest,
//! supervisor and feed gRPC servers, in one process (or a chosen few of them, on Kafka).
//!
//! [`start`] checks the profile and loads the security material (generating the demo PKI
//! under `data_dir/pki` when the demo configures none), opens the configured log
//! (`data_dir/studio.db`, or the `[kafka]` cluster), journals the tables whose settings changed
//! since the last start (attributed to the operator), starts the engine and the three services
//! ([`start_services`]: only some of them), and serves each behind its gate, over
//! TLS unless the demo runs plaintext, on its configured address (port 0 picks a free one:
//! [`RunningStudio::addresses`] tells which) with gRPC health (SERVING once everything runs and
//! while the log answers, `log_probe.rs`), reflection and `ServerInfo` beside it; with
//! `[observability] metrics_listen`, `GET /metrics` and `GET /healthz` too.
//! [`RunningStudio::shutdown`] stops the servers (open calls get a moment to finish), then the
//! engine after the step it is storing, then closes the log.
//!
//! Layout:
//!
//! - this file: [`start`], [`RunOptions`], [`RunningStudio`];
//! - `servers.rs`: the gRPC servers, each behind its gate, and their [`Addresses`];
//!   `decode_status.rs`: tonic's health service's decode failures as `INVALID_ARGUMENT`;
//!   `selection.rs`: which services run;
//! - `log.rs`: the configured log ([`StudioLog`], [`LOG_FILE`]); `log_probe.rs`: whether it
//!   still answers;
//! - `configuration.rs`: tables whose settings changed, journaled for the [`Operator`];
//! - `security.rs`: the servers' TLS and gates ([`Protection`]); `profile.rs`: where the studio
//!   may listen and whether it may speak plaintext; `revocations.rs`: revoked tokens and certificates, from the
//!   access topic;
//! - `health.rs`: gRPC health and process health; `server_info.rs`: the `ServerInfo` service;
//! - `error.rs`: [`StudioError`];
//! - [`fast`]: the `--fast` pace (short rounds, lotteries back to back);
//! - [`identity`]: this build's version and git revision (R12, from `build.rs`).
//!
//! The browser console is its own crate (`livedraw-console`), started here beside the
//! supervisor service.

pub mod fast;
pub mod identity;

mod configuration;
mod decode_status;
mod error;
mod health;
mod log;
mod log_probe;
mod profile;
mod revocations;
mod security;
mod selection;
mod server_info;
mod servers;

pub use configuration::{Operator, DEFAULT_REASON, OPERATOR_ROLE};
pub use error::StudioError;
pub use health::{ENGINE, GRPC_SERVICES};
pub use log::{StudioLog, LOG_FILE};
pub use profile::PLAINTEXT_WARNING;
pub use security::Protection;
pub use selection::{Services, UnknownService};
pub use server_info::ServerInfoService;
pub use servers::Addresses;

use livedraw_bus::EventLog;
use livedraw_console::{Console, ConsoleOptions};
use livedraw_decisions::DecisionsService;
use livedraw_engine::{ClockMode, Engine, EngineHandle, EngineOptions};
use livedraw_feed::FeedService;
use livedraw_ingest::IngestService;
use livedraw_studio::StudioConfig;
use livedraw_supervisor::SupervisorService;
use livedraw_telemetry::metrics::Metrics as Registry;
use livedraw_telemetry::{MeasuredLog, MetricsEndpoint, ProcessHealth};
use servers::{Served, Servers};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How the studio runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Short rounds and lotteries back to back ([`crate::fast`]).
    pub fast: bool,
    /// Who starts the studio, journaled with every configuration change (default: `$USER`).
    pub operator: Operator,
}

/// The running studio.
pub struct RunningStudio {
    config: Arc<StudioConfig>,
    log: StudioLog,
    /// Keeps health following the log while the studio runs.
    probe: log_probe::Probe,
    running: Started,
}

/// What [`run`] started.
struct Started {
    engine: Option<EngineHandle>,
    servers: Servers,
    metrics: Option<Metrics>,
    console: Option<Console>,
    /// Keeps the gates' revocations following the access topic while the studio runs.
    revocations: revocations::Follower,
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
    let protection = Protection::load(&config)?;
    let config = Arc::new(if options.fast {
        crate::fast::apply(config)
    } else {
        config
    });
    let log = StudioLog::open(&config).await?;
    let started = run(
        &config,
        log.shared(),
        services,
        protection,
        &options.operator,
    )
    .await;
    match started {
        Ok(running) => {
            let space = log.space(&config);
            let probe = log_probe::start(
                log.shared(),
                running.servers.health(),
                log_probe::PROBE_INTERVAL,
                space,
            )
            .await;
            tracing::info!(
                version = crate::identity::VERSION,
                git_revision = crate::identity::GIT_REVISION,
                services = %services,
                metrics = ?running.metrics.as_ref().map(|metrics| metrics.address),
                ingest = %running.servers.addresses().ingest,
                supervisor = %running.servers.addresses().supervisor,
                feed = %running.servers.addresses().feed,
                console = ?running.console.as_ref().map(Console::address),
                log = %log.describe(),
                tables = config.tables.len(),
                "studio started"
            );
            Ok(RunningStudio {
                config,
                log,
                probe,
                running,
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

/// The services of this process, behind their gates, with health, `ServerInfo` and metrics.
async fn run(
    config: &Arc<StudioConfig>,
    log: Arc<dyn EventLog>,
    services: Services,
    protection: Protection,
    operator: &Operator,
) -> Result<Started, StudioError> {
    // Before any server: a new instance refuses from its first call what was revoked before.
    let revocations = revocations::follow(&log, protection.revocations.clone()).await?;
    // This instance's metrics: every service of it counts here, and only here.
    let registry = Registry::new();
    let shared: Arc<dyn EventLog> = Arc::new(MeasuredLog::new(log, registry.clone()));
    let engine = if services.engine {
        // Before the engine starts, so that a table's first step already runs the new timing.
        configuration::journal_changes(config, shared.as_ref(), operator).await?;
        let options = EngineOptions::new(ClockMode::Live)
            .in_group(&config.kafka.engine_group)
            .with_metrics(registry.clone());
        Some(Engine::start(Arc::clone(config), Arc::clone(&shared), options).await?)
    } else {
        None
    };
    let ingest = if services.ingest {
        Some(IngestService::new(Arc::clone(config), Arc::clone(&shared), registry.clone()).await?)
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
        let decisions = DecisionsService::new(Arc::clone(config), Arc::clone(&shared));
        Some((FeedService::new(config, shared)?, decisions))
    } else {
        None
    };
    let process = ProcessHealth::default();
    let names = health::names(services);
    let info = ServerInfoService::new(&names, config.profile);
    let metrics = match config.observability.metrics_listen {
        Some(address) => Some(serve_metrics(address, process.clone(), registry.clone()).await?),
        None => None,
    };
    let health = (process, names);
    let served = Served {
        ingest,
        supervisor,
        feed,
    };
    let verifier = Arc::clone(&protection.verifier);
    let revoked = protection.revocations.clone();
    let pem = protection.pem.clone();
    let servers = Servers::start(
        &config.listen,
        &config.connections,
        registry.clone(),
        protection,
        served,
        info,
        health,
    )
    .await?;
    let console = match config.listen.console {
        // The console calls both services at the addresses this process bound.
        Some(listen) if services.supervisor && services.feed => {
            let addresses = servers.addresses();
            let options = ConsoleOptions {
                listen,
                supervisor: addresses.supervisor,
                feed: addresses.feed,
                verifier,
                revocations: revoked,
                pem,
                tables: config
                    .tables
                    .iter()
                    .map(|table| (table.id.clone(), table.game.clone()))
                    .collect(),
            };
            Some(Console::start(options).await?)
        }
        Some(listen) => {
            tracing::warn!(%listen, "[listen] console is served only by a process that serves both the supervisor and the feed: not started here");
            None
        }
        None => None,
    };
    Ok(Started {
        engine,
        servers,
        metrics,
        console,
        revocations,
    })
}

async fn serve_metrics(
    address: SocketAddr,
    health: ProcessHealth,
    registry: Registry,
) -> Result<Metrics, StudioError> {
    let endpoint = MetricsEndpoint::bind(address, health, registry).await?;
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
        self.running.servers.addresses()
    }

    /// The event log, for in-process readers (tests check what was journaled).
    pub fn log(&self) -> Arc<dyn EventLog> {
        self.log.shared()
    }

    /// Where the browser console is served, when it is (`[listen] console`).
    pub fn console_address(&self) -> Option<SocketAddr> {
        self.running.console.as_ref().map(Console::address)
    }

    /// Where `GET /metrics` and `GET /healthz` are served, when they are.
    pub fn metrics_address(&self) -> Option<SocketAddr> {
        self.running.metrics.as_ref().map(|metrics| metrics.address)
    }

    /// The configuration the studio runs (with `--fast` applied).
    pub fn config(&self) -> Arc<StudioConfig> {
        Arc::clone(&self.config)
    }

    /// Waits until the engine or a server stops by itself, which only a failure makes happen,
    /// and says why. Call [`RunningStudio::shutdown`] after it.
    pub async fn stopped(&mut self) -> Result<(), StudioError> {
        let engine = async {
            match &mut self.running.engine {
                Some(engine) => engine.stopped().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            engine = engine => Ok(engine?),
            server = self.running.servers.ended() => server,
        }
    }

    /// Stops the servers, then the engine, then closes the log; the first error wins.
    pub async fn shutdown(self) -> Result<(), StudioError> {
        tracing::info!("studio stopping");
        drop(self.probe);
        drop(self.running.revocations);
        if let Some(console) = self.running.console {
            console.shutdown().await;
        }
        let servers = self.running.servers.shutdown().await;
        if let Some(metrics) = self.running.metrics {
            metrics.stop.send_replace(true);
            if let Ok(Err(error)) = metrics.task.await {
                tracing::warn!(%error, "the metrics endpoint");
            }
        }
        let engine = match self.running.engine {
            Some(engine) => engine.shutdown().await.map_err(StudioError::from),
            None => Ok(()),
        };
        let log = self.log.close().await;
        tracing::info!("studio stopped");
        servers.and(engine).and(log)
    }
}
