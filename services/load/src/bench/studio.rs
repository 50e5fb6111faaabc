//! The bench's own studio: the configured log (the embedded log in a temporary directory, or
//! Kafka topics of the run's own), the engine on the live clock, ingest and the feed served on
//! a loopback port chosen by the system, in plaintext (ingest trusts the events' device ids, as
//! the demo's `plaintext = true`) and with a token key of its own for the feed.

use anyhow::Context;
use livedraw_allinone::StudioLog;
use livedraw_auth::{Revocations, Role, TokenIssuer, TokenKeys, TokenVerifier};
use livedraw_bus::{EventLog, Topic};
use livedraw_engine::{ClockMode, Engine, EngineHandle, EngineOptions};
use livedraw_feed::FeedService;
use livedraw_gate::{DeviceGate, TokenGate};
use livedraw_ingest::IngestService;
use livedraw_studio::StudioConfig;
use livedraw_telemetry::metrics::Metrics;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::TcpListenerStream;
use tokio_stream::StreamExt;
use tonic::transport::Server;

/// A running studio.
pub struct Studio {
    log: StudioLog,
    engine: EngineHandle,
    server: JoinHandle<()>,
    /// Where `FloorIngest` and `Feed` listen.
    pub address: SocketAddr,
    /// A frontend token the feed accepts.
    pub token: String,
}

impl Studio {
    /// Starts every service of `config` on its log (fresh: a new directory or new topics).
    pub async fn start(config: StudioConfig) -> anyhow::Result<Studio> {
        let config = Arc::new(config);
        let log = StudioLog::open(&config).await.context("opening the log")?;
        let shared = log.shared();
        let metrics = Metrics::new();
        let options = EngineOptions::new(ClockMode::Live)
            .in_group(&config.kafka.engine_group)
            .with_metrics(metrics.clone());
        let engine = Engine::start(config.clone(), shared.clone(), options)
            .await
            .context("starting the engine")?;
        let ingest = IngestService::new(config.clone(), shared.clone(), metrics)
            .await
            .context("starting ingest")?;
        let feed = FeedService::new(&config, shared).context("starting the feed")?;
        let keys = TokenKeys::generate()?;
        let verifier = Arc::new(TokenVerifier::from_pem(&keys.public_pem)?);
        let token = TokenIssuer::from_pem(&keys.private_pem)?.issue(
            "bench",
            &[Role::Frontend],
            livedraw_client::pki::now(),
            std::time::Duration::from_secs(86_400),
        )?;
        // Both services on one port: gRPC routes by service name.
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        // Without TCP_NODELAY, Nagle's algorithm holds small replies (acks, feed events) for
        // the peer's delayed ACK: 40 ms on Linux. `serve_with_incoming` leaves sockets as given.
        let incoming = TcpListenerStream::new(listener).map(|accepted| {
            let stream = accepted?;
            stream.set_nodelay(true)?;
            Ok::<_, std::io::Error>(stream)
        });
        let server = Server::builder()
            .add_service(ingest.into_server(DeviceGate::TrustEvents))
            .add_service(feed.into_server(TokenGate::readers(verifier, Revocations::default())))
            .serve_with_incoming(incoming);
        let server = tokio::spawn(async move {
            if let Err(error) = server.await {
                tracing::error!(%error, "the bench's gRPC server stopped");
            }
        });
        Ok(Studio {
            log,
            engine,
            server,
            address,
            token,
        })
    }

    /// The log, for in-process readers.
    pub fn log(&self) -> Arc<dyn EventLog> {
        self.log.shared()
    }

    /// Where the log is, for the report.
    pub fn describe(&self) -> String {
        self.log.describe()
    }

    /// Partitions of the journal (and of the draw events).
    pub fn partitions(&self) -> u32 {
        self.log().partitions(Topic::StudioJournal)
    }

    /// Journal entries so far, every partition.
    pub async fn journaled(&self) -> anyhow::Result<u64> {
        self.total(Topic::StudioJournal).await
    }

    /// Engine steps so far, every partition.
    pub async fn steps(&self) -> anyhow::Result<u64> {
        self.total(Topic::DrawEvents).await
    }

    async fn total(&self, topic: Topic) -> anyhow::Result<u64> {
        let log = self.log();
        let mut total = 0;
        for partition in 0..log.partitions(topic) {
            total += log.end_offset(topic, partition).await?;
        }
        Ok(total)
    }

    /// Stops the servers and the engine, then closes the log.
    pub async fn stop(self) -> anyhow::Result<()> {
        self.server.abort();
        self.engine
            .shutdown()
            .await
            .context("stopping the engine")?;
        self.log.close().await.context("closing the log")?;
        Ok(())
    }
}
