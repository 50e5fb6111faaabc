//! The bench's own studio: the embedded log in a temporary directory, the engine on the live
//! clock, ingest and the feed served on a loopback port chosen by the system, in plaintext
//! (ingest trusts the events' device ids, as the demo's `plaintext = true`) and with a token key
//! of its own for the feed.

use anyhow::Context;
use livedraw_auth::{Role, TokenIssuer, TokenKeys, TokenVerifier};
use livedraw_bus::{EmbeddedConfig, EmbeddedLog, EventLog, Topic};
use livedraw_engine::{ClockMode, Engine, EngineHandle};
use livedraw_feed::FeedService;
use livedraw_gate::{DeviceGate, TokenGate};
use livedraw_ingest::IngestService;
use livedraw_studio::StudioConfig;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::TcpListenerStream;
use tokio_stream::StreamExt;
use tonic::transport::Server;

/// A running studio.
pub struct Studio {
    /// Holds the log's directory until the studio stops.
    _dir: tempfile::TempDir,
    log: Arc<EmbeddedLog>,
    engine: EngineHandle,
    server: JoinHandle<()>,
    /// Where `FloorIngest` and `Feed` listen.
    pub address: SocketAddr,
    /// A frontend token the feed accepts.
    pub token: String,
}

impl Studio {
    /// Starts every service of `config` on a fresh log.
    pub async fn start(config: StudioConfig) -> anyhow::Result<Studio> {
        let config = Arc::new(config);
        let dir = tempfile::tempdir().context("a temporary directory for the log")?;
        let log = EmbeddedLog::open(EmbeddedConfig::at(dir.path().join("bench.db")))
            .await
            .context("opening the log")?;
        let log = Arc::new(log);
        let shared: Arc<dyn EventLog> = log.clone();
        let engine = Engine::start(config.clone(), shared.clone(), ClockMode::Live)
            .await
            .context("starting the engine")?;
        let ingest = IngestService::new(config.clone(), shared.clone())
            .await
            .context("starting ingest")?;
        let feed = FeedService::new(&config, shared).context("starting the feed")?;
        let keys = TokenKeys::generate()?;
        let verifier = Arc::new(TokenVerifier::from_pem(&keys.public_pem)?);
        let token = TokenIssuer::from_pem(&keys.private_pem)?.issue(
            "bench",
            &[Role::Frontend],
            livedraw::pki::now(),
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
            .add_service(feed.into_server(TokenGate::readers(verifier)))
            .serve_with_incoming(incoming);
        let server = tokio::spawn(async move {
            if let Err(error) = server.await {
                tracing::error!(%error, "the bench's gRPC server stopped");
            }
        });
        Ok(Studio {
            _dir: dir,
            log,
            engine,
            server,
            address,
            token,
        })
    }

    /// The log, for in-process readers.
    pub fn log(&self) -> Arc<dyn EventLog> {
        self.log.clone()
    }

    /// Partitions of the journal (and of the draw events).
    pub fn partitions(&self) -> u32 {
        self.log.partitions(Topic::StudioJournal)
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
        let mut total = 0;
        for partition in 0..self.log.partitions(topic) {
            total += self.log.end_offset(topic, partition).await?;
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
